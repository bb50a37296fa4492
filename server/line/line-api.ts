import 'server-only';
import { cache } from 'react';
import { requestIdentity } from '@/server/config/site-config';
import { TtlCache } from '@/server/edge/ttl-cache';
import { redisCacheTier } from '@/server/shared/cache-tier';
import { upstreamBaseUrl } from '@/server/edge/upstream-headers';
import { requestJson, upstreamClient } from '@/server/upstream/client';
import { UpstreamError } from '@/server/upstream/errors';
import { getHiddenSports, withoutHiddenSports } from './sport-blacklists';
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

/**
 * How long a shared line answer is reused, in ms (env LINE_CACHE_TTL_MS, default 1000, 0 turns it
 * off). Odds move, so only briefly: at one request a second nothing changes for a player, and
 * under load the sport pages parse and check one answer a second instead of one per view
 * (issue 13). Placing a bet checks the odds with the upstream anyway (spec 02 §3).
 */
export function lineCacheTtlMs(): number {
  const value = Number(process.env.LINE_CACHE_TTL_MS ?? 1000);
  return Number.isFinite(value) && value >= 0 ? value : 1000;
}

/** Answers keyed on the upstream, the request origin and the call; bounded. */
const lineCache = new TtlCache<unknown>({
  ttlMs: lineCacheTtlMs,
  maxEntries: 512,
  shared: redisCacheTier('line'),
});

export function clearLineCache(): void {
  lineCache.clear();
}

/** The line calls of docs/upstream-contract.md "Line API". */
async function lineGet(path: string, searchParams: Record<string, string | number | undefined>) {
  const { origin } = await requestIdentity();
  const query: Record<string, string> = {};
  for (const [name, value] of Object.entries(searchParams)) {
    if (value !== undefined) query[name] = String(value);
  }
  return () => upstreamClient({ origin }).get(`line-api/v1/${path}`, { searchParams: query });
}

/**
 * A line answer every visitor gets alike, parsed once and shared between requests for
 * lineCacheTtlMs (and between the callers of one moment: one upstream call for all of them).
 */
async function sharedLine<T>(
  path: string,
  searchParams: Record<string, string | number | undefined>,
  read: (send: Awaited<ReturnType<typeof lineGet>>) => Promise<T>,
): Promise<T> {
  const { origin } = await requestIdentity();
  const send = await lineGet(path, searchParams);
  if (lineCacheTtlMs() === 0) return read(send);
  const key = `${upstreamBaseUrl()}|${origin}|${path}|${JSON.stringify(searchParams)}`;
  return lineCache.get(key, () => read(send)) as Promise<T>;
}

/**
 * The line as every visitor gets it: nothing of the player is sent or kept, so an answer may be
 * shared between players (a cache may hold these, never the filtered lists below).
 */
async function sharedSports(lng: string, stream: Stream, timeFilter: TimeFilter) {
  return sharedLine(
    'sports',
    { stream, timeFilter, lang: lng },
    async (send) => (await requestJson(send, sportsAnswerSchema, 'sports')).data,
  );
}

async function sharedChamps(
  lng: string,
  stream: Stream,
  filter: { sportId?: number; timeFilter?: TimeFilter },
) {
  return sharedLine(
    'champs',
    { stream, lang: lng, ...filter },
    async (send) => (await requestJson(send, champsAnswerSchema, 'champs')).data,
  );
}

export interface GamesFilter {
  sportId?: number;
  champId?: number;
  /** A side's slug (`teamSlugs`). */
  team?: string;
  timeFilter?: TimeFilter;
  limit?: number;
}

async function sharedGames(lng: string, stream: Stream, filter: GamesFilter) {
  return sharedLine('games', { stream, lang: lng, limit: 100, ...filter }, (send) =>
    requestJson(send, gamesAnswerSchema, 'games'),
  );
}

/** Every sport the stream offers, whatever the player hides (the settings page lists them). */
export async function getOfferedSports(
  lng: string,
  stream: Stream,
  timeFilter: TimeFilter = TIME_FILTERS.all,
) {
  return sharedSports(lng, stream, timeFilter);
}

// spec 02 §6: the lists below are the player's view of the shared answers; the sports the player
// hides are taken out per request, after the shared answer, so nothing per player is shared.

export async function getSports(
  lng: string,
  stream: Stream,
  timeFilter: TimeFilter = TIME_FILTERS.all,
) {
  const [sports, hidden] = await Promise.all([
    sharedSports(lng, stream, timeFilter),
    getHiddenSports(),
  ]);
  return withoutHiddenSports(sports, hidden[stream], (sport) => sport.id);
}

/** Every championship the stream offers, whatever the player hides (a page's title names it). */
export async function getOfferedChamps(
  lng: string,
  stream: Stream,
  filter: { sportId?: number; timeFilter?: TimeFilter } = {},
) {
  return sharedChamps(lng, stream, filter);
}

export async function getChamps(
  lng: string,
  stream: Stream,
  filter: { sportId?: number; timeFilter?: TimeFilter } = {},
) {
  const [champs, hidden] = await Promise.all([
    sharedChamps(lng, stream, filter),
    getHiddenSports(),
  ]);
  return withoutHiddenSports(champs, hidden[stream], (champ) => champ.sportId);
}

export async function getGames(lng: string, stream: Stream, filter: GamesFilter = {}) {
  const [games, hidden] = await Promise.all([sharedGames(lng, stream, filter), getHiddenSports()]);
  return {
    ...games,
    data: withoutHiddenSports(games.data, hidden[stream], (game) => game.sportId),
  };
}

/**
 * One game in any status, or null when the upstream does not know it; asked once per request
 * (the page's title and its body share the answer). A game of a sport the player hides is still
 * shown: a link to it was followed on purpose (docs/decisions.md "Sport blacklists").
 */
export const getGame = cache(async (lng: string, id: number): Promise<Game | null> =>
  sharedLine(`games/${id}`, { lang: lng }, async (send) => {
    try {
      return (await requestJson(send, gameAnswerSchema, 'game')).data;
    } catch (error) {
      if (error instanceof UpstreamError && error.status === 404) return null;
      throw error;
    }
  }),
);
