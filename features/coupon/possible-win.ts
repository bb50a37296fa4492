import { combinationCountBig } from './combinations';
import { COUPON_TYPES, groupByBlock, type CouponTypeId } from './coupon-types';

/**
 * Possible win of a coupon for every type of spec 02 §3 "Coupon types (typeId)".
 *
 * Money is exact (docs/conventions.md "Money and odds"): amounts (at most two decimals) become
 * whole minor units (× 100), coefficients whole thousandths (× 1000, exact for lines priced to two
 * or three decimals), and every win is one BigInt fraction rounded DOWN to the minor unit once, at
 * the end, as bookmakers round payouts. Results are returned in currency units.
 */

const MINOR_PER_UNIT = 100;
const COEF_SCALE = 1000n;
const ONE: Fraction = { numerator: 1n, denominator: 1n };

export interface WinBet {
  id: string | number;
  /** Decimal coefficient. */
  coef: number;
  blockId?: number;
  isBanker?: boolean;
  /** Market kind; kind 7 never takes a bonus bet (spec 02 §4). */
  kind?: number;
}

export interface WinCoupon {
  typeId: CouponTypeId;
  bets: readonly WinBet[];
  amount: number;
  amountByBetId?: Readonly<Record<string, number>>;
  amountByBlockId?: Readonly<Record<string, number>>;
  /** spec 02 §3: default 2, never below 2. */
  systemValue?: number;
  /** spec 02 §4: 0 means off. */
  exactCoef?: number;
  /** The server's price of an anti-express. */
  antiExpressCoef?: number | null;
  /** spec 02 §3: default true. */
  isActiveSystemBanker?: boolean;
}

export interface BetWin {
  id: string | number;
  stake: number;
  win: number;
}

export interface PossibleWin {
  stake: number;
  maxWin: number;
  /** The smallest line's payout, all bets of that line winning. */
  minWin?: number;
  lines?: number;
  /** For display, rounded down; wins use the exact split of the stake. */
  stakePerLine?: number;
  perBet?: readonly BetWin[];
}

/** The possible win of the coupon, or null when it cannot be computed (bad amount, coef, shape). */
export function possibleWin(coupon: WinCoupon): PossibleWin | null {
  const { amount, bets, systemValue = 2 } = coupon;
  switch (coupon.typeId) {
    case COUPON_TYPES.single.id:
      return bets.length === 1 && bets[0] ? singleWin(amount, bets[0], coupon.exactCoef) : null;
    case COUPON_TYPES.express.id:
      return expressWin(amount, bets, coupon.exactCoef);
    case COUPON_TYPES.system.id:
      return systemWin(amount, bets, systemValue, coupon.isActiveSystemBanker);
    case COUPON_TYPES.chain.id:
      return chainWin(amount, bets);
    case COUPON_TYPES.multibet.id:
      return multibetWin(amount, bets, systemValue);
    case COUPON_TYPES.conditional.id:
      return conditionalWin(bets, coupon.amountByBlockId ?? {});
    case COUPON_TYPES.antiExpress.id:
      return antiExpressWin(amount, coupon.antiExpressCoef);
    case COUPON_TYPES.lucky.id:
    case COUPON_TYPES.patent.id:
      return fullCoverWin(amount, bets);
    case COUPON_TYPES.manySingles.id:
      return manySinglesWin(amount, bets, coupon.amountByBetId ?? {});
    default:
      return null;
  }
}

/** A single is an express of one bet. */
export function singleWin(amount: number, bet: WinBet, exactCoef = 0): PossibleWin | null {
  return expressWin(amount, [bet], exactCoef);
}

/**
 * Express (spec 02 §5): amount × coef, the coef being the exact coef when it is set (> 0, spec 02
 * §4: 0 means off), else the product of the bets' coefs.
 */
export function expressWin(
  amount: number,
  bets: readonly WinBet[],
  exactCoef = 0,
): PossibleWin | null {
  const stake = toMinor(amount);
  const coefs = toScaledCoefs(bets);
  if (stake === null || coefs === null || coefs.length === 0) return null;
  if (exactCoef > 0) return priced(stake, exactCoef);
  const win = {
    numerator: stake * product(coefs),
    denominator: COEF_SCALE ** BigInt(coefs.length),
  };
  return { stake: toUnits(stake), maxWin: roundDown(win) };
}

