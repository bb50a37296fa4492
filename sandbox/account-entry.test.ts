/** @jest-environment node */
import {
  activationAnswerSchema,
  activationSentAnswerSchema,
  linkLookupAnswerSchema,
  newsletterAnswerSchema,
  newsletterLookupAnswerSchema,
} from '@contract/account-entry';
import { mailingAnswerSchema } from '@contract/cashier';
import { upstreamErrorBodySchema } from '@contract/auth';
import { userConfigAnswerSchema } from '@contract/user';
import { readNewsletterToken, signNewsletterToken } from './account-entry';
import type { TestSandbox } from './test-harness';
import { bearer, DEMO_SIGN_IN, removeDb, signInToken, startTestSandbox } from './test-harness';
import { fullRegistration } from './registration.fixture';

const START = Date.parse('2026-06-01T12:00:00Z');
const DAY_MS = 86_400_000;
const SITE = 'https://betarena.example';
let clock = START;
let sandbox: TestSandbox;

const FULL = fullRegistration({ email: 'Nina.Newton@betarena.example' });

beforeEach(async () => {
  clock = START;
  sandbox = await startTestSandbox({ now: () => clock });
});

afterEach(async () => {
  await sandbox.close();
  removeDb(sandbox.dbPath);
});

interface OutboxEntry {
  kind: string;
  via: string;
  subject: string;
  link: string | null;
  token: string | null;
  code: string | null;
}

async function outbox(to: string): Promise<OutboxEntry[]> {
  const answer = await sandbox.call('GET', `/__sandbox/outbox?to=${encodeURIComponent(to)}`);
  expect(answer.status).toBe(200);
  return (answer.body as { data: OutboxEntry[] }).data;
}

/**
 * A signed-in player whose e-mail the operator set waiting for activation (the whole period), and
 * who was sent the verification e-mail. (A full registration's account is the player's only once
 * its link is followed, so it never signs in with its e-mail waiting: auth-register.test.ts.)
 */
async function registerFull(): Promise<{ token: string; userId: number }> {
  const created = await sandbox.call('POST', '/__sandbox/users', {
    email: FULL.email,
    password: FULL.password,
    currency: FULL.currencyIso,
    firstName: FULL.firstName,
    lastName: FULL.lastName,
    birthDate: FULL.birthDate,
  });
  expect(created.status).toBe(201);
  const userId = (created.body as { data: { id: number } }).data.id;
  const waiting = await sandbox.call('PUT', `/__sandbox/users/${userId}/activation`, {
    email: 'pending',
  });
  expect(waiting.status).toBe(200);
  const token = await signInToken(sandbox, {
    type: 'login_password',
    login: FULL.email,
    password: FULL.password,
    isRemember: false,
  });
  const sent = await sandbox.call(
    'POST',
    '/auth-api/v1/email/verification',
    {},
    {
      ...bearer(token),
      'x-request-origin': SITE,
    },
  );
  expect(sent.status).toBe(200);
  return { token, userId };
}

async function config(token: string) {
  const answer = await sandbox.call('GET', '/web-api/user/config', undefined, bearer(token));
  expect(answer.status).toBe(200);
  return userConfigAnswerSchema.parse(answer.body).data;
}

const errorCode = (body: unknown) => upstreamErrorBodySchema.parse(body).errors[0]?.code;

