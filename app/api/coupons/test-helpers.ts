/** Shared by the betting route tests: requests as the browser sends them and a signed-in session. */
import nock from 'nock';
import { NextRequest } from 'next/server';
import { POST as login } from '@/app/api/auth/login/route';

export { couponFixture } from './coupon.fixture';

export const UPSTREAM = 'http://upstream.test';
export const SITE = 'http://localhost:3000';

export function bffRequest(
  path: string,
  init: {
    method?: string;
    body?: unknown;
    headers?: Record<string, string>;
    cookie?: string;
    raw?: string;
  } = {},
) {
  const method = init.method ?? 'GET';
  return new NextRequest(new URL(path, SITE), {
    method,
    headers: {
      host: 'localhost:3000',
      ...(method !== 'GET' ? { origin: SITE, 'content-type': 'application/json' } : {}),
      ...(init.cookie ? { cookie: init.cookie } : {}),
      ...init.headers,
    },
    body: init.raw ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
  });
}

const jwt = (exp: number) =>
  ['e30', Buffer.from(JSON.stringify({ sub: 1001, exp })).toString('base64url'), 'sig'].join('.');

export function sessionCookieOf(response: Response): string {
  const cookie = response.headers
    .getSetCookie()
    .findLast((c) => c.startsWith('__Secure-sb-session='));
  if (!cookie) throw new Error('no session cookie');
  return cookie.split(';')[0] ?? '';
}

/** Signs the demo player in through the BFF against `upstream` (nock's or a real one). */
export async function signIn(upstream: string | null = UPSTREAM): Promise<string> {
  if (upstream) {
    nock(upstream)
      .post('/auth-api/v1/login')
      .reply(200, {
        data: {
          status: 'authorized',
          token: jwt(Math.floor(Date.now() / 1000) + 900),
          refreshKey: 'rk-1',
          userId: 1001,
        },
      });
  }
  const response = await login(
    bffRequest('/api/auth/login', {
      method: 'POST',
      body: {
        type: 'login_password',
        login: 'demo@betarena.example',
        password: 'Demo-2026!',
        isRemember: false,
      },
    }),
  );
  if (response.status !== 200) throw new Error(`sign-in answered ${response.status}`);
  return sessionCookieOf(response);
}

export const ACCOUNTS = {
  accounts: [
    { id: 1, type: 0, currencyId: 1, currency: 'RUB', balance: '25000.00' },
    { id: 2, type: 4, currencyId: 1, currency: 'RUB', balance: '1500.00' },
  ],
  activeAccount: { id: 1, type: 0, currencyId: 1, currency: 'RUB', balance: '25000.00' },
};

export const SINGLE_REQUEST = {
  accountId: 1,
  amount: 150,
  bets: [{ outcomeId: 1000001, gameId: 100001, coef: 1.85 }],
  coef: 1.85,
  typeId: 0,
};
