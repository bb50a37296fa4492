import { combinationCount } from './combinations';

/**
 * Which bets a type multiplies together, and so which of them must come from different games and
 * be allowed in combinations (not `isBannedExpress`, not `isDepend`):
 * - 'all-bets': every bet can meet every other in one line (express, system, multibet…);
 * - 'each-block': only bets of the same block meet (conditional blocks settle one after another);
 * - 'none': every bet is settled alone (single, chain, many singles).
 */
export type CombinationScope = 'all-bets' | 'each-block' | 'none';

export interface CouponTypeRule {
  id: number;
  minBets: number;
  /** null: no upper limit in the spec; the site's max amount limits the coupon instead. */
  maxBets: number | null;
  /** 0: the type does not use blocks; otherwise every bet needs a blockId. */
  minBlocks: number;
  combination: CombinationScope;
}

/**
 * spec 02 §3 "Coupon types (typeId)". Bet ranges where the spec is silent:
 * - lucky 4–6 and patent exactly 3 follow the bookmaker names (Lucky 15, 31, 63; Patent);
 *   both are full cover bets, every combination of size 1…n;
 * - system needs 3 bets, so that at least one k from 2 to n − 1 exists.
 */
export const COUPON_TYPES = {
  single: { id: 0, minBets: 1, maxBets: 1, minBlocks: 0, combination: 'none' },
  express: { id: 1, minBets: 2, maxBets: null, minBlocks: 0, combination: 'all-bets' },
  system: { id: 2, minBets: 3, maxBets: null, minBlocks: 0, combination: 'all-bets' },
  chain: { id: 3, minBets: 2, maxBets: null, minBlocks: 0, combination: 'none' },
  multibet: { id: 4, minBets: 2, maxBets: null, minBlocks: 2, combination: 'all-bets' },
  conditional: { id: 5, minBets: 2, maxBets: null, minBlocks: 2, combination: 'each-block' },
  antiExpress: { id: 6, minBets: 2, maxBets: null, minBlocks: 0, combination: 'all-bets' },
  lucky: { id: 7, minBets: 4, maxBets: 6, minBlocks: 0, combination: 'all-bets' },
  patent: { id: 8, minBets: 3, maxBets: 3, minBlocks: 0, combination: 'all-bets' },
  manySingles: { id: 9, minBets: 2, maxBets: null, minBlocks: 0, combination: 'none' },
} as const satisfies Record<string, CouponTypeRule>;

export type CouponTypeKey = keyof typeof COUPON_TYPES;
export type CouponTypeId = (typeof COUPON_TYPES)[CouponTypeKey]['id'];

/** The table as a list, in typeId order. */
export const COUPON_TYPE_LIST: readonly (typeof COUPON_TYPES)[CouponTypeKey][] =
  Object.values(COUPON_TYPES);

export function isCouponTypeId(value: number): value is CouponTypeId {
  return COUPON_TYPE_LIST.some((rule) => rule.id === value);
}

/** The fields of a coupon bet (spec 02 §3 "Coupon bet") that decide which types fit. */
export interface AvailabilityBet {
  gameId: number | string;
  blockId?: number;
  isBanker?: boolean;
  isBannedExpress?: boolean;
  isDepend?: boolean;
}

export interface AvailabilityContext {
  /** Types the site config enables; every type when absent. */
  enabledTypeIds?: readonly CouponTypeId[];
  /** spec 02 §3 Coupon state: default true. */
  isActiveSystemBanker?: boolean;
}

/** The coupon types the bets allow, in typeId order. */
export function availableTypes(
  bets: readonly AvailabilityBet[],
  context: AvailabilityContext = {},
): CouponTypeId[] {
  return COUPON_TYPE_LIST.filter((rule) => isAvailable(rule, bets, context)).map((rule) => rule.id);
}

function isAvailable(
  rule: (typeof COUPON_TYPE_LIST)[number],
  bets: readonly AvailabilityBet[],
  context: AvailabilityContext,
): boolean {
  if (context.enabledTypeIds && !context.enabledTypeIds.includes(rule.id)) return false;
  if (bets.length < rule.minBets) return false;
  if (rule.maxBets !== null && bets.length > rule.maxBets) return false;
  const blocks = groupByBlock(bets);
  if (rule.minBlocks > 0 && (blocks === null || blocks.length < rule.minBlocks)) return false;
  if (rule.combination === 'all-bets' && !canCombine(bets)) return false;
  if (rule.combination === 'each-block' && !blocks?.every((block) => canCombine(block.bets))) {
    return false;
  }
  if (rule.id === COUPON_TYPES.system.id) {
    const bankers = context.isActiveSystemBanker === false ? 0 : countBankers(bets);
    return systemOptions(bets.length, bankers).length > 0;
  }
  return true;
}

/** Bets multiplied into one line must come from different games and allow combining. */
function canCombine(bets: readonly AvailabilityBet[]): boolean {
  const games = new Set(bets.map((bet) => bet.gameId));
  return games.size === bets.length && bets.every((bet) => !bet.isBannedExpress && !bet.isDepend);
}

export interface CouponBlock<Bet> {
  blockId: number;
  bets: Bet[];
}

/**
 * Bets grouped by blockId, blocks in ascending blockId order (the order the coupon shows them and
 * a conditional coupon settles them); null when a bet has no block.
 */
export function groupByBlock<Bet extends { blockId?: number }>(
  bets: readonly Bet[],
): CouponBlock<Bet>[] | null {
  const blocks = new Map<number, Bet[]>();
  for (const bet of bets) {
    if (bet.blockId === undefined) return null;
    const block = blocks.get(bet.blockId);
    if (block) block.push(bet);
    else blocks.set(bet.blockId, [bet]);
  }
  return [...blocks.entries()]
    .sort(([a], [b]) => a - b)
    .map(([blockId, blockBets]) => ({ blockId, bets: blockBets }));
}

function countBankers(bets: readonly AvailabilityBet[]): number {
  return bets.filter((bet) => bet.isBanker).length;
}

/** spec 02 §3 "System option". */
export interface SystemOption {
  /** k of "k of n", counting the bankers. */
  value: number;
  /** The banker count: each line holds the bankers and value − offset of the other bets. */
  offset: number;
  /** The smallest coupon amount that gives every line the minimum line stake. */
  minBetAmount: number;
  /** Lines in the system: C(n − offset, value − offset). */
  combo: number;
}

/**
 * The k-of-n choices for a system coupon, k from 2 to n − 1 (spec 02 §5: at least 2). Bankers are
 * in every line, so with b bankers the lines are the (k − b)-of-(n − b) combinations of the other
 * bets; k starts above b so that each line still has at least one non-banker bet.
 */
export function systemOptions(n: number, bankers = 0, minLineStake = 0): SystemOption[] {
  if (!Number.isSafeInteger(n) || !Number.isSafeInteger(bankers) || bankers < 0) return [];
  const minLineStakeMinor = Math.round(minLineStake * 100);
  const options: SystemOption[] = [];
  for (let value = Math.max(2, bankers + 1); value <= n - 1; value++) {
    const combo = combinationCount(n - bankers, value - bankers);
    options.push({
      value,
      offset: bankers,
      combo,
      minBetAmount: (minLineStakeMinor * combo) / 100,
    });
  }
  return options;
}
