/** @jest-environment node */
import nock from 'nock';
import { withNockedUpstream } from '@/tests/nocked-upstream';
import { GET as oneCoupon } from './[id]/route';
import { GET as history, POST as place } from './route';
import { bffRequest, couponFixture, signIn, SINGLE_REQUEST, UPSTREAM } from './test-helpers';

const params = (id: string) => ({ params: Promise.resolve({ id }) });

function placing(cookie: string, body: unknown = SINGLE_REQUEST, requestId?: string) {
  return place(
    bffRequest('/api/coupons?lang=en', {
      method: 'POST',
      cookie,
      body,
      headers: requestId === undefined ? {} : { 'x-request-id': requestId },
    }),
  );
}

withNockedUpstream();

describe('POST /api/coupons', () => {
  it('401 for a visitor, before anything reaches the upstream', async () => {
    const response = await placing('', SINGLE_REQUEST, 'r-1');
    expect(response.status).toBe(401);
    expect((await response.json()).errors[0]).toMatchObject({
      code: 'unauthorized',
      title: 'Please sign in',
    });
  });

  it('403 for a request from another site', async () => {
    const cookie = await signIn();
    const response = await place(
      bffRequest('/api/coupons', {
        method: 'POST',
        cookie,
        body: SINGLE_REQUEST,
        headers: { origin: 'https://evil.example', 'x-request-id': 'r-1' },
      }),
    );
    expect(response.status).toBe(403);
  });

  it.each([
    ['missing', undefined],
    ['malformed', 'has spaces in it'],
    ['too long', 'x'.repeat(129)],
  ])('400 naming the header when x-request-id is %s', async (_, requestId) => {
    const cookie = await signIn();
    const response = await placing(cookie, SINGLE_REQUEST, requestId);
    expect(response.status).toBe(400);
    const { errors } = await response.json();
    expect(errors[0]).toMatchObject({ code: 'invalid', source: { header: 'x-request-id' } });
  });

  it.each([
    [{ ...SINGLE_REQUEST, amount: -5 }, '/amount'],
    [{ ...SINGLE_REQUEST, amount: 1.005 }, '/amount'],
    [{ ...SINGLE_REQUEST, bets: [] }, '/bets'],
    [{ ...SINGLE_REQUEST, typeId: 10 }, '/typeId'],
    [{ ...SINGLE_REQUEST, systemValue: 1 }, '/systemValue'],
    [{ ...SINGLE_REQUEST, bets: [{ outcomeId: 'x', gameId: 1, coef: 2 }] }, '/bets/0/outcomeId'],
  ])('400 naming the field of a bad coupon %#', async (body, pointer) => {
    const cookie = await signIn();
    const response = await placing(cookie, body, 'r-1');
    expect(response.status).toBe(400);
    const { errors } = await response.json();
    expect(errors.map((e: { source: { pointer: string } }) => e.source.pointer)).toContain(pointer);
  });

  it('forwards the request id and the coupon with its defaults, and answers the coupon', async () => {
    const cookie = await signIn();
    const coupon = couponFixture();
    let sent: unknown;
    nock(UPSTREAM, { reqheaders: { 'x-request-id': 'click-1' } })
      .post('/coupon-api/v1/coupons', (body) => {
        sent = body;
        return true;
      })
      .query({ lang: 'en' })
      .reply(201, { data: coupon });
    const response = await placing(cookie, SINGLE_REQUEST, 'click-1');
    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-idempotent-replay')).toBeNull();
    expect(await response.json()).toEqual({ data: coupon });
    expect(sent).toMatchObject({
      ...SINGLE_REQUEST,
      changeCoefAction: 2,
      systemValue: 2,
      exactCoef: 0,
      prepaidAmount: 0,
      amountByBlockId: {},
    });
  });

  it('passes a replay through as the same answer, marked as one', async () => {
    const cookie = await signIn();
    const coupon = couponFixture();
    nock(UPSTREAM)
      .post('/coupon-api/v1/coupons')
      .query(true)
      .reply(201, { data: coupon }, { 'x-idempotent-replay': 'true' });
    const response = await placing(cookie, SINGLE_REQUEST, 'click-1');
    expect(response.status).toBe(201);
    expect(response.headers.get('x-idempotent-replay')).toBe('true');
    expect(await response.json()).toEqual({ data: coupon });
  });

  it('answers many singles as one result per bet', async () => {
    const cookie = await signIn();
    const data = {
      typeId: 9,
      singlesResultCoupons: [
        { result: 'success', outcomeId: 1000001, coupon: couponFixture() },
        {
          result: 'error',
          outcomeId: 1000005,
          errors: [
            {
              status: '400',
              code: 'outcome_blocked',
              title: 'Blocked',
              meta: { outcomeId: 1000005 },
            },
          ],
        },
      ],
    };
    nock(UPSTREAM).post('/coupon-api/v1/coupons').query(true).reply(201, { data });
    const response = await placing(
      cookie,
      {
        ...SINGLE_REQUEST,
        typeId: 9,
        bets: [
          { outcomeId: 1000001, gameId: 100001, coef: 1.85 },
          { outcomeId: 1000005, gameId: 100002, coef: 2.1 },
        ],
      },
      'click-2',
    );
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ data });
  });

  it.each([
    [409, { code: 'request_id_reused', title: 'Reused', source: { header: 'x-request-id' } }],
    [400, { code: 'unknown_account', title: 'Unknown account', source: { pointer: '/accountId' } }],
    [
      400,
      {
        code: 'coef_changed',
        title: 'The coefficient changed',
        source: { pointer: '/bets/0/coef' },
        meta: { outcomeId: 1000001, coef: 1.7, requestedCoef: 1.85 },
      },
    ],
    [
      400,
      {
        code: 'amount_below_min',
        title: 'Below the minimum',
        source: { pointer: '/amount' },
        meta: { minBetAmount: 10, maxBetAmount: 100000, currency: 'RUB' },
      },
    ],
    [
      400,
      {
        code: 'insufficient_balance',
        title: 'Not enough money',
        source: { pointer: '/amount' },
        meta: { balance: '100.00', currency: 'RUB' },
      },
    ],
    [400, { code: 'outcome_blocked', title: 'Blocked', meta: { outcomeId: 1000001 } }],
  ])('passes a %i refusal on with its code and meta: %j', async (status, error) => {
    const cookie = await signIn();
    nock(UPSTREAM)
      .post('/coupon-api/v1/coupons')
      .query(true)
      .reply(status, { errors: [{ status: String(status), ...error }] });
    const response = await placing(cookie, SINGLE_REQUEST, 'click-3');
    expect(response.status).toBe(status);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect((await response.json()).errors).toEqual([{ status: String(status), ...error }]);
  });

  it('a refusal without a code is a 4xx upstream_refused, an upstream failure a 502', async () => {
    const cookie = await signIn();
    nock(UPSTREAM)
      .post('/coupon-api/v1/coupons')
      .query(true)
      .reply(400, {
        errors: [{ status: '400', title: 'Invalid body', source: { pointer: '/amount' } }],
      })
      .post('/coupon-api/v1/coupons')
      .query(true)
      .reply(500, { errors: [{ status: '500', title: 'Internal server error' }] });
    const refused = await placing(cookie, SINGLE_REQUEST, 'click-4');
    expect(refused.status).toBe(400);
    expect((await refused.json()).errors[0].code).toBe('upstream_refused');
    const failed = await placing(cookie, SINGLE_REQUEST, 'click-4');
    expect(failed.status).toBe(502);
    expect((await failed.json()).errors[0].code).toBe('upstream_error');
  });

  it('a placed answer of an unexpected shape is a 502, never the raw answer', async () => {
    const cookie = await signIn();
    nock(UPSTREAM)
      .post('/coupon-api/v1/coupons')
      .query(true)
      .reply(201, { data: { couponId: 'x' } });
    const response = await placing(cookie, SINGLE_REQUEST, 'click-5');
    expect(response.status).toBe(502);
  });
});

