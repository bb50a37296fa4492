/** @jest-environment node */
import nock from 'nock';
import { withNockedUpstream } from '@/tests/nocked-upstream';
import { bffRequest, signIn, UPSTREAM } from '@/app/api/coupons/test-helpers';
import { POST as deposit } from './deposits/route';
import { PUT as saveMailing } from './mailing/route';
import { POST as checkPromo } from './promo-check/route';
import { GET as listRequests, POST as createRequest } from './payment-requests/route';
import { GET as readCashier } from './route';
import { DELETE as cancelWithdrawal } from './withdrawals/[id]/route';
import { POST as withdraw } from './withdrawals/route';

withNockedUpstream();

const errorsOf = async (response: Response) =>
  (
    (await response.json()) as {
      errors: { code: string; title: string; source?: { pointer?: string; parameter?: string } }[];
    }
  ).errors;

const WITHDRAWAL = {
  id: 31,
  methodId: 'card',
  method: 'Bank card (Visa, Mastercard, Mir)',
  amount: '1000.00',
  currency: 'RUB',
  status: 'pending',
  createdAt: '2026-03-14T12:00:00.000Z',
};

describe('POST /api/cashier/deposits', () => {
  const post = (body: unknown, cookie?: string, query = '?lang=ru') =>
    deposit(bffRequest(`/api/cashier/deposits${query}`, { method: 'POST', body, cookie }));

  it('passes the checked amount on and answers the page to return to', async () => {
    const cookie = await signIn();
    nock(UPSTREAM, { reqheaders: { authorization: /^Bearer \S+$/ } })
      .post('/cashier-api/v1/deposits', { methodId: 'card', amount: '1500.50' })
      .reply(201, {
        data: {
          paymentId: 9,
          amount: '1500.50',
          fee: '0.00',
          currency: 'RUB',
          balance: '26500.50',
          status: 'success',
        },
      });
    const response = await post({ methodId: 'card', amount: ' 1500,50 ' }, cookie);
    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      data: expect.objectContaining({ balance: '26500.50', redirectUrl: '/ru/onpay/success' }),
    });
  });

  it.each([
    ['no amount', { methodId: 'card' }, '/amount'],
    ['a negative amount', { methodId: 'card', amount: '-5' }, '/amount'],
    ['three decimals', { methodId: 'card', amount: '1.234' }, '/amount'],
    ['zero', { methodId: 'card', amount: '0' }, '/amount'],
    ['a number instead of a string', { methodId: 'card', amount: 100 }, '/amount'],
    ['a method id with odd characters', { methodId: 'Card!', amount: '100' }, '/methodId'],
  ])('400 for %s, naming the field, without asking the upstream', async (_n, body, pointer) => {
    const cookie = await signIn();
    const response = await post(body, cookie);
    expect(response.status).toBe(400);
    expect((await errorsOf(response))[0]?.source).toEqual({ pointer });
  });

  it('passes the upstream’s refusal by a deposit limit on with its reason', async () => {
    const cookie = await signIn();
    nock(UPSTREAM)
      .post('/cashier-api/v1/deposits')
      .reply(403, {
        errors: [
          {
            status: '403',
            code: 'deposit_limit',
            title: 'Your deposit limit allows 2000.00 RUB more (Deposit limit, 24 h)',
          },
        ],
      });
    const response = await post({ methodId: 'card', amount: '5000' }, cookie);
    expect(response.status).toBe(403);
    expect(await errorsOf(response)).toEqual([
      expect.objectContaining({
        code: 'deposit_limit',
        title: 'Your deposit limit allows 2000.00 RUB more (Deposit limit, 24 h)',
      }),
    ]);
  });

  it('401 without a session; 403 from another site', async () => {
    expect((await post({ methodId: 'card', amount: '100' })).status).toBe(401);
    const cookie = await signIn();
    const foreign = await deposit(
      bffRequest('/api/cashier/deposits', {
        method: 'POST',
        body: { methodId: 'card', amount: '100' },
        cookie,
        headers: { origin: 'https://evil.example' },
      }),
    );
    expect(foreign.status).toBe(403);
  });
});

describe('withdrawals', () => {
  it('requests a withdrawal and cancels it', async () => {
    const cookie = await signIn();
    nock(UPSTREAM)
      .post('/cashier-api/v1/withdrawals', { methodId: 'card', amount: '1000' })
      .reply(201, { data: WITHDRAWAL })
      .delete('/cashier-api/v1/withdrawals/31')
      .reply(200, { data: { ...WITHDRAWAL, status: 'cancelled' } });
    const created = await withdraw(
      bffRequest('/api/cashier/withdrawals', {
        method: 'POST',
        body: { methodId: 'card', amount: '1000' },
        cookie,
      }),
    );
    expect(created.status).toBe(201);
    expect(await created.json()).toEqual({ data: WITHDRAWAL });
    const cancelled = await cancelWithdrawal(
      bffRequest('/api/cashier/withdrawals/31', { method: 'DELETE', cookie }),
      { params: Promise.resolve({ id: '31' }) },
    );
    expect(cancelled.status).toBe(200);
    expect(await cancelled.json()).toEqual({ data: { ...WITHDRAWAL, status: 'cancelled' } });
  });

  it('400 for an id that is no number; 409 passed on when the balance is too small', async () => {
    const cookie = await signIn();
    const bad = await cancelWithdrawal(
      bffRequest('/api/cashier/withdrawals/abc', { method: 'DELETE', cookie }),
      { params: Promise.resolve({ id: 'abc' }) },
    );
    expect(bad.status).toBe(400);
    expect((await errorsOf(bad))[0]?.source).toEqual({ parameter: 'id' });

    nock(UPSTREAM)
      .post('/cashier-api/v1/withdrawals')
      .reply(409, {
        errors: [
          {
            status: '409',
            code: 'insufficient_funds',
            title: 'You can withdraw at most 25000.00 RUB',
          },
        ],
      });
    const refused = await withdraw(
      bffRequest('/api/cashier/withdrawals', {
        method: 'POST',
        body: { methodId: 'card', amount: '99999' },
        cookie,
      }),
    );
    expect(refused.status).toBe(409);
    expect((await errorsOf(refused))[0]?.title).toBe('You can withdraw at most 25000.00 RUB');
  });

  it('401 without a session', async () => {
    const response = await cancelWithdrawal(
      bffRequest('/api/cashier/withdrawals/31', { method: 'DELETE' }),
      { params: Promise.resolve({ id: '31' }) },
    );
    expect(response.status).toBe(401);
  });
});

