/**
 * Display formats of a coefficient. State always holds the decimal coefficient; these functions
 * only turn it into text (docs/conventions.md "Money and odds": never compute in a display format).
 */
import { COEF_VIEW_IDS } from '@/server/upstream/schemas/coupon-codes';

const IDS = COEF_VIEW_IDS;

/**
 * spec 02 §3 "Coefficient formats (coefViewId)": the contract's ids (the `…Alt` ones are the
 * operator's second ids of 4, 5 and 6), each with the format it shows.
 */
export const COEF_FORMAT_BY_VIEW_ID = {
  [IDS.decimal]: 'decimal',
  [IDS.fractional]: 'fractional',
  [IDS.american]: 'american',
  [IDS.hongKong]: 'hongKong',
  [IDS.hongKongAlt]: 'hongKong',
  [IDS.indonesian]: 'indonesian',
  [IDS.indonesianAlt]: 'indonesian',
  [IDS.malay]: 'malay',
  [IDS.malayAlt]: 'malay',
} as const satisfies Record<(typeof IDS)[keyof typeof IDS], string>;

export type CoefViewId = keyof typeof COEF_FORMAT_BY_VIEW_ID;
export type CoefFormat = (typeof COEF_FORMAT_BY_VIEW_ID)[CoefViewId];

/** The formats a player picks from, one id each (the second ids are the operator's aliases). */
export const COEF_VIEW_CHOICES = [
  [IDS.decimal, 'decimal'],
  [IDS.fractional, 'fractional'],
  [IDS.american, 'american'],
  [IDS.hongKong, 'hongKong'],
  [IDS.indonesian, 'indonesian'],
  [IDS.malay, 'malay'],
] as const satisfies readonly (readonly [CoefViewId, CoefFormat])[];

/** The smallest coefficient a line can carry; anything lower is a broken value, not a price. */
export const MIN_COEF = 1.01;

export const COEF_FORMAT_ERROR = {
  notFinite: 'coef-not-finite',
  belowMinimum: 'coef-below-minimum',
} as const;

export type CoefFormatErrorCode = (typeof COEF_FORMAT_ERROR)[keyof typeof COEF_FORMAT_ERROR];

export class CoefFormatError extends Error {
  readonly code: CoefFormatErrorCode;
  readonly coef: number;

  constructor(code: CoefFormatErrorCode, coef: number) {
    super(`${code}: ${coef}`);
    this.name = 'CoefFormatError';
    this.code = code;
    this.coef = coef;
  }
}

export function isCoefViewId(value: number): value is CoefViewId {
  return Object.hasOwn(COEF_FORMAT_BY_VIEW_ID, value);
}

/** Formats a decimal coefficient for `coefViewId`; an unknown id shows the decimal format. */
export function formatCoef(decimal: number, coefViewId: number): string {
  const hundredths = toHundredths(decimal);
  const format: CoefFormat = isCoefViewId(coefViewId)
    ? COEF_FORMAT_BY_VIEW_ID[coefViewId]
    : 'decimal';
  return FORMATTERS[format](hundredths);
}

/**
 * Every format below works on whole hundredths (1.91 → 191), so the arithmetic is exact.
 * `profit` is the decimal coefficient minus the stake, in hundredths (1.91 → 91).
 */
const FORMATTERS: Record<CoefFormat, (hundredths: number) => string> = {
  decimal: (hundredths) => hundredthsToText(hundredths),
  fractional: (hundredths) => {
    // Evens stay "1/1" rather than "evens" so every price reads the same way.
    const profit = hundredths - 100;
    const divisor = greatestCommonDivisor(profit, 100);
    return `${profit / divisor}/${100 / divisor}`;
  },
  american: (hundredths) => {
    const profit = hundredths - 100;
    // (d − 1) · 100 is exactly `profit`; below evens the line is −100 / (d − 1).
    return hundredths >= 200 ? `+${profit}` : `-${divideRoundingHalfUp(100 * 100, profit)}`;
  },
  hongKong: (hundredths) => hundredthsToText(hundredths - 100),
  indonesian: (hundredths) =>
    hundredths >= 200 ? hundredthsToText(hundredths - 100) : negativeReciprocal(hundredths),
  malay: (hundredths) =>
    hundredths <= 200 ? hundredthsToText(hundredths - 100) : negativeReciprocal(hundredths),
};

/**
 * −1 / (d − 1), two decimals, rounded half away from zero: 1.20 → "-5.00", 3.00 → "-0.50".
 * With d − 1 = profit / 100 the value in hundredths is −10 000 / profit.
 */
function negativeReciprocal(hundredths: number): string {
  return hundredthsToText(-divideRoundingHalfUp(100 * 100, hundredths - 100));
}

/**
 * Whole hundredths of the coefficient. Some lines price to three decimals, so the value is read
 * in thousandths first (exact for those) and then rounded half up to two decimals.
 */
function toHundredths(decimal: number): number {
  if (!Number.isFinite(decimal)) throw new CoefFormatError(COEF_FORMAT_ERROR.notFinite, decimal);
  if (decimal < MIN_COEF) throw new CoefFormatError(COEF_FORMAT_ERROR.belowMinimum, decimal);
  return divideRoundingHalfUp(Math.round(decimal * 1000), 10);
}

function hundredthsToText(hundredths: number): string {
  const sign = hundredths < 0 ? '-' : '';
  const magnitude = Math.abs(hundredths);
  const fraction = String(magnitude % 100).padStart(2, '0');
  return `${sign}${Math.floor(magnitude / 100)}.${fraction}`;
}

/** Integer division of positive whole numbers, halves rounded up. */
function divideRoundingHalfUp(dividend: number, divisor: number): number {
  return Math.floor((2 * dividend + divisor) / (2 * divisor));
}

function greatestCommonDivisor(a: number, b: number): number {
  return b === 0 ? a : greatestCommonDivisor(b, a % b);
}