describe('GET /api/coupons (history)', () => {
  it('401 for a visitor', async () => {
    expect((await history(bffRequest('/api/coupons'))).status).toBe(401);
  });

  it('answers a page of coupons with its paging, forwarding page and pageSize', async () => {
    const cookie = await signIn();
    const coupons = [couponFixture({ couponId: 10000002 }), couponFixture()];
    nock(UPSTREAM)
      .get('/coupon-api/v1/coupons')
      .query({ page: '2', pageSize: '5' })
      .reply(200, { data: coupons, meta: { page: 2, pageSize: 5, total: 7 } });
    const response = await history(bffRequest('/api/coupons?page=2&pageSize=5', { cookie }));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ data: { coupons, page: 2, pageSize: 5, total: 7 } });
  });

  it('forwards the status filter (the bet slip’s open bets)', async () => {
    const cookie = await signIn();
    const coupons = [couponFixture()];
    nock(UPSTREAM)
      .get('/coupon-api/v1/coupons')
      .query({ page: '1', pageSize: '10', status: 'open' })
      .reply(200, { data: coupons, meta: { page: 1, pageSize: 10, total: 1 } });
    const response = await history(bffRequest('/api/coupons?pageSize=10&status=open', { cookie }));
    expect(response.status).toBe(200);
    expect((await response.json()).data.coupons).toEqual(coupons);
  });

  it('defaults to the first page of 20', async () => {
    const cookie = await signIn();
    nock(UPSTREAM)
      .get('/coupon-api/v1/coupons')
      .query({ page: '1', pageSize: '20' })
      .reply(200, { data: [], meta: { page: 1, pageSize: 20, total: 0 } });
    const response = await history(bffRequest('/api/coupons', { cookie }));
    expect((await response.json()).data).toEqual({ coupons: [], page: 1, pageSize: 20, total: 0 });
  });

  it.each([
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['pageSize=101', 'pageSize'],
    ['lang=english', 'lang'],
    ['status=won', 'status'],
  ])('400 naming the parameter for %s', async (query, parameter) => {
    const response = await history(bffRequest(`/api/coupons?${query}`));
    expect(response.status).toBe(400);
    expect((await response.json()).errors[0].source).toEqual({ parameter });
  });
});

