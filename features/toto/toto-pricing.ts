/**
 * What a toto coupon costs, as the pick form shows it before placing: a system plays every
 * combination of its picks, so combinations = the product of picks per event (an event without
 * a pick leaves the coupon incomplete), and the stake = combinations × the combination price.
 */
export interface TotoPrice {
  /** Events without a pick yet. */
  missing: number;
  combinations: number;
  /** In minor units. */
  stakeMinor: number;
}

export function priceTotoCoupon(
  picksPerEvent: readonly number[],
  combinationPrice: string,
): TotoPrice {
  const missing = picksPerEvent.filter((count) => count === 0).length;
  const combinations =
    missing > 0 ? 0 : picksPerEvent.reduce((product, count) => product * count, 1);
  return {
    missing,
    combinations,
    stakeMinor: combinations * Math.round(Number(combinationPrice) * 100),
  };
}

/** Minor units back as the API's decimal string. */
export function minorToAmount(minor: number): string {
  return (minor / 100).toFixed(2);
}

/** The input name of an event's picks: `p1`…`p15` (the server table's checkboxes, the form's reading). */
export const pickInputName = (position: number) => `p${position}`;
