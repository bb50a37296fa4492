/**
 * The possible win of a coupon of each type (spec 02 §3 "Coupon types", §5 "Possible win is amount
 * times coef, or exact coef if set"). Exact arithmetic: stakes in minor units, coefficients in
 * thousandths, one fraction per coupon rounded down to the minor unit at the end, as a bookmaker
 * rounds a payout.
 */
import type { CouponTypeId } from '@contract/coupon';
import { COUPON_TYPE_IDS } from '@contract/coupon';

const SCALE = 1000n;
/** The bookmaker's margin on an anti-express price. */
export const ANTI_EXPRESS_MARGIN = 0.06;

interface Fraction {
  numerator: bigint;
  denominator: bigint;
}

export interface PricedBet {
  coef: number;
  blockId: number | null;
  isBanker: boolean;
}

export interface PricingInput {
  typeId: Exclude<CouponTypeId, 9>;
  /** The whole stake; for conditional coupons the sum of the block amounts. */
  stakeMinor: number;
  bets: readonly PricedBet[];
  systemValue: number;
  /** Single and express: priced at this coefficient when above 0. */
  exactCoef: number;
  /** Conditional: each block's own stake, by block id. */
  blockStakesMinor: ReadonlyMap<number, number>;
  /** Express with the bonus bet (spec 02 §4): the product is multiplied by this coef. */
  bonusCoef?: number;
}

export interface CouponPrice {
  possibleWinMinor: number;
  /** The total coefficient: the express product, or possible win / stake for split stakes. */
  coef: number;
}

function scaled(coef: number): bigint {
  return BigInt(Math.round(coef * 1000));
}

function product(values: readonly bigint[]): bigint {
  return values.reduce((total, value) => total * value, 1n);
}

function binomial(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let result = 1n;
  for (let i = 1; i <= k; i++) result = (result * BigInt(n - k + i)) / BigInt(i);
  return result;
}

/** Sum over every k-combination of the values of their product (elementary symmetric sum). */
function combinationSum(values: readonly bigint[], k: number): bigint {
  const sums: bigint[] = Array.from({ length: k + 1 }, (_, j) => (j === 0 ? 1n : 0n));
  for (const value of values) {
    for (let j = k; j >= 1; j--) sums[j] = (sums[j] ?? 0n) + (sums[j - 1] ?? 0n) * value;
  }
  return sums[k] ?? 0n;
}

/** Blocks in ascending block id, each with its bets. */
function blocksOf(bets: readonly PricedBet[]): { blockId: number; bets: PricedBet[] }[] {
  const blocks = new Map<number, PricedBet[]>();
  for (const bet of bets) {
    const id = bet.blockId ?? 0;
    blocks.set(id, [...(blocks.get(id) ?? []), bet]);
  }
  return [...blocks.entries()]
    .sort(([a], [b]) => a - b)
    .map(([blockId, list]) => ({ blockId, bets: list }));
}

