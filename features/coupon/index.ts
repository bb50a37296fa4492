/*
 * The coupon feature's front door: what other features and the app may use of it
 * (docs/architecture.md "Who may import whom"); its server-only parts come from `./server`.
 * Re-exports only: an import from it compiles to the module that defines the name
 * (server/build/front-doors.ts).
 */

export { CouponBoot } from './CouponBoot';
export type { CouponPanel } from './CouponPanel';
export { OddsButton } from './OddsButton';
export { QuickCoupon } from './QuickCoupon';
export { combinationCount } from './combinations';
export { selectCouponSize, selectCouponTab, tabChanged, toCoupon } from './coupon-view';
export type { CouponTab } from './coupon-view';
export type { CouponSettingsState } from './couponSettingsSlice';
export { NO_COUPON_RULES } from './coupon-state';
export type { CouponRules, CouponState } from './coupon-state';
export { lazyBettingApi } from './lazy-betting-api';
export { expressWin, singleWin, systemWin } from './possible-win';
export type { PossibleWin } from './possible-win';