describe('the verification e-mail', () => {
  it('leaves the e-mail waiting for 30 days and sends a link to user/accountverify', async () => {
    const { token } = await registerFull();
    const before = await config(token);
    expect(before.activation_type).toBe(0);
    expect(before.remaining_days_to_activate).toBe(30);

    const [mail] = await outbox('nina.newton@betarena.example');
    expect(mail).toMatchObject({ kind: 'verification', via: 'email' });
    expect(mail?.link).toBe(`${SITE}/user/accountverify?token=${mail?.token}`);

    clock += 3 * DAY_MS + 1;
    const later = await signInToken(sandbox, {
      type: 'login_password',
      login: FULL.email,
      password: FULL.password,
      isRemember: false,
    });
    expect((await config(later)).remaining_days_to_activate).toBe(27);
  });

  it('is looked up, confirmed once by anybody holding it, then reads as used', async () => {
    const { token } = await registerFull();
    const link = (await outbox(FULL.email))[0]?.token ?? '';
    const lookup = await sandbox.call('GET', `/auth-api/v1/activation/link?token=${link}`);
    expect(linkLookupAnswerSchema.parse(lookup.body).data).toEqual({
      channel: 'email',
      to: 'n***@betarena.example',
      status: 'valid',
      activated: false,
    });

    const confirmed = await sandbox.call('POST', '/auth-api/v1/activation/link', { token: link });
    expect(confirmed.status).toBe(200);
    expect(activationAnswerSchema.parse(confirmed.body).data).toEqual({
      channel: 'email',
      to: 'n***@betarena.example',
      activationType: 1,
    });
    const after = await config(token);
    expect(after.activation_type).toBe(1);
    expect(after.remaining_days_to_activate).toBeNull();

    const again = await sandbox.call('POST', '/auth-api/v1/activation/link', { token: link });
    expect(again.status).toBe(409);
    expect(errorCode(again.body)).toBe('token_used');
    const used = await sandbox.call('GET', `/auth-api/v1/activation/link?token=${link}`);
    expect(linkLookupAnswerSchema.parse(used.body).data).toMatchObject({
      status: 'used',
      activated: true,
    });
  });

  it('expires after two days', async () => {
    await registerFull();
    const link = (await outbox(FULL.email))[0]?.token ?? '';
    clock += 2 * DAY_MS;
    const lookup = await sandbox.call('GET', `/auth-api/v1/activation/link?token=${link}`);
    expect(linkLookupAnswerSchema.parse(lookup.body).data.status).toBe('expired');
    const confirmed = await sandbox.call('POST', '/auth-api/v1/activation/link', { token: link });
    expect(confirmed.status).toBe(410);
    expect(errorCode(confirmed.body)).toBe('token_expired');
  });

  it('refuses a token no link has (404) and a malformed one (400)', async () => {
    const unknown = await sandbox.call('POST', '/auth-api/v1/activation/link', {
      token: 'x'.repeat(32),
    });
    expect(unknown.status).toBe(404);
    expect(errorCode(unknown.body)).toBe('token_invalid');
    const lookup = await sandbox.call(
      'GET',
      `/auth-api/v1/activation/link?token=${'y'.repeat(32)}`,
    );
    expect(lookup.status).toBe(404);
    const malformed = await sandbox.call('POST', '/auth-api/v1/activation/link', {
      token: 'short',
    });
    expect(malformed.status).toBe(400);
  });

  it('is sent again once a minute, in the language asked, and not once the e-mail is active', async () => {
    const { token } = await registerFull();
    clock += 1000;
    const early = await sandbox.call(
      'POST',
      '/auth-api/v1/email/verification?lang=ru',
      {},
      bearer(token),
    );
    expect(early.status).toBe(429);
    expect(early.headers.get('retry-after')).toBe('59');

    clock += 60_000;
    const sent = await sandbox.call(
      'POST',
      '/auth-api/v1/email/verification?lang=ru',
      {},
      {
        ...bearer(token),
        'x-request-origin': SITE,
      },
    );
    expect(sent.status).toBe(200);
    expect(activationSentAnswerSchema.parse(sent.body).data).toEqual({
      channel: 'email',
      method: 'link',
      to: 'n***@betarena.example',
      expiresAt: new Date(clock + 2 * DAY_MS).toISOString(),
      resendAfterSeconds: 60,
    });
    const [mail] = await outbox(FULL.email);
    expect(mail?.link).toBe(`${SITE}/ru/user/accountverify?token=${mail?.token}`);

    const demo = await signInToken(sandbox, DEMO_SIGN_IN);
    const active = await sandbox.call('POST', '/auth-api/v1/email/verification', {}, bearer(demo));
    expect(active.status).toBe(409);
    expect(errorCode(active.body)).toBe('already_activated');
    expect((await sandbox.call('POST', '/auth-api/v1/email/verification', {})).status).toBe(401);
  });
});

