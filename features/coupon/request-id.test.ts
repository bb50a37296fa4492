import { accountsLoaded } from '@/features/accounts/accountsSlice';
import { BffError, type BffErrorItem } from '@/features/bff/bff-client';
import { initialAuthState } from '@/features/session/authSlice';
import { makeStore } from '@/features/shell/store';
import type { AccountsAnswer } from '@/server/upstream/schemas/accounts';
import type { Coupon, CouponRequest } from '@/server/upstream/schemas/coupon';
import type { Outcome } from '@/server/upstream/schemas/line';
import type { BettingApi, PlaceAnswer } from './betting-api';
import { toCouponBet, type CouponBet } from './coupon-bet';
import { clickOdds } from './click-odds';
import { checkPlacing, placeBet, PLACING_CHECK } from './coupon-thunks';
import { oneClickAmountChanged, oneClickEnabled } from './couponSettingsSlice';
import {
  amountChanged,
  betRemoved,
  couponCleared,
  couponRestored,
  currencySet,
  outcomeToggled,
  rulesLoaded,
  type CouponRules,
} from './couponSlice';
import { toStored } from './persistence';
import { testOutcome } from './testing/outcome';
import { parseStored } from './stored-coupon';
import { requestFingerprint } from './request-fingerprint';

// Issue 9 item 4: the upstream may place a bet and answer after the BFF gave up (504). The
// request id stays bound to the content sent until placing is decided, and the outcome of a
// placing without an answer is asked for before anything else is placed.

const RULES: CouponRules = {
  minMaxAmountTypes: [],
  isBonusBetAllowed: false,
  isOneClickEnabled: true,
  isVipBetEnabled: false,
  amountLimitsByCurrency: {},
};

const ACCOUNTS: AccountsAnswer = {
  accounts: [{ id: 1, type: 0, currencyId: 1, currency: 'RUB', balance: '25000.00' }],
  activeAccount: { id: 1, type: 0, currencyId: 1, currency: 'RUB', balance: '25000.00' },
};

function outcome(id: number, gameId: number, coef: number): Outcome {
  return { ...testOutcome(id, gameId, coef), opponents: [`Home ${gameId}`, `Away ${gameId}`] };
}

const bet = (id: number, gameId: number, coef: number): CouponBet =>
  toCouponBet(outcome(id, gameId, coef), { startTime: '2026-11-23T18:00:00Z' });

/** A placed coupon of the given outcomes, as the upstream answers it (only what is read here). */
function placedCoupon(couponId: number, outcomeIds: number[]): PlaceAnswer {
  const bets = outcomeIds.map((outcomeId) => ({ outcomeId }));
  return { kind: 'coupon', coupon: { couponId, bets } as unknown as Coupon };
}

const fail = (status: number, code: string, extra: Partial<BffErrorItem> = {}) =>
  new BffError(status, [{ status: String(status), code, title: code, ...extra }]);
const TIMEOUT = () => fail(504, 'upstream_timeout');
const UNKNOWN = () => fail(404, 'request_unknown');

type Step = PlaceAnswer | BffError;

/**
 * The BFF as the coupon sees it, answering placings and lookups from scripts in turn (a script
 * that runs out answers a time-out); every call is recorded as `POST <id>` or `GET <id>`.
 */
function scriptedApi(script: { place?: Step[]; find?: Step[] } = {}) {
  const place = [...(script.place ?? [])];
  const find = [...(script.find ?? [])];
  const calls: string[] = [];
  const requests: CouponRequest[] = [];
  const answer = async (steps: Step[]) => {
    const step = steps.shift() ?? TIMEOUT();
    if (step instanceof BffError) throw step;
    return step;
  };
  const api: BettingApi = {
    fetchAccounts: async () => ACCOUNTS,
    setActiveAccount: async () => ACCOUNTS,
    placeCoupon: async (request, requestId) => {
      calls.push(`POST ${requestId}`);
      requests.push(request);
      return answer(place);
    },
    findPlacing: async (requestId) => {
      calls.push(`GET ${requestId}`);
      return answer(find);
    },
  };
  return { api, calls, requests };
}