/** The win if every bet wins, as an exact fraction of minor units. */
function winFraction(input: PricingInput): Fraction {
  const stake = BigInt(input.stakeMinor);
  const coefs = input.bets.map((bet) => scaled(bet.coef));
  const n = coefs.length;
  switch (input.typeId) {
    case COUPON_TYPE_IDS.single:
    case COUPON_TYPE_IDS.express:
      if (input.exactCoef > 0)
        return { numerator: stake * scaled(input.exactCoef), denominator: SCALE };
      if (input.bonusCoef !== undefined) {
        return {
          numerator: stake * product(coefs) * scaled(input.bonusCoef),
          denominator: SCALE ** BigInt(n + 1),
        };
      }
      return { numerator: stake * product(coefs), denominator: SCALE ** BigInt(n) };
    case COUPON_TYPE_IDS.system: {
      // Bankers are in every line; the lines are the (k − b)-combinations of the other bets.
      const bankers = input.bets.filter((bet) => bet.isBanker).map((bet) => scaled(bet.coef));
      const others = input.bets.filter((bet) => !bet.isBanker).map((bet) => scaled(bet.coef));
      const k = input.systemValue - bankers.length;
      const lines = binomial(others.length, k);
      return {
        numerator: stake * product(bankers) * combinationSum(others, k),
        denominator: lines * SCALE ** BigInt(input.systemValue),
      };
    }
    case COUPON_TYPE_IDS.chain: {
      // The stake rides bet after bet; each win after the first adds stake × (coef − 1).
      const sum = coefs.reduce((total, coef) => total + coef, 0n);
      return { numerator: stake * (sum - BigInt(n - 1) * SCALE), denominator: SCALE };
    }
    case COUPON_TYPE_IDS.multibet: {
      // A system over blocks, each block an express; products put over the largest block's scale.
      const blocks = blocksOf(input.bets);
      const largest = Math.max(...blocks.map((block) => block.bets.length));
      const values = blocks.map(
        (block) =>
          product(block.bets.map((bet) => scaled(bet.coef))) *
          SCALE ** BigInt(largest - block.bets.length),
      );
      const k = input.systemValue;
      return {
        numerator: stake * combinationSum(values, k),
        denominator: binomial(values.length, k) * SCALE ** BigInt(largest * k),
      };
    }
    case COUPON_TYPE_IDS.conditional: {
      // Blocks play in block id order; each is staked with its own amount plus the last return.
      let carried: Fraction = { numerator: 0n, denominator: 1n };
      for (const block of blocksOf(input.bets)) {
        const own = BigInt(input.blockStakesMinor.get(block.blockId) ?? 0);
        const blockCoefs = block.bets.map((bet) => scaled(bet.coef));
        carried = {
          numerator: (own * carried.denominator + carried.numerator) * product(blockCoefs),
          denominator: carried.denominator * SCALE ** BigInt(blockCoefs.length),
        };
      }
      return carried;
    }
    case COUPON_TYPE_IDS.antiExpress:
      return {
        numerator: stake * scaled(antiExpressCoef(input.bets.map((bet) => bet.coef))),
        denominator: SCALE,
      };
    case COUPON_TYPE_IDS.lucky:
    case COUPON_TYPE_IDS.patent: {
      // Every combination of 1…n bets, 2ⁿ − 1 lines: Σ products = Π(1 + cᵢ) − 1.
      const all = coefs.reduce((total, coef) => total * (SCALE + coef), 1n) - SCALE ** BigInt(n);
      return { numerator: stake * all, denominator: (2n ** BigInt(n) - 1n) * SCALE ** BigInt(n) };
    }
  }
}

/**
 * The anti-express price: it wins unless every bet wins. The chance that all win is read from the
 * bets' coefficients, the margin is taken off the fair price, and the result has two decimals.
 */
export function antiExpressCoef(coefs: readonly number[]): number {
  const allWin = coefs.reduce((total, coef) => total / coef, 1);
  const fair = 1 / (1 - allWin);
  return Math.max(1.01, Math.floor(fair * (1 - ANTI_EXPRESS_MARGIN) * 100) / 100);
}

/** spec 02 §4 and §9: what an express must be for the operator to pay the bonus bet on it. */
const BONUS_BET_RULE = {
  /** Fewest bets. */
  bets: 3,
  /** Every bet's coefficient at least this, in thousandths. */
  betCoefMilli: 1100,
  /** The product of the coefficients at least this, in thousandths. */
  totalCoefMilli: 1010,
  /** Bets of this market kind never count. */
  refusedKind: 7,
} as const;

/**
 * The bonus bet's coefficient on an express of `bets` (spec 02 §4), or null when the express
 * does not qualify: 1 + n/100 for n bets up to 9 (1.03 for three), 1.1 from ten on.
 */
export function bonusBetPrice(bets: readonly { coef: number; kind: number }[]): number | null {
  const milli = bets.map((bet) => BigInt(Math.round(bet.coef * 1000)));
  const product = milli.reduce((total, coef) => total * coef, 1n);
  const floor =
    BigInt(BONUS_BET_RULE.totalCoefMilli) * SCALE ** BigInt(Math.max(0, bets.length - 1));
  const qualifies =
    bets.length >= BONUS_BET_RULE.bets &&
    bets.every((bet) => bet.kind !== BONUS_BET_RULE.refusedKind) &&
    milli.every((coef) => coef >= BigInt(BONUS_BET_RULE.betCoefMilli)) &&
    product >= floor;
  if (!qualifies) return null;
  return bets.length <= 9 ? (100 + bets.length) / 100 : 1.1;
}

export function priceCoupon(input: PricingInput): CouponPrice {
  const win = winFraction(input);
  const possibleWinMinor = Number(win.numerator / win.denominator);
  let coef: number;
  if (input.typeId === COUPON_TYPE_IDS.single || input.typeId === COUPON_TYPE_IDS.express) {
    coef =
      input.exactCoef > 0
        ? input.exactCoef
        : input.bets.reduce((total, bet) => total * bet.coef, input.bonusCoef ?? 1);
  } else if (input.typeId === COUPON_TYPE_IDS.antiExpress) {
    coef = antiExpressCoef(input.bets.map((bet) => bet.coef));
  } else {
    coef = possibleWinMinor / input.stakeMinor;
  }
  return { possibleWinMinor, coef: Math.max(1, Math.round(coef * 1000) / 1000) };
}
