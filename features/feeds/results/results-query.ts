import type { RouteSearchParams } from '@/features/ui';
import { z } from 'zod';
import {
  gameIdParamSchema,
  RESULTS_DAYS,
  resultsDateSchema,
} from '@/server/upstream/schemas/results';

const champParamSchema = z
  .string()
  .regex(/^[1-9]\d{0,8}$/)
  .transform(Number);

const DAY_MS = 86_400_000;

export type DateFilter =
  { kind: 'latest' } | { kind: 'date'; date: string } | { kind: 'invalid'; value: string };

/** The UTC days results can be asked for, newest first (today and RESULTS_DAYS − 1 before it). */
export function resultDays(now: number): string[] {
  const today = Math.floor(now / DAY_MS);
  return Array.from({ length: RESULTS_DAYS }, (_, back) =>
    new Date((today - back) * DAY_MS).toISOString().slice(0, 10),
  );
}

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * `?date=` of the results page (spec 02 "results page"): absent or empty → the latest results;
 * a real day within the range → that day; anything else is reported on the page, never a 500.
 */
export function parseDateFilter(
  searchParams: RouteSearchParams | undefined,
  now: number,
): DateFilter {
  const raw = first(searchParams?.date);
  if (raw === undefined || raw === '') return { kind: 'latest' };
  const parsed = resultsDateSchema.safeParse(raw);
  if (!parsed.success || !resultDays(now).includes(parsed.data)) {
    return { kind: 'invalid', value: raw.slice(0, 40) };
  }
  return { kind: 'date', date: parsed.data };
}

/** `?champ=` of the league tables: a championship id, null when absent, NaN when malformed. */
export function champOf(searchParams: RouteSearchParams | undefined): number | null {
  const raw = first(searchParams?.champ);
  if (raw === undefined) return null;
  const parsed = champParamSchema.safeParse(raw);
  return parsed.success ? parsed.data : Number.NaN;
}

/** `?gameId=` of the statistics popup. */
export type GameIdQuery =
  { kind: 'none' } | { kind: 'id'; id: number } | { kind: 'invalid'; value: string };

export function gameIdOf(searchParams: RouteSearchParams | undefined): GameIdQuery {
  const raw = first(searchParams?.gameId);
  if (raw === undefined || raw === '') return { kind: 'none' };
  const parsed = gameIdParamSchema.safeParse(raw);
  return parsed.success
    ? { kind: 'id', id: parsed.data }
    : { kind: 'invalid', value: raw.slice(0, 40) };
}

const sportParamSchema = z.string().regex(/^[a-z0-9-]{1,64}$/);

/** `?sport=` of the results: a sport's slug, or null when absent or malformed. */
export function sportOf(searchParams: RouteSearchParams | undefined): string | null {
  const parsed = sportParamSchema.safeParse(first(searchParams?.sport));
  return parsed.success ? parsed.data : null;
}

export function resultsPath(
  lng: string,
  type?: 'live' | 'zone',
  query: { date?: string; sport?: string } = {},
): string {
  const base = `/${lng}/results${type ? `/${type}` : ''}`;
  const search = new URLSearchParams();
  if (query.date) search.set('date', query.date);
  if (query.sport) search.set('sport', query.sport);
  const text = search.toString();
  return text ? `${base}?${text}` : base;
}

export function statisticPopupPath(lng: string, gameId: number): string {
  return `/${lng}/statisticpopup?gameId=${gameId}`;
}

export function statisticPath(lng: string, champId?: number): string {
  return champId ? `/${lng}/statistic?champ=${champId}` : `/${lng}/statistic`;
}
