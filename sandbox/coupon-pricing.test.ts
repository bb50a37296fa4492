import { bonusBetCoef, isBonusBetOffered } from '@/features/coupon/possible-win';
import { bonusBetPrice } from './coupon-pricing';

/** n bets of the same coefficient and kind. */
const bets = (n: number, coef: number, kind = 1) =>
  Array.from({ length: n }, () => ({ coef, kind }));

describe('the sandbox prices the bonus bet itself (spec 02 §4)', () => {
  it('pays 1 + n/100 on an express of 3 to 9 bets, 1.1 from ten on', () => {
    expect(bonusBetPrice(bets(3, 2))).toBe(1.03);
    expect(bonusBetPrice(bets(9, 1.5))).toBe(1.09);
    expect(bonusBetPrice(bets(10, 1.5))).toBe(1.1);
    expect(bonusBetPrice(bets(14, 1.2))).toBe(1.1);
  });

  it('refuses fewer than 3 bets, a bet under 1.1 and a bet of kind 7', () => {
    expect(bonusBetPrice(bets(2, 3))).toBeNull();
    expect(bonusBetPrice([...bets(3, 2), { coef: 1.09, kind: 1 }])).toBeNull();
    expect(bonusBetPrice([...bets(3, 2), { coef: 2, kind: 7 }])).toBeNull();
    expect(bonusBetPrice(bets(3, 1.1))).toBe(1.03);
  });

  // Two implementations of one rule: the operator's (here) and the slip's, which offers the bet.
  it('agrees with the slip on when the bonus bet is offered and at what coefficient', () => {
    const coefs = [1.01, 1.09, 1.1, 1.11, 1.5, 2, 3.25, 12];
    for (let n = 0; n <= 11; n += 1) {
      for (const coef of coefs) {
        for (const kind of [1, 7]) {
          const express = [...bets(Math.max(0, n - 1), 1.8), ...bets(Math.min(n, 1), coef, kind)];
          const slip = isBonusBetOffered(express, true) ? bonusBetCoef(express.length) : null;
          expect([n, coef, kind, bonusBetPrice(express)]).toEqual([n, coef, kind, slip]);
        }
      }
    }
  });
});
