/** @jest-environment node */
import { inspect } from 'node:util';
import nock from 'nock';
import { NextRequest } from 'next/server';
import { z } from 'zod';
import { handler } from '@/server/bff/handler';
import { resetRateLimits } from '@/server/bff/rate-limit';
import { clearConfigCaches } from '@/server/config/site-config';
import { installRevokedSessions, MemoryRevokedSessions } from '@/server/session/revocation';
import { SESSION_CHECK_RETRY_AFTER_S } from '@/server/session/session-check';
import { getCurrentUser } from '@/server/session/session';
import { requestJson } from '@/server/upstream/client';
import { POST as login } from './login/route';
import { POST as logout } from './logout/route';
import { POST as refresh } from './refresh/route';
import { GET as session } from './session/route';

// Pages read the session through next/headers; here it is the cookie of the page request.
let mockPageCookie = '';
jest.mock('next/headers', () => {
  const { RequestCookies } = jest.requireActual('next/dist/compiled/@edge-runtime/cookies');
  return {
    cookies: async () => new RequestCookies(new Headers({ cookie: mockPageCookie })),
    headers: async () => new Headers({ host: 'localhost:3000', cookie: mockPageCookie }),
  };
});

// Server components' texts: the key stands for the text (as the app's message fallback does).
jest.mock('next-intl/server', () => ({
  getTranslations: async (namespace: string) => (key: string) => `${namespace}.${key}`,
}));

const UPSTREAM = 'http://upstream.test';
const SITE = 'http://localhost:3000';
const SESSION_COOKIE = '__Secure-sb-session';
const jwt = (exp: number, mark = 'sig') =>
  [
    'eyJhbGciOiJIUzI1NiJ9',
    Buffer.from(JSON.stringify({ sub: 1001, exp })).toString('base64url'),
    mark,
  ].join('.');
const futureToken = (mark?: string) => jwt(Math.floor(Date.now() / 1000) + 900, mark);

