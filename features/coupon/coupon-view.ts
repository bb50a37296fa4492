import type { UnknownAction } from '@reduxjs/toolkit';
import type { AppThunk, RootState } from '@/features/store';
import type { CouponState } from './coupon-state';

/**
 * What the first-load parts (odds buttons, the right column's tabs) read of the coupon and say to
 * it, without its code: the coupon's slice joins the store right after the first paint (features/shell/store.ts
 * LazySlices), until then these read an empty coupon, as the server rendered it.
 */

export type CouponTab = CouponState['tab'];

export { tabChanged } from './coupon-actions';

function couponOf(state: RootState): CouponState | undefined {
  // Absent until the coupon's slice has joined the store and an action ran since.
  return (state as Partial<Pick<RootState, 'coupon'>>).coupon;
}

/** An action for the coupon: at once when its code is here, else as soon as it has loaded. */
export function toCoupon(action: UnknownAction): AppThunk {
  return (dispatch, getState) => {
    if (couponOf(getState())) dispatch(action);
    else void import('./couponSlice').then(() => dispatch(action));
  };
}

export function selectCouponTab(state: RootState): CouponTab {
  return couponOf(state)?.tab ?? 'coupon';
}

/** How many outcomes the coupon holds (the phone layout's slip button shows it). */
export function selectCouponSize(state: RootState): number {
  return couponOf(state)?.bets.length ?? 0;
}

export function selectIsInCoupon(state: RootState, outcomeId: number): boolean {
  return couponOf(state)?.bets.some((bet) => bet.market.id === outcomeId) ?? false;
}

export function selectIsPlacingOneClick(state: RootState, outcomeId: number): boolean {
  return couponOf(state)?.activePlaceBetIds.includes(outcomeId) ?? false;
}
