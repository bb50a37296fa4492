/**
 * A championship table of a sport list as the browser receives it (issue 13): the server formats
 * what depends on the request (times in the player's zone and clock, addresses, labels), the
 * browser draws the rows. Markup a server component renders reaches the browser twice, as HTML
 * and again in the page's payload; drawn by a client component it comes once, with this data.
 * Values shared by the table (sport, championship, market names) are sent once, not per odd.
 */
import type { Game, Outcome } from '@/server/upstream/schemas/line';
import { listTotal, mainMarket, moreBetsCount } from './line-markets';

/** An outcome of a row; what is left out is the table's or the game's (rowOutcome). */
export interface RowOutcome {
  id: number;
  typeId: Outcome['typeId'];
  kind: Outcome['kind'];
  name: string;
  coef: number;
  param?: number;
  marketName?: string;
  isLive?: boolean;
  isBlocked?: true;
}

export interface RowGame {
  id: number;
  href: string;
  opponents: Game['opponents'];
  startTime: string;
  status: Game['status'];
  timeSeconds: Game['timeSeconds'];
  score: Game['score'];
  isLive: boolean;
  statusText: string;
  /**
   * The start as the player reads it (zone and clock of the request); a live game shows its state
   * instead, and carries neither (issue 26: a live list's payload stays small).
   */
  date?: string;
  time?: string;
  more: number;
  moreLabel: string;
  /** One per column of the main market; null where the game has no such outcome. */
  main: (RowOutcome | null)[] | null;
  total: { line: number; over: RowOutcome; under: RowOutcome } | null;
  sportId?: number;
  champId?: number;
  sportName?: string;
  champName?: string;
}

export interface RowsTable {
  sportId: number;
  champId: number;
  sportName: string;
  champName: string;
  /** The main market's column names (1 X 2, 1 2…), from the first game that has one. */
  mainNames: string[];
  hasTotal: boolean;
  /** Market names by market kind, as the first outcome of the kind named it. */
  marketNames: Record<number, string>;
  games: RowGame[];
}

export interface RowFormat {
  href: (game: Game) => string;
  date: (start: Date) => string;
  time: (start: Date) => string;
  moreLabel: (game: Game, more: number) => string;
}

export function rowsTable(games: readonly Game[], format: RowFormat): RowsTable {
  const first = games[0];
  const withMain = games.find((game) => mainMarket(game));
  const mainNames = withMain ? (mainMarket(withMain)?.outcomes.map((o) => o.name) ?? []) : [];
  const marketNames: Record<number, string> = {};
  const row = (game: Game, outcome: Outcome): RowOutcome => {
    const known = (marketNames[outcome.kind] ??= outcome.marketName);
    return {
      id: outcome.id,
      typeId: outcome.typeId,
      kind: outcome.kind,
      name: outcome.name,
      coef: outcome.coef,
      ...(outcome.param === null ? {} : { param: outcome.param }),
      ...(known === outcome.marketName ? {} : { marketName: outcome.marketName }),
      ...(outcome.isLive === game.isLive ? {} : { isLive: outcome.isLive }),
      ...(outcome.isBlocked ? { isBlocked: true as const } : {}),
    };
  };
  const table: RowsTable = {
    sportId: first?.sportId ?? 0,
    champId: first?.champId ?? 0,
    sportName: first?.sportName ?? '',
    champName: first?.champName ?? '',
    mainNames,
    hasTotal: games.some((game) => listTotal(game)),
    marketNames,
    games: [],
  };
  table.games = games.map((game) => {
    const main = mainMarket(game);
    const total = listTotal(game);
    const start = new Date(game.startTime);
    const more = moreBetsCount(game);
    return {
      id: game.id,
      href: format.href(game),
      opponents: game.opponents,
      startTime: game.startTime,
      status: game.status,
      timeSeconds: game.timeSeconds,
      score: game.score,
      isLive: game.isLive,
      statusText: game.statusText,
      ...(game.isLive ? {} : { date: format.date(start), time: format.time(start) }),
      more,
      moreLabel: format.moreLabel(game, more),
      main: main
        ? mainNames.map((name, index) => {
            const outcome = main.outcomes.find((o) => o.name === name) ?? main.outcomes[index];
            return outcome ? row(game, outcome) : null;
          })
        : null,
      total: total
        ? { line: total.line, over: row(game, total.over), under: row(game, total.under) }
        : null,
      ...(game.sportId === table.sportId ? {} : { sportId: game.sportId }),
      ...(game.champId === table.champId ? {} : { champId: game.champId }),
      ...(game.sportName === table.sportName ? {} : { sportName: game.sportName }),
      ...(game.champName === table.champName ? {} : { champName: game.champName }),
    };
  });
  return table;
}

/** The outcome as the line gave it, put together again in the browser for the coupon. */
export function rowOutcome(table: RowsTable, game: RowGame, outcome: RowOutcome): Outcome {
  return {
    id: outcome.id,
    gameId: game.id,
    sportId: game.sportId ?? table.sportId,
    champId: game.champId ?? table.champId,
    sportName: game.sportName ?? table.sportName,
    champName: game.champName ?? table.champName,
    opponents: game.opponents,
    typeId: outcome.typeId,
    kind: outcome.kind,
    marketName: outcome.marketName ?? table.marketNames[outcome.kind] ?? '',
    name: outcome.name,
    param: outcome.param ?? null,
    coef: outcome.coef,
    isLive: outcome.isLive ?? game.isLive,
    isBlocked: outcome.isBlocked ?? false,
  };
}
