import {
  fetchAccounts,
  fetchPlacing,
  isManySingles,
  placeCoupon,
  setActiveAccount,
  type PlacedCoupon,
} from '@/features/betting';
import type { BettingApi, PlaceAnswer } from './betting-api';

function toPlaceAnswer(placed: PlacedCoupon): PlaceAnswer {
  return isManySingles(placed)
    ? { kind: 'singles', results: placed.singlesResultCoupons }
    : { kind: 'coupon', coupon: placed };
}

/** The store's betting calls: the BFF's, shaped as the coupon's thunks read them. */
export const bffBettingApi: BettingApi = {
  fetchAccounts: () => fetchAccounts(),
  setActiveAccount: (id) => setActiveAccount(id),
  placeCoupon: async (request, requestId) => toPlaceAnswer(await placeCoupon(request, requestId)),
  findPlacing: async (requestId) => toPlaceAnswer(await fetchPlacing(requestId)),
};
