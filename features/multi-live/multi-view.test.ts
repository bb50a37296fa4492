import { game, market, outcome } from '@/features/line/line-fixtures.test-utils';
import type { Outcome } from '@/server/upstream/schemas/line';
import { panelGames, panelOutcomeOf, pickerSports, type MultiTexts } from './multi-view';

const texts: MultiTexts = {
  add: (event) => `Add ${event}`,
  remove: (event) => `Remove ${event}`,
  more: (count) => `+${count}`,
};

const live = (o: Outcome, overrides: Partial<Outcome> = {}): Outcome => ({
  ...o,
  gameId: 7,
  isLive: true,
  marketName: o.kind === 1 ? 'Match result' : o.kind === 4 ? 'Total' : 'Handicap',
  ...overrides,
});

const arsenal = game({
  id: 7,
  status: 'live',
  isLive: true,
  score: { home: 1, away: 0 },
  timeSeconds: 2940,
  statusText: "2nd half, 49'",
  markets: [
    market(1, [
      live(outcome(1, 1, '1', 1.5)),
      live(outcome(1, 2, 'X', 4.2), { isBlocked: true }),
      live(outcome(1, 3, '2', 7.5)),
    ]),
    market(4, [
      live(outcome(4, 9, 'Over 2.5', 2.2, 2.5)),
      live(outcome(4, 10, 'Under 2.5', 1.65, 2.5)),
    ]),
    market(5, [
      live(outcome(5, 7, '1 (-1.5)', 2.1, -1.5)),
      live(outcome(5, 8, '2 (+1.5)', 1.7, 1.5)),
    ]),
  ],
});

describe('the panels as the browser gets them', () => {
  const [panel] = panelGames('en', [arsenal, game({ id: 8, opponents: ['Bury', 'Crewe'] })], texts);

  it('put every outcome together again exactly as the line gave it, for the coupon', () => {
    const given = arsenal.markets.flatMap((item) => item.outcomes);
    const rebuilt = panel?.rows.flatMap((row) =>
      row.outcomes.map((item) => panelOutcomeOf(panel, row, item)),
    );
    expect(rebuilt).toEqual(given);
  });

  it('word the rows, the links and the labels', () => {
    expect(panel?.rows.map((row) => row.label)).toEqual(['Market 1', 'Market 4 2.5', 'Market 5']);
    expect(panel).toMatchObject({
      href: '/en/live/all/football/101-premier-league/7-arsenal-chelsea',
      champHref: '/en/live/all/football/101-premier-league',
      removeHref: '/en/multi?games=8',
      removeLabel: 'Remove Arsenal — Chelsea',
      more: '+0',
      moreLabel: '+0: Arsenal — Chelsea',
    });
  });
});

describe('the picker', () => {
  const games = [1, 2, 3, 4, 5].map((id) =>
    game({ id, sportId: id === 5 ? 2 : 1, sportName: id === 5 ? 'Ice hockey' : 'Football' }),
  );

  it('groups the live games by sport, with a link to add or remove each', () => {
    const sports = pickerSports('en', games, [2], 4, texts);
    expect(sports.map((sport) => [sport.name, sport.games.map((item) => item.href)])).toEqual([
      [
        'Football',
        ['/en/multi?games=2,1', '/en/multi?games=', '/en/multi?games=2,3', '/en/multi?games=2,4'],
      ],
      ['Ice hockey', ['/en/multi?games=2,5']],
    ]);
    expect(sports[0]?.games[1]).toMatchObject({ isShown: true, label: 'Remove Arsenal — Chelsea' });
  });

  it('offers no game to add once the screen is full', () => {
    const sports = pickerSports('en', games, [1, 2, 3, 4], 4, texts);
    expect(sports.flatMap((sport) => sport.games.map((item) => item.href))).toEqual([
      '/en/multi?games=2,3,4',
      '/en/multi?games=1,3,4',
      '/en/multi?games=1,2,4',
      '/en/multi?games=1,2,3',
      null,
    ]);
  });
});
