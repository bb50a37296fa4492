import { BffError } from '@/features/bff/bff-client';
import { loadAccounts } from '@/features/accounts/accounts-thunks';
import { accountsLoaded } from '@/features/accounts/accountsSlice';
import { initialAuthState, oneClickCouponReset } from '@/features/session/authSlice';
import { makeStore } from '@/features/shell/store';
import type { AccountsAnswer } from '@/server/upstream/schemas/accounts';
import type { Coupon } from '@/server/upstream/schemas/coupon';
import type { Outcome } from '@/server/upstream/schemas/line';
import type { BettingApi } from './betting-api';
import { toCouponBet, type CouponBet } from './coupon-bet';
import { couponForSending, couponPossibleWin, couponProblems } from './coupon-request';
import { clickOdds } from './click-odds';
import { applyLiveOutcomes, placeBet } from './coupon-thunks';
import {
  changeCoefActionChanged,
  dropOnScoreChangeChanged,
  exactCoefChanged,
  oneClickEnabled,
} from './couponSettingsSlice';
import {
  amountChanged,
  bankerToggled,
  betBlockChanged,
  bonusBetRemoved,
  coefChangesAccepted,
  couponCleared,
  currencySet,
  outcomesRefreshed,
  outcomeToggled,
  rulesLoaded,
  selectAvailableTypes,
  systemValueChanged,
  typeChanged,
  type CouponRules,
} from './couponSlice';

const RULES: CouponRules = {
  minMaxAmountTypes: [0, 1, 2],
  isBonusBetAllowed: true,
  isOneClickEnabled: true,
  isVipBetEnabled: true,
  amountLimitsByCurrency: { RUB: { minBetAmount: 10, maxBetAmount: 100000 } },
};

function outcome(
  id: number,
  gameId: number,
  coef: number,
  kind = 1,
  extra: Partial<Outcome> = {},
): Outcome {
  return {
    id,
    gameId,
    sportId: 1,
    champId: 101,
    sportName: 'Football',
    champName: 'Premier League',
    opponents: [`Home ${gameId}`, `Away ${gameId}`],
    typeId: 1,
    kind: kind as Outcome['kind'],
    marketName: kind === 1 ? '1X2' : 'Total',
    name: kind === 1 ? '1' : 'Over 2.5',
    param: null,
    coef,
    isLive: false,
    isBlocked: false,
    ...extra,
  };
}

function bet(
  id: number,
  gameId: number,
  coef: number,
  kind = 1,
  extra: Partial<Outcome> = {},
): CouponBet {
  return toCouponBet(outcome(id, gameId, coef, kind, extra), { startTime: '2026-11-23T18:00:00Z' });
}

function fakeApi(overrides: Partial<BettingApi> = {}): BettingApi & { placed: unknown[] } {
  const placed: unknown[] = [];
  const accounts: AccountsAnswer = {
    accounts: [{ id: 1, type: 0, currencyId: 1, currency: 'RUB', balance: '25000.00' }],
    activeAccount: { id: 1, type: 0, currencyId: 1, currency: 'RUB', balance: '25000.00' },
  };
  return {
    placed,
    fetchAccounts: async () => accounts,
    setActiveAccount: async () => accounts,
    placeCoupon: async (request, requestId) => {
      placed.push({ request, requestId });
      return { kind: 'coupon', coupon: { couponId: 77 } as Coupon };
    },
    findPlacing: async () => {
      throw new BffError(404, [{ status: '404', code: 'request_unknown', title: 'Unknown' }]);
    },
    ...overrides,
  };
}

function setup(api: BettingApi = fakeApi()) {
  const store = makeStore(undefined, { bettingApi: api });
  store.dispatch(rulesLoaded(RULES));
  store.dispatch(currencySet('RUB'));
  return store;
}

const add = (store: ReturnType<typeof setup>, b: CouponBet) =>
  store.dispatch(outcomeToggled({ bet: b, now: 1 }));

