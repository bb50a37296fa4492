import {
  combinationCount,
  expressWin,
  singleWin,
  systemWin,
  type PossibleWin,
} from '@/features/coupon';

/**
 * The betting calculator (spec 01 §2 "Information" betting-calculator): a single, an accumulator
 * or a k/n system from decimal odds and a stake, priced by the coupon's own maths
 * (features/coupon/possible-win.ts), so the page and the bet slip never disagree. The same input
 * comes from the form's query (no JavaScript) or from the client component as it is typed.
 */

export const CALCULATOR_TYPES = ['single', 'accumulator', 'system'] as const;
export type CalculatorType = (typeof CALCULATOR_TYPES)[number];

/** More selections than a bet slip takes would only make the page heavy. */
export const MAX_SELECTIONS = 12;
const MAX_STAKE = 1_000_000;
const MAX_ODDS = 10_000;

export interface CalculatorInput {
  type: CalculatorType;
  /** The odds as typed, one per selection row. */
  odds: string[];
  stake: string;
  /** k of a k/n system. */
  k: number;
}

/** `incomplete`: nothing to price yet (no odds or no stake typed). */
export type CalculatorError = 'incomplete' | 'odds' | 'stake' | 'selections';

export type CalculatorResult =
  { ok: true; win: PossibleWin; profit: number } | { ok: false; error: CalculatorError };

/** Rows a type starts with: one selection for a single, three otherwise. */
export function minimumRows(type: CalculatorType): number {
  return type === 'single' ? 1 : type === 'accumulator' ? 2 : 3;
}

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** The form's query (unvalidated) as an input the form can show again. */
export function parseCalculatorQuery(
  query: Readonly<Record<string, string | string[] | undefined>> | undefined,
): CalculatorInput {
  const typeValue = first(query?.type);
  const type = CALCULATOR_TYPES.find((t) => t === typeValue) ?? 'accumulator';
  const given = query?.odds;
  const odds = (Array.isArray(given) ? given : given === undefined ? [] : [given])
    .slice(0, MAX_SELECTIONS)
    .map((value) => value.slice(0, 12));
  // The no-JavaScript "add a selection" button asks for one more row.
  const rows = Math.min(MAX_SELECTIONS, Math.trunc(Number(first(query?.rows)) || 0));
  while (odds.length < Math.max(rows, minimumRows(type))) odds.push('');
  const k = Math.trunc(Number(first(query?.k)));
  return {
    type,
    odds: type === 'single' ? odds.slice(0, 1) : odds,
    stake: (first(query?.stake) ?? '').slice(0, 12),
    k: Number.isFinite(k) ? k : 2,
  };
}

/** A decimal number as people type it: `2.5`, `2,5`. Null when it is not one. */
export function parseDecimal(text: string): number | null {
  const normalised = text.trim().replace(',', '.');
  if (!/^\d{1,7}(\.\d{1,3})?$/.test(normalised)) return null;
  return Number(normalised);
}

/** k choices of a system over n selections: 2 … n − 1, each with its line count. */
export function systemChoices(n: number): { k: number; lines: number }[] {
  const choices: { k: number; lines: number }[] = [];
  for (let k = 2; k <= n - 1; k++) choices.push({ k, lines: combinationCount(n, k) });
  return choices;
}

/** The possible win of the input, or why there is none. Empty rows are ignored. */
export function calculate(input: CalculatorInput): CalculatorResult {
  const filled = input.odds.filter((o) => o.trim() !== '');
  if (filled.length === 0 || input.stake.trim() === '') return { ok: false, error: 'incomplete' };
  const odds = filled.map(parseDecimal);
  if (odds.some((o) => o === null || o <= 1 || o > MAX_ODDS)) return { ok: false, error: 'odds' };
  // Money has two decimals (docs/conventions.md "Money and odds").
  const stake = /^\d{1,7}([.,]\d{1,2})?$/.test(input.stake.trim())
    ? parseDecimal(input.stake)
    : null;
  if (stake === null || stake <= 0 || stake > MAX_STAKE) return { ok: false, error: 'stake' };
  const bets = (odds as number[]).map((coef, index) => ({ id: index, coef }));
  let win: PossibleWin | null = null;
  if (input.type === 'single' && bets.length === 1 && bets[0]) win = singleWin(stake, bets[0]);
  if (input.type === 'accumulator' && bets.length >= 2) win = expressWin(stake, bets);
  if (input.type === 'system' && bets.length >= 3 && input.k >= 2 && input.k < bets.length) {
    win = systemWin(stake, bets, input.k);
  }
  if (!win) return { ok: false, error: 'selections' };
  return { ok: true, win, profit: Math.round((win.maxWin - win.stake) * 100) / 100 };
}