/**
 * System k of n: the stake is split equally over the C(n, k) lines, each line an express of k
 * bets. Bankers (when `isActiveSystemBanker`) are in every line, so the system runs over the other
 * bets with k reduced by the banker count, matching `systemOptions`. k below 2 is read as 2
 * (spec 02 §5).
 */
export function systemWin(
  amount: number,
  bets: readonly WinBet[],
  systemValue: number,
  isActiveSystemBanker = true,
): PossibleWin | null {
  const stake = toMinor(amount);
  const isBanker = (bet: WinBet) => isActiveSystemBanker && bet.isBanker === true;
  const bankers = toScaledCoefs(bets.filter(isBanker));
  const others = toScaledCoefs(bets.filter((bet) => !isBanker(bet)));
  const k = systemK(systemValue);
  if (stake === null || bankers === null || others === null || k === null) return null;
  const inEveryLine = {
    numerator: product(bankers),
    denominator: COEF_SCALE ** BigInt(bankers.length),
  };
  return splitOverLines(stake, others, COEF_SCALE, k - bankers.length, inEveryLine);
}

/**
 * Multibet, a system by blocks: each block is an express of its bets, then a k-of-blocks system
 * (k = systemValue, at least 2) with the stake split equally. Every bet needs a blockId.
 */
export function multibetWin(
  amount: number,
  bets: readonly WinBet[],
  systemValue: number,
): PossibleWin | null {
  const stake = toMinor(amount);
  const blocks = groupByBlock(bets);
  const k = systemK(systemValue);
  if (stake === null || blocks === null || k === null) return null;
  const blockCoefs: bigint[][] = [];
  for (const block of blocks) {
    const coefs = toScaledCoefs(block.bets);
    if (coefs === null) return null;
    blockCoefs.push(coefs);
  }
  // Blocks differ in size, so each block's product is put over the largest block's scale.
  const largest = Math.max(...blockCoefs.map((coefs) => coefs.length));
  const values = blockCoefs.map(
    (coefs) => product(coefs) * COEF_SCALE ** BigInt(largest - coefs.length),
  );
  return splitOverLines(stake, values, COEF_SCALE ** BigInt(largest), k, ONE);
}

/**
 * Lucky and patent share one formula, a full cover: every combination of size 1…n, so
 * 2^n − 1 lines with the stake split equally. Their availability differs (coupon-types.ts).
 * The sum over all non-empty combinations of their coef products is Π(1 + cᵢ) − 1.
 */
export function fullCoverWin(amount: number, bets: readonly WinBet[]): PossibleWin | null {
  const stake = toMinor(amount);
  const coefs = toScaledCoefs(bets);
  if (stake === null || coefs === null || coefs.length === 0) return null;
  const scale = COEF_SCALE ** BigInt(coefs.length);
  const allLines = coefs.reduce((total, coef) => total * (COEF_SCALE + coef), 1n) - scale;
  const lines = 2n ** BigInt(coefs.length) - 1n;
  if (lines > BigInt(Number.MAX_SAFE_INTEGER)) return null;
  return {
    stake: toUnits(stake),
    maxWin: roundDown({ numerator: stake * allLines, denominator: lines * scale }),
    // The smallest line is the single on the lowest coef.
    minWin: roundDown({ numerator: stake * smallest(coefs, 1), denominator: lines * COEF_SCALE }),
    lines: Number(lines),
    stakePerLine: roundDown({ numerator: stake, denominator: lines }),
  };
}

/**
 * Chain: the bets are played in order. The stake S goes on the first bet; before each next bet
 * the stake taken from the running return R is min(S, R), and what is left of R is kept. If every
 * bet wins, R after the first bet is S·c₁ > S (every coef is at least 1), so each next bet adds
 * S·(cᵢ − 1) and the final return is S · (c₁ + Σᵢ₌₂ⁿ (cᵢ − 1)) = S · (Σ cᵢ − (n − 1)).
 */
