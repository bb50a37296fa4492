import { installFakeBff } from '@/features/bff/testing/fake-bff';
import { BffError } from '@/features/bff/bff-client';
import type { Coupon } from '@/server/upstream/schemas/coupon';
import {
  couponRefusals,
  fetchAccounts,
  fetchHistory,
  fetchPlacing,
  isManySingles,
  newRequestId,
  placeCoupon,
  setActiveAccount,
} from './betting-client';

const ACCOUNT = { id: 1, type: 0, currencyId: 1, currency: 'RUB', balance: '25000.00' };
const BONUS = { id: 2, type: 4, currencyId: 1, currency: 'RUB', balance: '1500.00' };
const COUPON = { couponId: 10000001, typeId: 0, statusId: -1 } as unknown as Coupon;
const REQUEST = {
  accountId: 1,
  amount: 150,
  bets: [{ outcomeId: 1000001, gameId: 100001, coef: 1.85 }],
  coef: 1.85,
  typeId: 0 as const,
};

let network: ReturnType<typeof installFakeBff> | null = null;
function fakeNetwork(routes: Parameters<typeof installFakeBff>[0]) {
  network = installFakeBff(routes);
  return network;
}

beforeEach(() => {
  localStorage.clear();
  document.documentElement.lang = 'ru';
});
afterEach(() => network?.restore());

describe('betting client', () => {
  it('fetches the accounts and sets the active one by id', async () => {
    const net = fakeNetwork({
      'GET /api/accounts': {
        body: { data: { accounts: [ACCOUNT, BONUS], activeAccount: ACCOUNT } },
      },
      'POST /api/accounts/active': {
        body: { data: { accounts: [ACCOUNT, BONUS], activeAccount: BONUS } },
      },
    });
    expect((await fetchAccounts()).activeAccount.id).toBe(1);
    expect((await setActiveAccount(2)).activeAccount).toEqual(BONUS);
    expect(net.callsTo('POST /api/accounts/active')[0]?.body).toEqual({ id: 2 });
  });

  it('places a coupon with its request id in the header and the page language', async () => {
    const net = fakeNetwork({ 'POST /api/coupons': { status: 201, body: { data: COUPON } } });
    const placed = await placeCoupon(REQUEST, 'click-1');
    expect(placed).toEqual(COUPON);
    expect(isManySingles(placed)).toBe(false);
    const [call] = net.callsTo('POST /api/coupons');
    expect(call?.headers['x-request-id']).toBe('click-1');
    expect(call?.path).toBe('/api/coupons?lang=ru');
    expect(call?.body).toEqual(REQUEST);
  });

  it('answers many singles as their results', async () => {
    const data = {
      typeId: 9,
      singlesResultCoupons: [{ result: 'success', outcomeId: 1000001, coupon: COUPON }],
    };
    fakeNetwork({ 'POST /api/coupons': { status: 201, body: { data } } });
    const placed = await placeCoupon({ ...REQUEST, typeId: 9 }, 'click-2');
    expect(isManySingles(placed) && placed.singlesResultCoupons).toEqual(data.singlesResultCoupons);
  });

  it('throws a BffError whose items carry the refusal code and meta', async () => {
    const refusal = {
      status: '400',
      code: 'coef_changed',
      title: 'The coefficient changed',
      source: { pointer: '/bets/0/coef' },
      meta: { outcomeId: 1000001, coef: 1.7, requestedCoef: 1.85 },
    };
    fakeNetwork({ 'POST /api/coupons': { status: 400, body: { errors: [refusal] } } });
    const error = await placeCoupon(REQUEST, 'click-3').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BffError);
    expect((error as BffError).code).toBe('coef_changed');
    expect((error as BffError).items[0]?.meta).toEqual(refusal.meta);
    expect(couponRefusals(error)).toEqual([refusal]);
  });

  it('tells refusals apart from other failures', async () => {
    fakeNetwork({
      'POST /api/coupons': {
        status: 401,
        body: { errors: [{ status: '401', code: 'unauthorized', title: 'Please sign in' }] },
      },
    });
    const error = await placeCoupon(REQUEST, 'click-4').catch((e: unknown) => e);
    expect((error as BffError).status).toBe(401);
    expect(couponRefusals(error)).toEqual([]);
    expect(couponRefusals(new Error('x'))).toEqual([]);
  });

  it('asks what placing under a request id came to, and throws unknown as request_unknown', async () => {
    const net = fakeNetwork({
      'GET /api/coupons/by-request/click-5': [
        { status: 201, body: { data: COUPON } },
        {
          status: 404,
          body: { errors: [{ status: '404', code: 'request_unknown', title: 'Unknown' }] },
        },
      ],
    });
    expect(await fetchPlacing('click-5')).toEqual(COUPON);
    expect(net.calls[0]).toMatchObject({
      method: 'GET',
      path: '/api/coupons/by-request/click-5?lang=ru',
    });
    const error = await fetchPlacing('click-5').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BffError);
    expect((error as BffError).code).toBe('request_unknown');
  });

  it('fetches a history page', async () => {
    const page = { coupons: [COUPON], page: 2, pageSize: 20, total: 21 };
    const net = fakeNetwork({ 'GET /api/coupons': { body: { data: page } } });
    expect(await fetchHistory(2)).toEqual(page);
    expect(net.calls[0]?.path).toBe('/api/coupons?page=2&lang=ru');
  });

  it('draws a new request id each time', () => {
    expect(newRequestId()).toMatch(/^[A-Za-z0-9._:-]{1,128}$/);
    expect(newRequestId()).not.toBe(newRequestId());
  });
});
