import {
  gameImageUrl,
  gamePagePath,
  imageUrl,
  sectionPagePath,
  toTile,
  type CasinoRouteSlugs,
} from './casino-paths';
import type { Game } from '@/server/upstream/schemas/casino';

const SLUGS: CasinoRouteSlugs = {
  casinoCategories: ['casino', 'live-casino', 'table-games'],
  slotsCategories: ['slots', 'jackpots', 'megaways'],
  kenoGames: ['keno', 'keno-express'],
};

const game = (id: number, slug: string, categories: string[]) => ({ id, slug, categories });

describe('gamePagePath: one address per game', () => {
  it.each([
    [
      'a slot, under its slots section',
      game(1089, 'scarab-dunes', ['casino', 'slots']),
      'slots/game/1089/scarab-dunes',
    ],
    [
      'a megaways slot, under the first slots section it has',
      game(1100, 'wild-way', ['casino', 'megaways', 'slots']),
      'megaways/game/1100/wild-way',
    ],
    [
      'a live table, under live casino',
      game(1343, 'casino-holdem-live', ['live-casino']),
      'live-casino/game/1343/casino-holdem-live',
    ],
    [
      'a table game, under its own section, not the umbrella',
      game(1200, 'euro-roulette', ['casino', 'table-games']),
      'table-games/game/1200/euro-roulette',
    ],
    [
      'a card game, under the umbrella',
      game(1339, 'street-teen-patti', ['card-games']),
      'casino/game/1339/street-teen-patti',
    ],
    [
      'a keno game the config lists, by its slug',
      game(1300, 'keno-express', ['keno']),
      'keno-express',
    ],
    [
      'any other keno game, under the umbrella',
      game(1301, 'lucky-keno', ['keno']),
      'casino/game/1301/lucky-keno',
    ],
    ['a poker game, on poker/{game}', game(1310, 'texas-holdem', ['poker']), 'poker/texas-holdem'],
    [
      'a bonus game, on allgamesentrance/{gameRoute}',
      game(1371, 'fortuna', ['allgamesentrance']),
      'allgamesentrance/fortuna',
    ],
  ])('%s', (_name, input, path) => {
    expect(gamePagePath(input, SLUGS)).toBe(path);
  });
});

describe('sectionPagePath', () => {
  it.each([
    ['casino', undefined, 'casino'],
    ['live-casino', 'live-roulette', 'live-casino/live-roulette'],
    ['slots', 'vulkan', 'slots/vulkan'],
    ['bingo', undefined, 'bingo'],
    ['bingo', 'bingo-90', 'bingo?subcategory=bingo-90'],
    ['fast-games', undefined, 'fast-games'],
    ['allgamesentrance', undefined, 'allgamesentrance'],
    ['keno', undefined, 'keno'],
  ])('%s %s → %s', (category, subcategory, path) => {
    expect(sectionPagePath(category, SLUGS, subcategory)).toBe(path);
  });

  it('has no page for a section the site does not route', () => {
    expect(sectionPagePath('lottery-draws', SLUGS)).toBeNull();
  });

  it('sends keno to the first keno game when the config has no `keno` page', () => {
    expect(sectionPagePath('keno', { ...SLUGS, kenoGames: ['keno-express'] })).toBe('keno-express');
  });
});

it('serves the upstream art from the site', () => {
  expect(gameImageUrl(1001)).toBe('/api/casino/images/games/1001.svg');
  expect(imageUrl('/casino-api/images/games/1001.svg')).toBe('/api/casino/images/games/1001.svg');
  expect(imageUrl('/casino-api/images/providers/101.svg')).toBe(
    '/api/casino/images/providers/101.svg',
  );
});

it('makes a tile with the provider’s name, the page and the badges', () => {
  const full: Game = {
    id: 1089,
    slug: 'scarab-dunes',
    name: 'Scarab Dunes',
    providerId: 115,
    categories: ['casino', 'slots'],
    rtp: 92.55,
    flags: { new: true, popular: false, jackpot: false },
    image: '/casino-api/images/games/1089.svg',
    demo: true,
  };
  const providers = new Map([[115, { slug: 'copper-kettle', name: 'Copper Kettle' }]]);
  expect(toTile(full, providers, SLUGS)).toEqual({
    id: 1089,
    name: 'Scarab Dunes',
    path: 'slots/game/1089/scarab-dunes',
    provider: 'Copper Kettle',
    rtp: 92.55,
    flags: ['new'],
  });
  expect(toTile(full, new Map(), SLUGS).provider).toBeNull();
  expect(
    toTile({ ...full, flags: { new: true, popular: true, jackpot: true } }, providers, SLUGS).flags,
  ).toEqual(['jackpot', 'new', 'popular']);
});
