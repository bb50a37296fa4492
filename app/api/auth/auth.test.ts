/** @jest-environment node */
import nock from 'nock';
import { NextRequest } from 'next/server';
import { resetRateLimits } from '@/server/bff/rate-limit';
import { primeSiteState } from '@/server/bff/site-state.fixture';
import { clearConfigCaches } from '@/server/config/site-config';
import { siteConfigFixture } from '@/server/config/site-config.fixture';
import { POST as validateCaptcha } from './captcha/route';
import { POST as login } from './login/route';
import { POST as logout } from './logout/route';
import { POST as refresh } from './refresh/route';
import { POST as register } from './register/route';
import { GET as session } from './session/route';
import { POST as recovery } from './password/recovery/route';
import { GET as oneTapClientId, POST as oneTap } from './one-tap/route';

const UPSTREAM = 'http://upstream.test';
const SITE = 'http://localhost:3000';
const jwt = (exp: number) =>
  ['e30', Buffer.from(JSON.stringify({ sub: 1001, exp })).toString('base64url'), 'sig'].join('.');
const futureToken = () => jwt(Math.floor(Date.now() / 1000) + 900);

function request(
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string>; raw?: string } = {},
) {
  const method = init.method ?? 'POST';
  return new NextRequest(new URL(path, SITE), {
    method,
    headers: {
      host: 'localhost:3000',
      ...(method !== 'GET' ? { origin: SITE, 'content-type': 'application/json' } : {}),
      ...init.headers,
    },
    body: init.raw ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
  });
}

const demo = {
  type: 'login_password',
  login: 'demo@betarena.example',
  password: 'Demo-2026!',
  isRemember: false,
};

function sessionCookie(response: Response): string {
  const cookie = response.headers
    .getSetCookie()
    .findLast((c) => c.startsWith('__Secure-sb-session='));
  if (!cookie) throw new Error('no session cookie');
  return cookie.split(';')[0] ?? '';
}

async function signedIn(token = futureToken()): Promise<string> {
  nock(UPSTREAM)
    .post('/auth-api/v1/login')
    .reply(200, { data: { status: 'authorized', token, refreshKey: 'rk-1', userId: 1001 } });
  return sessionCookie(await login(request('/api/auth/login', { body: demo })));
}

beforeAll(async () => {
  process.env.UPSTREAM_URL = UPSTREAM;
  // The site is open (no maintenance, no block) for the whole file: the gate of state-changing
  // calls reads it from its caches (server/bff/site-gate.ts, tested in server/bff/handler.test.ts).
  process.env.SITE_CONFIG_TTL_S = '3600';
  nock.disableNetConnect();
  await primeSiteState(UPSTREAM);
});
afterAll(() => nock.enableNetConnect());
beforeEach(() => {
  nock.cleanAll();
  resetRateLimits();
  clearConfigCaches();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  expect(nock.pendingMocks()).toEqual([]);
  jest.restoreAllMocks();
});

