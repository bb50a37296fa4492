import type { ReactNode } from 'react';
import { unstable_rethrow } from 'next/navigation';
import { buildPath, type RouteMatch } from '@/server/routes/match';
import type { RouteBody } from '@/features/ui';
import {
  BONUS_GAME_ROUTES,
  BONUS_GAMES_CATEGORY,
  KENO_CATEGORY,
  lobbyCategory,
  POKER_CATEGORY,
  SECTION_ROUTES,
} from './casino-paths';
import { getCasinoSlugs } from '@/server/casino/site-casino';
import { CasinoUnavailable } from './casino-view';
import { GamePage, type GameRef } from './GamePage';
import { hasListQuery, type QueryValues } from './list-filter';
import { Lobby } from './Lobby';
import { MyCasino, MyFavourites } from './MyCasino';
import { ProviderPage, ProvidersPage } from './ProvidersPages';
import { SearchPage } from './SearchPage';
import { GamesListPage } from './SectionList';

type BodyProps = Parameters<RouteBody>[0];

/**
 * A body whose catalogue calls fail shows the casino's notice inside the page's frame; a 404 or
 * a redirect it decides goes through. The page components are called here, not rendered later,
 * so their failures are caught here.
 */
function casinoBody(render: (props: BodyProps) => Promise<ReactNode>): RouteBody {
  return async (props) => {
    try {
      return await render(props);
    } catch (error) {
      unstable_rethrow(error);
      return <CasinoUnavailable error={error} />;
    }
  };
}

function pathOf(lng: string, match: RouteMatch): string {
  return `/${lng}/${buildPath(match.entry, match.params)}`;
}

function gamePage(lng: string, match: RouteMatch, ref: GameRef, searchParams?: QueryValues) {
  return GamePage({ lng, ref, currentPath: pathOf(lng, match), searchParams });
}

/** A section's list at its own address (bingo, TV games…, the bonus games). */
function sectionList(category: string): RouteBody {
  return casinoBody(({ lng, match, searchParams }) =>
    GamesListPage({ lng, category, base: pathOf(lng, match), searchParams }),
  );
}

/** `{casino}/{subcategory}?` and `{slots}/{subcategory}?`; the umbrella section is the lobby. */
const categoryBody = (param: 'casino' | 'slots'): RouteBody =>
  casinoBody(async ({ lng, match, searchParams }) => {
    const category = match.params[param] ?? '';
    const subcategory = match.params.subcategory;
    const umbrella = lobbyCategory(await getCasinoSlugs(lng));
    if (category === umbrella && !subcategory && !hasListQuery(searchParams)) {
      return Lobby({ lng });
    }
    return GamesListPage({
      lng,
      category,
      pathSubcategory: subcategory,
      base: pathOf(lng, match),
      searchParams,
      keepFirstPage: category === umbrella && !subcategory,
    });
  });

const gameById: RouteBody = casinoBody(({ lng, match, searchParams }) =>
  gamePage(
    lng,
    match,
    { kind: 'id', id: match.params.gameId ?? '', slug: match.params.gameName ?? '' },
    searchParams,
  ),
);

const gameBySlug = (category: string, slugOf: (match: RouteMatch) => string): RouteBody =>
  casinoBody(({ lng, match, searchParams }) =>
    gamePage(lng, match, { kind: 'slug', category, slug: slugOf(match) }, searchParams),
  );

/** The casino's pages by route id (features/pages/the route folders import them in). */
export const CASINO_BODIES: Readonly<Record<string, RouteBody>> = {
  casinoCategory: categoryBody('casino'),
  slotsCategory: categoryBody('slots'),
  casinoBrand: casinoBody(({ lng, match, searchParams }) =>
    GamesListPage({
      lng,
      category: 'casino',
      pathSubcategory: 'brand',
      base: pathOf(lng, match),
      searchParams,
    }),
  ),
  slotsVulkan: casinoBody(({ lng, match, searchParams }) =>
    GamesListPage({
      lng,
      category: 'slots',
      pathSubcategory: 'vulkan',
      base: pathOf(lng, match),
      searchParams,
    }),
  ),
  casinoLobby: casinoBody(({ lng }) => Lobby({ lng })),
  casinoGame: gameById,
  slotsGame: gameById,
  keno: gameBySlug(KENO_CATEGORY, (match) => match.params.keno ?? ''),
  poker: casinoBody(({ lng, match, searchParams }) =>
    match.params.game
      ? gamePage(lng, match, { kind: 'slug', category: POKER_CATEGORY, slug: match.params.game })
      : GamesListPage({ lng, category: POKER_CATEGORY, base: pathOf(lng, match), searchParams }),
  ),
  allGamesEntranceGame: gameBySlug(BONUS_GAMES_CATEGORY, (match) => match.params.gameRoute ?? ''),
  ...Object.fromEntries(
    Object.entries(BONUS_GAME_ROUTES).map(([id, slug]) => [
      id,
      gameBySlug(BONUS_GAMES_CATEGORY, () => slug),
    ]),
  ),
  ...Object.fromEntries(
    Object.entries(SECTION_ROUTES)
      .filter(([id]) => id !== 'poker')
      .map(([id, category]) => [id, sectionList(category)]),
  ),
  myCasino: casinoBody(({ lng }) => MyCasino({ lng })),
  myCasinoFavorites: casinoBody(({ lng, searchParams }) => MyFavourites({ lng, searchParams })),
  providers: casinoBody(({ lng }) => ProvidersPage({ lng })),
  provider: casinoBody(({ lng, match, searchParams }) =>
    ProviderPage({ lng, provider: match.params.provider ?? '', searchParams }),
  ),
  casinoSearch: casinoBody(({ lng, searchParams }) => SearchPage({ lng, searchParams })),
};
