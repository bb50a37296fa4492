/** @jest-environment node */
import nock from 'nock';
import { withNockedUpstream } from '@/tests/nocked-upstream';
import { bffRequest, signIn, UPSTREAM } from '@/app/api/coupons/test-helpers';
import { DELETE as removeCurrency } from './[currencyId]/route';
import { POST as addCurrency } from './route';

withNockedUpstream();

const MESSAGE = { data: { message: 'Your USD account is being opened' } };

const post = (body: unknown, cookie: string, headers: Record<string, string> = {}) =>
  addCurrency(bffRequest('/api/accounts/currencies', { method: 'POST', body, cookie, headers }));

const remove = (currencyId: string, cookie: string) =>
  removeCurrency(
    bffRequest(`/api/accounts/currencies/${currencyId}`, { method: 'DELETE', cookie }),
    { params: Promise.resolve({ currencyId }) },
  );

describe('POST /api/accounts/currencies', () => {
  it('sends the currency id with the player’s token and answers the upstream’s message', async () => {
    const cookie = await signIn();
    nock(UPSTREAM, { reqheaders: { authorization: /^Bearer \S+$/ } })
      .post('/accounts-api/v1/accounts/currencies', { currencyId: 2 })
      .reply(202, MESSAGE);
    const response = await post({ currencyId: 2 }, cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual(MESSAGE);
  });

  it('passes on the upstream’s refusal with its code and title', async () => {
    const cookie = await signIn();
    nock(UPSTREAM)
      .post('/accounts-api/v1/accounts/currencies')
      .reply(409, {
        errors: [{ status: '409', code: 'currency_exists', title: 'You already have it' }],
      });
    const response = await post({ currencyId: 2 }, cookie);
    expect(response.status).toBe(409);
    expect((await response.json()).errors[0]).toMatchObject({
      code: 'currency_exists',
      title: 'You already have it',
    });
  });

  it.each([[{}], [{ currencyId: 'USD' }], [{ currencyId: 0 }], [{ currencyId: 2.5 }]])(
    '400 naming /currencyId for %j',
    async (body) => {
      const cookie = await signIn();
      const response = await post(body, cookie);
      expect(response.status).toBe(400);
      expect((await response.json()).errors[0].source).toEqual({ pointer: '/currencyId' });
    },
  );

  it('401 for a visitor, 403 from another site', async () => {
    expect((await post({ currencyId: 2 }, '')).status).toBe(401);
    const cookie = await signIn();
    const response = await post({ currencyId: 2 }, cookie, { origin: 'https://evil.example' });
    expect(response.status).toBe(403);
  });
});

describe('DELETE /api/accounts/currencies/[currencyId]', () => {
  it('removes the currency by id and answers the upstream’s message', async () => {
    const cookie = await signIn();
    const removed = { data: { message: 'Your USD account is removed' } };
    nock(UPSTREAM).delete('/accounts-api/v1/accounts/currencies/2').reply(200, removed);
    const response = await remove('2', cookie);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(removed);
  });

  it('passes on balance_not_zero', async () => {
    const cookie = await signIn();
    nock(UPSTREAM)
      .delete('/accounts-api/v1/accounts/currencies/2')
      .reply(409, {
        errors: [{ status: '409', code: 'balance_not_zero', title: 'Withdraw the balance first' }],
      });
    const response = await remove('2', cookie);
    expect(response.status).toBe(409);
    expect((await response.json()).errors[0].title).toBe('Withdraw the balance first');
  });

  it('400 naming the parameter for a currency that is not an id; 401 for a visitor', async () => {
    const cookie = await signIn();
    const response = await remove('USD', cookie);
    expect(response.status).toBe(400);
    expect((await response.json()).errors[0].source).toEqual({ parameter: 'currencyId' });
    expect((await remove('2', '')).status).toBe(401);
  });
});
