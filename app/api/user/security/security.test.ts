/** @jest-environment node */
import nock from 'nock';
import { withNockedUpstream } from '@/tests/nocked-upstream';
import { bffRequest, signIn, UPSTREAM } from '@/app/api/coupons/test-helpers';
import { USER_CONFIG } from '@/features/user/testing/user-config';
import { PUT as emailAuth } from './email-auth/route';
import { POST as password } from './password/route';
import { POST as phone } from './phone/route';
import { PUT as question } from './question/route';

withNockedUpstream();

const send = (
  route: (request: ReturnType<typeof bffRequest>) => Promise<Response>,
  path: string,
  method: string,
  body: unknown,
  cookie: string,
  headers: Record<string, string> = {},
) => route(bffRequest(path, { method, body, cookie, headers }));

const PASSWORDS = {
  currentPassword: 'Demo-2026!',
  newPassword: 'Changed-2026!',
  repeatPassword: 'Changed-2026!',
};

describe('POST /api/user/security/password', () => {
  const change = (body: unknown, cookie: string, headers?: Record<string, string>) =>
    send(password, '/api/user/security/password', 'POST', body, cookie, headers);

  it('401 for a visitor', async () => {
    expect((await change(PASSWORDS, '')).status).toBe(401);
  });

  it('sends the current and the new password, not the repeat, and answers the config', async () => {
    const cookie = await signIn();
    const config = {
      ...USER_CONFIG,
      protection_methods: { ...USER_CONFIG.protection_methods, is_changed_password: true },
    };
    nock(UPSTREAM, { reqheaders: { authorization: /^Bearer \S+$/ } })
      .post('/office-api/v1/security/password', {
        currentPassword: 'Demo-2026!',
        newPassword: 'Changed-2026!',
      })
      .reply(200, { data: config });
    const response = await change(PASSWORDS, cookie);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: config });
  });

  it.each([
    [
      'a new password without a digit',
      { newPassword: 'Password!', repeatPassword: 'Password!' },
      'newPassword',
    ],
    ['a repeat that differs', { repeatPassword: 'Changed-2027!' }, 'repeatPassword'],
    [
      'a new password equal to the current',
      { newPassword: 'Demo-2026!', repeatPassword: 'Demo-2026!' },
      'newPassword',
    ],
    ['no current password', { currentPassword: '' }, 'currentPassword'],
  ])('400 for %s, naming the field, without asking the upstream', async (_name, change_, field) => {
    const cookie = await signIn();
    const response = await change({ ...PASSWORDS, ...change_ }, cookie);
    expect(response.status).toBe(400);
    expect((await response.json()).errors[0].source.pointer).toBe(`/${field}`);
  });

  it('a wrong current password is the upstream’s 400 on that field; the session stays', async () => {
    const cookie = await signIn();
    nock(UPSTREAM)
      .post('/office-api/v1/security/password')
      .reply(400, {
        errors: [
          {
            status: '400',
            code: 'wrong_password',
            title: 'The current password is wrong',
            source: { pointer: '/currentPassword' },
          },
        ],
      });
    const response = await change(PASSWORDS, cookie);
    expect(response.status).toBe(400);
    expect((await response.json()).errors[0]).toMatchObject({
      code: 'wrong_password',
      source: { pointer: '/currentPassword' },
    });
    expect(response.headers.getSetCookie().join()).not.toMatch(
      /Max-Age=0|Expires=Thu, 01 Jan 1970/,
    );
  });

  it('guesses at the current password from one address end in 429', async () => {
    const cookie = await signIn();
    const headers = { 'x-forwarded-for': '203.0.113.77' };
    nock(UPSTREAM)
      .post('/office-api/v1/security/password')
      .times(20)
      .reply(400, { errors: [{ status: '400', code: 'wrong_password', title: 'Wrong' }] });
    for (let i = 0; i < 20; i++)
      expect((await change(PASSWORDS, cookie, headers)).status).toBe(400);
    const refused = await change(PASSWORDS, cookie, headers);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});

describe('PUT /api/user/security/question', () => {
  const save = (body: unknown, cookie: string) =>
    send(question, '/api/user/security/question', 'PUT', body, cookie);

  it('sends the trimmed question and answer', async () => {
    const cookie = await signIn();
    nock(UPSTREAM)
      .put('/office-api/v1/security/question', { question: 'First pet?', answer: 'Rex' })
      .reply(200, { data: { ...USER_CONFIG, protection_level: 60 } });
    const response = await save({ question: ' First pet? ', answer: 'Rex ' }, cookie);
    expect(response.status).toBe(200);
    expect((await response.json()).data.protection_level).toBe(60);
  });

  it.each([
    ['a question too short', { question: 'Pet', answer: 'Rex' }, 'question'],
    ['an empty answer', { question: 'First pet?', answer: '  ' }, 'answer'],
  ])('400 for %s', async (_name, body, field) => {
    const cookie = await signIn();
    const response = await save(body, cookie);
    expect(response.status).toBe(400);
    expect((await response.json()).errors[0].source.pointer).toBe(`/${field}`);
  });
});

describe('PUT /api/user/security/email-auth', () => {
  const save = (body: unknown, cookie: string) =>
    send(emailAuth, '/api/user/security/email-auth', 'PUT', body, cookie);

  it('sends the switch', async () => {
    const cookie = await signIn();
    nock(UPSTREAM)
      .put('/office-api/v1/security/email-auth', { enabled: true })
      .reply(200, { data: USER_CONFIG });
    expect((await save({ enabled: true }, cookie)).status).toBe(200);
  });

  it('400 for a value that is not a boolean', async () => {
    const cookie = await signIn();
    const response = await save({ enabled: 'yes' }, cookie);
    expect(response.status).toBe(400);
    expect((await response.json()).errors[0].source.pointer).toBe('/enabled');
  });

  it('403 for a cross-site request', async () => {
    const cookie = await signIn();
    const response = await emailAuth(
      bffRequest('/api/user/security/email-auth', {
        method: 'PUT',
        body: { enabled: true },
        cookie,
        headers: { origin: 'https://evil.example' },
      }),
    );
    expect(response.status).toBe(403);
  });
});

describe('POST /api/user/security/phone', () => {
  const bind = (body: unknown, cookie: string) =>
    send(phone, '/api/user/security/phone', 'POST', body, cookie);

  it('sends the number and the code', async () => {
    const cookie = await signIn();
    const body = { countryCode: '7', phone: '9001234567', code: '123456' };
    nock(UPSTREAM).post('/office-api/v1/security/phone', body).reply(200, { data: USER_CONFIG });
    expect((await bind(body, cookie)).status).toBe(200);
  });

  it('400 for a code that is not digits', async () => {
    const cookie = await signIn();
    const response = await bind({ countryCode: '7', phone: '9001234567', code: 'abc' }, cookie);
    expect(response.status).toBe(400);
    expect((await response.json()).errors[0].source.pointer).toBe('/code');
  });
});
