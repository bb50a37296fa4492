/** @jest-environment node */
import nock from 'nock';
import { bffRequest, signIn, SITE, UPSTREAM } from '@/app/api/coupons/test-helpers';
import { SUPPORT_LIMITS } from '@/server/support/support-api';
import { withNockedUpstream } from '@/tests/nocked-upstream';
import { POST as callback } from './callback/route';
import { POST as chat } from './chat/route';
import { POST as email } from './email/route';

withNockedUpstream({ openSite: true });

type Route = (request: ReturnType<typeof bffRequest>) => Promise<Response>;

const post = (
  route: Route,
  path: string,
  body: unknown,
  init: { cookie?: string; headers?: Record<string, string> } = {},
) => route(bffRequest(path, { method: 'POST', body, ...init }));

const errorsOf = async (response: Response) =>
  ((await response.json()) as { errors: { code: string; title: string; source?: unknown }[] })
    .errors;

const RECEIPT = { id: 12, createdAt: '2026-05-04T10:00:00.000Z' };
const CALLBACK = { phone: '+79161234567', name: 'Anna', lang: 'ru' };

describe('POST /api/support/callback', () => {
  it('passes a visitor’s request on and answers 201 with its number', async () => {
    nock(UPSTREAM, { badheaders: ['authorization'] })
      .post('/web-api/support/callback', CALLBACK)
      .reply(201, { data: RECEIPT });
    const response = await post(callback, '/api/support/callback', CALLBACK);
    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ data: RECEIPT });
  });

  it('sends a signed-in player’s token along', async () => {
    const cookie = await signIn();
    nock(UPSTREAM, { reqheaders: { authorization: /^Bearer e30\./ } })
      .post('/web-api/support/callback', { phone: '+79161234567', lang: 'en' })
      .reply(201, { data: RECEIPT });
    const response = await post(
      callback,
      '/api/support/callback',
      { phone: '+79161234567', lang: 'en' },
      { cookie },
    );
    expect(response.status).toBe(201);
  });

  it.each([
    ['a number without +', { phone: '9161234567' }, '/phone'],
    ['a number with spaces', { phone: '+7 916 123 45 67' }, '/phone'],
    ['an empty name', { name: '   ' }, '/name'],
    ['no language', { lang: undefined }, '/lang'],
    ['an unknown field', { callAt: 'tomorrow' }, '/'],
  ])(
    'refuses %s with 400 naming the field, without asking the upstream',
    async (_c, change, pointer) => {
      const response = await post(callback, '/api/support/callback', { ...CALLBACK, ...change });
      expect(response.status).toBe(400);
      expect(await errorsOf(response)).toEqual([
        expect.objectContaining({ code: 'invalid', source: { pointer } }),
      ]);
    },
  );

  it('passes the upstream’s refusal on with its code and words', async () => {
    nock(UPSTREAM)
      .post('/web-api/support/callback')
      .reply(403, {
        errors: [
          {
            status: '403',
            code: 'callback_unavailable',
            title: 'Call back is not available',
            source: { pointer: '/lang' },
          },
        ],
      });
    const response = await post(callback, '/api/support/callback', CALLBACK);
    expect(response.status).toBe(403);
    expect(await errorsOf(response)).toEqual([
      {
        status: '403',
        code: 'callback_unavailable',
        title: 'Call back is not available',
        source: { pointer: '/lang' },
      },
    ]);
  });

  it('refuses a request from another site', async () => {
    const response = await post(callback, '/api/support/callback', CALLBACK, {
      headers: { origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
    expect(await errorsOf(response)).toMatchObject([{ code: 'forbidden_origin' }]);
  });

  it(`lets ${SUPPORT_LIMITS.callback.max} requests from one address through, then answers 429`, async () => {
    const headers = { 'x-client-ip': '203.0.113.7' };
    nock(UPSTREAM)
      .post('/web-api/support/callback')
      .times(SUPPORT_LIMITS.callback.max)
      .reply(201, { data: RECEIPT });
    for (let i = 0; i < SUPPORT_LIMITS.callback.max; i += 1) {
      expect((await post(callback, '/api/support/callback', CALLBACK, { headers })).status).toBe(
        201,
      );
    }
    const refused = await post(callback, '/api/support/callback', CALLBACK, { headers });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await errorsOf(refused)).toMatchObject([{ code: 'too_many_attempts' }]);
    const other = { 'x-client-ip': '203.0.113.8' };
    nock(UPSTREAM).post('/web-api/support/callback').reply(201, { data: RECEIPT });
    expect(
      (await post(callback, '/api/support/callback', CALLBACK, { headers: other })).status,
    ).toBe(201);
  });

  it('answers 502 when the upstream answers something else than a receipt', async () => {
    nock(UPSTREAM)
      .post('/web-api/support/callback')
      .reply(201, { data: { ok: true } });
    const response = await post(callback, '/api/support/callback', CALLBACK);
    expect(response.status).toBe(502);
    expect(await errorsOf(response)).toMatchObject([{ code: 'upstream_error' }]);
  });
});