describe('coupon slice: bets and types', () => {
  it('starts empty with the spec defaults', () => {
    const state = makeStore().getState();
    expect(state.coupon).toMatchObject({
      typeId: 0,
      bets: [],
      systemValue: 2,
      maxBetAmount: null,
      isActiveSystemBanker: true,
      manuallyDeletedBonusBet: false,
      amount: 150,
    });
    expect(state.couponSettings).toMatchObject({
      changeCoefAction: 2,
      isActiveOneClick: false,
      exactCoef: 0,
      isDropOnScoreChange: false,
    });
  });

  it('adds, replaces within one market, and takes out on a second click', () => {
    const store = setup();
    add(store, bet(1, 10, 1.5));
    expect(store.getState().coupon.typeId).toBe(0);
    add(store, bet(2, 20, 2));
    expect(store.getState().coupon.typeId).toBe(1);
    // Another outcome of the same market of game 10 replaces outcome 1 in its place.
    add(store, bet(3, 10, 3.1));
    expect(store.getState().coupon.bets.map((b) => b.market.id)).toEqual([3, 2]);
    add(store, bet(2, 20, 2));
    expect(store.getState().coupon.bets.map((b) => b.market.id)).toEqual([3]);
    expect(store.getState().coupon.typeId).toBe(0);
  });

  it('marks two markets of one game dependent and falls back to singles', () => {
    const store = setup();
    add(store, bet(1, 10, 1.5, 1));
    add(store, bet(2, 10, 1.9, 4));
    const { coupon } = store.getState();
    expect(coupon.bets.every((b) => b.isDepend)).toBe(true);
    expect(coupon.typeId).toBe(9);
    expect(selectAvailableTypes(store.getState())).toEqual([3, 9]);
  });

  it('keeps a bet banned in express out of combinations', () => {
    const store = setup();
    add(store, bet(1, 10, 1.5));
    add(store, toCouponBet(outcome(2, 20, 2), { startTime: 'x', isBannedExpress: true }));
    expect(selectAvailableTypes(store.getState())).not.toContain(1);
    expect(store.getState().coupon.typeId).toBe(9);
  });

  it.each([
    [1, [0]],
    [2, [1, 3, 4, 5, 6, 9]],
    [3, [1, 2, 3, 4, 5, 6, 8, 9]],
    [4, [1, 2, 3, 4, 5, 6, 7, 9]],
    [7, [1, 2, 3, 4, 5, 6, 9]],
  ])('with %i bets of different games the types are %j', (count, types) => {
    const store = setup();
    for (let i = 1; i <= count; i++) add(store, bet(i, i * 10, 1.5 + i / 10));
    expect(selectAvailableTypes(store.getState())).toEqual(types);
  });

  it('ignores a type the bets do not allow', () => {
    const store = setup();
    add(store, bet(1, 10, 1.5));
    add(store, bet(2, 20, 1.6));
    store.dispatch(typeChanged(2));
    expect(store.getState().coupon.typeId).toBe(1);
  });

  it('keeps the system value at 2 or above and within the options', () => {
    const store = setup();
    for (let i = 1; i <= 5; i++) add(store, bet(i, i * 10, 2));
    store.dispatch(typeChanged(2));
    expect(store.getState().coupon.systemValues.map((o) => [o.value, o.combo])).toEqual([
      [2, 10],
      [3, 10],
      [4, 5],
    ]);
    store.dispatch(systemValueChanged(1));
    expect(store.getState().coupon.systemValue).toBe(2);
    store.dispatch(systemValueChanged(4));
    expect(store.getState().coupon.systemValue).toBe(4);
    // Four bets leave 2 and 3: k 4 comes down to the highest.
    store.dispatch(outcomeToggled({ bet: bet(5, 50, 2), now: 2 }));
    expect(store.getState().coupon.systemValue).toBe(3);
  });

  it('bankers: in every line, k above their count, and disabled when none could be added', () => {
    const store = setup();
    for (let i = 1; i <= 4; i++) add(store, bet(i, i * 10, 2));
    store.dispatch(typeChanged(2));
    store.dispatch(bankerToggled(1));
    let { coupon } = store.getState();
    expect(coupon.systemValues.map((o) => [o.value, o.offset, o.combo])).toEqual([
      [2, 1, 3],
      [3, 1, 3],
    ]);
    store.dispatch(bankerToggled(2));
    coupon = store.getState().coupon;
    expect(coupon.systemValues.map((o) => o.value)).toEqual([3]);
    // A third banker would leave no k from 2 to n − 1 above the banker count.
    expect(coupon.bets.filter((b) => !b.isBanker).every((b) => b.isDisabledBanker)).toBe(true);
    store.dispatch(bankerToggled(3));
    expect(store.getState().coupon.bets.find((b) => b.market.id === 3)?.isBanker).toBe(false);
  });

  it('multibet and conditional group bets by block', () => {
    const store = setup();
    for (let i = 1; i <= 3; i++) add(store, bet(i, i * 10, 2));
    expect(store.getState().coupon.bets.map((b) => b.blockId)).toEqual([0, 1, 2]);
    store.dispatch(typeChanged(4));
    store.dispatch(betBlockChanged({ id: 3, blockId: 1 }));
    const { coupon } = store.getState();
    expect(coupon.typeId).toBe(4);
    expect(coupon.systemValues.map((o) => o.value)).toEqual([2]);
    // Blocks {1} and {2, 3}: one line of 2 × 4.
    expect(coupon.coef).toBe(8);
  });
});