describe('GET /api/coupons/[id]', () => {
  it('answers the player’s coupon', async () => {
    const cookie = await signIn();
    const coupon = couponFixture();
    nock(UPSTREAM).get('/coupon-api/v1/coupons/10000001').query(true).reply(200, { data: coupon });
    const response = await oneCoupon(
      bffRequest('/api/coupons/10000001', { cookie }),
      params('10000001'),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: coupon });
  });

  it('404 coupon_not_found for a coupon that is not the player’s', async () => {
    const cookie = await signIn();
    nock(UPSTREAM)
      .get('/coupon-api/v1/coupons/10000009')
      .query(true)
      .reply(404, {
        errors: [{ status: '404', code: 'coupon_not_found', title: 'No such coupon' }],
      });
    const response = await oneCoupon(
      bffRequest('/api/coupons/10000009', { cookie }),
      params('10000009'),
    );
    expect(response.status).toBe(404);
    expect((await response.json()).errors[0].code).toBe('coupon_not_found');
  });

  it.each(['abc', '0', '-1', '1.5'])('400 naming id for %s', async (id) => {
    const response = await oneCoupon(bffRequest(`/api/coupons/${id}`), params(id));
    expect(response.status).toBe(400);
    expect((await response.json()).errors[0].source).toEqual({ parameter: 'id' });
  });

  it('401 for a visitor', async () => {
    const response = await oneCoupon(bffRequest('/api/coupons/10000001'), params('10000001'));
    expect(response.status).toBe(401);
  });
});
