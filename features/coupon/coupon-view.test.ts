import { makeStore } from '@/features/shell/store';
import {
  selectCouponTab,
  selectIsInCoupon,
  selectIsPlacingOneClick,
  tabChanged,
  toCoupon,
} from './coupon-view';

// This file never imports the coupon's slice itself: the store starts as a first paint has it.
describe('the coupon as the first-load parts read it', () => {
  it('reads an empty coupon on the bet slip before the coupon’s code is here', () => {
    const state = makeStore().getState();
    expect(state).not.toHaveProperty('coupon');
    expect(selectCouponTab(state)).toBe('coupon');
    expect(selectIsInCoupon(state, 7)).toBe(false);
    expect(selectIsPlacingOneClick(state, 7)).toBe(false);
  });

  it('hands an action over once the coupon’s code has loaded, then at once', async () => {
    const store = makeStore();
    store.dispatch(toCoupon(tabChanged('myBets')));
    expect(selectCouponTab(store.getState())).toBe('coupon');
    await import('./couponSlice');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(selectCouponTab(store.getState())).toBe('myBets');
    expect(store.getState().coupon.bets).toEqual([]);

    store.dispatch(toCoupon(tabChanged('coupon')));
    expect(selectCouponTab(store.getState())).toBe('coupon');
  });

  it('gives a store made after the code loaded its coupon from the start', async () => {
    await import('./couponSlice');
    const state = makeStore().getState();
    expect(state.coupon.tab).toBe('coupon');
    expect(state.couponSettings.isActiveOneClick).toBe(false);
  });
});
