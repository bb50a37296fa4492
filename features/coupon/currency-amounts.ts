/**
 * The coupon's starting amount and the amount step (the − / + buttons) by currency, spec 02 §9.
 * The spec gives RUB, USD, EUR, UAH and KZT; the others follow the same rule of thumb, about
 * 5 USD to start and half of it per step, rounded to what a player of that currency types.
 */

export interface CurrencyAmounts {
  /** The amount a new coupon starts with. */
  initial: number;
  /** What one press of − or + changes. */
  step: number;
}

/** The currency when neither the account nor the site config names one (spec 02 §3, §9). */
export const DEFAULT_CURRENCY = 'RUB';

export const AMOUNTS_BY_CURRENCY: Readonly<Record<string, CurrencyAmounts>> = {
  // spec 02 §9
  RUB: { initial: 150, step: 100 },
  USD: { initial: 5, step: 2.5 },
  EUR: { initial: 5, step: 2.5 },
  UAH: { initial: 50, step: 50 },
  KZT: { initial: 1000, step: 500 },
  // The same rule for the other common currencies.
  GBP: { initial: 5, step: 2.5 },
  CHF: { initial: 5, step: 2.5 },
  CAD: { initial: 5, step: 5 },
  AUD: { initial: 5, step: 5 },
  NZD: { initial: 5, step: 5 },
  SGD: { initial: 5, step: 5 },
  BYN: { initial: 10, step: 5 },
  MDL: { initial: 100, step: 50 },
  GEL: { initial: 10, step: 5 },
  AMD: { initial: 2000, step: 1000 },
  AZN: { initial: 10, step: 5 },
  UZS: { initial: 50000, step: 25000 },
  KGS: { initial: 500, step: 250 },
  TJS: { initial: 50, step: 25 },
  TRY: { initial: 100, step: 50 },
  PLN: { initial: 20, step: 10 },
  CZK: { initial: 100, step: 50 },
  HUF: { initial: 2000, step: 1000 },
  RON: { initial: 25, step: 10 },
  BGN: { initial: 10, step: 5 },
  SEK: { initial: 50, step: 25 },
  NOK: { initial: 50, step: 25 },
  DKK: { initial: 40, step: 20 },
  INR: { initial: 300, step: 100 },
  BDT: { initial: 500, step: 250 },
  PKR: { initial: 1000, step: 500 },
  IDR: { initial: 75000, step: 25000 },
  VND: { initial: 100000, step: 50000 },
  THB: { initial: 150, step: 50 },
  MYR: { initial: 20, step: 10 },
  PHP: { initial: 250, step: 100 },
  KRW: { initial: 5000, step: 2500 },
  JPY: { initial: 500, step: 250 },
  CNY: { initial: 30, step: 15 },
  BRL: { initial: 25, step: 10 },
  MXN: { initial: 100, step: 50 },
  ARS: { initial: 5000, step: 2500 },
  CLP: { initial: 5000, step: 2500 },
  COP: { initial: 20000, step: 10000 },
  PEN: { initial: 20, step: 10 },
  NGN: { initial: 5000, step: 2500 },
  KES: { initial: 500, step: 250 },
  GHS: { initial: 50, step: 25 },
  ZAR: { initial: 100, step: 50 },
  EGP: { initial: 200, step: 100 },
  MAD: { initial: 50, step: 25 },
  TND: { initial: 15, step: 5 },
  IRR: { initial: 200000, step: 100000 },
  AED: { initial: 20, step: 10 },
  SAR: { initial: 20, step: 10 },
  ILS: { initial: 20, step: 10 },
  USDT: { initial: 5, step: 2.5 },
};

/** An ISO 4217 code (or a token code like USDT) in upper case; anything else is not a currency. */
const CURRENCY_ISO = /^[A-Z]{3,5}$/;

/**
 * spec 02 §3: the active account's currency, else the site config's geo currency, else RUB.
 */
export function couponCurrency(
  accountCurrency: string | null | undefined,
  geoCurrency: string | null | undefined,
): string {
  if (accountCurrency && CURRENCY_ISO.test(accountCurrency)) return accountCurrency;
  if (geoCurrency && CURRENCY_ISO.test(geoCurrency)) return geoCurrency;
  return DEFAULT_CURRENCY;
}

/** The amounts for a currency; a currency not in the table uses the USD ones. */
export function currencyAmounts(iso: string): CurrencyAmounts {
  return AMOUNTS_BY_CURRENCY[iso] ?? AMOUNTS_BY_CURRENCY.USD ?? { initial: 5, step: 2.5 };
}

/** The amount after one step up (+1) or down (−1), in whole minor units, never below one step. */
export function stepAmount(amount: number, step: number, direction: 1 | -1): number {
  if (!Number.isFinite(amount) || !(step > 0)) return step > 0 ? step : 0;
  const next = amount + direction * step;
  const minor = Math.round(next * 100);
  const floor = Math.round(step * 100);
  return Math.max(minor, floor) / 100;
}
