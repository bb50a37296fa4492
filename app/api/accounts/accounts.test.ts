/** @jest-environment node */
import nock from 'nock';
import { withNockedUpstream } from '@/tests/nocked-upstream';
import { bffRequest, ACCOUNTS, signIn, UPSTREAM } from '@/app/api/coupons/test-helpers';
import { POST as setActive } from './active/route';
import { GET as accounts } from './route';

withNockedUpstream();

describe('GET /api/accounts', () => {
  it('401 unauthorized for a visitor', async () => {
    const response = await accounts(bffRequest('/api/accounts'));
    expect(response.status).toBe(401);
    expect((await response.json()).errors[0].code).toBe('unauthorized');
  });

  it('answers the accounts and the active one, with the player’s token, never cached', async () => {
    const cookie = await signIn();
    nock(UPSTREAM, { reqheaders: { authorization: /^Bearer \S+$/ } })
      .get('/accounts-api/v1/accounts')
      .reply(200, { data: ACCOUNTS });
    const response = await accounts(bffRequest('/api/accounts', { cookie }));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ data: ACCOUNTS });
  });

  // A cookie iron-session cannot even parse (a bad mac prefix, a bad expiry) once answered 500.
  it.each([
    ['a forged seal with a bad expiry', 'Fe26.2*****a**'],
    ['a forged seal with a wrong mac prefix', 'Fe26.1*1*a*b*c*1*e*f'],
    ['the player’s seal with its prefix edited', null],
  ])('401 please sign in for %s, and the cookie is cleared', async (_, forged) => {
    const seal = (await signIn()).split('=').slice(1).join('=');
    const value = forged ?? `Xe26${seal.slice(4)}`;
    const response = await accounts(
      bffRequest('/api/accounts', { cookie: `__Secure-sb-session=${value}` }),
    );
    expect(response.status).toBe(401);
    expect((await response.json()).errors[0]).toMatchObject({ code: 'unauthorized' });
    expect(response.headers.getSetCookie().join('\n')).toMatch(/__Secure-sb-session=;.*Max-Age=0/i);
  });

  it('502 for an answer of another shape (a float balance)', async () => {
    const cookie = await signIn();
    const [first] = ACCOUNTS.accounts;
    nock(UPSTREAM)
      .get('/accounts-api/v1/accounts')
      .reply(200, { data: { ...ACCOUNTS, activeAccount: { ...first, balance: 25000 } } });
    expect((await accounts(bffRequest('/api/accounts', { cookie }))).status).toBe(502);
  });
});

describe('POST /api/accounts/active', () => {
  const post = (body: unknown, cookie: string) =>
    setActive(bffRequest('/api/accounts/active', { method: 'POST', body, cookie }));

  it('sends the id as the query parameter and answers the accounts after the change', async () => {
    const cookie = await signIn();
    const after = { ...ACCOUNTS, activeAccount: ACCOUNTS.accounts[1] };
    nock(UPSTREAM)
      .post('/accounts-api/v1/accounts/active')
      .query({ id: '2' })
      .reply(200, { data: after });
    const response = await post({ id: 2 }, cookie);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: after });
  });

  it('404 account_not_found for an account that is not the player’s', async () => {
    const cookie = await signIn();
    nock(UPSTREAM)
      .post('/accounts-api/v1/accounts/active')
      .query({ id: '3' })
      .reply(404, {
        errors: [{ status: '404', code: 'account_not_found', title: 'No such account' }],
      });
    const response = await post({ id: 3 }, cookie);
    expect(response.status).toBe(404);
    expect((await response.json()).errors[0].code).toBe('account_not_found');
  });

  it.each([[{}], [{ id: 'x' }], [{ id: 0 }], [{ id: 1.5 }]])(
    '400 naming /id for %j',
    async (body) => {
      const cookie = await signIn();
      const response = await post(body, cookie);
      expect(response.status).toBe(400);
      expect((await response.json()).errors[0].source).toEqual({ pointer: '/id' });
    },
  );

  it('401 for a visitor, 403 from another site', async () => {
    expect((await post({ id: 2 }, '')).status).toBe(401);
    const response = await setActive(
      bffRequest('/api/accounts/active', {
        method: 'POST',
        body: { id: 2 },
        headers: { origin: 'https://evil.example' },
      }),
    );
    expect(response.status).toBe(403);
  });
});
