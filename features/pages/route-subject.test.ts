import { getChamps, getGame } from '@/server/line/line-api';
import { routeById } from '@/server/routes/table';
import type { Champ, Game } from '@/server/upstream/schemas/line';
import { entityNameOf } from './route-subject';

jest.mock('@/server/line/line-api', () => ({ getGame: jest.fn(), getChamps: jest.fn() }));
jest.mock('@/server/log', () => ({ log: { error: jest.fn() } }));
jest.mock('@/server/draws/site-draws', () => ({
  getToto: jest.fn(async (slug: string) =>
    slug === 'football-15' ? { toto: { name: 'Football Toto 15' } } : null,
  ),
  getLottery: jest.fn(async (slug: string) => (slug === 'euro-5' ? { name: 'Euro 5/36' } : null)),
}));
jest.mock('next-intl/server', () => {
  const texts: Record<string, string> = {
    'toto.tabs.draw': 'Current draw',
    'lotto.tabs.results': 'Results',
  };
  return {
    getTranslations: async (namespace: string) =>
      Object.assign((key: string) => texts[`${namespace}.${key}`] ?? key, {
        has: (key: string) => `${namespace}.${key}` in texts,
      }),
  };
});

const champ = (id: number, name: string) =>
  ({ id, name, slug: 'x', sportId: 1, isTop: false, gameCount: 1 }) as unknown as Champ;

describe('entityNameOf', () => {
  beforeEach(() => {
    jest.mocked(getGame).mockResolvedValue({
      opponents: ['Nottingham Forest', 'Brentford'],
    } as unknown as Game);
    jest
      .mocked(getChamps)
      .mockImplementation(async (_lng, stream) =>
        stream === 'live'
          ? [champ(4001, 'CS2. IEM Cologne')]
          : [champ(101, 'Premier League'), champ(4002, 'Dota 2. DreamLeague')],
      );
  });

  it('names a game by its sides', async () => {
    const match = {
      entry: routeById('game'),
      params: { section: 'line', champ: '101-premier-league', game: '100003-nottingham-forest' },
    };
    await expect(entityNameOf('en', match)).resolves.toBe('Nottingham Forest — Brentford');
    expect(getGame).toHaveBeenCalledWith('en', 100003);
  });

  it('names a championship of either stream, and an esports discipline', async () => {
    const line = { entry: routeById('line'), params: { section: 'line', champ: '101-x' } };
    await expect(entityNameOf('en', line)).resolves.toBe('Premier League');
    const cyber = { entry: routeById('cyberChamp'), params: { discipline: 'cs2', champ: '4001' } };
    await expect(entityNameOf('en', cyber)).resolves.toBe('CS2. IEM Cologne');
    const discipline = { entry: routeById('cyberDiscipline'), params: { discipline: 'dota-2' } };
    await expect(entityNameOf('en', discipline)).resolves.toBe('Dota 2');
  });

  it('gives no name for an unknown game, a page without an entity, or a failing line', async () => {
    jest.mocked(getGame).mockResolvedValueOnce(null);
    const game = { entry: routeById('champGame'), params: { game: '9' } };
    await expect(entityNameOf('en', game)).resolves.toBeNull();
    const casino = { entry: routeById('casinoCategory'), params: { casino: 'casino' } };
    await expect(entityNameOf('en', casino)).resolves.toBeNull();
    jest.mocked(getGame).mockRejectedValueOnce(new Error('down'));
    await expect(entityNameOf('en', game)).resolves.toBeNull();
  });

  it('names a toto, its tab and a lottery as the draws service and the texts do', async () => {
    const toto = { entry: routeById('toto'), params: { totoSection: 'football-15' } };
    await expect(entityNameOf('en', toto)).resolves.toBe('Football Toto 15');
    const tab = {
      entry: routeById('totoTab'),
      params: { totoSection: 'football-15', tab: 'draw' },
    };
    await expect(entityNameOf('en', tab)).resolves.toBe('Football Toto 15 — Current draw');
    const unknown = { entry: routeById('toto'), params: { totoSection: 'hockey-9' } };
    await expect(entityNameOf('en', unknown)).resolves.toBeNull();
    const lottery = {
      entry: routeById('lotto'),
      params: { sectionName: 'view', lottoId: 'euro-5' },
    };
    await expect(entityNameOf('en', lottery)).resolves.toBe('Euro 5/36');
    const results = { entry: routeById('lotto'), params: { sectionName: 'results' } };
    await expect(entityNameOf('en', results)).resolves.toBe('Results');
  });
});
