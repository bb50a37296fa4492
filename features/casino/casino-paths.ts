/**
 * Where each casino thing lives on the site (spec 01 §2 "Casino and games", "Bonus games"): the
 * page of a section, of a game, of a provider, and the art. Pure and edge-safe: the pages, the
 * BFF and the browser build the same links from the same data.
 */
import type { Game, GameFlag } from '@/server/upstream/schemas/casino';

/** The routes group's slug lists that name casino pages (docs/upstream-contract.md). */
export interface CasinoRouteSlugs {
  casinoCategories: readonly string[];
  slotsCategories: readonly string[];
  kenoGames: readonly string[];
}

/**
 * Sections that have a page of their own in the route table, by route id; the route's path is
 * the category's slug (docs/decisions.md "Casino upstream": the slugs are the route table's).
 */
export const SECTION_ROUTES = {
  bingo: 'bingo',
  poker: 'poker',
  tvgames: 'tvgames',
  scratchcards: 'scratchcards',
  virtualsports: 'virtualsports',
  fastGames: 'fast-games',
  fastBet: 'fast-bet',
  asianGames: 'asian-games',
  cardGames: 'card-games',
  crashGames: 'crash-games',
  skillGames: 'skill-games',
  fishingHunting: 'fishinghunting',
  otherGames: 'othergames',
  allGamesEntrance: 'allgamesentrance',
} as const satisfies Record<string, string>;

/** The bonus games' own routes (spec 01 §2 Bonus games), by route id: the game's slug. */
export const BONUS_GAME_ROUTES = {
  fortuna: 'fortuna',
  chest: 'chest',
  memory: 'memory',
  safe: 'safe',
  lottery: 'lottery',
  dragonBonus: 'dragon-bonus',
} as const satisfies Record<string, string>;

export const KENO_CATEGORY = 'keno';
export const POKER_CATEGORY = 'poker';
export const BONUS_GAMES_CATEGORY = 'allgamesentrance';

/** The umbrella section: the first of the routes group's casino categories (`casino`). */
export function lobbyCategory(slugs: CasinoRouteSlugs): string {
  return slugs.casinoCategories[0] ?? 'casino';
}

/**
 * The one address of a game's page, without the language. Bonus games, poker and the keno games
 * the config lists have pages by slug; a slot's page is under its slots section; any other game
 * under its casino section, else under the lobby (docs/decisions.md "Casino pages": one URL per
 * game, every other spelling redirects to it).
 */
export function gamePagePath(
  game: Pick<Game, 'id' | 'slug' | 'categories'>,
  slugs: CasinoRouteSlugs,
): string {
  if (game.categories.includes(BONUS_GAMES_CATEGORY)) return `${BONUS_GAMES_CATEGORY}/${game.slug}`;
  if (game.categories.includes(POKER_CATEGORY)) return `${POKER_CATEGORY}/${game.slug}`;
  if (game.categories.includes(KENO_CATEGORY) && slugs.kenoGames.includes(game.slug)) {
    return game.slug;
  }
  const umbrella = lobbyCategory(slugs);
  const section =
    game.categories.find((slug) => slugs.slotsCategories.includes(slug)) ??
    game.categories.find((slug) => slug !== umbrella && slugs.casinoCategories.includes(slug)) ??
    umbrella;
  return `${section}/game/${game.id}/${game.slug}`;
}

/**
 * Whether an address (with its language) is a game's page under a section, the shape
 * gamePagePath builds: `/{lng}/{section}/game/{id}/{slug}`. The shell folds the slip there.
 */
export function isSectionGamePage(pathname: string | null): boolean {
  return pathname !== null && /^\/[^/]+\/[^/]+\/game\/\d+\/[^/]+$/.test(pathname);
}

/**
 * A section's page, without the language: `{casino}/{subcategory}` and `{slots}/{subcategory}`
 * by path; the other sections by their route, a subcategory in the query. Null for a section the
 * site has no page for.
 */
export function sectionPagePath(
  category: string,
  slugs: CasinoRouteSlugs,
  subcategory?: string,
): string | null {
  if (slugs.casinoCategories.includes(category) || slugs.slotsCategories.includes(category)) {
    return subcategory ? `${category}/${subcategory}` : category;
  }
  let base: string | null = null;
  if (category === KENO_CATEGORY) {
    base = slugs.kenoGames.includes(KENO_CATEGORY) ? KENO_CATEGORY : (slugs.kenoGames[0] ?? null);
  } else if ((Object.values(SECTION_ROUTES) as string[]).includes(category)) {
    base = category;
  }
  if (base === null) return null;
  return subcategory ? `${base}?${new URLSearchParams({ subcategory })}` : base;
}

export function providerPagePath(providerSlug: string): string {
  return `providers/${providerSlug}`;
}

/** Upstream art, served by the site (app/api/casino/images): `/casino-api/images/…` → ours. */
export const CASINO_IMAGES_PATH = '/api/casino/images';

export function imageUrl(upstreamPath: string): string {
  return upstreamPath.replace(/^\/casino-api\/images\//, `${CASINO_IMAGES_PATH}/`);
}

/** A game's tile art on this site (docs/upstream-contract.md: `games/{id}.svg`). */
export function gameImageUrl(id: number): string {
  return `${CASINO_IMAGES_PATH}/games/${id}.svg`;
}

/**
 * What a tile shows of a game, the same on the server and in the browser. Kept to what the tile
 * prints: it travels as data in the page's RSC payload and in the BFF's answers (issue 13).
 */
export interface GameTile {
  id: number;
  name: string;
  /** The game page, without the language. */
  path: string;
  /** The provider's name. */
  provider: string | null;
  rtp: number;
  /** The flags it carries, jackpot first (the badges). */
  flags: GameFlag[];
}

const BADGE_ORDER: readonly GameFlag[] = ['jackpot', 'new', 'popular'];

export function toTile(
  game: Game,
  providers: ReadonlyMap<number, { slug: string; name: string }>,
  slugs: CasinoRouteSlugs,
): GameTile {
  return {
    id: game.id,
    name: game.name,
    path: gamePagePath(game, slugs),
    provider: providers.get(game.providerId)?.name ?? null,
    rtp: game.rtp,
    flags: BADGE_ORDER.filter((flag) => game.flags[flag]),
  };
}