export function chainWin(amount: number, bets: readonly WinBet[]): PossibleWin | null {
  const stake = toMinor(amount);
  const coefs = toScaledCoefs(bets);
  if (stake === null || coefs === null || coefs.length === 0) return null;
  const coefTotal = coefs.reduce((total, coef) => total + coef, 0n);
  const returnCoef = coefTotal - BigInt(coefs.length - 1) * COEF_SCALE;
  return {
    stake: toUnits(stake),
    maxWin: roundDown({ numerator: stake * returnCoef, denominator: COEF_SCALE }),
  };
}

/**
 * Conditional: blocks settle in ascending blockId order. Block i is staked with its own amount
 * (`amountByBlockId`, 0 when missing) plus the return of block i − 1, and returns that stake
 * times the product of its coefs. The max win is the last block's return, all blocks winning;
 * the stake is the sum of the block amounts. Every bet needs a blockId.
 */
export function conditionalWin(
  bets: readonly WinBet[],
  amountByBlockId: Readonly<Record<string, number>>,
): PossibleWin | null {
  const blocks = groupByBlock(bets);
  if (blocks === null || blocks.length === 0) return null;
  let totalStake = 0n;
  let carried: Fraction = { numerator: 0n, denominator: 1n };
  for (const block of blocks) {
    const amount = toMinor(amountByBlockId[block.blockId] ?? 0);
    const coefs = toScaledCoefs(block.bets);
    if (amount === null || coefs === null) return null;
    totalStake += amount;
    carried = {
      numerator: (amount * carried.denominator + carried.numerator) * product(coefs),
      denominator: carried.denominator * COEF_SCALE ** BigInt(coefs.length),
    };
  }
  return { stake: toUnits(totalStake), maxWin: roundDown(carried) };
}

/** Anti-express has no formula: the server prices it (`antiExpressCoef`); null without a price. */
export function antiExpressWin(
  amount: number,
  antiExpressCoef: number | null | undefined,
): PossibleWin | null {
  const stake = toMinor(amount);
  if (stake === null || antiExpressCoef == null) return null;
  return priced(stake, antiExpressCoef);
}

/**
 * Many singles: each bet is its own single with its own amount (`amountByBetId`, else `amount`),
 * rounded down on its own as it is settled on its own; the max win is the sum of those wins.
 */
export function manySinglesWin(
  amount: number,
  bets: readonly WinBet[],
  amountByBetId: Readonly<Record<string, number>>,
): PossibleWin | null {
  if (bets.length === 0) return null;
  const perBet: BetWin[] = [];
  let totalStake = 0n;
  let totalWinMinor = 0n;
  for (const bet of bets) {
    const stake = toMinor(amountByBetId[bet.id] ?? amount);
    const coef = toScaledCoef(bet.coef);
    if (stake === null || coef === null) return null;
    const winMinor = (stake * coef) / COEF_SCALE;
    totalStake += stake;
    totalWinMinor += winMinor;
    perBet.push({ id: bet.id, stake: toUnits(stake), win: toUnits(winMinor) });
  }
  return { stake: toUnits(totalStake), maxWin: toUnits(totalWinMinor), perBet };
}

/** spec 02 §4: the bonus bet's coef is 1 + n/100 for n bets from 1 to 9, otherwise 1.1. */
export function bonusBetCoef(betCount: number): number {
  return Number.isInteger(betCount) && betCount >= 1 && betCount <= 9
    ? (100 + betCount) / 100
    : 1.1;
}

/** spec 02 §9 bonus bet limits. */
export const BONUS_BET = { minCoef: 1.1, minBets: 3, minTotalCoef: 1.01, excludedKind: 7 } as const;

/**
 * spec 02 §4: a bonus bet is offered on an express coupon only when the site allows it, every
 * bet has coef at least 1.1 and is not kind 7, there are at least 3 bets, and the total coef
 * (the product of the bets' coefs) is at least 1.01. The caller checks that the coupon is an
 * express.
 */
