import { BET_STATUSES, betStatusKeyOf, type Coupon } from '@/server/upstream/schemas/coupon';
import {
  couponTypeName,
  formatCoef,
  formatMoney,
  historyPageOf,
  STATUS_TONES,
} from './bet-display';
import en from '@/messages/en.json';
import ru from '@/messages/ru.json';

const bet = (blockId: number | null) => ({ blockId }) as Coupon['bets'][number];

describe('bet display', () => {
  it.each(Object.values(BET_STATUSES))(
    'status %i has a tone and a label in both languages',
    (id) => {
      const key = betStatusKeyOf(id);
      expect(STATUS_TONES[key]).toBeDefined();
      expect(en.betting.statuses[key]).toBeTruthy();
      expect(ru.betting.statuses[key]).toBeTruthy();
    },
  );

  it.each([
    [0, null, [null], 'single', 1],
    [1, null, [null, null], 'express', 2],
    [2, 2, [null, null, null], 'system', 3],
    [3, null, [null, null], 'chain', 2],
    [4, 2, [0, 0, 1, 2], 'multibet', 3],
    [5, null, [0, 1], 'conditional', 2],
    [6, null, [null, null], 'antiExpress', 2],
    [7, null, [null, null, null, null], 'lucky', 4],
    [8, null, [null, null, null], 'patent', 3],
  ] as const)('type %i reads as %s', (typeId, systemValue, blocks, key, n) => {
    const name = couponTypeName({ typeId, systemValue, bets: blocks.map(bet) });
    expect(name.key).toBe(key);
    expect(name.values.n).toBe(n);
    expect(en.betting.types[key]).toBeTruthy();
    expect(ru.betting.types[key]).toBeTruthy();
  });

  it('formats money and odds for display only', () => {
    expect(formatMoney('en', '25000.00', 'RUB')).toBe('₽25,000.00');
    // The player's format and the slip's precision: an express's 15.442 reads as the slip's 15.44.
    expect(formatCoef(1.5, 0)).toBe('1.50');
    expect(formatCoef(15.442, 0)).toBe('15.44');
    expect(formatCoef(2.5, 1)).toBe('3/2');
  });

  it.each([
    [undefined, 1],
    ['3', 3],
    [['4', '5'], 4],
    ['0', 1],
    ['-2', 1],
    ['abc', 1],
    ['1e3', 1],
  ] as const)('page %j → %i', (value, page) => {
    expect(historyPageOf(value as string | string[] | undefined)).toBe(page);
  });
});
