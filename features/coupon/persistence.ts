/**
 * The coupon as the browser keeps it (CouponBoot.tsx): the key, the text written, and the
 * reader, loaded only when there is something kept to read (stored-coupon.ts, with its schema).
 */
import type { CouponSettingsState } from './couponSettingsSlice';
import type { CouponState } from './couponSlice';
import type { Stored, StoredCoupon } from './stored-coupon';

/** Where the browser keeps the coupon; the version changes when the shape does. */
export const COUPON_STORAGE_KEY = 'betarena.coupon.v1';

export function toStored(coupon: CouponState, settings: CouponSettingsState): Stored {
  const kept: StoredCoupon = {
    typeId: coupon.typeId,
    bets: coupon.bets,
    accountId: coupon.accountId,
    amount: coupon.amount,
    isAmountTouched: coupon.isAmountTouched,
    amountByBlockId: coupon.amountByBlockId,
    amountByBetId: coupon.amountByBetId,
    promoCode: coupon.promoCode,
    manualPromoCode: coupon.manualPromoCode,
    systemValue: coupon.systemValue,
    isActiveSystemBanker: coupon.isActiveSystemBanker,
    manuallyDeletedBonusBet: coupon.manuallyDeletedBonusBet,
    addedAtByBetId: coupon.addedAtByBetId,
    expressId: coupon.expressId,
    requestId: coupon.requestId,
    requestFingerprint: coupon.requestFingerprint,
    // A coupon on its way or being checked when the page closes has no answer the next page
    // knows of. Tabs sharing the coupon write the same text, so none answers another's write.
    requestCheck: coupon.isActivePlaceBet || coupon.requestCheck !== 'none' ? 'unresolved' : 'none',
    pendingOneClicks: coupon.pendingOneClicks,
  };
  return { coupon: kept, settings };
}

/** The kept coupon's reader: its schema's module, loaded when a kept coupon is to be read. */
export const loadCouponReader = () => import('./stored-coupon').then((m) => m.parseStored);
