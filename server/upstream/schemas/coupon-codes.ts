/**
 * The coupon API's codes and tables (spec 02 §3 "Coupon types", "Coefficient-change policy",
 * "Coefficient formats", "Bet status ids"; docs/upstream-contract.md "Coupon API"), without zod:
 * the browser's coupon reads them, and the schemas in coupon.ts build on them.
 */

/** spec 02 §3 "Coupon types (typeId)". */
export const COUPON_TYPE_IDS = {
  single: 0,
  express: 1,
  system: 2,
  chain: 3,
  multibet: 4,
  conditional: 5,
  antiExpress: 6,
  lucky: 7,
  patent: 8,
  manySingles: 9,
} as const;
export type CouponTypeId = (typeof COUPON_TYPE_IDS)[keyof typeof COUPON_TYPE_IDS];

/** spec 02 §3 "Coefficient-change policy (changeCoefAction)"; the default is 2 (§9). */
export const CHANGE_COEF_ACTIONS = { confirm: 0, acceptAny: 1, acceptIncrease: 2 } as const;
export type ChangeCoefAction = (typeof CHANGE_COEF_ACTIONS)[keyof typeof CHANGE_COEF_ACTIONS];

/** spec 02 §3 "Coefficient formats (coefViewId)". */
export const COEF_VIEW_IDS = {
  decimal: 0,
  fractional: 1,
  american: 2,
  hongKong: 4,
  hongKongAlt: 14,
  indonesian: 5,
  indonesianAlt: 15,
  malay: 6,
  malayAlt: 16,
} as const;

/** spec 02 §3 "Bet status ids", for a coupon and for each of its bets. */
export const BET_STATUSES = {
  notCalculated: -2,
  gameNotStarted: -1,
  lose: 0,
  win: 1,
  return: 2,
  forcedReturn: 3,
  halfWinHalfReturn: 4,
  halfLoseHalfReturn: 5,
  halfLoseHalfWin: 6,
} as const;
export type BetStatusKey = keyof typeof BET_STATUSES;
export type BetStatusId = (typeof BET_STATUSES)[BetStatusKey];

/** The key of a status id (the table read backwards). */
export function betStatusKeyOf(id: BetStatusId): BetStatusKey {
  const entry = Object.entries(BET_STATUSES).find(([, value]) => value === id);
  if (entry === undefined) throw new RangeError(`unknown bet status id ${id}`);
  return entry[0] as BetStatusKey;
}

/** The idempotency key of `POST /coupon-api/v1/coupons`: one per coupon the player sends. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** 404 code of the placing lookup (`GET …/coupons/by-request/:requestId`): nothing was decided. */
export const REQUEST_UNKNOWN_CODE = 'request_unknown';

/** The coupon's codes of refusal (JSON-API `code`), in the order the upstream checks them. */
export const COUPON_ERROR_CODES = [
  'request_id_reused',
  'unknown_account',
  'invalid_coupon',
  'unknown_outcome',
  'outcome_blocked',
  'coef_changed',
  'amount_below_min',
  'amount_above_max',
  'prepaid_unavailable',
  'insufficient_balance',
] as const;
export type CouponErrorCode = (typeof COUPON_ERROR_CODES)[number];
