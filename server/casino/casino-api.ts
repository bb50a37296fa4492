import 'server-only';
import type { KyInstance } from 'ky';
import { TtlCache } from '@/server/edge/ttl-cache';
import { redisCacheTier } from '@/server/shared/cache-tier';
import { requestJson, upstreamClient } from '@/server/upstream/client';
import { UpstreamError } from '@/server/upstream/errors';
import {
  categoriesAnswerSchema,
  favouriteIdsAnswerSchema,
  favouritesAnswerSchema,
  gameAnswerSchema,
  gamesAnswerSchema,
  launchAnswerSchema,
  providersAnswerSchema,
  recentAnswerSchema,
  type Category,
  type Game,
  type GameFlag,
  type GameSort,
  type GamesAnswer,
  type LaunchAnswer,
  type LaunchMode,
  type Provider,
  type RecentGame,
} from '@/server/upstream/schemas/casino';

/**
 * The casino calls of docs/upstream-contract.md "Casino API". The catalogue (categories,
 * providers, game lists, one game) is the same for every visitor of a site, so its answers are
 * shared between requests in per-process caches (docs/architecture.md "Scale"); the player's own
 * lists and launches carry the player's token and are never cached.
 */

/** Sections and studios change with a release of the catalogue: five minutes. */
export const CATALOGUE_TTL_MS = 300_000;
/** Lists move with popularity and new releases: a minute. */
export const GAMES_TTL_MS = 60_000;
/** An upstream outage keeps the last good answer this long rather than failing the lobby. */
const STALE_IF_ERROR_MS = 3_600_000;

const categoriesCache = new TtlCache<Category[]>({
  ttlMs: CATALOGUE_TTL_MS,
  staleIfErrorMs: STALE_IF_ERROR_MS,
  maxEntries: 100,
  shared: redisCacheTier('casino-categories'),
});
const providersCache = new TtlCache<Provider[]>({
  ttlMs: CATALOGUE_TTL_MS,
  staleIfErrorMs: STALE_IF_ERROR_MS,
  maxEntries: 100,
  shared: redisCacheTier('casino-providers'),
});
/** Category and provider pages: a bounded set of filters and pages per site. */
const listsCache = new TtlCache<GamesAnswer>({
  ttlMs: GAMES_TTL_MS,
  staleIfErrorMs: STALE_IF_ERROR_MS,
  maxEntries: 3000,
  shared: redisCacheTier('casino-lists'),
});
/**
 * Searches as typed are unbounded: their own, smaller cache, so a burst of queries never pushes
 * the lobby's lists out.
 */
const searchCache = new TtlCache<GamesAnswer>({ ttlMs: GAMES_TTL_MS, maxEntries: 500 });
const gameCache = new TtlCache<Game | null>({
  ttlMs: GAMES_TTL_MS,
  staleIfErrorMs: STALE_IF_ERROR_MS,
  maxEntries: 2000,
  shared: redisCacheTier('casino-game'),
});
/** A game's bets in one currency: the games players open, in the few currencies they hold. */
const betsCache = new TtlCache<GameBets>({
  ttlMs: GAMES_TTL_MS,
  staleIfErrorMs: STALE_IF_ERROR_MS,
  maxEntries: 2000,
});

/** A game's bets as the operator states them for one currency (its own when it has no rate). */
export interface GameBets {
  currency: string;
  minBet?: number;
  maxBet?: number;
}

/** Empties the shared caches (tests). */
export function clearCasinoCaches(): void {
  for (const store of [
    categoriesCache,
    providersCache,
    listsCache,
    searchCache,
    gameCache,
    betsCache,
  ]) {
    store.clear();
  }
}

/** GET /casino-api/v1/games as this site asks it; every field optional. */
export interface GamesFilter {
  category?: string;
  subcategory?: string;
  provider?: string;
  slug?: string;
  q?: string;
  flag?: GameFlag;
  sort?: GameSort;
  page?: number;
  perPage?: number;
}