function setup(api: BettingApi, signedIn = false) {
  const store = makeStore(signedIn ? { auth: { ...initialAuthState, userId: 5 } } : undefined, {
    bettingApi: api,
  });
  store.dispatch(rulesLoaded(RULES));
  store.dispatch(currencySet('RUB'));
  store.dispatch(accountsLoaded(ACCOUNTS));
  return store;
}

type Store = ReturnType<typeof setup>;

const add = (store: Store, b: CouponBet) => store.dispatch(outcomeToggled({ bet: b, now: 1 }));

/** Places the coupon and lets every automatic check of its outcome run. */
async function placeAndWait(store: Store) {
  const placing = store.dispatch(placeBet());
  await jest.advanceTimersByTimeAsync(PLACING_CHECK.tries * PLACING_CHECK.intervalMs);
  await placing;
}

const idOf = (call: string | undefined) => call?.split(' ')[1];

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('placing that got no answer', () => {
  it('504, then the check finds it placed: the success view, and no second POST', async () => {
    const { api, calls } = scriptedApi({ place: [TIMEOUT()], find: [placedCoupon(91, [1, 2])] });
    const store = setup(api);
    add(store, bet(1, 10, 1.5));
    add(store, bet(2, 20, 2));

    const placing = store.dispatch(placeBet());
    await jest.advanceTimersByTimeAsync(0);
    // The player sees the check under way, and Place bet waits for it.
    expect(store.getState().coupon).toMatchObject({ requestCheck: 'checking', errors: [] });
    await store.dispatch(placeBet());
    await jest.advanceTimersByTimeAsync(PLACING_CHECK.intervalMs);
    await placing;

    expect(calls).toEqual([calls[0], `GET ${idOf(calls[0])}`]);
    expect(calls[0]).toMatch(/^POST /);
    expect(store.getState().coupon).toMatchObject({
      bets: [],
      successCoupon: { couponId: 91 },
      requestId: null,
      requestCheck: 'none',
    });
  });

  it.each([
    ['a network failure', () => fail(0, 'network_error')],
    ['a 502', () => fail(502, 'upstream_error')],
    ['a 503', () => fail(503, 'no_site_config')],
    ['a cancelled request (499)', () => fail(499, 'close')],
    ['no BFF answer at all', () => new Error('socket hang up') as BffError],
  ])('%s is no answer either: the outcome is asked for', async (_name, failure) => {
    const { api, calls } = scriptedApi({ place: [failure()], find: [placedCoupon(92, [1])] });
    const store = setup(api);
    add(store, bet(1, 10, 1.5));
    await placeAndWait(store);
    expect(calls.map((c) => c.split(' ')[0])).toEqual(['POST', 'GET']);
    expect(store.getState().coupon.successCoupon).toMatchObject({ couponId: 92 });
  });

  it('a refusal found by the check is shown as placing shows it, and the id is done with', async () => {
    const refusal = fail(400, 'coef_changed', {
      meta: { outcomeId: 1, coef: 1.7, requestedCoef: 1.5 },
    });
    const { api, calls } = scriptedApi({ place: [TIMEOUT()], find: [refusal] });
    const store = setup(api);
    add(store, bet(1, 10, 1.5));
    await placeAndWait(store);
    const { coupon } = store.getState();
    expect(coupon.errors.map((e) => e.code)).toEqual(['coef_changed']);
    expect(coupon.bets[0]).toMatchObject({ isCoefChangePending: true, previousCoef: 1.5 });
    expect(coupon).toMatchObject({ requestId: null, requestCheck: 'none' });
    expect(calls).toHaveLength(2);
  });

  it('a refused placing is decided at once: no check, and the next sending has a new id', async () => {
    const { api, calls } = scriptedApi({
      place: [fail(400, 'insufficient_balance'), placedCoupon(93, [1])],
    });
    const store = setup(api);
    add(store, bet(1, 10, 1.5));
    await placeAndWait(store);
    expect(store.getState().coupon.requestCheck).toBe('none');
    await placeAndWait(store);
    expect(calls.map((c) => c.split(' ')[0])).toEqual(['POST', 'POST']);
    expect(idOf(calls[1])).not.toBe(idOf(calls[0]));
  });

  it('504 then unknown: the unchanged coupon is sent again under the same id', async () => {
    const { api, calls } = scriptedApi({
      place: [TIMEOUT(), placedCoupon(94, [1])],
      find: [UNKNOWN()],
    });
    const store = setup(api);
    add(store, bet(1, 10, 1.5));
    await placeAndWait(store);
    expect(store.getState().coupon).toMatchObject({
      requestCheck: 'none',
      errors: [{ code: 'request_unknown' }],
      bets: [{ market: { id: 1 } }],
    });

    await placeAndWait(store);
    expect(calls.map((c) => c.split(' ')[0])).toEqual(['POST', 'GET', 'POST']);
    expect(idOf(calls[2])).toBe(idOf(calls[0]));
    expect(store.getState().coupon.successCoupon).toMatchObject({ couponId: 94 });
  });

  it('504 then unknown: an edited coupon gets an id of its own', async () => {
    const { api, calls, requests } = scriptedApi({
      place: [TIMEOUT(), placedCoupon(95, [1])],
      find: [UNKNOWN()],
    });
    const store = setup(api);
    add(store, bet(1, 10, 1.5));
    await placeAndWait(store);
    store.dispatch(amountChanged(300));
    await placeAndWait(store);
    expect(calls.map((c) => c.split(' ')[0])).toEqual(['POST', 'GET', 'POST']);
    expect(idOf(calls[2])).not.toBe(idOf(calls[0]));
    expect(requests.map((r) => r.amount)).toEqual([150, 300]);
  });

  it('edits while the id is pending keep it pending: Place bet asks for the outcome, never POSTs', async () => {
    const { api, calls } = scriptedApi({ place: [TIMEOUT()] });
    const store = setup(api);
    add(store, bet(1, 10, 1.5));
    add(store, bet(2, 20, 2));
    await placeAndWait(store);
    // Three lookups without an answer: still unknown, placing blocked.
    expect(calls.map((c) => c.split(' ')[0])).toEqual(['POST', 'GET', 'GET', 'GET']);
    const pendingId = store.getState().coupon.requestId;
    expect(store.getState().coupon.requestCheck).toBe('unresolved');

    store.dispatch(amountChanged(500));
    store.dispatch(betRemoved(2));
    add(store, bet(3, 30, 3));
    expect(store.getState().coupon).toMatchObject({
      requestId: pendingId,
      requestCheck: 'unresolved',
    });

    await store.dispatch(placeBet());
    expect(calls.slice(4)).toEqual([`GET ${pendingId}`]);
    expect(store.getState().coupon.requestCheck).toBe('unresolved');
  });

  it('found placed after the player edited: the placed bets leave, bets added meanwhile stay', async () => {
    let release: (answer: PlaceAnswer) => void = () => {};
    const { api } = scriptedApi({ place: [TIMEOUT()] });
    api.findPlacing = () => new Promise((resolve) => (release = resolve));
    const store = setup(api);
    add(store, bet(1, 10, 1.5));
    const placing = store.dispatch(placeBet());
    await jest.advanceTimersByTimeAsync(PLACING_CHECK.intervalMs);
    add(store, bet(3, 30, 3));
    release(placedCoupon(96, [1]));
    await placing;
    expect(store.getState().coupon.successCoupon).toMatchObject({ couponId: 96 });
    expect(store.getState().coupon.bets.map((b) => b.market.id)).toEqual([3]);
    expect(store.getState().coupon.requestCheck).toBe('none');
  });

  it('clearing the coupon while the id is pending keeps it pending', async () => {
    const { api } = scriptedApi({ place: [TIMEOUT()] });
    const store = setup(api);
    add(store, bet(1, 10, 1.5));
    await placeAndWait(store);
    const pendingId = store.getState().coupon.requestId;
    store.dispatch(couponCleared());
    expect(store.getState().coupon).toMatchObject({
      requestId: pendingId,
      requestCheck: 'unresolved',
    });
  });

  it('"Check again" asks once more and lets the player place after unknown', async () => {
    const { api, calls } = scriptedApi({ place: [TIMEOUT()], find: [TIMEOUT(), TIMEOUT()] });
    const store = setup(api);
    add(store, bet(1, 10, 1.5));
    await placeAndWait(store);
    expect(store.getState().coupon.requestCheck).toBe('unresolved');
    api.findPlacing = async (requestId) => {
      calls.push(`GET ${requestId}`);
      throw UNKNOWN();
    };
    await store.dispatch(checkPlacing());
    expect(calls).toHaveLength(5);
    expect(store.getState().coupon).toMatchObject({ requestCheck: 'none', bets: [{}] });
  });
});

