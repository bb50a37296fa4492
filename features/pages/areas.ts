import { buildPath, type RouteSlugs } from '@/server/routes/match';
import { ROUTES_BY_ID } from '@/server/routes/table';

/**
 * The site's areas, each with the pages its side menu lists (in order). A page of an area shows
 * the menu beside its content, as operators' information and casino sections do.
 */
const AREAS = {
  info: [
    'about',
    'contacts',
    'rules',
    'howbet',
    'bettingCalculator',
    'payment',
    'cashTerminals',
    'smsBets',
    'responsibleGaming',
    'licenses',
    'taxation',
    'cookies',
    'consent',
    'amlPolicy',
    'amlKyc',
    'kycPolicy',
    'simpleIdentification',
    'disputeResolution',
  ],
  casino: [
    'casinoCategory',
    'slotsCategory',
    'keno',
    'casinoLobby',
    'myCasino',
    'providers',
    'bingo',
    'tvgames',
    'scratchcards',
    'virtualsports',
    'fastGames',
    'fastBet',
    'crashGames',
    'cardGames',
    'asianGames',
    'skillGames',
    'fishingHunting',
    'otherGames',
    'poker',
    'bonusCasino',
  ],
  bonusGames: ['allGamesEntrance', 'fortuna', 'chest', 'memory', 'safe', 'lottery', 'dragonBonus'],
} as const;

export type Area = keyof typeof AREAS;

/** Routes that belong to an area without being listed in its menu. */
const MEMBERS: Readonly<Record<string, Area>> = {
  casinoGame: 'casino',
  slotsGame: 'casino',
  provider: 'casino',
  myCasinoFavorites: 'casino',
  casinoSearch: 'casino',
  casinoBrand: 'casino',
  slotsVulkan: 'casino',
  allGamesEntranceGame: 'bonusGames',
  gamesLanding: 'bonusGames',
};

export function areaOf(routeId: string): Area | null {
  for (const [area, ids] of Object.entries(AREAS) as [Area, readonly string[]][]) {
    if (ids.includes(routeId)) return area;
  }
  return MEMBERS[routeId] ?? null;
}

export interface MenuItem {
  routeId: string;
  /** The config slug for routes that stand for several pages ({casino}, {slots}, {keno}). */
  slug?: string;
  href: string;
}

/** Default params for menu links of routes that need one. */
const MENU_PARAMS: Readonly<Record<string, Record<string, string>>> = {
  rules: { ruleGroup: 'general' },
};

/** The menu of an area for a language: one item per page, one per config slug. */
export function areaMenu(area: Area, lng: string, slugs: RouteSlugs): MenuItem[] {
  return AREAS[area].flatMap((id): MenuItem[] => {
    const entry = ROUTES_BY_ID.get(id);
    if (!entry) return [];
    const configParam = Object.entries(entry.params ?? {}).find(
      ([, rule]) => rule.kind === 'config',
    );
    if (configParam) {
      const [name, rule] = configParam;
      if (rule.kind !== 'config') return [];
      return slugs[rule.list].map((slug) => ({
        routeId: id,
        slug,
        href: `/${lng}/${buildPath(entry, { [name]: slug })}`,
      }));
    }
    try {
      return [{ routeId: id, href: `/${lng}/${buildPath(entry, MENU_PARAMS[id] ?? {})}` }];
    } catch {
      return [];
    }
  });
}