describe('coupon slice: bonus bet, limits and the possible win', () => {
  it('offers the bonus bet on an express of 3+ bets of coef ≥ 1.1 and remembers its removal', () => {
    const store = setup();
    add(store, bet(1, 10, 1.5));
    add(store, bet(2, 20, 2));
    expect(store.getState().coupon.coef).toBe(3);
    add(store, bet(3, 30, 2));
    // 1.5 × 2 × 2 × 1.03
    expect(store.getState().coupon.coef).toBe(6.18);
    expect(
      couponForSending(store.getState().coupon, store.getState().couponSettings, 1, 0),
    ).toMatchObject({ isBonusBet: true, coef: 6.18 });
    store.dispatch(bonusBetRemoved());
    expect(store.getState().coupon).toMatchObject({ manuallyDeletedBonusBet: true, coef: 6 });
    store.dispatch(couponCleared());
    expect(store.getState().coupon.manuallyDeletedBonusBet).toBe(false);
  });

  it('gives no bonus bet below coef 1.1 or with a long-term market', () => {
    const store = setup();
    add(store, bet(1, 10, 1.05));
    add(store, bet(2, 20, 2));
    add(store, bet(3, 30, 2));
    expect(store.getState().coupon.coef).toBe(4.2);
    store.dispatch(couponCleared());
    add(store, bet(4, 10, 1.5));
    add(store, bet(5, 20, 2));
    add(store, bet(6, 30, 2, 7));
    expect(store.getState().coupon.coef).toBe(6);
  });

  it('applies min and max only to the listed types and not to a bonus account', () => {
    const store = setup();
    add(store, bet(1, 10, 1.5));
    expect(store.getState().coupon).toMatchObject({ minBetAmount: 10, maxBetAmount: 100000 });
    store.dispatch(amountChanged(5));
    const available = selectAvailableTypes(store.getState());
    expect(couponProblems(store.getState().coupon, { availableTypeIds: available })).toEqual([
      { code: 'below_min', amount: 10 },
    ]);
    expect(
      couponProblems(store.getState().coupon, {
        availableTypeIds: available,
        isBonusAccount: true,
      }),
    ).toEqual([]);
    add(store, bet(2, 20, 2));
    store.dispatch(typeChanged(3));
    expect(store.getState().coupon).toMatchObject({ minBetAmount: 0, maxBetAmount: null });
  });

  it('starts from the currency amount until the player types one', () => {
    const store = setup();
    store.dispatch(currencySet('USD'));
    expect(store.getState().coupon.amount).toBe(5);
    store.dispatch(amountChanged(12.345));
    store.dispatch(currencySet('EUR'));
    expect(store.getState().coupon.amount).toBe(12.35);
  });

  it('computes the possible win with the exact coef when set', () => {
    const store = setup();
    add(store, bet(1, 10, 1.5));
    add(store, bet(2, 20, 2));
    store.dispatch(amountChanged(100));
    const { coupon } = store.getState();
    expect(couponPossibleWin(coupon, { exactCoef: 0 })?.maxWin).toBe(300);
    expect(couponPossibleWin(coupon, { exactCoef: 2.5 })?.maxWin).toBe(250);
  });
});

describe('coupon settings', () => {
  it('exact coef off resets it and turns drop-on-score-change off; drop-on turns one-click off', () => {
    const store = setup();
    store.dispatch(exactCoefChanged(2.5));
    store.dispatch(dropOnScoreChangeChanged(true));
    expect(store.getState().couponSettings).toMatchObject({
      exactCoef: 2.5,
      isDropOnScoreChange: true,
    });
    store.dispatch(exactCoefChanged(0));
    expect(store.getState().couponSettings).toMatchObject({
      exactCoef: 0,
      isDropOnScoreChange: false,
    });
    store.dispatch(oneClickEnabled());
    store.dispatch(dropOnScoreChangeChanged(true));
    expect(store.getState().couponSettings.isActiveOneClick).toBe(false);
  });

  it('one-click on empties the coupon; a logout turns it off', () => {
    const store = setup();
    add(store, bet(1, 10, 1.5));
    store.dispatch(oneClickEnabled());
    expect(store.getState().coupon.bets).toEqual([]);
    expect(store.getState().couponSettings.isActiveOneClick).toBe(true);
    store.dispatch(oneClickCouponReset());
    expect(store.getState().couponSettings.isActiveOneClick).toBe(false);
  });
});

