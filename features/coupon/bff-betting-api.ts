import {
  fetchAccounts,
  fetchOutcomes,
  isManySingles,
  placeCoupon,
  setActiveAccount,
} from '@/features/betting/betting-client';
import type { BettingApi } from './betting-api';

/** The store's betting calls: the BFF's, shaped as the coupon's thunks read them. */
export const bffBettingApi: BettingApi = {
  fetchAccounts: () => fetchAccounts(),
  setActiveAccount: (id) => setActiveAccount(id),
  async placeCoupon(request, requestId) {
    const placed = await placeCoupon(request, requestId);
    return isManySingles(placed)
      ? { kind: 'singles', results: placed.singlesResultCoupons }
      : { kind: 'coupon', coupon: placed };
  },
  async fetchOutcomes(ids) {
    const outcomes = await fetchOutcomes(ids);
    return outcomes.map(({ id, coef, isBlocked }) => ({ id, coef, isBlocked }));
  },
};
