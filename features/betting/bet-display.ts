/**
 * How a placed coupon reads in the office and on the printed slip: the type's name (with k/n for
 * systems), the status's tone for its colour (spec 02 §3 "Bet status ids"), money and odds
 * formats. Pure: the components pass the translator and the language.
 */
import {
  formatCoef,
  formatDate,
  formatDateTime,
  formatTime,
  type DisplayClock,
} from '@/features/settings';
import type { Coupon } from '@/server/upstream/schemas/coupon';
import {
  COUPON_TYPE_IDS,
  type BetStatusKey,
  type CouponTypeId,
} from '@/server/upstream/schemas/coupon-codes';

/** The colour family of a status: open, won, lost, stake back, or a mix of them. */
export type StatusTone = 'open' | 'win' | 'lose' | 'refund' | 'partialWin' | 'partialLose';

export const STATUS_TONES: Readonly<Record<BetStatusKey, StatusTone>> = {
  notCalculated: 'open',
  gameNotStarted: 'open',
  lose: 'lose',
  win: 'win',
  return: 'refund',
  forcedReturn: 'refund',
  halfWinHalfReturn: 'partialWin',
  halfLoseHalfReturn: 'partialLose',
  halfLoseHalfWin: 'partialLose',
};

const TYPE_KEYS: Readonly<Record<CouponTypeId, keyof typeof COUPON_TYPE_IDS>> = Object.fromEntries(
  Object.entries(COUPON_TYPE_IDS).map(([key, id]) => [id, key]),
) as Record<CouponTypeId, keyof typeof COUPON_TYPE_IDS>;

/** The message key (under `betting.types`) and values of a coupon's type name. */
export function couponTypeName(coupon: Pick<Coupon, 'typeId' | 'systemValue' | 'bets'>): {
  key: keyof typeof COUPON_TYPE_IDS;
  values: { k: number; n: number };
} {
  const key = TYPE_KEYS[coupon.typeId];
  // A multibet is a system over blocks: k of the number of blocks (docs/upstream-contract.md).
  const n =
    coupon.typeId === COUPON_TYPE_IDS.multibet
      ? new Set(coupon.bets.map((bet) => bet.blockId)).size
      : coupon.bets.length;
  return { key, values: { k: coupon.systemValue ?? 0, n } };
}

/** `Arsenal – Chelsea`, or the event of a long-term market. */
export function eventName(opponents: readonly [string, string]): string {
  return `${opponents[0]} – ${opponents[1]}`;
}

export function formatMoney(lng: string, amount: string, currency: string): string {
  return new Intl.NumberFormat(lng, {
    style: 'currency',
    currency,
    // ₽ 150.00 rather than RUB 150.00: the office's columns stay narrow.
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(Number(amount));
}

/**
 * Odds as the player reads them everywhere (issue 22 §4): in their chosen format and the
 * coupon's precision, so the history and the printed coupon say what the slip said.
 */
export { formatCoef };

/** The date and the time apart, for a narrow column of two lines (player's zone and clock). */
export function formatDateAndTime(
  lng: string,
  clock: DisplayClock,
  iso: string,
): { date: string; time: string } {
  return {
    date: formatDate(lng, clock, iso, { withYear: true }),
    time: formatTime(lng, clock, iso),
  };
}

export { formatDateTime };

/** The history's `?page=`: a positive integer, anything else is the first page. */
export function historyPageOf(value: string | string[] | undefined): number {
  const text = Array.isArray(value) ? value[0] : value;
  return text && /^[1-9]\d{0,5}$/.test(text) ? Number(text) : 1;
}
