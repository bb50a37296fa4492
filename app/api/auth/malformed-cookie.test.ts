/** @jest-environment node */
import nock from 'nock';
import { withNockedUpstream } from '@/tests/nocked-upstream';
import { bffRequest, sessionCookieOf, UPSTREAM } from '@/app/api/coupons/test-helpers';
import { POST as login } from './login/route';

// A browser may hold a session cookie iron-session cannot parse (an old format, a cookie set by
// hand). Such a cookie is no session: the player can still sign in (it once answered 500).
withNockedUpstream();

it('signs a player in over a malformed session cookie, replacing it with a good one', async () => {
  const token = ['e30', Buffer.from('{"exp":9999999999}').toString('base64url'), 'sig'].join('.');
  nock(UPSTREAM)
    .post('/auth-api/v1/login')
    .reply(200, { data: { status: 'authorized', token, refreshKey: 'rk-1', userId: 1001 } });
  const response = await login(
    bffRequest('/api/auth/login', {
      method: 'POST',
      cookie: '__Secure-sb-session=Fe26.2*****a**',
      body: {
        type: 'login_password',
        login: 'p@betarena.example',
        password: 'x',
        isRemember: false,
      },
    }),
  );
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ data: { status: 'authorized', userId: 1001 } });
  expect(sessionCookieOf(response)).toMatch(/^__Secure-sb-session=Fe26\.2\*/);
});
