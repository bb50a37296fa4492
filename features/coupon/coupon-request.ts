import type { CoefViewId } from '@/features/settings';
import type { CouponRequest } from '@/server/upstream/schemas/coupon';
import { COUPON_TYPES, groupByBlock } from './coupon-types';
import type { CouponSettingsState } from './couponSettingsSlice';
import { hasBonusBet, type CouponState } from './couponSlice';
import { possibleWin, type PossibleWin } from './possible-win';

/** Types priced at exactly `exactCoef` when it is set (spec 02 §4, §5). */
const EXACT_COEF_TYPES: readonly number[] = [COUPON_TYPES.single.id, COUPON_TYPES.express.id];

/** Types whose bets are grouped in blocks. */
const BLOCK_TYPES: readonly number[] = [COUPON_TYPES.multibet.id, COUPON_TYPES.conditional.id];

/** The stake of the coupon: for a conditional coupon, the sum of its block amounts. */
export function couponStake(coupon: CouponState): number {
  if (coupon.typeId !== COUPON_TYPES.conditional.id) return coupon.amount;
  const blocks = groupByBlock(coupon.bets) ?? [];
  const minor = blocks.reduce(
    (total, block) => total + Math.round((coupon.amountByBlockId[block.blockId] ?? 0) * 100),
    0,
  );
  return minor / 100;
}

/** The block amounts a conditional coupon sends: one per block, none for other types. */
function blockAmounts(coupon: CouponState): Record<string, number> {
  if (coupon.typeId !== COUPON_TYPES.conditional.id) return {};
  const blocks = groupByBlock(coupon.bets) ?? [];
  return Object.fromEntries(
    blocks.map((block) => [String(block.blockId), coupon.amountByBlockId[block.blockId] ?? 0]),
  );
}

/**
 * spec 02 §3 "Coupon for sending". The bearer token names the player, so there is no userId; the
 * stake of many singles is the stake of each single.
 */
export function couponForSending(
  coupon: CouponState,
  settings: CouponSettingsState,
  accountId: number,
  coefViewId: CoefViewId,
): CouponRequest {
  const { typeId } = coupon;
  const usesBlocks = BLOCK_TYPES.includes(typeId);
  const request: CouponRequest = {
    accountId,
    amount: couponStake(coupon),
    amountByBlockId: blockAmounts(coupon),
    bets: coupon.bets.map((bet) => ({
      outcomeId: bet.market.id,
      gameId: bet.market.gameId,
      coef: bet.market.coef,
      ...(usesBlocks ? { blockId: bet.blockId } : {}),
      ...(typeId === COUPON_TYPES.system.id && coupon.isActiveSystemBanker && bet.isBanker
        ? { isBanker: true }
        : {}),
    })),
    changeCoefAction: settings.changeCoefAction,
    coef: coupon.coef,
    coefViewId,
    exactCoef: EXACT_COEF_TYPES.includes(typeId) ? settings.exactCoef : 0,
    isDropOnScoreChange: settings.isDropOnScoreChange,
    prepaidAmount: 0,
    systemValue: coupon.systemValue,
    typeId,
    isBonusBet: hasBonusBet(coupon),
  };
  if (coupon.promoCode) request.promoCode = coupon.promoCode;
  if (coupon.hyperBonusPercent > 0) {
    request.hyperBonusPercent = coupon.hyperBonusPercent;
    request.minHyperBonusBetLimit = coupon.minHyperBonusBetLimit;
    request.maxHyperBonusLimit = coupon.maxHyperBonusLimit;
  }
  return request;
}