describe('live coefficient changes by changeCoefAction', () => {
  it.each([
    [2, 2.2, false],
    [2, 1.8, true],
    [1, 1.8, false],
    [1, 2.2, false],
    [0, 2.2, true],
    [0, 1.8, true],
  ] as const)('action %i, 2.00 → %f: waits for the player %s', (action, next, asks) => {
    const store = setup();
    add(store, bet(1, 10, 2));
    store.dispatch(changeCoefActionChanged(action));
    store.dispatch(
      outcomesRefreshed({
        outcomes: [{ id: 1, coef: next, isBlocked: false }],
        changeCoefAction: action,
      }),
    );
    const [b] = store.getState().coupon.bets;
    expect(b).toMatchObject({ previousCoef: 2, isCoefChangePending: asks });
    expect(b?.market.coef).toBe(next);
    store.dispatch(coefChangesAccepted());
    expect(store.getState().coupon.bets[0]).toMatchObject({
      previousCoef: null,
      isCoefChangePending: false,
    });
  });

  it('takes the live stream’s coefficient and block of a bet’s outcome, and leaves the rest', () => {
    const store = setup();
    add(store, bet(1, 10, 2));
    add(store, bet(2, 20, 3));
    store.dispatch(changeCoefActionChanged(1));
    store.dispatch(
      applyLiveOutcomes(
        [
          { id: 1, now: 2.4 },
          { id: 99, now: 5 },
        ],
        [],
      ),
    );
    expect(store.getState().coupon.bets.map((b) => [b.market.coef, b.isBlocked])).toEqual([
      [2.4, false],
      [3, false],
    ]);
    store.dispatch(applyLiveOutcomes([{ id: 2, now: -3 }], []));
    expect(store.getState().coupon.bets[1]?.isBlocked).toBe(true);
  });

  it('blocks a bet that left the line: gone from a patch, or missing from its game’s snapshot', () => {
    const store = setup();
    add(store, bet(1, 10, 2));
    add(store, bet(2, 20, 3));
    store.dispatch(applyLiveOutcomes([{ id: 1, now: null }], []));
    // Game 20's snapshot lists other outcomes only.
    store.dispatch(applyLiveOutcomes([{ id: 7, now: 1.5 }], [20]));
    expect(store.getState().coupon.bets.map((b) => b.isBlocked)).toEqual([true, true]);
  });
});

describe('placing', () => {
  it('sends the coupon once under one request id and shows the accepted coupon', async () => {
    const api = fakeApi();
    const store = setup(api);
    await store.dispatch(loadAccounts());
    add(store, bet(1, 10, 1.5));
    add(store, bet(2, 20, 2));
    const first = store.dispatch(placeBet());
    // A second press while the first is on its way does nothing.
    const second = store.dispatch(placeBet());
    await Promise.all([first, second]);
    expect(api.placed).toHaveLength(1);
    expect(api.placed[0]).toMatchObject({
      request: { accountId: 1, typeId: 1, amount: 150, coef: 3, changeCoefAction: 2 },
    });
    expect(store.getState().coupon).toMatchObject({ bets: [], successCoupon: { couponId: 77 } });
  });

  it('takes a refused coefficient into the coupon for the player to accept', async () => {
    const api = fakeApi({
      placeCoupon: async () => {
        throw new BffError(400, [
          {
            status: '400',
            code: 'coef_changed',
            title: 'The coefficient has changed',
            meta: { outcomeId: 1, coef: 1.7, requestedCoef: 1.5 },
          } as never,
        ]);
      },
    });
    const store = setup(api);
    store.dispatch(accountsLoaded(await api.fetchAccounts()));
    add(store, bet(1, 10, 1.5));
    await store.dispatch(placeBet());
    const { coupon } = store.getState();
    expect(coupon.bets[0]).toMatchObject({ previousCoef: 1.5, isCoefChangePending: true });
    expect(coupon.bets[0]?.market.coef).toBe(1.7);
    expect(coupon.requestId).toBeNull();
  });

  it('one-click places a single at once instead of filling the coupon', async () => {
    const api = fakeApi();
    const store = makeStore({ auth: { ...initialAuthState, userId: 5 } }, { bettingApi: api });
    store.dispatch(rulesLoaded(RULES));
    store.dispatch(accountsLoaded(await api.fetchAccounts()));
    store.dispatch(oneClickEnabled());
    store.dispatch(clickOdds(bet(1, 10, 1.5)));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(api.placed).toHaveLength(1);
    expect(api.placed[0]).toMatchObject({ request: { typeId: 0, amount: 150, accountId: 1 } });
    expect(store.getState().coupon).toMatchObject({ bets: [], successCoupon: { couponId: 77 } });
  });

  it('without one-click (or signed out) a click on odds fills the coupon', () => {
    const api = fakeApi();
    const store = setup(api);
    store.dispatch(oneClickEnabled());
    store.dispatch(clickOdds(bet(1, 10, 1.5)));
    expect(api.placed).toHaveLength(0);
    expect(store.getState().coupon.bets).toHaveLength(1);
  });
});