describe('the pending id across a reload', () => {
  it('is kept with its content and checked before anything is placed', async () => {
    const { api } = scriptedApi({ place: [TIMEOUT()] });
    const store = setup(api);
    add(store, bet(1, 10, 1.5));
    await placeAndWait(store);
    const { requestId, requestFingerprint: fingerprint } = store.getState().coupon;
    const text = JSON.stringify(toStored(store.getState().coupon, store.getState().couponSettings));

    const next = scriptedApi({ find: [placedCoupon(97, [1])] });
    const reloaded = setup(next.api);
    const stored = parseStored(text);
    expect(stored).not.toBeNull();
    reloaded.dispatch(couponRestored(stored!.coupon));
    expect(reloaded.getState().coupon).toMatchObject({
      requestId,
      requestFingerprint: fingerprint,
      requestCheck: 'unresolved',
    });
    await reloaded.dispatch(placeBet());
    expect(next.calls).toEqual([`GET ${requestId}`]);
    expect(reloaded.getState().coupon.successCoupon).toMatchObject({ couponId: 97 });
  });

  it('a coupon on its way when the page closed is pending on the next page', async () => {
    const { api } = scriptedApi();
    api.placeCoupon = () => new Promise(() => {});
    const store = setup(api);
    add(store, bet(1, 10, 1.5));
    void store.dispatch(placeBet());
    const stored = parseStored(
      JSON.stringify(toStored(store.getState().coupon, store.getState().couponSettings)),
    );
    expect(stored?.coupon).toMatchObject({
      requestId: store.getState().coupon.requestId,
      requestCheck: 'unresolved',
    });
  });

  it('a tab checking its bet and a tab that took the coupon over keep the same text', async () => {
    const { api } = scriptedApi({ place: [TIMEOUT()] });
    api.findPlacing = () => new Promise(() => {});
    const checking = setup(api);
    add(checking, bet(1, 10, 1.5));
    void checking.dispatch(placeBet());
    await jest.advanceTimersByTimeAsync(PLACING_CHECK.intervalMs);
    expect(checking.getState().coupon.requestCheck).toBe('checking');
    const text = JSON.stringify(
      toStored(checking.getState().coupon, checking.getState().couponSettings),
    );

    // Shared storage: a tab that writes back a different text sets off an endless exchange.
    const other = setup(scriptedApi().api);
    other.dispatch(couponRestored(parseStored(text)!.coupon));
    const otherText = JSON.stringify(
      toStored(other.getState().coupon, other.getState().couponSettings),
    );
    expect(otherText).toBe(text);
    expect(other.getState().coupon.requestCheck).toBe('unresolved');
    checking.dispatch(couponRestored(parseStored(otherText)!.coupon));
    expect(checking.getState().coupon.requestCheck).toBe('checking');
  });

  it('a kept coupon from before the fingerprint is still read, without a pending id', () => {
    const store = setup(scriptedApi().api);
    add(store, bet(1, 10, 1.5));
    const { coupon } = toStored(store.getState().coupon, store.getState().couponSettings);
    const older: Record<string, unknown> = { ...coupon, requestId: 'r-1' };
    for (const field of ['requestFingerprint', 'requestCheck', 'pendingOneClicks']) {
      delete older[field];
    }
    const stored = parseStored(JSON.stringify({ coupon: older, settings: {} }));
    expect(stored?.coupon).toMatchObject({
      requestId: 'r-1',
      requestFingerprint: null,
      requestCheck: 'none',
      pendingOneClicks: [],
    });
  });

  it.each([
    ['a request id the BFF would refuse', { requestId: 'has spaces' }],
    ['a fingerprint that is not ours', { requestFingerprint: '<script>' }],
    ['an unknown check state', { requestCheck: 'maybe' }],
  ])('is dropped with %s', (_name, patch) => {
    const store = setup(scriptedApi().api);
    const { coupon, settings } = toStored(store.getState().coupon, store.getState().couponSettings);
    expect(parseStored(JSON.stringify({ coupon: { ...coupon, ...patch }, settings }))).toBeNull();
  });
});

