import { changeActiveAccount } from '@/features/accounts/accounts-thunks';
import { makeStore } from '@/features/shell/store';
import type { Account, AccountsAnswer } from '@/server/upstream/schemas/accounts';
import type { Outcome } from '@/server/upstream/schemas/line';
import type { BettingApi } from './betting-api';
import { toCouponBet } from './coupon-bet';
import { isVipBetOffered } from './coupon-request';
import {
  accountChanged,
  couponRestored,
  currencySet,
  outcomeToggled,
  rulesLoaded,
  typeChanged,
} from './couponSlice';

const main = { id: 1, type: 0 as const, currencyId: 1, currency: 'RUB', balance: '100.00' };
const bonus = { id: 2, type: 4 as const, currencyId: 1, currency: 'RUB', balance: '50.00' };

function api(calls: string[]): BettingApi {
  let active: Account = main;
  const answer = (): AccountsAnswer => ({ accounts: [main, bonus], activeAccount: active });
  return {
    fetchAccounts: async () => {
      calls.push('fetch');
      return answer();
    },
    setActiveAccount: async (id) => {
      calls.push(`set ${id}`);
      active = id === 2 ? bonus : main;
      return answer();
    },
    placeCoupon: async () => {
      throw new Error('not used');
    },
    findPlacing: async () => {
      throw new Error('not used');
    },
  };
}

function line(id: number, isLive = false): Outcome {
  return {
    id,
    gameId: id * 10,
    sportId: 1,
    champId: 1,
    sportName: 'Football',
    champName: 'League',
    opponents: ['A', 'B'],
    typeId: 1,
    kind: 1,
    marketName: '1X2',
    name: '1',
    param: null,
    coef: 2,
    isLive,
    isBlocked: false,
  };
}

describe('spec 02 §4: setting the active account', () => {
  it('resets the prepaid amount and the coupon account, then refreshes the account data', async () => {
    const calls: string[] = [];
    const store = makeStore(undefined, { bettingApi: api(calls) });
    store.dispatch(accountChanged(1));
    store.dispatch(couponRestored({ availablePrepaidAmount: 25 }));
    expect(store.getState().coupon.availablePrepaidAmount).toBe(25);

    expect(await store.dispatch(changeActiveAccount(2))).toBe(true);
    expect(calls).toEqual(['set 2', 'fetch']);
    expect(store.getState().coupon).toMatchObject({ accountId: null, availablePrepaidAmount: 0 });
    expect(store.getState().accounts).toMatchObject({ activeAccountId: 2, isChanging: false });
  });
});

describe('spec 02 §5: the VIP bet is offered', () => {
  function coupon(rules: { vip: boolean; limited: boolean }, outcomes: Outcome[], typeId?: 9) {
    const store = makeStore();
    store.dispatch(
      rulesLoaded({
        minMaxAmountTypes: rules.limited ? [0, 1, 2, 9] : [],
        isBonusBetAllowed: false,
        isOneClickEnabled: false,
        isVipBetEnabled: rules.vip,
        amountLimitsByCurrency: { RUB: { minBetAmount: 10, maxBetAmount: 1000 } },
      }),
    );
    store.dispatch(currencySet('RUB'));
    for (const o of outcomes) {
      store.dispatch(outcomeToggled({ bet: toCouponBet(o, { startTime: 'x' }), now: 1 }));
    }
    if (typeId !== undefined) store.dispatch(typeChanged(typeId));
    return store.getState().coupon;
  }

  it.each([
    [
      'enabled, finite max, line bets',
      { vip: true, limited: true },
      [line(1), line(2)],
      undefined,
      true,
    ],
    ['not enabled by the config', { vip: false, limited: true }, [line(1)], undefined, false],
    ['no max amount', { vip: true, limited: false }, [line(1)], undefined, false],
    ['a live bet', { vip: true, limited: true }, [line(1), line(2, true)], undefined, false],
    ['no bets', { vip: true, limited: true }, [], undefined, false],
    ['many singles', { vip: true, limited: true }, [line(1), line(2)], 9 as const, false],
  ])('%s', (_name, rules, outcomes, typeId, offered) => {
    expect(isVipBetOffered(coupon(rules, outcomes, typeId))).toBe(offered);
  });
});