describe('activation of the phone', () => {
  async function demoWithPhonePending(days?: number) {
    const token = await signInToken(sandbox, DEMO_SIGN_IN);
    const put = await sandbox.call('PUT', '/__sandbox/users/1001/activation', {
      phone: 'pending',
      ...(days === undefined ? {} : { days }),
    });
    expect(put.status).toBe(200);
    expect(userConfigAnswerSchema.parse(put.body).data.activation_type).toBe(1);
    return token;
  }

  it('takes the code sent by SMS; a wrong code and a late one are refused', async () => {
    const token = await demoWithPhonePending(5);
    expect((await config(token)).remaining_days_to_activate).toBe(5);
    const send = (body: object) =>
      sandbox.call('POST', '/auth-api/v1/activation/send', body, bearer(token));
    const sent = await send({ channel: 'phone', method: 'code' });
    expect(sent.status).toBe(200);
    expect(activationSentAnswerSchema.parse(sent.body).data).toMatchObject({
      channel: 'phone',
      method: 'code',
      to: '+7 ********01',
    });
    const [sms] = await outbox('+7 900 000-00-01');
    expect(sms).toMatchObject({ kind: 'activation_code', via: 'sms' });
    const code = sms?.code ?? '';
    expect(code).toMatch(/^\d{6}$/);

    const enter = (value: string) =>
      sandbox.call(
        'POST',
        '/auth-api/v1/activation/code',
        { channel: 'phone', code: value },
        bearer(token),
      );
    const wrong = await enter(code === '000000' ? '111111' : '000000');
    expect(wrong.status).toBe(400);
    expect(errorCode(wrong.body)).toBe('wrong_code');

    clock += 10 * 60_000;
    const late = await enter(code);
    expect(errorCode(late.body)).toBe('time_up');

    clock += 60_000;
    expect((await send({ channel: 'phone', method: 'code' })).status).toBe(200);
    const fresh = (await outbox('79000000001'))[0]?.code ?? '';
    const right = await enter(` ${fresh} `);
    expect(right.status).toBe(200);
    expect(activationAnswerSchema.parse(right.body).data.activationType).toBe(2);
    expect(await config(token)).toMatchObject({
      activation_type: 2,
      remaining_days_to_activate: null,
    });
    const repeated = await enter(fresh);
    expect(repeated.status).toBe(409);
    expect(errorCode(repeated.body)).toBe('already_activated');
  });

  it('sends an activation link by SMS to user/activate', async () => {
    const token = await demoWithPhonePending();
    const sent = await sandbox.call(
      'POST',
      '/auth-api/v1/activation/send?lang=en',
      { channel: 'phone', method: 'link' },
      { ...bearer(token), 'x-request-origin': SITE },
    );
    expect(sent.status).toBe(200);
    const [sms] = await outbox('79000000001');
    expect(sms?.link).toBe(`${SITE}/en/user/activate?token=${sms?.token}`);
    const confirmed = await sandbox.call('POST', '/auth-api/v1/activation/link', {
      token: sms?.token,
    });
    expect(activationAnswerSchema.parse(confirmed.body).data).toEqual({
      channel: 'phone',
      to: '+7 ********01',
      activationType: 2,
    });
  });

  it('answers 409 for a contact the player does not have or that needs nothing', async () => {
    const token = await signInToken(sandbox, DEMO_SIGN_IN);
    const active = await sandbox.call(
      'POST',
      '/auth-api/v1/activation/send',
      { channel: 'phone', method: 'code' },
      bearer(token),
    );
    expect(errorCode(active.body)).toBe('already_activated');

    const { token: newcomer } = await registerFull();
    const noPhone = await sandbox.call(
      'POST',
      '/auth-api/v1/activation/send',
      { channel: 'phone', method: 'code' },
      bearer(newcomer),
    );
    expect(noPhone.status).toBe(409);
    expect(errorCode(noPhone.body)).toBe('no_contact');
    const bad = await sandbox.call(
      'POST',
      '/auth-api/v1/activation/send',
      { channel: 'fax', method: 'code' },
      bearer(newcomer),
    );
    expect(bad.status).toBe(400);
  });
});

