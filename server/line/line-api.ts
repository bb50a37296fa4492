import 'server-only';
import { cache } from 'react';
import { requestIdentity } from '@/server/config/site-config';
import { requestJson, upstreamClient } from '@/server/upstream/client';
import { UpstreamError } from '@/server/upstream/errors';
import {
  champsAnswerSchema,
  gameAnswerSchema,
  gamesAnswerSchema,
  sportsAnswerSchema,
  TIME_FILTERS,
  type Game,
  type Stream,
  type TimeFilter,
} from '@/server/upstream/schemas/line';

/** The line calls of docs/upstream-contract.md "Line API" (not cached: live odds move). */
async function lineGet(path: string, searchParams: Record<string, string | number | undefined>) {
  const { origin } = await requestIdentity();
  const query: Record<string, string> = {};
  for (const [name, value] of Object.entries(searchParams)) {
    if (value !== undefined) query[name] = String(value);
  }
  return () => upstreamClient({ origin }).get(`line-api/v1/${path}`, { searchParams: query });
}

export async function getSports(
  lng: string,
  stream: Stream,
  timeFilter: TimeFilter = TIME_FILTERS.all,
) {
  const send = await lineGet('sports', { stream, timeFilter, lang: lng });
  return (await requestJson(send, sportsAnswerSchema, 'sports')).data;
}

export async function getChamps(
  lng: string,
  stream: Stream,
  filter: { sportId?: number; timeFilter?: TimeFilter } = {},
) {
  const send = await lineGet('champs', { stream, lang: lng, ...filter });
  return (await requestJson(send, champsAnswerSchema, 'champs')).data;
}

export interface GamesFilter {
  sportId?: number;
  champId?: number;
  /** A side's slug (`teamSlugs`). */
  team?: string;
  timeFilter?: TimeFilter;
  limit?: number;
}

export async function getGames(lng: string, stream: Stream, filter: GamesFilter = {}) {
  const send = await lineGet('games', { stream, lang: lng, limit: 100, ...filter });
  return requestJson(send, gamesAnswerSchema, 'games');
}

/**
 * One game in any status, or null when the upstream does not know it; asked once per request
 * (the page's title and its body share the answer).
 */
export const getGame = cache(async (lng: string, id: number): Promise<Game | null> => {
  const send = await lineGet(`games/${id}`, { lang: lng });
  try {
    return (await requestJson(send, gameAnswerSchema, 'game')).data;
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 404) return null;
    throw error;
  }
});