export function isBonusBetOffered(
  bets: readonly Pick<WinBet, 'coef' | 'kind'>[],
  siteAllows: boolean,
): boolean {
  const totalCoef = bets.reduce((total, bet) => total * bet.coef, 1);
  return (
    siteAllows &&
    bets.length >= BONUS_BET.minBets &&
    bets.every((bet) => bet.coef >= BONUS_BET.minCoef && bet.kind !== BONUS_BET.excludedKind) &&
    totalCoef >= BONUS_BET.minTotalCoef
  );
}

/** spec 02 §5: the system value is at least 2; a lower value is read as 2. */
function systemK(systemValue: number): number | null {
  return Number.isFinite(systemValue) ? Math.max(2, Math.trunc(systemValue)) : null;
}

/** An exact non-negative amount of minor units. */
interface Fraction {
  numerator: bigint;
  denominator: bigint;
}

/**
 * Equal split of `stake` over every k-of-n choice of `values` (coefs as value / scale), each
 * line also multiplied by `inEveryLine` (the bankers). The max win is the sum over all lines;
 * the min win is the line of the k smallest coefs, since every coef is at least 1.
 */
function splitOverLines(
  stake: bigint,
  values: readonly bigint[],
  scale: bigint,
  k: number,
  inEveryLine: Fraction,
): PossibleWin | null {
  if (k < 1 || k > values.length) return null;
  const lines = combinationCountBig(values.length, k);
  if (lines > BigInt(Number.MAX_SAFE_INTEGER)) return null;
  const denominator = lines * scale ** BigInt(k) * inEveryLine.denominator;
  const perLineFactor = stake * inEveryLine.numerator;
  return {
    stake: toUnits(stake),
    maxWin: roundDown({ numerator: perLineFactor * sumOfLineProducts(values, k), denominator }),
    minWin: roundDown({ numerator: perLineFactor * smallest(values, k), denominator }),
    lines: Number(lines),
    stakePerLine: roundDown({ numerator: stake, denominator: lines }),
  };
}

/**
 * The sum over every k-of-n combination of the product of its values (the elementary symmetric
 * polynomial eₖ), built value by value in O(n·k) instead of walking all C(n, k) lines.
 */
function sumOfLineProducts(values: readonly bigint[], k: number): bigint {
  // sums[j] = sum of products of every j-combination of the values seen so far.
  const sums: bigint[] = Array.from({ length: k + 1 }, (_, j) => (j === 0 ? 1n : 0n));
  for (const value of values) {
    for (let j = k; j >= 1; j--) sums[j] = (sums[j] ?? 0n) + (sums[j - 1] ?? 0n) * value;
  }
  return sums[k] ?? 0n;
}

/** The product of the k smallest values. */
function smallest(values: readonly bigint[], k: number): bigint {
  const ascending = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return product(ascending.slice(0, k));
}

function product(values: readonly bigint[]): bigint {
  return values.reduce((total, value) => total * value, 1n);
}

/** A coupon priced as a whole: exact coef or the server's anti-express coef. */
function priced(stake: bigint, coef: number): PossibleWin | null {
  const scaled = toScaledCoef(coef);
  if (scaled === null) return null;
  return {
    stake: toUnits(stake),
    maxWin: roundDown({ numerator: stake * scaled, denominator: COEF_SCALE }),
  };
}

function toMinor(amount: number): bigint | null {
  if (!Number.isFinite(amount) || amount < 0) return null;
  return BigInt(Math.round(amount * MINOR_PER_UNIT));
}

function toScaledCoef(coef: number): bigint | null {
  if (!Number.isFinite(coef) || coef < 1) return null;
  return BigInt(Math.round(coef * Number(COEF_SCALE)));
}

function toScaledCoefs(bets: readonly WinBet[]): bigint[] | null {
  const coefs: bigint[] = [];
  for (const bet of bets) {
    const coef = toScaledCoef(bet.coef);
    if (coef === null) return null;
    coefs.push(coef);
  }
  return coefs;
}

/** Rounds down to the minor unit (BigInt division truncates; every value here is ≥ 0). */
function roundDown(amount: Fraction): number {
  return toUnits(amount.numerator / amount.denominator);
}

function toUnits(minor: bigint): number {
  return Number(minor) / MINOR_PER_UNIT;
}
