import { canBuy, isFull, quickPick } from './lotto-picks';

const fixed = { numbers: 36, pickMin: 5, pickMax: 5 };
const keno = { numbers: 80, pickMin: 1, pickMax: 10 };

describe('lotto picks', () => {
  it.each([
    [fixed, 4, false, false],
    [fixed, 5, true, true],
    [keno, 0, false, false],
    [keno, 1, true, false],
    [keno, 10, true, true],
    [keno, 11, false, true],
  ])('%j with %i picked: can buy %s, full %s', (rules, picked, buy, full) => {
    expect(canBuy(rules, picked)).toBe(buy);
    expect(isFull(rules, picked)).toBe(full);
  });

  it('quick-picks pickMax distinct numbers in range, ascending', () => {
    for (let seed = 0; seed < 20; seed++) {
      let state = seed;
      const random = () => (state = (state * 9301 + 49297) % 233280) / 233280;
      const numbers = quickPick(keno, random);
      expect(numbers).toHaveLength(10);
      expect(new Set(numbers).size).toBe(10);
      expect(numbers.every((n) => n >= 1 && n <= 80)).toBe(true);
      expect([...numbers].sort((a, b) => a - b)).toEqual(numbers);
    }
  });
});
