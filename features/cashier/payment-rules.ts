import {
  amountInputSchema,
  type DepositAllowance,
  type MethodTerms,
} from '@/server/upstream/schemas/cashier';

/** Minor units of a decimal amount string (`150.5` → 15050): money is never a float here. */
export function minorOf(amount: string): number {
  const [whole = '0', fraction = ''] = amount.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
}

export type AmountProblem =
  | { key: 'format' }
  | { key: 'range'; min: string; max: string }
  | { key: 'limit'; remaining: string }
  | { key: 'balance'; withdrawable: string };

/**
 * What is wrong with the typed amount for the method, before anything is sent: the shape the BFF
 * checks (the shared schema), the method's range, and for a deposit what the deposit limits
 * leave (spec 01 §3 types 20–22), for a withdrawal the balance. null: the amount may be sent; the
 * upstream checks it again with its own rules.
 */
export function amountProblem(
  text: string,
  terms: MethodTerms,
  bound: { depositLimits: readonly DepositAllowance[] } | { withdrawable: string },
): { amount: string; problem: null } | { amount: null; problem: AmountProblem } {
  const parsed = amountInputSchema.safeParse(text);
  if (!parsed.success) return { amount: null, problem: { key: 'format' } };
  const minor = minorOf(parsed.data);
  if (minor < minorOf(terms.min) || minor > minorOf(terms.max)) {
    return { amount: null, problem: { key: 'range', min: terms.min, max: terms.max } };
  }
  if ('depositLimits' in bound) {
    const tightest = [...bound.depositLimits].sort(
      (a, b) => minorOf(a.remaining) - minorOf(b.remaining),
    )[0];
    if (tightest && minor > minorOf(tightest.remaining)) {
      return { amount: null, problem: { key: 'limit', remaining: tightest.remaining } };
    }
  } else if (minor > minorOf(bound.withdrawable)) {
    return { amount: null, problem: { key: 'balance', withdrawable: bound.withdrawable } };
  }
  return { amount: parsed.data, problem: null };
}

/** The fee the method takes on top, in minor units, rounded to the nearest. */
export function feeMinor(amountMinor: number, terms: MethodTerms): number {
  return Math.round((amountMinor * terms.feePercent) / 100);
}
