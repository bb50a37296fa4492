/**
 * The events a home page shows (spec 01 §2 Sport: "Home, and home-prefixed sport paths. Page
 * types on home: betsonyour, topgame, marble, team, cyber, ufc, politics"). The spec names the
 * page types only; each is a selection of the line, both streams, live first
 * (docs/decisions.md "Home page types and home sport paths").
 */
import type { Champ, Game, Stream } from '@/server/upstream/schemas/line';

/** The values of the `homePageType` route's `{pageType}` (server/routes/table.ts). */
export type HomePageType =
  'topgame' | 'betsonyour' | 'team' | 'cyber' | 'ufc' | 'politics' | 'marble';

/** Sports played by teams: what the `team` page type selects (esports has a type of its own). */
const TEAM_SPORTS = [
  'football',
  'ice-hockey',
  'basketball',
  'volleyball',
  'handball',
  'futsal',
  'cricket',
  'baseball',
  'american-football',
  'rugby',
  'water-polo',
  'bandy',
  'field-hockey',
] as const;

export type HomeSelection =
  /** Games the line recommends (time filter 6's games). */
  | { kind: 'recommended' }
  /** Games of the top championships. */
  | { kind: 'topChamps' }
  /** Games of these sports, by the sport's slug. */
  | { kind: 'sports'; slugs: readonly string[] };

/** Tabs of the home events, in display order. */
export const PAGE_TYPE_SELECTIONS: Readonly<Record<HomePageType, HomeSelection>> = {
  topgame: { kind: 'recommended' },
  betsonyour: { kind: 'topChamps' },
  team: { kind: 'sports', slugs: TEAM_SPORTS },
  cyber: { kind: 'sports', slugs: ['esports'] },
  ufc: { kind: 'sports', slugs: ['ufc', 'mma'] },
  politics: { kind: 'sports', slugs: ['politics'] },
  marble: { kind: 'sports', slugs: ['marble-racing'] },
};

export const HOME_PAGE_TYPES = Object.keys(PAGE_TYPE_SELECTIONS) as HomePageType[];

export function isHomePageType(value: string | undefined): value is HomePageType {
  return value !== undefined && Object.hasOwn(PAGE_TYPE_SELECTIONS, value);
}

/**
 * Games a home block lists per stream, by what it shows: a page type both streams, a stream page
 * one, the home page both beside its other blocks. The stream's own list has the rest; a page
 * stays under 150 kB of HTML (issue 13).
 */
export const HOME_GAMES_PER_STREAM = { home: 3, pageType: 5, sport: 8 } as const;

/** The games of one stream a selection picks, in the line's order. */
export function selectGames(
  games: readonly Game[],
  champs: readonly Champ[],
  selection: HomeSelection,
): Game[] {
  switch (selection.kind) {
    case 'recommended':
      return games.filter((game) => game.isRecommended);
    case 'topChamps': {
      const top = new Set(champs.filter((champ) => champ.isTop).map((champ) => champ.id));
      return games.filter((game) => top.has(game.champId));
    }
    case 'sports':
      return games.filter((game) => selection.slugs.includes(game.sportSlug));
  }
}

/** The popular games of a stream, optionally of one sport: recommended first, then the rest. */
export function popularGames(games: readonly Game[], sportSlug?: string): Game[] {
  const ofSport = sportSlug ? games.filter((game) => game.sportSlug === sportSlug) : games;
  return [
    ...ofSport.filter((game) => game.isRecommended),
    ...ofSport.filter((game) => !game.isRecommended),
  ];
}

export interface SportCount {
  slug: string;
  name: string;
  count: number;
}

/** The sports of a list with their game counts, in the list's order. */
export function sportCounts(games: readonly Game[]): SportCount[] {
  const sports: SportCount[] = [];
  for (const game of games) {
    const sport = sports.find((item) => item.slug === game.sportSlug);
    if (sport) sport.count += 1;
    else sports.push({ slug: game.sportSlug, name: game.sportName, count: 1 });
  }
  return sports;
}

/** `home/{section}/{sport}?` */
export function homeSportPath(lng: string, stream: Stream, sport?: string): string {
  return `/${lng}/home/${stream}${sport ? `/${sport}` : ''}`;
}

export function homePageTypePath(lng: string, pageType: HomePageType): string {
  return `/${lng}/${pageType}`;
}
