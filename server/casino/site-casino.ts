import 'server-only';
import { cache } from 'react';
import {
  loadConfigGroups,
  requestIdentity,
  type RequestIdentity,
} from '@/server/config/site-config';
import { routeSlugsFrom } from '@/server/routes/match';
import { routeContext } from '@/server/routes/resolve';
import { readAsPlayer } from '@/server/session/player-upstream';
import { routesGroupSchema } from '@/server/upstream/schemas/config-groups';
import type { Category, Game, GameFlag, RecentGame } from '@/server/upstream/schemas/casino';
import { toTile, type CasinoRouteSlugs, type GameTile } from '@/features/casino';
import {
  casinoCatalogue,
  casinoPlayerApi,
  type CasinoCatalogue,
  type GamesFilter,
} from './casino-api';

/**
 * The casino as this request's site sees it: the shared catalogue (cached across requests in
 * casino-api.ts, once per request here) and the signed-in player's own lists (never cached).
 */

export interface TilesPage {
  tiles: GameTile[];
  page: number;
  perPage: number;
  total: number;
}

/** Games as tiles: the link, the art on this site and the provider's name. */
export async function tilesWith(
  source: CasinoCatalogue,
  slugs: CasinoRouteSlugs,
  games: readonly Game[],
): Promise<GameTile[]> {
  const providers = await source.providers();
  const names = new Map(providers.map((p) => [p.id, { slug: p.slug, name: p.name }]));
  return games.map((game) => toTile(game, names, slugs));
}

export async function tilesPageWith(
  source: CasinoCatalogue,
  slugs: CasinoRouteSlugs,
  filter: GamesFilter,
): Promise<TilesPage> {
  const answer = await source.games(filter);
  return {
    tiles: await tilesWith(source, slugs, answer.data),
    page: answer.meta.page,
    perPage: answer.meta.perPage,
    total: answer.meta.total,
  };
}

/**
 * The catalogue and the route slugs of the site a BFF request came to (a route handler names
 * its identity; next/headers is a page's).
 */
export async function casinoSiteOf(identity: RequestIdentity, lng: string) {
  const groups = await loadConfigGroups(['routes'], lng, identity);
  const routes = routeSlugsFrom(routesGroupSchema.parse(groups.routes));
  const slugs: CasinoRouteSlugs = {
    casinoCategories: routes.casinoCategories,
    slotsCategories: routes.slotsCategories,
    kenoGames: routes.kenoGames,
  };
  return { catalogue: casinoCatalogue(identity.origin), slugs };
}

const catalogue = cache(async () => casinoCatalogue((await requestIdentity()).origin));

export const getCasinoSlugs = cache(async (lng: string): Promise<CasinoRouteSlugs> => {
  const { slugs } = await routeContext(lng);
  return {
    casinoCategories: slugs.casinoCategories,
    slotsCategories: slugs.slotsCategories,
    kenoGames: slugs.kenoGames,
  };
});

export const getCategories = cache(async (lng: string): Promise<Category[]> =>
  (await catalogue()).categories(lng),
);

export const getProviders = cache(async () => (await catalogue()).providers());

/** Games as tiles for a page of this request's site. */
export async function tilesOf(lng: string, games: readonly Game[]): Promise<GameTile[]> {
  const [source, slugs] = await Promise.all([catalogue(), getCasinoSlugs(lng)]);
  return tilesWith(source, slugs, games);
}

export async function getTilesPage(lng: string, filter: GamesFilter): Promise<TilesPage> {
  const [source, slugs] = await Promise.all([catalogue(), getCasinoSlugs(lng)]);
  return tilesPageWith(source, slugs, filter);
}

export const getGameById = cache(async (id: number) => (await catalogue()).game(id));

/** A game's bet range in a currency (the player's account's, or the site's for a visitor). */
export const getGameBets = cache(async (id: number, currency: string) =>
  (await catalogue()).bets(id, currency),
);

/** One game of a section by its slug ({keno}, poker/{game}, allgamesentrance/{gameRoute}). */
export const getGameBySlug = cache(async (category: string, slug: string) => {
  const answer = await (await catalogue()).games({ category, slug, perPage: 1 });
  return answer.data[0] ?? null;
});

export interface SectionFacets {
  /** The providers with games in the section, in the catalogue's order, with their counts. */
  providers: { slug: string; name: string; count: number }[];
  /** The flags at least one game of the section carries. */
  flags: GameFlag[];
}

/** How many of the section's games the facets read: the largest section has 180. */
const FACET_SCAN_LIMIT = 300;
const SCAN_PAGE = 100;

/**
 * The provider chips and flag chips a section offers: read from the section's games (the shared
 * list cache holds them), so no chip leads to an empty list.
 */
export const getSectionFacets = cache(
  async (category: string | undefined, subcategory?: string): Promise<SectionFacets> => {
    const source = await catalogue();
    const filter = { category, subcategory, sort: 'name' as const, perPage: SCAN_PAGE };
    const firstPage = await source.games({ ...filter, page: 1 });
    const pages = Math.min(
      Math.ceil(firstPage.meta.total / SCAN_PAGE),
      FACET_SCAN_LIMIT / SCAN_PAGE,
    );
    const rest = await Promise.all(
      Array.from({ length: Math.max(0, pages - 1) }, (_, i) =>
        source.games({ ...filter, page: i + 2 }),
      ),
    );
    const games = [firstPage, ...rest].flatMap((answer) => answer.data);
    const counts = new Map<number, number>();
    const flags = new Set<GameFlag>();
    for (const game of games) {
      counts.set(game.providerId, (counts.get(game.providerId) ?? 0) + 1);
      for (const flag of ['new', 'popular', 'jackpot'] as const)
        if (game.flags[flag]) flags.add(flag);
    }
    const providers = (await getProviders()).flatMap((p) => {
      const count = counts.get(p.id);
      return count ? [{ slug: p.slug, name: p.name, count }] : [];
    });
    return {
      providers,
      flags: (['new', 'popular', 'jackpot'] as const).filter((flag) => flags.has(flag)),
    };
  },
);

/* ---------- The signed-in player's lists ---------- */

export const getFavourites = cache(async (): Promise<Game[] | null> =>
  readAsPlayer((upstream) => casinoPlayerApi.favourites(upstream)),
);

export const getRecentGames = cache(async (): Promise<RecentGame[] | null> =>
  readAsPlayer((upstream) => casinoPlayerApi.recent(upstream)),
);

/** The player's favourite ids (for the hearts), or null for a visitor. */
export const getFavouriteIds = cache(async (): Promise<number[] | null> => {
  const favourites = await getFavourites();
  return favourites?.map((game) => game.id) ?? null;
});
