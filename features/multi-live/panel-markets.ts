/**
 * What a multi-live panel bets on: the main market, the main total line and the main handicap
 * line, one row each; every other line and market is on the game's page (the "+N" link).
 */
import { listTotal, mainMarket } from '@/features/line';
import type { Game, Outcome } from '@/server/upstream/schemas/line';
import { MARKET_KINDS, OUTCOME_TYPES } from '@/server/upstream/schemas/line-codes';

export interface PanelRow {
  /** The market's name, with the line for a total (`Total 2.5`). */
  marketName: string;
  kind: number;
  outcomes: Outcome[];
}

/**
 * The handicap pair the line prices nearest to an even chance: the home side's handicap with the
 * away side's opposite one, whose coefficients are closest.
 */
export function mainHandicap(game: Pick<Game, 'markets'>): [Outcome, Outcome] | undefined {
  const market = game.markets.find((item) => item.id === MARKET_KINDS.handicap);
  if (!market) return undefined;
  let best: [Outcome, Outcome] | undefined;
  for (const home of market.outcomes.filter((o) => o.typeId === OUTCOME_TYPES.handicapHome)) {
    const away = market.outcomes.find(
      (o) => o.typeId === OUTCOME_TYPES.handicapAway && (o.param ?? 0) === -(home.param ?? 0),
    );
    if (!away) continue;
    if (!best || Math.abs(home.coef - away.coef) < Math.abs(best[0].coef - best[1].coef)) {
      best = [home, away];
    }
  }
  return best;
}

export function panelRows(game: Pick<Game, 'markets'>): PanelRow[] {
  const rows: PanelRow[] = [];
  const main = mainMarket(game);
  if (main) rows.push({ marketName: main.name, kind: main.id, outcomes: main.outcomes });
  const total = listTotal(game);
  const totalMarket = game.markets.find((market) => market.id === MARKET_KINDS.total);
  if (total && totalMarket) {
    rows.push({
      marketName: `${totalMarket.name} ${total.line}`,
      kind: MARKET_KINDS.total,
      outcomes: [total.over, total.under],
    });
  }
  const handicap = mainHandicap(game);
  const handicapMarket = game.markets.find((market) => market.id === MARKET_KINDS.handicap);
  if (handicap && handicapMarket) {
    rows.push({ marketName: handicapMarket.name, kind: MARKET_KINDS.handicap, outcomes: handicap });
  }
  return rows;
}

/** Outcomes of the game a panel does not show: what the game's page adds. */
export function moreOutcomes(game: Pick<Game, 'markets'>, rows: readonly PanelRow[]): number {
  const all = game.markets.reduce((count, market) => count + market.outcomes.length, 0);
  return all - rows.reduce((count, row) => count + row.outcomes.length, 0);
}