/** The filter as a query string in a fixed order: the cache key and the upstream query. */
export function gamesSearchParams(filter: GamesFilter): URLSearchParams {
  const params = new URLSearchParams();
  const keys = [
    'category',
    'subcategory',
    'provider',
    'slug',
    'q',
    'flag',
    'sort',
    'page',
    'perPage',
  ] as const;
  for (const key of keys) {
    const value = filter[key];
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params;
}

/**
 * The shared catalogue of one site (the upstream may offer each of the operator's domains its
 * own games, so every cache key holds the origin, as the config caches do).
 */
export function casinoCatalogue(origin: string) {
  const upstream = () => upstreamClient({ origin });
  return {
    categories: (lang: string): Promise<Category[]> =>
      categoriesCache.get(`${origin}|${lang}`, async () => {
        const answer = await requestJson(
          () => upstream().get('casino-api/v1/categories', { searchParams: { lang } }),
          categoriesAnswerSchema,
          'casino categories',
        );
        return answer.data;
      }),

    providers: (): Promise<Provider[]> =>
      providersCache.get(origin, async () => {
        const answer = await requestJson(
          () => upstream().get('casino-api/v1/providers'),
          providersAnswerSchema,
          'casino providers',
        );
        return answer.data;
      }),

    games: (filter: GamesFilter): Promise<GamesAnswer> => {
      const searchParams = gamesSearchParams(filter);
      const store = filter.q ? searchCache : listsCache;
      return store.get(`${origin}|${searchParams}`, () =>
        requestJson(
          () => upstream().get('casino-api/v1/games', { searchParams }),
          gamesAnswerSchema,
          'casino games',
        ),
      );
    },

    /** One game, or null when the upstream does not know the id (a 404 is kept as well). */
    game: (id: number): Promise<Game | null> =>
      gameCache.get(`${origin}|${id}`, async () => {
        try {
          const answer = await requestJson(
            () => upstream().get(`casino-api/v1/games/${id}`),
            gameAnswerSchema,
            'casino game',
          );
          return answer.data;
        } catch (error) {
          if (error instanceof UpstreamError && error.status === 404) return null;
          throw error;
        }
      }),

    /** A game's bet range in `currency` (the catalogue's own currency, EUR, without a rate). */
    bets: (id: number, currency: string): Promise<GameBets> =>
      betsCache.get(`${origin}|${id}|${currency}`, async () => {
        const { data, meta } = await requestJson(
          () => upstream().get(`casino-api/v1/games/${id}`, { searchParams: { currency } }),
          gameAnswerSchema,
          'casino game bets',
        );
        return { currency: meta?.currency ?? 'EUR', minBet: data.minBet, maxBet: data.maxBet };
      }),
  };
}

export type CasinoCatalogue = ReturnType<typeof casinoCatalogue>;

/**
 * The signed-in player's casino calls, each with the player's token on `upstream` (the BFF
 * handler's client or a page's playerUpstream()); never cached.
 */
export const casinoPlayerApi = {
  favourites: async (upstream: KyInstance): Promise<Game[]> =>
    (
      await requestJson(
        () => upstream.get('casino-api/v1/favourites'),
        favouritesAnswerSchema,
        'casino favourites',
      )
    ).data,

  /** Adds (`put`) or removes (`delete`) one; answers the ids of all favourites, newest first. */
  setFavourite: async (
    upstream: KyInstance,
    gameId: number,
    favourite: boolean,
  ): Promise<number[]> =>
    (
      await requestJson(
        () =>
          favourite
            ? upstream.put(`casino-api/v1/favourites/${gameId}`)
            : upstream.delete(`casino-api/v1/favourites/${gameId}`),
        favouriteIdsAnswerSchema,
        favourite ? 'casino favourite add' : 'casino favourite remove',
      )
    ).data.gameIds,

  recent: async (upstream: KyInstance): Promise<RecentGame[]> =>
    (
      await requestJson(
        () => upstream.get('casino-api/v1/recent'),
        recentAnswerSchema,
        'casino recently played',
      )
    ).data,

  /**
   * A launcher page's address for the frame. The upstream remembers the request origin the
   * client sends (x-request-origin) and lets only that site frame the page.
   */
  launch: async (
    upstream: KyInstance,
    gameId: number,
    mode: LaunchMode,
    lang: string,
  ): Promise<LaunchAnswer['data']> =>
    (
      await requestJson(
        () => upstream.post(`casino-api/v1/games/${gameId}/launch`, { json: { mode, lang } }),
        launchAnswerSchema,
        'casino launch',
      )
    ).data,
};
