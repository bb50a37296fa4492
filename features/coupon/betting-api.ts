import type { AccountsAnswer } from '@/server/upstream/schemas/accounts';
import type { Coupon, CouponRequest, SingleResult } from '@/server/upstream/schemas/coupon';

/** What placing a coupon answers: the coupon, or each single's result for many singles. */
export type PlaceAnswer =
  { kind: 'coupon'; coupon: Coupon } | { kind: 'singles'; results: SingleResult[] };

/**
 * The BFF calls the coupon and the accounts make, given to the store's thunks as their extra
 * argument, so slice tests run a real store against a fake.
 */
export interface BettingApi {
  fetchAccounts(): Promise<AccountsAnswer>;
  setActiveAccount(id: number): Promise<AccountsAnswer>;
  placeCoupon(request: CouponRequest, requestId: string): Promise<PlaceAnswer>;
  /**
   * What placing under `requestId` came to: its answer when placed; a refusal throws as placing
   * does, and nothing decided throws 404 `request_unknown`.
   */
  findPlacing(requestId: string): Promise<PlaceAnswer>;
}

/** The calls the store's thunks make (features/store/state.ts). */
declare module '@/features/store/state' {
  interface StoreExtra {
    bettingApi: BettingApi;
  }
}
