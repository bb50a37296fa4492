/**
 * Which outcomes a list row shows and how a game page lays out its markets
 * (docs/upstream-contract.md "Line API", market kinds).
 */
import type { Game, Market, Outcome } from '@/server/upstream/schemas/line';
import { MARKET_KINDS, OUTCOME_TYPES } from '@/server/upstream/schemas/line-codes';

/** The match's main market: 1X2, or 12 where a sport has no draw. */
export function mainMarket(game: Pick<Game, 'markets'>): Market | undefined {
  return game.markets.find(
    (market) => market.id === MARKET_KINDS.result || market.id === MARKET_KINDS.winner,
  );
}

/** The middle total line of a game as an over/under pair, as a list row shows it. */
export function listTotal(
  game: Pick<Game, 'markets'>,
): { line: number; over: Outcome; under: Outcome } | undefined {
  const total = game.markets.find((market) => market.id === MARKET_KINDS.total);
  if (!total) return undefined;
  const lines = [...new Set(total.outcomes.map((outcome) => outcome.param ?? 0))].sort(
    (a, b) => a - b,
  );
  const line = lines[Math.floor((lines.length - 1) / 2)];
  const over = total.outcomes.find((o) => o.param === line && o.typeId === OUTCOME_TYPES.over);
  const under = total.outcomes.find((o) => o.param === line && o.typeId === OUTCOME_TYPES.under);
  return line === undefined || !over || !under ? undefined : { line, over, under };
}

/** Outcomes of the game beyond those a list row shows: the "+N" that opens the game. */
export function moreBetsCount(game: Pick<Game, 'markets'>): number {
  const all = game.markets.reduce((count, market) => count + market.outcomes.length, 0);
  const shown = (mainMarket(game)?.outcomes.length ?? 0) + (listTotal(game) ? 2 : 0);
  return Math.max(0, all - shown);
}

/**
 * A market's outcomes in rows: a total's over and under of one line side by side, a handicap's
 * two sides of one line side by side, every other market on one row (1 X 2, 1X 12 X2, yes no),
 * long-term contenders two to a row.
 */
export function marketRows(market: Market): Outcome[][] {
  switch (market.id) {
    case MARKET_KINDS.total: {
      const lines = [...new Set(market.outcomes.map((o) => o.param ?? 0))].sort((a, b) => a - b);
      return lines.map((line) =>
        market.outcomes.filter((o) => (o.param ?? 0) === line).sort((a, b) => a.typeId - b.typeId),
      );
    }
    case MARKET_KINDS.handicap: {
      const homes = market.outcomes.filter((o) => o.typeId === OUTCOME_TYPES.handicapHome);
      const aways = market.outcomes.filter((o) => o.typeId === OUTCOME_TYPES.handicapAway);
      const rows = homes.map((home) => {
        const away = aways.find((o) => (o.param ?? 0) === -(home.param ?? 0));
        return away ? [home, away] : [home];
      });
      const paired = new Set(rows.flat().map((o) => o.id));
      return [...rows, ...aways.filter((o) => !paired.has(o.id)).map((o) => [o])];
    }
    case MARKET_KINDS.longTerm: {
      const rows: Outcome[][] = [];
      for (let i = 0; i < market.outcomes.length; i += 2)
        rows.push(market.outcomes.slice(i, i + 2));
      return rows;
    }
    default:
      return [market.outcomes];
  }
}