function request(
  path: string,
  init: { method?: string; body?: unknown; cookie?: string } = {},
): NextRequest {
  const method = init.method ?? 'POST';
  return new NextRequest(new URL(path, SITE), {
    method,
    headers: {
      host: 'localhost:3000',
      ...(method !== 'GET' ? { origin: SITE, 'content-type': 'application/json' } : {}),
      ...(init.cookie ? { cookie: init.cookie } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

/** The session cookie an answer sets last (`name=value`), or null when it sets none. */
function setSessionCookie(response: Response): string | null {
  const cookie = response.headers
    .getSetCookie()
    .findLast((c) => c.startsWith(`${SESSION_COOKIE}=`));
  return cookie ? (cookie.split(';')[0] ?? null) : null;
}

function clearsSession(response: Response): boolean {
  return response.headers
    .getSetCookie()
    .some((c) => c.startsWith(`${SESSION_COOKIE}=;`) && /Max-Age=0/i.test(c));
}

let signIns = 0;

/** Signs in (each with its own refresh key: renewals are shared per key for 60 s). */
async function signIn(
  options: { token?: string; remember?: boolean; cookie?: string } = {},
): Promise<{ cookie: string; token: string; refreshKey: string }> {
  const token = options.token ?? futureToken();
  signIns += 1;
  const refreshKey = `rk-secret-${signIns}-${Date.now()}`;
  nock(UPSTREAM)
    .post('/auth-api/v1/login')
    .reply(200, { data: { status: 'authorized', token, refreshKey, userId: 1001 } });
  const response = await login(
    request('/api/auth/login', {
      cookie: options.cookie,
      body: {
        type: 'login_password',
        login: 'demo@betarena.example',
        password: 'Demo-2026!',
        isRemember: options.remember ?? false,
      },
    }),
  );
  expect(response.status).toBe(200);
  const cookie = setSessionCookie(response);
  if (!cookie) throw new Error('no session cookie');
  return { cookie, token, refreshKey };
}

const checkSession = (cookie: string) =>
  session(request('/api/auth/session', { method: 'GET', cookie }));

beforeAll(() => {
  process.env.UPSTREAM_URL = UPSTREAM;
  nock.disableNetConnect();
});
afterAll(() => nock.enableNetConnect());
beforeEach(() => {
  nock.cleanAll();
  resetRateLimits();
  clearConfigCaches();
  installRevokedSessions(new MemoryRevokedSessions());
  mockPageCookie = '';
});
afterEach(() => {
  expect(nock.pendingMocks()).toEqual([]);
  jest.restoreAllMocks();
});

/** Everything the server wrote to the console, printed as deeply as a log pipeline would. */
function captureConsole(): { text: () => string } {
  const lines: string[] = [];
  for (const level of ['error', 'warn', 'info', 'log', 'debug'] as const) {
    jest.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      lines.push(
        args.map((a) => (typeof a === 'string' ? a : inspect(a, { depth: 12 }))).join(' '),
      );
    });
  }
  return { text: () => lines.join('\n') };
}

describe('an upstream fault never signs the player out (spec 01 §4 Session init)', () => {
  beforeEach(() => captureConsole());

  it.each([
    ['answers 503', () => nock(UPSTREAM).get('/web-api/session').reply(503)],
    ['answers 500', () => nock(UPSTREAM).get('/web-api/session').reply(500, 'oops')],
    ['fails to connect', () => nock(UPSTREAM).get('/web-api/session').replyWithError('ECONNRESET')],
    [
      'sends broken JSON',
      () =>
        nock(UPSTREAM)
          .get('/web-api/session')
          .reply(200, '{"data":', { 'content-type': 'application/json' }),
    ],
    [
      'sends the wrong shape',
      () => nock(UPSTREAM).get('/web-api/session').reply(200, { data: {} }),
    ],
  ])('when the session check %s: 503 with Retry-After, the cookie kept', async (_, fault) => {
    const { cookie } = await signIn();
    fault();
    const failed = await checkSession(cookie);
    expect(failed.status).toBe(503);
    expect(failed.headers.get('retry-after')).toBe(String(SESSION_CHECK_RETRY_AFTER_S));
    expect(failed.headers.get('cache-control')).toBe('no-store');
    expect((await failed.json()).errors[0].code).toBe('session_check_unavailable');
    expect(clearsSession(failed)).toBe(false);

    nock(UPSTREAM)
      .get('/web-api/session')
      .reply(200, { data: { user_id: 1001 } });
    expect(await (await checkSession(cookie)).json()).toEqual({ data: { userId: 1001 } });
  });

  it('when the session check times out (5 s): 503, the cookie kept', async () => {
    const { cookie } = await signIn();
    nock(UPSTREAM)
      .get('/web-api/session')
      .delay(6_000)
      .reply(200, { data: { user_id: 1001 } });
    const failed = await checkSession(cookie);
    expect(failed.status).toBe(503);
    expect(clearsSession(failed)).toBe(false);
    nock.abortPendingRequests();
  }, 15_000);

  it('keeps a remember-me session through a fault, and its cookie keeps its lifetime', async () => {
    const { cookie } = await signIn({ remember: true });
    nock(UPSTREAM).get('/web-api/session').reply(503);
    const failed = await checkSession(cookie);
    expect(failed.status).toBe(503);
    expect(failed.headers.getSetCookie().filter((c) => c.startsWith(`${SESSION_COOKIE}=`))).toEqual(
      [],
    );
    nock(UPSTREAM)
      .get('/web-api/session')
      .reply(200, { data: { user_id: 1001 } });
    const ok = await checkSession(cookie);
    expect(await ok.json()).toEqual({ data: { userId: 1001 } });
    expect(ok.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`))).toMatch(
      /Max-Age=2592000/,
    );
  });

  it('an expired token the upstream cannot renew right now keeps the session', async () => {
    const { cookie } = await signIn({ token: jwt(Math.floor(Date.now() / 1000) - 60) });
    // A call that works without the token (a public answer) saves the session without it.
    const publicCall = handler({ auth: 'optional' }, async ({ upstream, user }) => {
      await requestJson(() => upstream.get('public/answer'), z.object({}), 'public');
      return { data: { userId: user?.userId ?? null } };
    });
    nock(UPSTREAM).get('/web-api/user/gettoken').query(true).reply(503);
    nock(UPSTREAM).get('/public/answer').reply(200, {});
    const first = await publicCall(request('/api/public', { method: 'GET', cookie }));
    expect(await first.json()).toEqual({ data: { userId: 1001 } });
    const saved = setSessionCookie(first) ?? cookie;

    const fresh = futureToken('fresh');
    nock(UPSTREAM).get('/web-api/session').reply(401);
    nock(UPSTREAM)
      .get('/web-api/user/gettoken')
      .query(true)
      .reply(200, { data: { token: fresh } });
    nock(UPSTREAM)
      .get('/web-api/session')
      .matchHeader('authorization', `Bearer ${fresh}`)
      .reply(200, { data: { user_id: 1001 } });
    expect(await (await checkSession(saved)).json()).toEqual({ data: { userId: 1001 } });
  });

  it.each([
    ['answers 503', () => nock(UPSTREAM).get('/web-api/user/gettoken').query(true).reply(503)],
    [
      'fails to connect',
      () => nock(UPSTREAM).get('/web-api/user/gettoken').query(true).replyWithError('ECONNRESET'),
    ],
    [
      'sends the wrong shape',
      () => nock(UPSTREAM).get('/web-api/user/gettoken').query(true).reply(200, { data: {} }),
    ],
  ])('a 401 while the token renewal %s is no sign-out: 503, the cookie kept', async (_, fault) => {
    const { cookie } = await signIn();
    nock(UPSTREAM).get('/web-api/session').reply(401);
    fault();
    const failed = await checkSession(cookie);
    expect(failed.status).toBe(503);
    expect(clearsSession(failed)).toBe(false);
  });

  it('only a 401 the token renewal does not cure ends the session', async () => {
    const { cookie } = await signIn();
    nock(UPSTREAM).get('/web-api/session').reply(401);
    nock(UPSTREAM).get('/web-api/user/gettoken').query(true).reply(401);
    const ended = await checkSession(cookie);
    expect(await ended.json()).toEqual({ data: null });
    expect(clearsSession(ended)).toBe(true);
  });

  it('another player’s id ends the session', async () => {
    const { cookie } = await signIn();
    nock(UPSTREAM)
      .get('/web-api/session')
      .reply(200, { data: { user_id: 2002 } });
    const ended = await checkSession(cookie);
    expect(await ended.json()).toEqual({ data: null });
    expect(clearsSession(ended)).toBe(true);
  });

  it('the 60 s refresh follows the same rule: 503 keeps the session, a lasting 401 ends it', async () => {
    const { cookie } = await signIn();
    nock(UPSTREAM).get('/web-api/api/v1/user/auth-refresh').reply(502);
    const failed = await refresh(request('/api/auth/refresh', { cookie }));
    expect(failed.status).toBe(503);
    expect(failed.headers.get('retry-after')).not.toBeNull();
    expect((await failed.json()).errors[0].code).toBe('session_check_unavailable');
    expect(clearsSession(failed)).toBe(false);

    nock(UPSTREAM).get('/web-api/api/v1/user/auth-refresh').reply(401);
    nock(UPSTREAM).get('/web-api/user/gettoken').query(true).reply(401);
    const ended = await refresh(request('/api/auth/refresh', { cookie }));
    expect(ended.status).toBe(401);
    expect(clearsSession(ended)).toBe(true);
  });
});

describe('session and sign-in answers are never cached (Cache-Control: no-store)', () => {
  it('sign-in, session check, refresh and sign-out', async () => {
    const token = futureToken();
    nock(UPSTREAM)
      .post('/auth-api/v1/login')
      .reply(200, { data: { status: 'authorized', token, refreshKey: 'rk', userId: 1001 } });
    const signedIn = await login(
      request('/api/auth/login', {
        body: { type: 'login_password', login: 'a@b.cd', password: 'x', isRemember: false },
      }),
    );
    const cookie = setSessionCookie(signedIn) ?? '';
    nock(UPSTREAM)
      .get('/web-api/session')
      .reply(200, { data: { user_id: 1001 } });
    nock(UPSTREAM)
      .get('/web-api/api/v1/user/auth-refresh')
      .reply(200, { data: { user_id: 1001, exp: 1 } });
    nock(UPSTREAM).post('/auth-api/v1/disconnect').reply(204);
    const answers = [
      signedIn,
      await checkSession(cookie),
      await session(request('/api/auth/session', { method: 'GET' })),
      await refresh(request('/api/auth/refresh', { cookie })),
      await logout(request('/api/auth/logout', { cookie })),
    ];
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.map((a) => a.headers.get('cache-control'))).toEqual(
      answers.map(() => 'no-store'),
    );
  });
});

describe('server logs never carry a credential', () => {
  /** What must never reach a log: the header scheme, the token, the cookie's sealed value. */
  function expectNoSecrets(
    text: string,
    { token, cookie, refreshKey }: { token: string; cookie: string; refreshKey: string },
  ) {
    expect(text).not.toMatch(/bearer/i);
    expect(text).not.toContain(token);
    expect(text).not.toContain(token.split('.')[1] ?? token);
    expect(text).not.toContain(cookie.slice(cookie.indexOf('=') + 1));
    expect(text).not.toContain(refreshKey);
    expect(text).not.toContain('Demo-2026!');
  }

  it('(a) sign-out while the upstream disconnect fails', async () => {
    const signedIn = await signIn();
    const { cookie, token } = signedIn;
    const logs = captureConsole();
    nock(UPSTREAM)
      .post('/auth-api/v1/disconnect')
      .matchHeader('authorization', `Bearer ${token}`)
      .reply(503, { errors: [{ title: 'down' }] });
    const response = await logout(request('/api/auth/logout', { cookie }));
    expect(response.status).toBe(200);
    expect(logs.text()).toContain('logout: upstream disconnect failed');
    expectNoSecrets(logs.text(), signedIn);
  });

  it('(b) the bet history page while the upstream fails', async () => {
    const signedIn = await signIn();
    const { cookie, token } = signedIn;
    mockPageCookie = cookie;
    const logs = captureConsole();
    nock(UPSTREAM)
      .get('/coupon-api/v1/coupons')
      .query(true)
      .matchHeader('authorization', `Bearer ${token}`)
      .reply(503);
    const { BetHistory } = await import('@/features/betting/BetHistory');
    const page = await BetHistory({
      lng: 'en',
      match: { entry: { id: 'officeHistory' } } as never,
      searchParams: {},
    });
    expect(JSON.stringify(page)).toContain('history.unavailable');
    expect(logs.text()).toContain('bet history unavailable');
    expectNoSecrets(logs.text(), signedIn);
  });

  it('(c) a handler meets an upstream error caused by a ky HTTPError with Authorization', async () => {
    const signedIn = await signIn();
    const { cookie, token } = signedIn;
    const logs = captureConsole();
    const probe = handler({ auth: 'required' }, async ({ upstream }) =>
      requestJson(() => upstream.get('web-api/probe'), z.object({}), 'probe'),
    );
    nock(UPSTREAM)
      .get('/web-api/probe')
      .matchHeader('authorization', `Bearer ${token}`)
      .reply(500, { errors: [{ title: `echo: authorization: Bearer ${token}` }] });
    const response = await probe(request('/api/probe', { method: 'GET', cookie }));
    expect(response.status).toBe(502);
    expect(logs.text()).toContain('bff: upstream failure');
    expect(logs.text()).toContain('HTTPError');
    expectNoSecrets(logs.text(), signedIn);
  });

  it('(c) and an unexpected error whose message quotes a token', async () => {
    const signedIn = await signIn();
    const { cookie, token } = signedIn;
    const logs = captureConsole();
    const broken = handler({ auth: 'required' }, async () => {
      throw new Error(`bad state: Authorization: Bearer ${token}; cookie=${cookie}`);
    });
    const response = await broken(request('/api/broken', { method: 'GET', cookie }));
    expect(response.status).toBe(500);
    expect(logs.text()).toContain('bff: unexpected error');
    expectNoSecrets(logs.text(), signedIn);
  });
});

describe('sign-out revokes the session server-side', () => {
  it('a copied cookie stops working even when the upstream disconnect fails', async () => {
    const { cookie } = await signIn();
    mockPageCookie = cookie;
    expect(await getCurrentUser()).toEqual({ userId: 1001 });

    captureConsole();
    nock(UPSTREAM).post('/auth-api/v1/disconnect').reply(503);
    const signedOut = await logout(request('/api/auth/logout', { cookie }));
    expect(clearsSession(signedOut)).toBe(true);

    // The copy, sent again: no session for the BFF (and it is cleared), none for the pages.
    const copied = await refresh(request('/api/auth/refresh', { cookie }));
    expect(copied.status).toBe(401);
    expect((await copied.json()).errors[0].code).toBe('unauthorized');
    expect(clearsSession(copied)).toBe(true);
    expect(await getCurrentUser()).toBeNull();
  });

  it('a sign-in that replaces a session revokes the old one', async () => {
    const first = await signIn();
    const second = await signIn({ cookie: first.cookie, token: futureToken('second') });
    expect(second.cookie).not.toBe(first.cookie);
    expect((await refresh(request('/api/auth/refresh', { cookie: first.cookie }))).status).toBe(
      401,
    );
    nock(UPSTREAM)
      .get('/web-api/api/v1/user/auth-refresh')
      .reply(200, { data: { user_id: 1001, exp: 1 } });
    expect((await refresh(request('/api/auth/refresh', { cookie: second.cookie }))).status).toBe(
      200,
    );
  });

  it('a session the upstream ended is revoked for every copy of its cookie', async () => {
    const { cookie } = await signIn();
    nock(UPSTREAM).get('/web-api/session').reply(401);
    nock(UPSTREAM).get('/web-api/user/gettoken').query(true).reply(401);
    await checkSession(cookie);
    mockPageCookie = cookie;
    expect(await getCurrentUser()).toBeNull();
  });
});
