/** @jest-environment node */
import { gameSchema, providerSchema } from '@contract/casino';
import { gameArtById, initialsOf, providerLogo } from './casino-art';
import {
  BLOCKED_TITLES,
  buildCasinoCatalogue,
  CASINO_SEED,
  casinoCatalogue,
  categoriesOf,
  normaliseText,
  slugOf,
} from './casino-catalogue';
import { demoConfigGroups } from './seed';

const catalogue = casinoCatalogue();
const games = catalogue.games.map(({ game }) => game);
const routesGroup = demoConfigGroups.routes as {
  casinoCategories: string[];
  slotsCategories: string[];
  kenoGames: string[];
};

/** spec 01 §2 "Casino and games" and "Bonus games": the sections that list games. */
const GAME_SECTIONS = [
  ...routesGroup.casinoCategories,
  ...routesGroup.slotsCategories,
  'keno',
  'bingo',
  'poker',
  'tvgames',
  'scratchcards',
  'virtualsports',
  'fast-games',
  'fast-bet',
  'asian-games',
  'card-games',
  'crash-games',
  'skill-games',
  'fishinghunting',
  'othergames',
  'allgamesentrance',
];

describe('the casino catalogue', () => {
  it('is the same for the same seed and another for another seed', () => {
    const again = buildCasinoCatalogue(CASINO_SEED);
    expect(again.games.map(({ game }) => game)).toEqual(games);
    expect(again.providers).toEqual(catalogue.providers);

    const other = buildCasinoCatalogue(CASINO_SEED + 1);
    expect(other.games.map(({ game }) => game.name)).not.toEqual(games.map((game) => game.name));
  });

  it('holds a few hundred games of 20 providers, each game answering the contract', () => {
    expect(games).toHaveLength(376);
    expect(catalogue.providers).toHaveLength(20);
    for (const game of games) expect(gameSchema.parse(game)).toEqual(game);
    for (const { provider } of catalogue.providers) {
      expect(providerSchema.parse(provider)).toEqual(provider);
      const own = games.filter((game) => game.providerId === provider.id);
      expect(own.length).toBeGreaterThan(0);
      expect(provider.gamesCount).toBe(own.length);
    }
  });

  it.each(GAME_SECTIONS)('gives the %s section games', (slug) => {
    const section = categoriesOf(catalogue, 'en').find((category) => category.slug === slug);
    expect(section?.gamesCount).toBeGreaterThanOrEqual(6);
    expect(games.filter((game) => game.categories.includes(slug))).toHaveLength(
      section?.gamesCount ?? -1,
    );
  });

  it('has the routes group keno games, the bonus games and the casino/brand and slots/vulkan pages', () => {
    const slugs = new Map(games.map((game) => [game.slug, game]));
    for (const keno of routesGroup.kenoGames) {
      expect(slugs.get(keno)?.categories).toEqual(['keno']);
    }
    for (const bonus of ['fortuna', 'chest', 'memory', 'safe', 'lottery', 'dragon-bonus']) {
      expect(slugs.get(bonus)?.categories).toEqual(['allgamesentrance']);
    }
    const subcategoryCount = (category: string, subcategory: string) =>
      categoriesOf(catalogue, 'en')
        .find((entry) => entry.slug === category)
        ?.subcategories.find((entry) => entry.slug === subcategory)?.gamesCount;
    expect(subcategoryCount('casino', 'brand')).toBeGreaterThan(5);
    expect(subcategoryCount('slots', 'vulkan')).toBeGreaterThan(5);
  });

  it('lists every subcategory with games, each game under a category of its own', () => {
    for (const category of categoriesOf(catalogue, 'en')) {
      for (const subcategory of category.subcategories) {
        expect(subcategory.gamesCount).toBeGreaterThan(0);
      }
    }
    const owner = new Map(
      categoriesOf(catalogue, 'en').flatMap((category) =>
        category.subcategories.map((subcategory) => [subcategory.slug, category.slug] as const),
      ),
    );
    for (const game of games) {
      for (const subcategory of game.subcategories ?? []) {
        expect(game.categories).toContain(owner.get(subcategory));
      }
    }
  });

  it('names the sections in Russian too', () => {
    const ru = categoriesOf(catalogue, 'ru');
    expect(ru.find((category) => category.slug === 'live-casino')?.name).toBe('Live-казино');
    expect(ru.find((category) => category.slug === 'slots')?.subcategories[0]?.name).toBe('Фрукты');
  });

  it('gives unique ids and slugs, the slug of the name, and RTP between 92 and 98.5', () => {
    expect(new Set(games.map((game) => game.id)).size).toBe(games.length);
    expect(new Set(games.map((game) => game.slug)).size).toBe(games.length);
    for (const game of games) {
      expect(game.rtp).toBeGreaterThanOrEqual(92);
      expect(game.rtp).toBeLessThanOrEqual(98.5);
      expect(game.image).toBe(`/casino-api/images/games/${game.id}.svg`);
    }
    // Only fixed route slugs (allgamesentrance/{gameRoute}) differ from their names'.
    const ownSlugs = games.filter((game) => game.slug !== slugOf(game.name));
    expect(ownSlugs.map((game) => game.slug).sort()).toEqual(['chest', 'safe']);
  });

  it('flags new, popular and jackpot games; live dealers have no demo', () => {
    for (const flag of ['new', 'popular', 'jackpot'] as const) {
      const flagged = games.filter((game) => game.flags[flag]).length;
      expect(flagged).toBeGreaterThan(10);
      expect(flagged).toBeLessThan(games.length / 4);
    }
    expect(games.filter((game) => game.categories.includes('jackpots'))).toEqual(
      games.filter((game) => game.categories.includes('jackpots') && game.flags.jackpot),
    );
    const live = games.filter((game) => game.categories.includes('live-casino'));
    expect(live.every((game) => !game.demo)).toBe(true);
    expect(games.filter((game) => game.demo).length).toBeGreaterThan(games.length / 2);
  });

  it('uses no title of a real game', () => {
    expect(BLOCKED_TITLES.has(normaliseText('Book of Dead'))).toBe(true);
    for (const game of games) expect(BLOCKED_TITLES.has(normaliseText(game.name))).toBe(false);
  });
});

