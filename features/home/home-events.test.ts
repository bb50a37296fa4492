import { champ, game } from '@/features/line/line-fixtures.test-utils';
import { routeById } from '@/server/routes/table';
import {
  HOME_PAGE_TYPES,
  homePageTypePath,
  homeSportPath,
  isHomePageType,
  PAGE_TYPE_SELECTIONS,
  popularGames,
  selectGames,
  sportCounts,
} from './home-events';

const games = [
  game({ id: 1, sportSlug: 'football', sportName: 'Football', champId: 101 }),
  game({ id: 2, sportSlug: 'tennis', sportName: 'Tennis', champId: 401, isRecommended: true }),
  game({ id: 3, sportSlug: 'esports', sportName: 'Esports', champId: 4001 }),
  game({ id: 4, sportSlug: 'football', sportName: 'Football', champId: 102, isRecommended: true }),
  game({ id: 5, sportSlug: 'ice-hockey', sportName: 'Ice hockey', champId: 201 }),
];
const champs = [
  { ...champ(101, 'england'), isTop: true },
  champ(102, 'spain'),
  { ...champ(201, 'russia', 2), isTop: true },
];
const ids = (list: { id: number }[]) => list.map((item) => item.id);

describe('home page types', () => {
  it('has a selection for every page type of the route table, and only those', () => {
    const rule = routeById('homePageType').params?.pageType;
    expect(rule?.kind === 'enum' ? [...rule.values].sort() : null).toEqual(
      [...HOME_PAGE_TYPES].sort(),
    );
    expect(isHomePageType('topgame')).toBe(true);
    expect(isHomePageType('toString')).toBe(false);
    expect(isHomePageType(undefined)).toBe(false);
  });

  it.each([
    ['topgame', [2, 4]],
    ['betsonyour', [1, 5]],
    ['team', [1, 4, 5]],
    ['cyber', [3]],
    ['ufc', []],
    ['politics', []],
    ['marble', []],
  ] as const)('%s selects its games', (pageType, expected) => {
    expect(ids(selectGames(games, champs, PAGE_TYPE_SELECTIONS[pageType]))).toEqual(expected);
  });
});

describe('home sport paths', () => {
  it('lists the popular games first, then the rest, optionally of one sport', () => {
    expect(ids(popularGames(games))).toEqual([2, 4, 1, 3, 5]);
    expect(ids(popularGames(games, 'football'))).toEqual([4, 1]);
    expect(popularGames(games, 'curling')).toEqual([]);
  });

  it('counts the games of each sport in the list’s order', () => {
    expect(sportCounts(games)).toEqual([
      { slug: 'football', name: 'Football', count: 2 },
      { slug: 'tennis', name: 'Tennis', count: 1 },
      { slug: 'esports', name: 'Esports', count: 1 },
      { slug: 'ice-hockey', name: 'Ice hockey', count: 1 },
    ]);
  });

  it('builds the addresses of the route table', () => {
    expect(homeSportPath('en', 'live')).toBe('/en/home/live');
    expect(homeSportPath('ru', 'line', 'ice-hockey')).toBe('/ru/home/line/ice-hockey');
    expect(homePageTypePath('en', 'cyber')).toBe('/en/cyber');
  });
});