describe('one-click', () => {
  function oneClickStore(api: BettingApi) {
    const store = setup(api, true);
    store.dispatch(oneClickEnabled());
    store.dispatch(oneClickAmountChanged({ amount: 200 }));
    return store;
  }

  async function click(store: Store, b: CouponBet) {
    store.dispatch(clickOdds(b));
    await jest.advanceTimersByTimeAsync(0);
  }

  it('twice on the same outcome after a 504: one POST, then a lookup that finds it placed', async () => {
    const { api, calls } = scriptedApi({ place: [TIMEOUT()], find: [placedCoupon(98, [1])] });
    const store = oneClickStore(api);
    await click(store, bet(1, 10, 1.5));
    expect(store.getState().coupon.errors.map((e) => e.code)).toEqual(['placing_unconfirmed']);
    await click(store, bet(1, 10, 1.5));
    expect(calls).toEqual([calls[0], `GET ${idOf(calls[0])}`]);
    expect(store.getState().coupon).toMatchObject({
      successCoupon: { couponId: 98 },
      pendingOneClicks: [],
      activePlaceBetIds: [],
    });
  });

  it('still no answer: the second click places nothing', async () => {
    const { api, calls } = scriptedApi({ place: [TIMEOUT()], find: [TIMEOUT()] });
    const store = oneClickStore(api);
    await click(store, bet(1, 10, 1.5));
    await click(store, bet(1, 10, 1.5));
    expect(calls.map((c) => c.split(' ')[0])).toEqual(['POST', 'GET']);
    expect(store.getState().coupon.pendingOneClicks).toHaveLength(1);
  });

  it('unknown: the same bet goes again under its id, another stake under a new one', async () => {
    const { api, calls, requests } = scriptedApi({
      place: [TIMEOUT(), TIMEOUT(), placedCoupon(99, [1])],
      find: [UNKNOWN(), UNKNOWN()],
    });
    const store = oneClickStore(api);
    await click(store, bet(1, 10, 1.5));
    await click(store, bet(1, 10, 1.5));
    expect(calls.map((c) => c.split(' ')[0])).toEqual(['POST', 'GET', 'POST']);
    expect(idOf(calls[2])).toBe(idOf(calls[0]));

    store.dispatch(oneClickAmountChanged({ amount: 300 }));
    await click(store, bet(1, 10, 1.5));
    expect(calls.map((c) => c.split(' ')[0])).toEqual(['POST', 'GET', 'POST', 'GET', 'POST']);
    expect(idOf(calls[4])).not.toBe(idOf(calls[0]));
    expect(requests.map((r) => r.amount)).toEqual([200, 200, 300]);
    expect(store.getState().coupon.pendingOneClicks).toEqual([]);
  });

  it('another outcome is not held up by a pending one', async () => {
    const { api, calls } = scriptedApi({ place: [TIMEOUT(), placedCoupon(100, [2])] });
    const store = oneClickStore(api);
    await click(store, bet(1, 10, 1.5));
    await click(store, bet(2, 20, 2));
    expect(calls.map((c) => c.split(' ')[0])).toEqual(['POST', 'POST']);
    expect(store.getState().coupon.pendingOneClicks.map((p) => p.outcomeId)).toEqual([1]);
  });
});

describe('the request fingerprint', () => {
  const request: CouponRequest = {
    accountId: 1,
    amount: 150,
    bets: [{ outcomeId: 1, gameId: 10, coef: 1.5 }],
    coef: 1.5,
    typeId: 0,
  };

  it('is the same for the same content in any key order, and differs for any change', () => {
    const reordered = { typeId: 0, coef: 1.5, bets: request.bets, amount: 150, accountId: 1 };
    expect(requestFingerprint(reordered as CouponRequest)).toBe(requestFingerprint(request));
    expect(requestFingerprint({ ...request, promoCode: undefined })).toBe(
      requestFingerprint(request),
    );
    for (const changed of [
      { ...request, amount: 151 },
      { ...request, accountId: 2 },
      { ...request, typeId: 1 as const },
      { ...request, bets: [{ outcomeId: 2, gameId: 10, coef: 1.5 }] },
      { ...request, isVipBet: true },
    ]) {
      expect(requestFingerprint(changed)).not.toBe(requestFingerprint(request));
    }
  });
});
