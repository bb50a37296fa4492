/**
 * The multi-live screen as the browser receives it: the server picks the games and words every
 * label (the request's language), the browser draws the panels and the picker (MultiScreen).
 * Markup a server component renders reaches the browser twice, as HTML and again in the page's
 * payload; drawn by a client component it comes once, with this data (issue 13: a page stays
 * under 150 kB of HTML with four panels and every live game in the picker).
 */
import { gamePath, linePath } from '@/features/line';
import { gameZoneData, type GameZoneData } from '@/features/media';
import type { Game, GameStatus, Outcome, Score } from '@/server/upstream/schemas/line';
import { multiPath } from './multi-selection';
import { moreOutcomes, panelRows } from './panel-markets';

/** An outcome of a panel; the rest is the panel's (panelOutcome). */
export interface PanelOutcome {
  id: number;
  typeId: Outcome['typeId'];
  kind: Outcome['kind'];
  name: string;
  coef: number;
  param?: number;
  isBlocked?: true;
}

export interface PanelRow {
  /** What the row shows: the market's name, with the line for a total (`Total 2.5`). */
  label: string;
  /** The market's own name, as the coupon shows it. */
  marketName: string;
  outcomes: PanelOutcome[];
}

export interface PanelGame {
  id: number;
  sportId: number;
  champId: number;
  sportName: string;
  champName: string;
  opponents: Game['opponents'];
  startTime: string;
  status: GameStatus;
  timeSeconds: number | null;
  score: Score | null;
  statusText: string;
  href: string;
  champHref: string;
  removeHref: string;
  removeLabel: string;
  more: string;
  moreLabel: string;
  rows: PanelRow[];
  /** The game's live video and game zone, when it has either (issue 22 §2). */
  media: Game['media'] | null;
  zone: GameZoneData;
}

export interface PickerGame {
  id: number;
  opponents: Game['opponents'];
  score: Score | null;
  statusText: string;
  isShown: boolean;
  /** Add or remove; null when the screen is full and the game is not on it. */
  href: string | null;
  label: string;
}

export interface PickerSport {
  sportId: number;
  name: string;
  games: PickerGame[];
}

/** The words a panel or the picker needs per game, in the request's language. */
export interface MultiTexts {
  add: (event: string) => string;
  remove: (event: string) => string;
  more: (count: number) => string;
}

const eventOf = (game: Pick<Game, 'opponents'>) => `${game.opponents[0]} — ${game.opponents[1]}`;

function panelOutcome(outcome: Outcome): PanelOutcome {
  return {
    id: outcome.id,
    typeId: outcome.typeId,
    kind: outcome.kind,
    name: outcome.name,
    coef: outcome.coef,
    ...(outcome.param === null ? {} : { param: outcome.param }),
    ...(outcome.isBlocked ? { isBlocked: true as const } : {}),
  };
}

export function panelGames(lng: string, games: readonly Game[], texts: MultiTexts): PanelGame[] {
  const shown = games.map((game) => game.id);
  return games.map((game) => {
    const rows = panelRows(game);
    const more = moreOutcomes(game, rows);
    const event = eventOf(game);
    return {
      id: game.id,
      sportId: game.sportId,
      champId: game.champId,
      sportName: game.sportName,
      champName: game.champName,
      opponents: game.opponents,
      startTime: game.startTime,
      status: game.status,
      timeSeconds: game.timeSeconds,
      score: game.score,
      statusText: game.statusText,
      href: gamePath(lng, game),
      champHref: linePath(lng, 'live', {
        sport: game.sportSlug,
        champ: { id: game.champId, slug: game.champSlug },
      }),
      removeHref: multiPath(
        lng,
        shown.filter((id) => id !== game.id),
      ),
      removeLabel: texts.remove(event),
      more: texts.more(more),
      moreLabel: `${texts.more(more)}: ${event}`,
      media: game.media ?? null,
      zone: gameZoneData(game),
      rows: rows.map((row) => ({
        label: row.marketName,
        marketName: row.outcomes[0]?.marketName ?? row.marketName,
        outcomes: row.outcomes.map(panelOutcome),
      })),
    };
  });
}

/** The outcome as the line gave it, put together again in the browser for the coupon. */
export function panelOutcomeOf(game: PanelGame, row: PanelRow, outcome: PanelOutcome): Outcome {
  return {
    id: outcome.id,
    gameId: game.id,
    sportId: game.sportId,
    champId: game.champId,
    sportName: game.sportName,
    champName: game.champName,
    opponents: game.opponents,
    typeId: outcome.typeId,
    kind: outcome.kind,
    marketName: row.marketName,
    name: outcome.name,
    param: outcome.param ?? null,
    coef: outcome.coef,
    isLive: game.status === 'live',
    isBlocked: outcome.isBlocked ?? false,
  };
}

/**
 * Every live game by sport, in the live list's order: a game off the screen links to the screen
 * with it added, one on the screen to the screen without it; with the screen full, the others
 * have no link.
 */
export function pickerSports(
  lng: string,
  live: readonly Game[],
  shown: readonly number[],
  maxShown: number,
  texts: MultiTexts,
): PickerSport[] {
  const isFull = shown.length >= maxShown;
  const sports: PickerSport[] = [];
  for (const game of live) {
    let sport = sports.find((item) => item.sportId === game.sportId);
    if (!sport) {
      sport = { sportId: game.sportId, name: game.sportName, games: [] };
      sports.push(sport);
    }
    const isShown = shown.includes(game.id);
    const event = eventOf(game);
    sport.games.push({
      id: game.id,
      opponents: game.opponents,
      score: game.score,
      statusText: game.statusText,
      isShown,
      href: isShown
        ? multiPath(
            lng,
            shown.filter((id) => id !== game.id),
          )
        : isFull
          ? null
          : multiPath(lng, [...shown, game.id]),
      label: isShown ? texts.remove(event) : texts.add(event),
    });
  }
  return sports;
}
