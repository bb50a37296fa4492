import type { AppThunk } from '@/features/store';
import type { CouponBet } from './coupon-bet';
import { outcomeToggled } from './couponSlice';

/**
 * A click on odds: one-click betting when it is on and allowed, else the coupon. The odds buttons
 * are in the first-load scripts of the line pages; the placing code (coupon-thunks.ts) is not: the
 * coupon's boot loads it right after the page hydrated, so here it is normally already there.
 */
export function clickOdds(bet: CouponBet): AppThunk<void> {
  return (dispatch, getState) => {
    const state = getState();
    const oneClick =
      state.couponSettings.isActiveOneClick &&
      state.coupon.rules.isOneClickEnabled &&
      state.auth.userId !== null;
    if (oneClick) void import('./coupon-thunks').then((m) => dispatch(m.placeOneClick(bet)));
    else dispatch(outcomeToggled({ bet, now: Date.now() }));
  };
}
