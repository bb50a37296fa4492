import 'server-only';
import type { KyInstance } from 'ky';
import { TtlCache } from '@/server/edge/ttl-cache';
import { requestJson, upstreamClient } from '@/server/upstream/client';
import { UpstreamError } from '@/server/upstream/errors';
import {
  lotteriesAnswerSchema,
  lotteryAnswerSchema,
  lottoResultsAnswerSchema,
  lottoTicketAnswerSchema,
  lottoTicketsAnswerSchema,
  type Lottery,
  type LottoResultsAnswer,
  type LottoTicket,
  type LottoTicketRequest,
} from '@/server/upstream/schemas/lotto';
import {
  totoAnswerSchema,
  totoCouponAnswerSchema,
  totoCouponsAnswerSchema,
  totoDrawsAnswerSchema,
  totosAnswerSchema,
  type Toto,
  type TotoAnswer,
  type TotoCoupon,
  type TotoCouponRequest,
  type TotoDrawsAnswer,
} from '@/server/upstream/schemas/toto';

/**
 * The toto and lotto calls of docs/upstream-contract.md "Toto API" and "Lotto API". Draws,
 * results and jackpots are the same for every visitor of a site, so their answers are shared
 * between requests in per-process caches (docs/architecture.md "Scale"); a draw closes on a
 * schedule, so they live briefly. The player's coupons and tickets carry the player's token: never
 * cached.
 */

/** Pools, shares of bets and jackpots move with every coupon: thirty seconds. */
export const DRAWS_TTL_MS = 30_000;
/** An upstream outage keeps the last good answer this long rather than failing the page. */
const STALE_IF_ERROR_MS = 600_000;

const options = { ttlMs: DRAWS_TTL_MS, staleIfErrorMs: STALE_IF_ERROR_MS };
const totosCache = new TtlCache<Toto[]>({ ...options, maxEntries: 50 });
const totoCache = new TtlCache<TotoAnswer | null>({ ...options, maxEntries: 200 });
const totoDrawsCache = new TtlCache<TotoDrawsAnswer | null>({ ...options, maxEntries: 500 });
const lotteriesCache = new TtlCache<Lottery[]>({ ...options, maxEntries: 50 });
const lotteryCache = new TtlCache<Lottery | null>({ ...options, maxEntries: 200 });
const resultsCache = new TtlCache<LottoResultsAnswer | null>({ ...options, maxEntries: 500 });

export function clearDrawsCaches(): void {
  for (const store of [
    totosCache,
    totoCache,
    totoDrawsCache,
    lotteriesCache,
    lotteryCache,
    resultsCache,
  ]) {
    store.clear();
  }
}

/** null for an upstream 404 (an unknown toto or lottery), kept in the cache like an answer. */
async function orMissing<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 404) return null;
    throw error;
  }
}

/** The shared draws of one site (every cache key holds the origin, as the casino's do). */
export function drawsCatalogue(origin: string) {
  const upstream = () => upstreamClient({ origin });
  return {
    totos: (lang: string): Promise<Toto[]> =>
      totosCache.get(`${origin}|${lang}`, async () => {
        const answer = await requestJson(
          () => upstream().get('toto-api/v1/totos', { searchParams: { lang } }),
          totosAnswerSchema,
          'toto list',
        );
        return answer.data;
      }),

    /** The toto with its current and next draw, or null when the upstream does not know it. */
    toto: (slug: string, lang: string): Promise<TotoAnswer | null> =>
      totoCache.get(`${origin}|${slug}|${lang}`, () =>
        orMissing(async () => {
          const answer = await requestJson(
            () => upstream().get(`toto-api/v1/totos/${slug}`, { searchParams: { lang } }),
            totoAnswerSchema,
            'toto draws',
          );
          return answer.data;
        }),
      ),

    totoDraws: (slug: string, page: number, lang: string): Promise<TotoDrawsAnswer | null> =>
      totoDrawsCache.get(`${origin}|${slug}|${page}|${lang}`, () =>
        orMissing(() =>
          requestJson(
            () =>
              upstream().get(`toto-api/v1/totos/${slug}/draws`, {
                searchParams: { page, lang },
              }),
            totoDrawsAnswerSchema,
            'toto past draws',
          ),
        ),
      ),

    lotteries: (lang: string): Promise<Lottery[]> =>
      lotteriesCache.get(`${origin}|${lang}`, async () => {
        const answer = await requestJson(
          () => upstream().get('lotto-api/v1/lotteries', { searchParams: { lang } }),
          lotteriesAnswerSchema,
          'lotto catalogue',
        );
        return answer.data;
      }),

    lottery: (slug: string, lang: string): Promise<Lottery | null> =>
      lotteryCache.get(`${origin}|${slug}|${lang}`, () =>
        orMissing(async () => {
          const answer = await requestJson(
            () => upstream().get(`lotto-api/v1/lotteries/${slug}`, { searchParams: { lang } }),
            lotteryAnswerSchema,
            'lotto lottery',
          );
          return answer.data;
        }),
      ),

    /** Past draws of one lottery, or of all when `lottery` is undefined. */
    results: (lottery: string | undefined, page: number): Promise<LottoResultsAnswer | null> =>
      resultsCache.get(`${origin}|${lottery ?? ''}|${page}`, () =>
        orMissing(() =>
          requestJson(
            () =>
              upstream().get('lotto-api/v1/results', {
                searchParams: lottery ? { lottery, page } : { page },
              }),
            lottoResultsAnswerSchema,
            'lotto results',
          ),
        ),
      ),
  };
}

/** The signed-in player's calls, with the player's token on `upstream`; never cached. */
export const drawsPlayerApi = {
  totoCoupons: async (upstream: KyInstance, lang: string): Promise<TotoCoupon[]> =>
    (
      await requestJson(
        () => upstream.get('toto-api/v1/coupons', { searchParams: { lang } }),
        totoCouponsAnswerSchema,
        'toto coupons',
      )
    ).data,

  placeTotoCoupon: async (
    upstream: KyInstance,
    coupon: TotoCouponRequest,
    lang: string,
  ): Promise<TotoCoupon> =>
    (
      await requestJson(
        () => upstream.post('toto-api/v1/coupons', { json: coupon, searchParams: { lang } }),
        totoCouponAnswerSchema,
        'toto coupon',
      )
    ).data,

  lottoTickets: async (
    upstream: KyInstance,
    lottery: string | undefined,
    lang: string,
  ): Promise<LottoTicket[]> =>
    (
      await requestJson(
        () =>
          upstream.get('lotto-api/v1/tickets', {
            searchParams: lottery ? { lottery, lang } : { lang },
          }),
        lottoTicketsAnswerSchema,
        'lotto tickets',
      )
    ).data,

  buyLottoTicket: async (
    upstream: KyInstance,
    ticket: LottoTicketRequest,
    lang: string,
  ): Promise<LottoTicket> =>
    (
      await requestJson(
        () => upstream.post('lotto-api/v1/tickets', { json: ticket, searchParams: { lang } }),
        lottoTicketAnswerSchema,
        'lotto ticket',
      )
    ).data,
};
