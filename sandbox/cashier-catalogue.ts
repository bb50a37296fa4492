/**
 * The sandbox operator's payment methods and payment-problem topics (docs/upstream-contract.md
 * "Cashier API"). Ranges are written in roubles and scaled to the account's currency; amounts in
 * minor units, never floats.
 */
import type { MethodKind } from '@contract/cashier';

export type Lang = 'en' | 'ru';

interface Terms {
  minMinor: number;
  maxMinor: number;
  feePercent: number;
  processingMinutes: number;
}

export interface MethodEntry {
  id: string;
  name: Record<Lang, string>;
  kind: MethodKind;
  deposit: Terms | null;
  withdrawal: Terms | null;
  /** Only in these currencies; undefined: every currency. */
  currencies?: readonly string[];
}

const RUB = 100;

export const METHOD_CATALOGUE: readonly MethodEntry[] = [
  {
    id: 'card',
    name: {
      en: 'Bank card (Visa, Mastercard, Mir)',
      ru: 'Банковская карта (Visa, Mastercard, Мир)',
    },
    kind: 'card',
    deposit: { minMinor: 100 * RUB, maxMinor: 600_000 * RUB, feePercent: 0, processingMinutes: 0 },
    withdrawal: {
      minMinor: 500 * RUB,
      maxMinor: 600_000 * RUB,
      feePercent: 0,
      processingMinutes: 1440,
    },
  },
  {
    id: 'sbp',
    name: { en: 'Faster Payments System (SBP)', ru: 'Система быстрых платежей (СБП)' },
    kind: 'bank',
    deposit: { minMinor: 50 * RUB, maxMinor: 1_000_000 * RUB, feePercent: 0, processingMinutes: 0 },
    withdrawal: {
      minMinor: 100 * RUB,
      maxMinor: 1_000_000 * RUB,
      feePercent: 0,
      processingMinutes: 60,
    },
    currencies: ['RUB'],
  },
  {
    id: 'skrill',
    name: { en: 'Skrill', ru: 'Skrill' },
    kind: 'ewallet',
    deposit: {
      minMinor: 300 * RUB,
      maxMinor: 300_000 * RUB,
      feePercent: 1.5,
      processingMinutes: 0,
    },
    withdrawal: {
      minMinor: 1_000 * RUB,
      maxMinor: 300_000 * RUB,
      feePercent: 2,
      processingMinutes: 720,
    },
  },
  {
    id: 'mobile',
    name: { en: 'Mobile balance', ru: 'Баланс мобильного телефона' },
    kind: 'mobile',
    deposit: { minMinor: 100 * RUB, maxMinor: 15_000 * RUB, feePercent: 3, processingMinutes: 0 },
    withdrawal: null,
    currencies: ['RUB', 'KZT', 'UAH'],
  },
  {
    id: 'usdt-trc20',
    name: { en: 'Tether USDT (TRC-20)', ru: 'Tether USDT (TRC-20)' },
    kind: 'crypto',
    deposit: {
      minMinor: 1_000 * RUB,
      maxMinor: 5_000_000 * RUB,
      feePercent: 0,
      processingMinutes: 30,
    },
    withdrawal: {
      minMinor: 2_000 * RUB,
      maxMinor: 5_000_000 * RUB,
      feePercent: 1,
      processingMinutes: 120,
    },
  },
];

/** Roughly how many units of the currency a rouble buys, to scale the rouble ranges. */
const PER_ROUBLE: Readonly<Record<string, number>> = {
  RUB: 1,
  KZT: 5,
  UAH: 0.5,
  BYN: 0.04,
  UZS: 140,
  TRY: 0.4,
  INR: 1,
  PLN: 0.05,
  BRL: 0.06,
};
const DEFAULT_PER_ROUBLE = 0.01;

/** A rouble range in the currency, rounded to whole units so the limits read cleanly. */
function scaled(terms: Terms | null, currency: string): Terms | null {
  if (terms === null) return null;
  const rate = PER_ROUBLE[currency] ?? DEFAULT_PER_ROUBLE;
  const whole = (minor: number) => Math.max(1, Math.round((minor / 100) * rate)) * 100;
  return { ...terms, minMinor: whole(terms.minMinor), maxMinor: whole(terms.maxMinor) };
}

/** The methods offered in a currency, with their ranges in it. */
export function methodsFor(currency: string): MethodEntry[] {
  return METHOD_CATALOGUE.filter((m) => !m.currencies || m.currencies.includes(currency)).map(
    (m) => ({
      ...m,
      deposit: scaled(m.deposit, currency),
      withdrawal: scaled(m.withdrawal, currency),
    }),
  );
}

export function methodFor(currency: string, id: string): MethodEntry | undefined {
  return methodsFor(currency).find((m) => m.id === id);
}

/* ---------- payment-problem topics ---------- */

export interface TopicEntry {
  id: number;
  name: Record<Lang, string>;
  transactionType: 'deposit' | 'withdrawal' | null;
  subTopics: { id: number; name: Record<Lang, string> }[];
}

export const PAYMENT_TOPICS: readonly TopicEntry[] = [
  {
    id: 1,
    name: { en: 'A deposit did not arrive', ru: 'Не зачислен депозит' },
    transactionType: 'deposit',
    subTopics: [
      {
        id: 2,
        name: { en: 'Money was taken but not credited', ru: 'Деньги списаны, но не зачислены' },
      },
      { id: 3, name: { en: 'A wrong amount was credited', ru: 'Зачислена неверная сумма' } },
    ],
  },
  {
    id: 4,
    name: { en: 'A withdrawal problem', ru: 'Проблема с выводом' },
    transactionType: 'withdrawal',
    subTopics: [
      { id: 5, name: { en: 'The money has not arrived', ru: 'Деньги не поступили' } },
      { id: 6, name: { en: 'The withdrawal was rejected', ru: 'Вывод отклонён' } },
    ],
  },
  {
    id: 7,
    name: { en: 'Another payment question', ru: 'Другой вопрос об оплате' },
    transactionType: null,
    subTopics: [
      { id: 8, name: { en: 'My payment method is missing', ru: 'Нет моего способа оплаты' } },
      { id: 9, name: { en: 'Fees and limits', ru: 'Комиссии и лимиты' } },
    ],
  },
];

export function topicById(id: number): TopicEntry | undefined {
  return PAYMENT_TOPICS.find((t) => t.id === id);
}

/** Open payment requests a player may have at once. */
export const MAX_OPEN_PAYMENT_REQUESTS = 5;

/** spec 01 §3 deposit limit types and the window each counts deposits over. */
export const DEPOSIT_LIMIT_WINDOWS_MS: Readonly<Record<number, number>> = {
  20: 86_400_000,
  21: 7 * 86_400_000,
  22: 30 * 86_400_000,
};