describe('payment requests and the cashier', () => {
  it('400 for a message that is too short; 201 for a good request', async () => {
    const cookie = await signIn();
    const short = await createRequest(
      bffRequest('/api/cashier/payment-requests', {
        method: 'POST',
        body: { topicId: 1, subTopicId: 2, transactionId: 9, message: 'help' },
        cookie,
      }),
    );
    expect(short.status).toBe(400);
    expect((await errorsOf(short))[0]?.source).toEqual({ pointer: '/message' });

    const problem = {
      id: 3,
      topicId: 1,
      subTopicId: 2,
      transactionId: 9,
      message: 'The money left my card.',
      status: 'open',
      createdAt: '2026-03-14T12:00:00.000Z',
    };
    nock(UPSTREAM)
      .post('/cashier-api/v1/payment-requests', {
        topicId: 1,
        subTopicId: 2,
        transactionId: 9,
        message: 'The money left my card.',
      })
      .reply(201, { data: problem })
      .get('/cashier-api/v1/payment-requests')
      .reply(200, { data: [problem] });
    const created = await createRequest(
      bffRequest('/api/cashier/payment-requests', {
        method: 'POST',
        body: { topicId: 1, subTopicId: 2, transactionId: 9, message: 'The money left my card.' },
        cookie,
      }),
    );
    expect(created.status).toBe(201);
    const listed = await listRequests(bffRequest('/api/cashier/payment-requests', { cookie }));
    expect(await listed.json()).toEqual({ data: [problem] });
  });

  it('401 for a visitor; 502 for a cashier answer of another shape', async () => {
    expect((await readCashier(bffRequest('/api/cashier'))).status).toBe(401);
    expect((await listRequests(bffRequest('/api/cashier/payment-requests'))).status).toBe(401);
    const cookie = await signIn();
    nock(UPSTREAM)
      .get('/cashier-api/v1/cashier')
      .query({ lang: 'ru' })
      .reply(200, { data: { account: { id: 1, currency: 'RUB', balance: 100 } } });
    expect((await readCashier(bffRequest('/api/cashier?lang=ru', { cookie }))).status).toBe(502);
  });
});

describe('promo check and mailing', () => {
  it('passes a promo code on in upper case; 400 for a malformed one; 404 passed on', async () => {
    const cookie = await signIn();
    const check = (body: unknown) =>
      checkPromo(bffRequest('/api/cashier/promo-check?lang=ru', { method: 'POST', body, cookie }));
    const bad = await check({ code: 'a b' });
    expect(bad.status).toBe(400);
    expect((await errorsOf(bad))[0]?.source).toEqual({ pointer: '/code' });

    nock(UPSTREAM)
      .post('/office-api/v1/promo-codes/check', { code: 'WELCOME100' })
      .query({ lang: 'ru' })
      .reply(200, {
        data: { code: 'WELCOME100', status: 'valid', title: '100%', expiresAt: null },
      })
      .post('/office-api/v1/promo-codes/check', { code: 'NOPE123' })
      .query(true)
      .reply(404, {
        errors: [{ status: '404', code: 'promo_not_found', title: 'There is no such promo code' }],
      });
    const good = await check({ code: 'welcome100' });
    expect(good.status).toBe(200);
    expect(((await good.json()) as { data: { status: string } }).data.status).toBe('valid');
    const unknown = await check({ code: 'nope123' });
    expect(unknown.status).toBe(404);
    expect((await errorsOf(unknown))[0]?.title).toBe('There is no such promo code');
  });

  it('400 for an unknown mailing channel; 401 without a session', async () => {
    expect(
      (
        await saveMailing(
          bffRequest('/api/cashier/mailing', {
            method: 'PUT',
            body: { channel: 'sms', enabled: true },
          }),
        )
      ).status,
    ).toBe(401);
    const cookie = await signIn();
    const bad = await saveMailing(
      bffRequest('/api/cashier/mailing', {
        method: 'PUT',
        body: { channel: 'fax', enabled: true },
        cookie,
      }),
    );
    expect(bad.status).toBe(400);
    expect((await errorsOf(bad))[0]?.source).toEqual({ pointer: '/channel' });
  });
});
