import 'server-only';
import { TtlCache } from '@/server/edge/ttl-cache';
import { requestJson, upstreamClient } from '@/server/upstream/client';
import { UpstreamError } from '@/server/upstream/errors';
import {
  newsArticleAnswerSchema,
  newsListAnswerSchema,
  type NewsArticle,
  type NewsList,
} from '@/server/upstream/schemas/news';
import {
  gameStatsAnswerSchema,
  liveResultsAnswerSchema,
  resultsAnswerSchema,
  standingsAnswerSchema,
  zoneResultsAnswerSchema,
  type GameStats,
  type LeagueTable,
  type LiveResults,
  type ResultsDay,
  type ZoneSport,
} from '@/server/upstream/schemas/results';

/**
 * The news and results calls of docs/upstream-contract.md "News API" and "Results API". They are
 * the same for every visitor of a site, so answers (a 404 as well) are shared between requests in
 * per-process caches (docs/architecture.md "Scale") keyed by the site's origin and the language,
 * each as long as its data can stand still: an article for minutes, a score in play for seconds.
 */

export const NEWS_TTL_MS = 300_000;
export const RESULTS_TTL_MS = 60_000;
export const LIVE_TTL_MS = 10_000;
export const ZONE_TTL_MS = 30_000;
export const STANDINGS_TTL_MS = 300_000;
export const STATS_TTL_MS = 60_000;
/** An upstream outage keeps the last good answer this long rather than failing the page. */
const STALE_IF_ERROR_MS = 600_000;

const cache = <V>(ttlMs: number, maxEntries: number) =>
  new TtlCache<V>({ ttlMs, staleIfErrorMs: STALE_IF_ERROR_MS, maxEntries });
const newsListCache = cache<NewsList | null>(NEWS_TTL_MS, 200);
const articleCache = cache<NewsArticle | null>(NEWS_TTL_MS, 500);
const resultsCache = cache<ResultsDay>(RESULTS_TTL_MS, 200);
const liveCache = cache<LiveResults>(LIVE_TTL_MS, 20);
const zoneCache = cache<ZoneSport[]>(ZONE_TTL_MS, 20);
const standingsCache = cache<LeagueTable[]>(STANDINGS_TTL_MS, 20);
const statsCache = cache<GameStats | null>(STATS_TTL_MS, 1000);

/** Empties the shared caches (tests). */
export function clearFeedCaches(): void {
  for (const store of [
    newsListCache,
    articleCache,
    resultsCache,
    liveCache,
    zoneCache,
    standingsCache,
    statsCache,
  ] as TtlCache<unknown>[]) {
    store.clear();
  }
}

async function orNull<T>(load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 404) return null;
    throw error;
  }
}

/** The news desk and the results of one site. */
export function feedsApi(origin: string) {
  const upstream = () => upstreamClient({ origin });
  return {
    /** A page of articles; null when the page is past the last one. */
    news: (lang: string, page: number): Promise<NewsList | null> =>
      newsListCache.get(`${origin}|${lang}|${page}`, () =>
        orNull(() =>
          requestJson(
            () =>
              upstream().get('news-api/v1/articles', {
                searchParams: { lang, page: String(page) },
              }),
            newsListAnswerSchema,
            'news list',
          ),
        ),
      ),

    article: (lang: string, slug: string): Promise<NewsArticle | null> =>
      articleCache.get(`${origin}|${lang}|${slug}`, () =>
        orNull(async () => {
          const answer = await requestJson(
            () =>
              upstream().get(`news-api/v1/articles/${encodeURIComponent(slug)}`, {
                searchParams: { lang },
              }),
            newsArticleAnswerSchema,
            'news article',
          );
          return answer.data;
        }),
      ),

    /** Finished events of a day (YYYY-MM-DD); without one, of the latest day that has any. */
    results: (lang: string, date?: string): Promise<ResultsDay> =>
      resultsCache.get(`${origin}|${lang}|${date ?? 'latest'}`, () =>
        requestJson(
          () =>
            upstream().get('results-api/v1/results', {
              searchParams: { lang, ...(date ? { date } : {}) },
            }),
          resultsAnswerSchema,
          'results',
        ),
      ),

    live: (lang: string): Promise<LiveResults> =>
      liveCache.get(`${origin}|${lang}`, async () => {
        const answer = await requestJson(
          () => upstream().get('results-api/v1/live', { searchParams: { lang } }),
          liveResultsAnswerSchema,
          'live results',
        );
        return answer.data;
      }),

    zone: (lang: string): Promise<ZoneSport[]> =>
      zoneCache.get(`${origin}|${lang}`, async () => {
        const answer = await requestJson(
          () => upstream().get('results-api/v1/zone', { searchParams: { lang } }),
          zoneResultsAnswerSchema,
          'zone results',
        );
        return answer.data;
      }),

    standings: (lang: string): Promise<LeagueTable[]> =>
      standingsCache.get(`${origin}|${lang}`, async () => {
        const answer = await requestJson(
          () => upstream().get('results-api/v1/standings', { searchParams: { lang } }),
          standingsAnswerSchema,
          'standings',
        );
        return answer.data;
      }),

    /** One event's head-to-head and form; null when the upstream knows no such event. */
    gameStats: (lang: string, gameId: number): Promise<GameStats | null> =>
      statsCache.get(`${origin}|${lang}|${gameId}`, () =>
        orNull(async () => {
          const answer = await requestJson(
            () =>
              upstream().get(`results-api/v1/games/${gameId}/stats`, { searchParams: { lang } }),
            gameStatsAnswerSchema,
            'game statistics',
          );
          return answer.data;
        }),
      ),
  };
}

export type FeedsApi = ReturnType<typeof feedsApi>;