describe('POST /api/support/email', () => {
  const QUESTION = {
    email: 'visitor@example.com',
    topic: 'deposit',
    message: 'My deposit has not arrived yet.',
    lang: 'en',
  };

  it('passes a visitor’s question on and answers 201 with its number', async () => {
    nock(UPSTREAM).post('/web-api/support/email', QUESTION).reply(201, { data: RECEIPT });
    const response = await post(email, '/api/support/email', QUESTION);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ data: RECEIPT });
  });

  it('refuses a bad address and a short question, naming both fields', async () => {
    const response = await post(email, '/api/support/email', {
      ...QUESTION,
      email: 'nobody',
      message: 'help',
    });
    expect(response.status).toBe(400);
    const pointers = (await errorsOf(response)).map((error) => error.source);
    expect(pointers).toEqual([{ pointer: '/email' }, { pointer: '/message' }]);
  });

  it('passes a 429 of the upstream on with its words', async () => {
    nock(UPSTREAM)
      .post('/web-api/support/email')
      .reply(429, {
        errors: [
          {
            status: '429',
            code: 'too_many_questions',
            title: 'You have sent several questions. Please wait for our answer.',
          },
        ],
      });
    const response = await post(email, '/api/support/email', QUESTION);
    expect(response.status).toBe(429);
    expect(await errorsOf(response)).toMatchObject([{ code: 'too_many_questions' }]);
  });
});

describe('POST /api/support/chat', () => {
  const MESSAGE = { consultantId: 'betarena-support', message: 'Hello', lang: 'en' };
  const CONVERSATION = {
    conversationId: 'c0nversation-1',
    messages: [
      { id: 1, from: 'player', text: 'Hello', sentAt: '2026-05-04T10:00:00.000Z' },
      { id: 2, from: 'consultant', text: 'Hi!', sentAt: '2026-05-04T10:00:00.000Z' },
    ],
  };

  it('passes the message on and answers the conversation', async () => {
    nock(UPSTREAM).post('/web-api/support/chat', MESSAGE).reply(200, { data: CONVERSATION });
    const response = await post(chat, '/api/support/chat', MESSAGE);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: CONVERSATION });
  });

  it('refuses a message above 1000 characters and a forged conversation id', async () => {
    const long = await post(chat, '/api/support/chat', { ...MESSAGE, message: 'x'.repeat(1001) });
    expect(long.status).toBe(400);
    expect(await errorsOf(long)).toMatchObject([{ source: { pointer: '/message' } }]);
    const forged = await post(chat, '/api/support/chat', {
      ...MESSAGE,
      conversationId: '../../admin',
    });
    expect(forged.status).toBe(400);
    expect(await errorsOf(forged)).toMatchObject([{ source: { pointer: '/conversationId' } }]);
  });

  it('takes only JSON from this site', async () => {
    const response = await chat(
      bffRequest('/api/support/chat', {
        method: 'POST',
        raw: 'message=hello',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: SITE },
      }),
    );
    expect(response.status).toBe(415);
  });
});
