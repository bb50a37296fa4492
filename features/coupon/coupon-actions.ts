import { createAction } from '@reduxjs/toolkit';
import type { CouponState } from './coupon-state';

/**
 * The right column's tab (spec 02 §3 Coupon state `tab`): said by the first-load parts
 * (coupon-view.ts) without the coupon's code, handled by couponSlice.ts.
 */
export const tabChanged = createAction<CouponState['tab']>('coupon/tabChanged');
