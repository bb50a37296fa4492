import { minorToAmount, priceTotoCoupon } from './toto-pricing';

describe('priceTotoCoupon', () => {
  it.each([
    [[1, 1, 1], '20.00', 0, 1, 2_000],
    [[2, 1, 3], '20.00', 0, 6, 12_000],
    [[3, 3, 3, 2], '10.00', 0, 54, 54_000],
    [[1, 0, 2], '20.00', 1, 0, 0],
  ])('%j at %s: %i missing, %i combinations, %i minor', (picks, price, missing, combos, stake) => {
    expect(priceTotoCoupon(picks, price)).toEqual({
      missing,
      combinations: combos,
      stakeMinor: stake,
    });
  });

  it('shows minor units as an amount', () => {
    expect(minorToAmount(12_000)).toBe('120.00');
    expect(minorToAmount(5)).toBe('0.05');
  });
});