describe('the newsletter', () => {
  async function subscribedDemo() {
    const token = await signInToken(sandbox, DEMO_SIGN_IN);
    await sandbox.call(
      'PUT',
      '/office-api/v1/mailing',
      { channel: 'news', enabled: true },
      {
        ...bearer(token),
      },
    );
    const issue = await sandbox.call(
      'POST',
      '/__sandbox/newsletter?lang=en',
      { email: 'demo@betarena.example' },
      { 'x-request-origin': SITE },
    );
    expect(issue.status).toBe(201);
    const { link, token: unsubscribe } = (issue.body as { data: OutboxEntry }).data;
    expect(link).toBe(`${SITE}/en/user/stopnewsletter?token=${unsubscribe}`);
    return { token, unsubscribe: unsubscribe ?? '' };
  }

  it('unsubscribes with the signed link, once; the mailing settings show it off', async () => {
    const { token, unsubscribe } = await subscribedDemo();
    const lookup = await sandbox.call(
      'GET',
      `/office-api/v1/mailing/unsubscribe?token=${unsubscribe}`,
    );
    expect(newsletterLookupAnswerSchema.parse(lookup.body).data).toEqual({
      to: 'd***@betarena.example',
      status: 'valid',
      subscribed: true,
    });
    const first = await sandbox.call('POST', '/office-api/v1/mailing/unsubscribe', {
      token: unsubscribe,
    });
    expect(newsletterAnswerSchema.parse(first.body).data).toEqual({
      to: 'd***@betarena.example',
      subscribed: false,
      wasSubscribed: true,
    });
    const mailing = await sandbox.call('GET', '/office-api/v1/mailing', undefined, bearer(token));
    expect(mailingAnswerSchema.parse(mailing.body).data).toMatchObject({
      news: false,
      email: true,
    });

    const second = await sandbox.call('POST', '/office-api/v1/mailing/unsubscribe', {
      token: unsubscribe,
    });
    expect(newsletterAnswerSchema.parse(second.body).data.wasSubscribed).toBe(false);
    const noIssue = await sandbox.call('POST', '/__sandbox/newsletter', {
      email: 'demo@betarena.example',
    });
    expect(noIssue.status).toBe(409);
  });

  it('refuses an altered signature and an expired link', async () => {
    const { unsubscribe } = await subscribedDemo();
    const altered = `${unsubscribe.slice(0, -2)}${unsubscribe.endsWith('AA') ? 'BB' : 'AA'}`;
    const forged = await sandbox.call('POST', '/office-api/v1/mailing/unsubscribe', {
      token: altered,
    });
    expect(forged.status).toBe(404);
    expect(errorCode(forged.body)).toBe('token_invalid');

    clock += 366 * DAY_MS;
    const lookup = await sandbox.call(
      'GET',
      `/office-api/v1/mailing/unsubscribe?token=${unsubscribe}`,
    );
    expect(newsletterLookupAnswerSchema.parse(lookup.body).data.status).toBe('expired');
    const late = await sandbox.call('POST', '/office-api/v1/mailing/unsubscribe', {
      token: unsubscribe,
    });
    expect(late.status).toBe(410);
    expect(errorCode(late.body)).toBe('token_expired');
  });
});

describe('newsletter tokens', () => {
  it('are signed with the key, name their player and are refused when altered', () => {
    const token = signNewsletterToken('key-1', 1001, START);
    expect(token).toMatch(/^n1\.1001\.\d+\.[\w-]{43}$/);
    expect(readNewsletterToken('key-1', token, START)).toEqual({ kind: 'valid', userId: 1001 });
    expect(readNewsletterToken('key-2', token, START)).toEqual({ kind: 'invalid' });
    expect(readNewsletterToken('key-1', token.replace('1001', '1002'), START)).toEqual({
      kind: 'invalid',
    });
    expect(readNewsletterToken('key-1', 'n1.1001', START)).toEqual({ kind: 'invalid' });
    expect(readNewsletterToken('key-1', token, START - 10 * 60_000)).toEqual({ kind: 'invalid' });
  });
});