describe('the BFF wrapper', () => {
  it('refuses a state-changing request from another origin (403)', async () => {
    const response = await login(
      request('/api/auth/login', { body: demo, headers: { origin: 'https://evil.example' } }),
    );
    expect(response.status).toBe(403);
    expect((await response.json()).errors[0].code).toBe('forbidden_origin');
  });

  it('refuses one with neither Origin nor same-origin fetch metadata', async () => {
    const req = new NextRequest(new URL('/api/auth/login', SITE), {
      method: 'POST',
      headers: {
        host: 'localhost:3000',
        'content-type': 'application/json',
        'sec-fetch-site': 'cross-site',
      },
      body: JSON.stringify(demo),
    });
    expect((await login(req)).status).toBe(403);
  });

  it.each([
    [{ ...demo, login: 'not-an-email' }, '/login'],
    [{ type: 'login_password', login: 'demo@betarena.example', isRemember: false }, '/password'],
    [{ type: 'nope' }, '/type'],
  ])('400 naming the field for %j', async (body, pointer) => {
    const response = await login(request('/api/auth/login', { body }));
    expect(response.status).toBe(400);
    const { errors } = await response.json();
    expect(errors.map((e: { source: { pointer: string } }) => e.source.pointer)).toContain(pointer);
  });

  it('400 for a body that is not JSON, 415 for one that is not declared JSON', async () => {
    expect((await login(request('/api/auth/login', { raw: '{nope' }))).status).toBe(400);
    const form = request('/api/auth/login', {
      raw: 'a=b',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect((await login(form)).status).toBe(415);
  });

  it('401 for a handler that needs a session when there is none', async () => {
    const response = await refresh(request('/api/auth/refresh'));
    expect(response.status).toBe(401);
    expect((await response.json()).errors[0].code).toBe('unauthorized');
  });

  it('maps an unexpected upstream failure to a 502 that leaks nothing', async () => {
    nock(UPSTREAM).post('/auth-api/v1/login').reply(500, 'stack trace at db.query()');
    const response = await login(request('/api/auth/login', { body: demo }));
    expect(response.status).toBe(502);
    expect(await response.text()).not.toContain('db.query');
  });
});

describe('sign-in, session and sign-out', () => {
  it('signs in: a sealed, httpOnly, Secure, SameSite=Lax session cookie and the user id', async () => {
    nock(UPSTREAM)
      .post('/auth-api/v1/login', demo)
      .reply(200, {
        data: { status: 'authorized', token: futureToken(), refreshKey: 'rk-1', userId: 1001 },
      });
    const response = await login(request('/api/auth/login', { body: demo }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { status: 'authorized', userId: 1001 } });
    const cookie = response.headers
      .getSetCookie()
      .findLast((c) => c.startsWith('__Secure-sb-session='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Secure/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    // The token never reaches the browser in the clear.
    expect(cookie).not.toContain('eyJ');
  });

  it('passes the upstream answer for wrong credentials on', async () => {
    nock(UPSTREAM)
      .post('/auth-api/v1/login')
      .reply(401, {
        errors: [{ status: '401', code: 'invalid_credentials', title: 'Wrong login or password' }],
      });
    const response = await login(request('/api/auth/login', { body: demo }));
    expect(response.status).toBe(401);
    expect((await response.json()).errors[0]).toMatchObject({
      code: 'invalid_credentials',
      title: 'Wrong login or password',
    });
  });

  it('answers a two-step challenge without signing in', async () => {
    nock(UPSTREAM)
      .post('/auth-api/v1/login')
      .reply(200, { data: { status: 'two_step_required', twoStepToken: 't-1' } });
    const response = await login(request('/api/auth/login', { body: demo }));
    expect(await response.json()).toEqual({
      data: { status: 'two_step_required', twoStepToken: 't-1' },
    });
    expect(
      response.headers
        .getSetCookie()
        .filter((c) => c.startsWith('__Secure-sb-session=') && !/Max-Age=0/.test(c)),
    ).toEqual([]);
  });

  it('the session knows the player, checked with the upstream', async () => {
    const token = futureToken();
    const cookie = await signedIn(token);
    nock(UPSTREAM)
      .get('/web-api/session')
      .matchHeader('authorization', `Bearer ${token}`)
      .reply(200, { data: { user_id: 1001 } });
    const response = await session(
      request('/api/auth/session', { method: 'GET', headers: { cookie } }),
    );
    expect(await response.json()).toEqual({ data: { userId: 1001 } });
  });

  it('a session the upstream no longer knows is ended', async () => {
    const cookie = await signedIn();
    nock(UPSTREAM).get('/web-api/session').reply(401);
    nock(UPSTREAM).get('/web-api/user/gettoken').query(true).reply(401);
    const response = await session(
      request('/api/auth/session', { method: 'GET', headers: { cookie } }),
    );
    expect(await response.json()).toEqual({ data: null });
    expect(
      response.headers.getSetCookie().some((c) => /__Secure-sb-session=;.*Max-Age=0/i.test(c)),
    ).toBe(true);
  });

  it('an expired upstream token is renewed and the new one kept in the session', async () => {
    const expired = jwt(Math.floor(Date.now() / 1000) - 60);
    const cookie = await signedIn(expired);
    const fresh = futureToken().replace('sig', 'fresh');
    nock(UPSTREAM)
      .get('/web-api/user/gettoken')
      .query({ force_refresh: 'true' })
      .reply(200, { data: { token: fresh } });
    nock(UPSTREAM)
      .get('/web-api/api/v1/user/auth-refresh')
      .matchHeader('authorization', `Bearer ${fresh}`)
      .reply(200, { data: { user_id: 1001, exp: 1 } });
    const response = await refresh(request('/api/auth/refresh', { headers: { cookie } }));
    expect(response.status).toBe(200);
    expect(sessionCookie(response)).not.toBe(cookie);
  });

  it('signs out for real: the upstream is told and the cookie is cleared', async () => {
    const cookie = await signedIn();
    nock(UPSTREAM).post('/auth-api/v1/disconnect').reply(204);
    const response = await logout(request('/api/auth/logout', { headers: { cookie } }));
    expect(await response.json()).toEqual({ data: { signedOut: true } });
    expect(
      response.headers.getSetCookie().some((c) => /__Secure-sb-session=;.*Max-Age=0/i.test(c)),
    ).toBe(true);
  });
});

describe('rate limits and enumeration', () => {
  /** Solves a captcha through the BFF: the upstream's validate answers type 0 with `token`. */
  async function captchaPass(token: string): Promise<string> {
    nock(UPSTREAM)
      .post('/captcha-api/v1/validate')
      .reply(200, { data: { type: 0, time: 1, error_message: null, captchaToken: token } });
    const verdict = await validateCaptcha(
      request('/api/auth/captcha', { body: { key: 'k-1', answer: '12' } }),
    );
    expect((await verdict.json()).data.captchaToken).toBe(token);
    return token;
  }

  it('never locks an account: after 5 failures the right password with a captcha signs in', async () => {
    nock(UPSTREAM)
      .post('/auth-api/v1/login')
      .times(5)
      .reply(401, { errors: [{ code: 'invalid_credentials', title: 'Wrong login or password' }] });
    // Strangers guessing from five addresses.
    for (let i = 0; i < 5; i += 1) {
      const guess = await login(
        request('/api/auth/login', {
          body: { ...demo, password: `x${i}` },
          headers: { 'x-client-ip': `203.0.113.${i}` },
        }),
      );
      expect(guess.status).toBe(401);
    }
    // The owner, with the right password: a captcha first (spec 01 §8), no lock, no upstream call.
    const asked = await login(request('/api/auth/login', { body: demo }));
    expect(asked.status).toBe(400);
    expect((await asked.json()).errors[0]).toMatchObject({
      code: 'captcha_required',
      source: { header: 'x-captcha' },
    });
    const madeUp = await login(
      request('/api/auth/login', { body: demo, headers: { 'x-captcha': 'made-up' } }),
    );
    expect((await madeUp.json()).errors[0].code).toBe('captcha_required');

    const pass = await captchaPass('pass-1');
    nock(UPSTREAM)
      .post('/auth-api/v1/login', demo)
      .matchHeader('x-captcha', pass)
      .reply(200, {
        data: { status: 'authorized', token: futureToken(), refreshKey: 'rk', userId: 1001 },
      });
    const signed = await login(
      request('/api/auth/login', { body: demo, headers: { 'x-captcha': pass } }),
    );
    expect(signed.status).toBe(200);
    expect(await signed.json()).toEqual({ data: { status: 'authorized', userId: 1001 } });
  });

  it('a captcha pass is good for one attempt only', async () => {
    nock(UPSTREAM)
      .post('/auth-api/v1/login')
      .times(6)
      .reply(401, { errors: [{ code: 'invalid_credentials' }] });
    for (let i = 0; i < 5; i += 1) {
      await login(request('/api/auth/login', { body: { ...demo, password: `x${i}` } }));
    }
    const pass = await captchaPass('pass-2');
    const withPass = () =>
      login(
        request('/api/auth/login', {
          body: { ...demo, password: 'wrong' },
          headers: { 'x-captcha': pass },
        }),
      );
    expect((await withPass()).status).toBe(401);
    expect((await (await withPass()).json()).errors[0].code).toBe('captcha_required');
  });

  it('password recovery asks for a captcha past 3 codes for one login, never locks it', async () => {
    const answer = { data: { sent: true, codeExpiresAt: '2026-11-22T10:00:00+00:00' } };
    nock(UPSTREAM).post('/auth-api/v1/password/recovery').times(4).reply(200, answer);
    const recover = (headers: Record<string, string> = {}) =>
      recovery(
        request('/api/auth/password/recovery', {
          body: { login: 'demo@betarena.example' },
          headers,
        }),
      );
    for (let i = 0; i < 3; i += 1) expect((await recover()).status).toBe(200);
    const asked = await recover();
    expect(asked.status).toBe(400);
    expect((await asked.json()).errors[0].code).toBe('captcha_required');
    const pass = await captchaPass('pass-3');
    expect(await (await recover({ 'x-captcha': pass })).json()).toEqual(answer);
  });

  it('limits attempts per address across accounts, with a clear message and Retry-After', async () => {
    nock(UPSTREAM)
      .post('/auth-api/v1/login')
      .times(21)
      .reply(401, { errors: [{ code: 'invalid_credentials' }] });
    // The address is the one our server resolved (x-client-ip); the client's own
    // X-Forwarded-For, new on every attempt, changes nothing.
    const from = (i: number, address: string) =>
      login(
        request('/api/auth/login', {
          body: { ...demo, login: `u${i}@betarena.example` },
          headers: { 'x-client-ip': address, 'x-forwarded-for': `198.51.100.${i}` },
        }),
      );
    for (let i = 0; i < 20; i += 1) expect((await from(i, '203.0.113.50')).status).toBe(401);
    const blocked = await from(99, '203.0.113.50');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await blocked.json()).errors[0].title).toMatch(
      /Too many attempts\. Please try again in \d+ min\./,
    );
    // Another address is not affected.
    expect((await from(100, '203.0.113.51')).status).toBe(401);
  });

  it('password recovery answers the same for any login (the upstream never tells)', async () => {
    const answer = { data: { sent: true, codeExpiresAt: '2026-11-22T10:00:00+00:00' } };
    nock(UPSTREAM).post('/auth-api/v1/password/recovery').twice().reply(200, answer);
    const known = await recovery(
      request('/api/auth/password/recovery', { body: { login: 'demo@betarena.example' } }),
    );
    const unknown = await recovery(
      request('/api/auth/password/recovery', { body: { login: 'nobody@betarena.example' } }),
    );
    expect(await known.json()).toEqual(await unknown.json());
  });
});

describe('registration', () => {
  const oneClick = { type: 'one_click', currencyIso: 'RUB', countryId: 1 };

  it('registers and signs the new player in', async () => {
    nock(UPSTREAM).get('/bff-api/config/all.json').query(true).reply(200, siteConfigFixture);
    nock(UPSTREAM)
      .post('/auth-api/v1/register', oneClick)
      .reply(201, {
        data: {
          status: 'authorized',
          token: futureToken(),
          refreshKey: 'rk-9',
          userId: 2001,
          credentials: { login: 'p2001', password: 'Xy12345678' },
        },
      });
    const response = await register(request('/api/auth/register', { body: oneClick }));
    expect(await response.json()).toEqual({
      data: {
        status: 'authorized',
        userId: 2001,
        credentials: { login: 'p2001', password: 'Xy12345678' },
      },
    });
    expect(() => sessionCookie(response)).not.toThrow();
  });

  it('is closed when the site does not allow it (spec 01 §5)', async () => {
    nock(UPSTREAM)
      .get('/bff-api/config/all.json')
      .query(true)
      .reply(200, {
        ...siteConfigFixture,
        siteConfig: { ...siteConfigFixture.siteConfig, isRegistrationAllowed: false },
      });
    const response = await register(request('/api/auth/register', { body: oneClick }));
    expect(response.status).toBe(403);
    expect((await response.json()).errors[0].code).toBe('registration_closed');
  });
});

describe('one-tap sign-in (spec 01 §7 social-api)', () => {
  const enabled = {
    ...siteConfigFixture,
    siteConfig: { ...siteConfigFixture.siteConfig, isOneTapAuthEnabled: true },
  };

  it('is absent when the site does not enable it', async () => {
    nock(UPSTREAM).get('/bff-api/config/all.json').query(true).reply(200, siteConfigFixture);
    const response = await oneTapClientId(request('/api/auth/one-tap', { method: 'GET' }));
    expect(response.status).toBe(404);
  });

  it('gives the client id and sends the credential as a multipart form', async () => {
    nock(UPSTREAM).get('/bff-api/config/all.json').query(true).reply(200, enabled);
    nock(UPSTREAM)
      .get('/social-api/oauth/google/one-tap/client-id')
      .reply(200, { clientId: 'cid' });
    expect(
      await (await oneTapClientId(request('/api/auth/one-tap', { method: 'GET' }))).json(),
    ).toEqual({
      data: { clientId: 'cid' },
    });
    nock(UPSTREAM)
      .post('/social-api/oauth/google/one-tap', (body: string) =>
        ['credential', 'jwt-from-provider', 'language', 'ru', 'currency', 'RUB', 'countryId'].every(
          (part) => body.includes(part),
        ),
      )
      .matchHeader('content-type', /multipart\/form-data/)
      .reply(200, { redirectUrl: '/ru/user/login?oneTap=abc' });
    const response = await oneTap(
      request('/api/auth/one-tap', { body: { credential: 'jwt-from-provider', language: 'ru' } }),
    );
    expect(await response.json()).toEqual({ data: { redirectUrl: '/ru/user/login?oneTap=abc' } });
  });

  it('never sends the browser off-site, whatever the upstream says', async () => {
    nock(UPSTREAM).get('/bff-api/config/all.json').query(true).reply(200, enabled);
    nock(UPSTREAM)
      .post('/social-api/oauth/google/one-tap')
      .reply(200, { redirectUrl: 'https://evil.example/' });
    const response = await oneTap(
      request('/api/auth/one-tap', { body: { credential: 'x', language: 'en' } }),
    );
    expect(await response.json()).toEqual({ data: { redirectUrl: '/en' } });
  });
});