/** The coupon's possible win (spec 02 §5: amount × coef, or × the exact coef when set). */
export function couponPossibleWin(
  coupon: CouponState,
  settings: Pick<CouponSettingsState, 'exactCoef'>,
): PossibleWin | null {
  const exactCoef = EXACT_COEF_TYPES.includes(coupon.typeId) ? settings.exactCoef : 0;
  if (coupon.bets.length === 0) return null;
  if (hasBonusBet(coupon) && exactCoef === 0) {
    // The bonus bet raises the express coef; the coupon's coef already holds it.
    return possibleWin({
      typeId: COUPON_TYPES.single.id,
      bets: [{ id: 'coupon', coef: coupon.coef }],
      amount: coupon.amount,
    });
  }
  return possibleWin({
    typeId: coupon.typeId,
    bets: coupon.bets.map((bet) => ({
      id: bet.market.id,
      coef: bet.market.coef,
      blockId: bet.blockId,
      isBanker: bet.isBanker,
      kind: bet.market.kind,
    })),
    amount: coupon.amount,
    amountByBetId: coupon.amountByBetId,
    amountByBlockId: coupon.amountByBlockId,
    systemValue: coupon.systemValue,
    exactCoef,
    antiExpressCoef: coupon.antiExpressCoef,
    isActiveSystemBanker: coupon.isActiveSystemBanker,
  });
}

/** Why the coupon cannot be sent yet; an empty list means it can. */
export type CouponProblem =
  | { code: 'empty' }
  | { code: 'type_unavailable' }
  | { code: 'blocked' }
  | { code: 'coef_changed' }
  | { code: 'no_amount' }
  | { code: 'below_min'; amount: number }
  | { code: 'above_max'; amount: number }
  | { code: 'above_balance'; amount: number }
  | { code: 'block_amounts' };

export function couponProblems(
  coupon: CouponState,
  context: {
    availableTypeIds: readonly number[];
    /** The account's balance, when known. */
    balance?: number | null;
    /** spec 02 §5: no min/max on a bonus account. */
    isBonusAccount?: boolean;
    /** A VIP bet is not held to the max amount (spec 02 §5). */
    isVipBet?: boolean;
  },
): CouponProblem[] {
  if (coupon.bets.length === 0) return [{ code: 'empty' }];
  const problems: CouponProblem[] = [];
  if (!context.availableTypeIds.includes(coupon.typeId))
    problems.push({ code: 'type_unavailable' });
  if (coupon.bets.some((bet) => bet.isBlocked)) problems.push({ code: 'blocked' });
  if (coupon.bets.some((bet) => bet.isCoefChangePending)) problems.push({ code: 'coef_changed' });
  const stake = couponStake(coupon);
  if (coupon.typeId === COUPON_TYPES.conditional.id) {
    const blocks = groupByBlock(coupon.bets) ?? [];
    if (blocks.some((block) => !((coupon.amountByBlockId[block.blockId] ?? 0) > 0))) {
      problems.push({ code: 'block_amounts' });
    }
  } else if (!(stake > 0)) {
    problems.push({ code: 'no_amount' });
  }
  if (!context.isBonusAccount && stake > 0) {
    if (coupon.minBetAmount > 0 && stake < coupon.minBetAmount) {
      problems.push({ code: 'below_min', amount: coupon.minBetAmount });
    }
    if (coupon.maxBetAmount !== null && stake > coupon.maxBetAmount && !context.isVipBet) {
      problems.push({ code: 'above_max', amount: coupon.maxBetAmount });
    }
  }
  const total = coupon.typeId === COUPON_TYPES.manySingles.id ? stake * coupon.bets.length : stake;
  if (context.balance != null && total > context.balance) {
    problems.push({ code: 'above_balance', amount: context.balance });
  }
  return problems;
}

/**
 * spec 02 §5: a VIP bet is offered only when the config enables it, the max amount is finite,
 * every bet is pre-match, the coupon has bets and is not many singles.
 */
export function isVipBetOffered(coupon: CouponState): boolean {
  return (
    coupon.rules.isVipBetEnabled &&
    coupon.maxBetAmount !== null &&
    Number.isFinite(coupon.maxBetAmount) &&
    coupon.bets.length > 0 &&
    coupon.bets.every((bet) => !bet.market.isLive) &&
    coupon.typeId !== COUPON_TYPES.manySingles.id
  );
}
