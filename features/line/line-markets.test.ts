import { MARKET_KINDS as K, OUTCOME_TYPES as T } from '@/server/upstream/schemas/line';
import { listTotal, mainMarket, marketRows, moreBetsCount } from './line-markets';
import { game, market, outcome } from './line-fixtures.test-utils';

const result = market(K.result, [
  outcome(K.result, T.home, '1', 2.1),
  outcome(K.result, T.draw, 'X', 3.4),
  outcome(K.result, T.away, '2', 3.3),
]);
const total = market(
  K.total,
  [1.5, 2.5, 3.5].flatMap((line) => [
    outcome(K.total, T.over, `Over ${line}`, 1.8, line),
    outcome(K.total, T.under, `Under ${line}`, 2.0, line),
  ]),
);
const handicap = market(K.handicap, [
  outcome(K.handicap, T.handicapHome, '1 (-1.5)', 4, -1.5),
  outcome(K.handicap, T.handicapHome, '1 (+1.5)', 1.1, 1.5),
  outcome(K.handicap, T.handicapAway, '2 (+1.5)', 1.2, 1.5),
  outcome(K.handicap, T.handicapAway, '2 (-1.5)', 7, -1.5),
]);
const football = game({ markets: [result, total, handicap] });

describe('list row', () => {
  it('shows the main market and the middle total line', () => {
    expect(mainMarket(football)).toBe(result);
    const middle = listTotal(football);
    expect(middle?.line).toBe(2.5);
    expect([middle?.over.name, middle?.under.name]).toEqual(['Over 2.5', 'Under 2.5']);
  });

  it('counts the bets it does not show', () => {
    // 3 + 6 + 4 outcomes, 3 + 2 shown.
    expect(moreBetsCount(football)).toBe(8);
    expect(moreBetsCount(game())).toBe(0);
  });

  it('has no main market or total for a long-term game', () => {
    const outright = game({
      markets: [market(K.longTerm, [outcome(K.longTerm, T.competitor, 'Arsenal', 3)])],
    });
    expect(mainMarket(outright)).toBeUndefined();
    expect(listTotal(outright)).toBeUndefined();
    expect(moreBetsCount(outright)).toBe(1);
  });
});

describe('marketRows', () => {
  const names = (rows: { name: string }[][]) => rows.map((row) => row.map((o) => o.name));

  it('puts over and under of one line side by side', () => {
    expect(names(marketRows(total))).toEqual([
      ['Over 1.5', 'Under 1.5'],
      ['Over 2.5', 'Under 2.5'],
      ['Over 3.5', 'Under 3.5'],
    ]);
  });

  it('pairs each home handicap with the away side of the opposite line', () => {
    expect(names(marketRows(handicap))).toEqual([
      ['1 (-1.5)', '2 (+1.5)'],
      ['1 (+1.5)', '2 (-1.5)'],
    ]);
  });

  it('keeps a 1X2 on one row and lists contenders two to a row', () => {
    expect(names(marketRows(result))).toEqual([['1', 'X', '2']]);
    const contenders = market(
      K.longTerm,
      ['A', 'B', 'C'].map((name) => outcome(K.longTerm, T.competitor, name, 5)),
    );
    expect(names(marketRows(contenders))).toEqual([['A', 'B'], ['C']]);
  });
});
