import type { Coupon, CouponGroup, SingleResult } from '@/server/upstream/schemas/coupon';
import type { Score } from '@/server/upstream/schemas/line';
import type { CouponBet } from './coupon-bet';
import type { CouponTypeId, SystemOption } from './coupon-types';

/*
 * The coupon's state and what it is made of, which the slice (couponSlice.ts), the first-load
 * view of it (coupon-view.ts), the betting calls (betting-api.ts) and the main layout share:
 * types, and the rules that allow nothing until the site config's are loaded.
 */

/** A refusal as the coupon shows it: the upstream's code and what it says about the fix. */
export interface CouponErrorItem {
  code: string;
  title: string;
  detail?: string;
  meta?: {
    outcomeId?: number;
    coef?: number;
    requestedCoef?: number;
    minBetAmount?: number;
    maxBetAmount?: number;
    balance?: string;
    currency?: string;
  };
}

/**
 * How placing under the kept request id stands: `none` when nothing waits for an answer;
 * `checking` while the outcome of a placing that got no answer is asked for; `unresolved` when
 * that is still unknown (placing waits for a check).
 */
export type PlacingCheck = 'none' | 'checking' | 'unresolved';

/** A one-click bet sent under a request id and not yet decided (placed or refused). */
export interface PendingOneClick {
  outcomeId: number;
  requestId: string;
  /** The content sent under the id (`requestFingerprint`): only the same may reuse it. */
  fingerprint: string;
}

/** What the site config's `coupon` group says (spec 02 §4, §5); nothing allowed until loaded. */
export type CouponRules = CouponGroup;

/** spec 02 §3 "Coupon state", plus what placing a coupon needs to keep. */
export interface CouponState {
  tab: 'coupon' | 'myBets';
  typeId: CouponTypeId;
  bets: CouponBet[];
  /** The account the coupon is placed from; null follows the player's active account. */
  accountId: number | null;
  amount: number;
  /** The player typed an amount: a currency change no longer resets it. */
  isAmountTouched: boolean;
  amountByBlockId: Record<string, number>;
  amountByBetId: Record<string, number>;
  minBetAmount: number;
  /** null is unlimited (the spec's default). */
  maxBetAmount: number | null;
  availablePrepaidAmount: number;
  /** The coupon's total coef (decimal); 0 when the type has none yet (see `coefOf`). */
  coef: number;
  promoCode: string;
  manualPromoCode: string;
  promoCodes: string[];
  /** k of a system or a multibet: default 2, never below 2. */
  systemValue: number;
  systemValues: SystemOption[];
  /** The server's price of an anti-express; null until priced. */
  antiExpressCoef: number | null;
  successCoupon: Coupon | null;
  singlesResultCoupons: SingleResult[];
  maxPayout: number | null;
  hyperBonusPercent: number;
  minHyperBonusBetLimit: number;
  maxHyperBonusLimit: number;
  isActiveSystemBanker: boolean;
  /** A coupon is being sent. */
  isActivePlaceBet: boolean;
  /** One-click bets being sent, by outcome id. */
  activePlaceBetIds: number[];
  manuallyDeletedBonusBet: boolean;
  addedAtByBetId: Record<string, number>;
  expressId: number | null;
  /** The currency the amounts are in (spec 02 §3 "Currency"). */
  currency: string;
  rules: CouponRules;
  /**
   * The idempotency key of the coupon last sent, bound to the content sent under it
   * (`requestFingerprint`). Kept until placing is decided (placed or refused): the same content
   * is sent again under it, so a late answer can never turn into a second bet.
   */
  requestId: string | null;
  requestFingerprint: string | null;
  /** Placing got no answer: the coupon waits for the outcome of `requestId` before another. */
  requestCheck: PlacingCheck;
  /** One-click bets without a definite answer, one per outcome. */
  pendingOneClicks: PendingOneClick[];
  errors: CouponErrorItem[];
}

declare module '@/features/store/state' {
  interface RootState {
    coupon: CouponState;
  }
}

/** What the line says about an outcome now (GET /api/line/outcomes). */
export interface OutcomeUpdate {
  id: number;
  coef: number;
  isBlocked: boolean;
  score?: Score | null;
}

export const NO_COUPON_RULES: CouponRules = {
  minMaxAmountTypes: [],
  isBonusBetAllowed: false,
  isOneClickEnabled: false,
  isVipBetEnabled: false,
  amountLimitsByCurrency: {},
};
