import { game, market, outcome } from '@/features/line/line-fixtures.test-utils';
import { mainHandicap, moreOutcomes, panelRows } from './panel-markets';

const names = (rows: ReturnType<typeof panelRows>) =>
  rows.map((row) => [row.marketName, row.outcomes.map((o) => o.name)]);

const football = game({
  status: 'live',
  isLive: true,
  markets: [
    market(1, [outcome(1, 1, '1', 2.1), outcome(1, 2, 'X', 3.3), outcome(1, 3, '2', 3.6)]),
    market(3, [outcome(3, 4, '1X', 1.3), outcome(3, 5, '12', 1.35), outcome(3, 6, 'X2', 1.7)]),
    market(4, [
      outcome(4, 9, 'Over 1.5', 1.3, 1.5),
      outcome(4, 10, 'Under 1.5', 3.4, 1.5),
      outcome(4, 9, 'Over 2.5', 1.95, 2.5),
      outcome(4, 10, 'Under 2.5', 1.85, 2.5),
      outcome(4, 9, 'Over 3.5', 3.2, 3.5),
      outcome(4, 10, 'Under 3.5', 1.33, 3.5),
    ]),
    market(5, [
      outcome(5, 7, '1 (-1.5)', 3.9, -1.5),
      outcome(5, 8, '2 (+1.5)', 1.25, 1.5),
      outcome(5, 7, '1 (+1.5)', 1.2, 1.5),
      outcome(5, 8, '2 (-1.5)', 4.4, -1.5),
      outcome(5, 7, '1 (-0.5)', 2.0, -0.5),
      outcome(5, 8, '2 (+0.5)', 1.8, 0.5),
    ]),
    market(6, [outcome(6, 11, 'Yes', 1.8), outcome(6, 12, 'No', 1.95)]),
  ],
});

describe('a panel’s markets', () => {
  it('shows the main market, the middle total and the handicap nearest an even chance', () => {
    expect(names(panelRows(football))).toEqual([
      ['Market 1', ['1', 'X', '2']],
      ['Market 4 2.5', ['Over 2.5', 'Under 2.5']],
      ['Market 5', ['1 (-0.5)', '2 (+0.5)']],
    ]);
  });

  it('counts what the game page adds', () => {
    // 3 + 3 + 6 + 6 + 2 outcomes, 7 shown.
    expect(moreOutcomes(football, panelRows(football))).toBe(13);
  });

  it('pairs a handicap only with the opposite line of the other side', () => {
    const lopsided = game({
      markets: [
        market(5, [outcome(5, 7, '1 (-2.5)', 1.9, -2.5), outcome(5, 8, '2 (+3.5)', 1.9, 3.5)]),
      ],
    });
    expect(mainHandicap(lopsided)).toBeUndefined();
    expect(panelRows(lopsided)).toEqual([]);
  });

  it('leaves out what a game does not offer', () => {
    const tennis = game({
      markets: [market(2, [outcome(2, 1, '1', 1.5), outcome(2, 3, '2', 2.5)])],
    });
    expect(names(panelRows(tennis))).toEqual([['Market 2', ['1', '2']]]);
    expect(panelRows(game())).toEqual([]);
  });
});
