import { makeStore } from '@/features/shell/store';
import { toCouponBet } from './coupon-bet';
import { couponRestored, outcomeToggled, placeStarted } from './couponSlice';
import { couponCurrency, currencyAmounts, stepAmount } from './currency-amounts';
import { toStored } from './persistence';
import { parseStored } from './stored-coupon';
import { testOutcome } from './testing/outcome';

const outcome = testOutcome();

describe('the coupon kept in the browser', () => {
  it('comes back as it was, request id included', () => {
    const store = makeStore();
    store.dispatch(outcomeToggled({ bet: toCouponBet(outcome, { startTime: 'x' }), now: 5 }));
    store.dispatch(placeStarted({ requestId: 'req-1', fingerprint: 'abc123' }));
    const text = JSON.stringify(toStored(store.getState().coupon, store.getState().couponSettings));

    const stored = parseStored(text);
    expect(stored).not.toBeNull();
    const next = makeStore();
    next.dispatch(couponRestored(stored!.coupon));
    expect(next.getState().coupon.bets.map((b) => b.market.id)).toEqual([7]);
    expect(next.getState().coupon.requestId).toBe('req-1');
  });

  it.each([
    ['nothing', null],
    ['not JSON', '{'],
    ['another shape', JSON.stringify({ coupon: { bets: 'x' }, settings: {} })],
    ['a coef below 1', JSON.stringify({ coupon: { bets: [{ market: { coef: 0.5 } }] } })],
  ])('is dropped when it holds %s', (_name, text) => {
    expect(parseStored(text)).toBeNull();
  });
});

describe('amounts by currency (spec 02 §9)', () => {
  it.each([
    ['RUB', 150, 100],
    ['USD', 5, 2.5],
    ['EUR', 5, 2.5],
    ['UAH', 50, 50],
    ['KZT', 1000, 500],
    ['XYZ', 5, 2.5],
  ])('%s starts at %f and steps by %f', (iso, initial, step) => {
    expect(currencyAmounts(iso)).toEqual({ initial, step });
  });

  it('takes the account currency, else the geo currency, else RUB', () => {
    expect(couponCurrency('USD', 'EUR')).toBe('USD');
    expect(couponCurrency(null, 'EUR')).toBe('EUR');
    expect(couponCurrency(undefined, 'bad')).toBe('RUB');
  });

  it('steps in minor units and never below one step', () => {
    expect(stepAmount(150, 100, 1)).toBe(250);
    expect(stepAmount(150, 100, -1)).toBe(100);
    expect(stepAmount(100, 100, -1)).toBe(100);
    expect(stepAmount(0.1, 0.2, 1)).toBe(0.3);
  });
});
