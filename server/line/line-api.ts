import 'server-only';
import { cache } from 'react';
import { requestIdentity } from '@/server/config/site-config';
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

/** The line calls of docs/upstream-contract.md "Line API" (not cached: live odds move). */
async function lineGet(path: string, searchParams: Record<string, string | number | undefined>) {
  const { origin } = await requestIdentity();
  const query: Record<string, string> = {};
  for (const [name, value] of Object.entries(searchParams)) {
    if (value !== undefined) query[name] = String(value);
  }
  return () => upstreamClient({ origin }).get(`line-api/v1/${path}`, { searchParams: query });
}

/**
 * The line as every visitor gets it: nothing of the player is sent or kept, so an answer may be
 * shared between players (a cache may hold these, never the filtered lists below).
 */
async function sharedSports(lng: string, stream: Stream, timeFilter: TimeFilter) {
  const send = await lineGet('sports', { stream, timeFilter, lang: lng });
  return (await requestJson(send, sportsAnswerSchema, 'sports')).data;
}

async function sharedChamps(
  lng: string,
  stream: Stream,
  filter: { sportId?: number; timeFilter?: TimeFilter },
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

async function sharedGames(lng: string, stream: Stream, filter: GamesFilter) {
  const send = await lineGet('games', { stream, lang: lng, limit: 100, ...filter });
  return requestJson(send, gamesAnswerSchema, 'games');
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
export const getGame = cache(async (lng: string, id: number): Promise<Game | null> => {
  const send = await lineGet(`games/${id}`, { lang: lng });
  try {
    return (await requestJson(send, gameAnswerSchema, 'game')).data;
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 404) return null;
    throw error;
  }
});