describe('the catalogue art', () => {
  it('draws every game a picture of its own and every provider logo, each an SVG under 4 KB', () => {
    const pictures = new Set<string>();
    for (const game of games) {
      const svg = gameArtById(catalogue, game.id) ?? '';
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(svg.endsWith('</svg>')).toBe(true);
      expect(Buffer.byteLength(svg)).toBeLessThan(4096);
      expect(svg).not.toMatch(/<script|href=|url\((?!#)/);
      // A picture, not the name's initials.
      expect(svg).not.toContain(`>${initialsOf(game.name)}</text>`);
      // The same game is drawn the same way each time.
      expect(gameArtById(catalogue, game.id)).toBe(svg);
      pictures.add(svg.replace(/aria-label="[^"]*"/, ''));
    }
    // No two games share a picture.
    expect(pictures.size).toBe(games.length);
    for (const provider of catalogue.providers) {
      const svg = providerLogo(provider);
      expect(Buffer.byteLength(svg)).toBeLessThan(4096);
      expect(svg).toContain(`>${provider.provider.name}</text>`);
    }
  });

  it('takes the initials of the first two words and escapes what it writes', () => {
    expect(initialsOf('Crystal Auto Roulette')).toBe('CA');
    expect(initialsOf('Six-Max Hold’em Club')).toBe('SM');
    expect(initialsOf('Darts 180')).toBe('D1');
    const tricky = { ...catalogue.games[0]!, game: { ...games[0]!, name: 'A <b> & "c"' } };
    const svg = gameArtById(
      { ...catalogue, gameById: new Map([[tricky.game.id, tricky]]) },
      tricky.game.id,
    );
    expect(svg).toContain('aria-label="A &lt;b&gt; &amp; &quot;c&quot;"');
  });
});
