/*
 * What the slip, its result and "My bets" show of a coupon alike: the type's name key and money.
 */
import type { CouponTypeId } from './coupon-types';

/** The type names by id, as the messages name them. */
export const TYPE_KEYS = {
  0: 'single',
  1: 'express',
  2: 'system',
  3: 'chain',
  4: 'multibet',
  5: 'conditional',
  6: 'antiExpress',
  7: 'lucky',
  8: 'patent',
  9: 'manySingles',
} as const satisfies Record<CouponTypeId, string>;

export function useMoney(lng: string) {
  return (amount: number, currency: string) =>
    new Intl.NumberFormat(lng, {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(amount);
}
