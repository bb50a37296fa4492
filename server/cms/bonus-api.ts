import 'server-only';
import { cache } from 'react';
import type { z } from 'zod';
import { requestIdentity } from '@/server/config/site-config';
import { TtlCache } from '@/server/edge/ttl-cache';
import { requestJson, upstreamClient } from '@/server/upstream/client';
import { UpstreamError } from '@/server/upstream/errors';
import { cmsSlugSchema } from '@/server/upstream/schemas/cms';
import {
  bonusGamesAnswerSchema,
  casinoOfferAnswerSchema,
  casinoOffersAnswerSchema,
  gamesLandingAnswerSchema,
  partnerOfferAnswerSchema,
  promoCodesAnswerSchema,
  tournamentAnswerSchema,
  tournamentsAnswerSchema,
  type BonusGames,
  type CasinoOffer,
  type CasinoOfferKind,
  type GamesLanding,
  type PartnerOffer,
  type PromoCodes,
  type Tournament,
  type TournamentDetails,
} from '@/server/upstream/schemas/cms-bonus';
import { CMS_TTL_MS } from './cms-api';

/**
 * The CMS's bonus calls (docs/decisions.md "Bonus pages and games landings"). Like the other CMS
 * answers they are the same for every visitor of a site, so they are shared between requests in
 * per-process caches keyed by origin and language (docs/architecture.md "Scale"); a 404 is kept
 * too.
 */

/** A leaderboard moves while a tournament runs: a minute old at most. */
export const LEADERBOARD_TTL_MS = 60_000;
const STALE_IF_ERROR_MS = 3_600_000;

const options = { ttlMs: CMS_TTL_MS, staleIfErrorMs: STALE_IF_ERROR_MS };
const listCache = new TtlCache<unknown>({ ...options, maxEntries: 200 });
const itemCache = new TtlCache<unknown>({ ...options, maxEntries: 2000 });
const leaderboardCache = new TtlCache<TournamentDetails | null>({
  ttlMs: LEADERBOARD_TTL_MS,
  staleIfErrorMs: STALE_IF_ERROR_MS,
  maxEntries: 500,
});

/** Empties the shared caches (tests). */
export function clearBonusCaches(): void {
  for (const store of [listCache, itemCache, leaderboardCache]) store.clear();
}

async function orNull<T>(load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 404) return null;
    throw error;
  }
}

/** The CMS bonus pages of one site. */
export function bonusApi(origin: string) {
  const upstream = () => upstreamClient({ origin });
  function get<S extends z.ZodType<{ data: unknown }>>(
    path: string,
    searchParams: Record<string, string>,
    schema: S,
    what: string,
  ): Promise<z.output<S>['data']> {
    return requestJson(() => upstream().get(path, { searchParams }), schema, what).then(
      (answer) => answer.data,
    );
  }
  /** One item by slug, null when the CMS does not know it. */
  function item<T>(
    path: string,
    lang: string,
    slug: string,
    schema: z.ZodType<{ data: T }>,
    what: string,
  ): Promise<T | null> {
    // A slug the CMS could never hold is no page: a 404 here, not the upstream's 400.
    if (!cmsSlugSchema.safeParse(slug).success) return Promise.resolve(null);
    const key = `${origin}|${lang}|${path}/${slug}`;
    return itemCache.get(key, () =>
      orNull(() => get(`${path}/${encodeURIComponent(slug)}`, { lang }, schema, what)),
    ) as Promise<T | null>;
  }

  return {
    casinoOffers: (lang: string, kind?: CasinoOfferKind): Promise<CasinoOffer[]> =>
      listCache.get(`${origin}|${lang}|offers|${kind ?? ''}`, () =>
        get(
          'cms-api/v1/casino-offers',
          kind ? { lang, kind } : { lang },
          casinoOffersAnswerSchema,
          'cms casino offers',
        ),
      ) as Promise<CasinoOffer[]>,

    casinoOffer: (lang: string, slug: string): Promise<CasinoOffer | null> =>
      item('cms-api/v1/casino-offers', lang, slug, casinoOfferAnswerSchema, 'cms casino offer'),

    promoCodes: (lang: string): Promise<PromoCodes> =>
      listCache.get(`${origin}|${lang}|promo-codes`, () =>
        get('cms-api/v1/promo-codes', { lang }, promoCodesAnswerSchema, 'cms promo codes'),
      ) as Promise<PromoCodes>,

    tournaments: (lang: string): Promise<Tournament[]> =>
      listCache.get(`${origin}|${lang}|tournaments`, () =>
        get('cms-api/v1/tournaments', { lang }, tournamentsAnswerSchema, 'cms tournaments'),
      ) as Promise<Tournament[]>,

    /** A tournament with its leaderboard (kept a minute, not five). */
    tournament: (lang: string, slug: string): Promise<TournamentDetails | null> =>
      !cmsSlugSchema.safeParse(slug).success
        ? Promise.resolve(null)
        : leaderboardCache.get(`${origin}|${lang}|${slug}`, () =>
            orNull(() =>
              get(
                `cms-api/v1/tournaments/${encodeURIComponent(slug)}`,
                { lang },
                tournamentAnswerSchema,
                'cms tournament',
              ),
            ),
          ),

    partnerOffer: (lang: string, slug: string): Promise<PartnerOffer | null> =>
      item('cms-api/v1/partner-offers', lang, slug, partnerOfferAnswerSchema, 'cms partner offer'),

    bonusGames: (lang: string, id: string): Promise<BonusGames | null> =>
      item('cms-api/v1/bonus-games', lang, id, bonusGamesAnswerSchema, 'cms bonus games'),

    gamesLanding: (lang: string, slug: string): Promise<GamesLanding | null> =>
      item('cms-api/v1/games-landings', lang, slug, gamesLandingAnswerSchema, 'cms games landing'),
  };
}

export type BonusApi = ReturnType<typeof bonusApi>;

/** The bonus CMS of the site this page request came to (shared cache above, once per request here). */
export const getBonusCms = cache(async () => bonusApi((await requestIdentity()).origin));
