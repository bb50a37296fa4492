/**
 * The line API (spec 02 §3 "Coupon bet", "Time filter values"; spec 01 §2 "Sport", §7):
 * GET /line-api/v1/sports, /champs, /games, /games/:id and /outcomes?ids=. Public: no token.
 */
import type { Stream, TimeFilter } from '@contract/line';
import {
  champsAnswerSchema,
  champsQuerySchema,
  gameAnswerSchema,
  gameQuerySchema,
  gamesAnswerSchema,
  gamesQuerySchema,
  outcomesAnswerSchema,
  outcomesQuerySchema,
  sportsAnswerSchema,
  sportsQuerySchema,
  LONG_TERM_SPORT_ID,
  MAX_GAME_EVENTS,
  TIME_FILTERS,
} from '@contract/line';
import { json, parseQuery, pathIdSchema, pathParam, SandboxHttpError } from '../http';
import type { LineNames } from '../line-answer';
import {
  answerLang,
  compareSports,
  lineNames,
  toChamp,
  toGame,
  toOutcome,
  toSport,
  teamSlugs,
} from '../line-answer';
import { HOUR_MS, periodNumber } from '../line-game';
import type { GameRecord, LineStore } from '../line-store';
import type { Router } from '../router';
import type { SandboxState } from '../state';

/** Time filter 1 (upcoming): pre-match games that start within this time. */
export const UPCOMING_WINDOW_MS = 24 * HOUR_MS;

interface GameFilter {
  stream: Stream;
  timeFilter: TimeFilter;
  sportId?: number;
  champId?: number;
  team?: string;
}

/**
 * spec 02 §3 "Time filter values". Pre-match games are in no period, so filters 2 and 3 select
 * live games only; live games have started, so filter 1 selects pre-match games only.
 */
function passesTimeFilter(game: GameRecord, timeFilter: TimeFilter, now: number): boolean {
  switch (timeFilter) {
    case TIME_FILTERS.all:
      return true;
    case TIME_FILTERS.upcoming:
      return game.status === 'prematch' && game.startTime <= now + UPCOMING_WINDOW_MS;
    case TIME_FILTERS.firstPeriod:
      return periodNumber(game) === 1;
    case TIME_FILTERS.secondPeriod:
      return periodNumber(game) === 2;
    case TIME_FILTERS.recommended:
      return game.isRecommended;
  }
}

/** Games of the stream that pass the filters: pre-match by start time, live by sport and championship. */
function selectGames(
  line: LineStore,
  names: LineNames,
  filter: GameFilter,
  now: number,
): GameRecord[] {
  const games = line
    .listGames([filter.stream === 'live' ? 'live' : 'prematch'])
    .filter(
      (game) =>
        (filter.sportId === undefined || game.sportId === filter.sportId) &&
        (filter.champId === undefined || game.champId === filter.champId) &&
        (filter.team === undefined ||
          (game.sportId !== LONG_TERM_SPORT_ID && teamSlugs(game).includes(filter.team))) &&
        passesTimeFilter(game, filter.timeFilter, now),
    );
  if (filter.stream === 'line') return games;
  const sportOrder = [...names.sports.values()].sort(compareSports).map((sport) => sport.id);
  const rank = (game: GameRecord) => [
    sportOrder.indexOf(game.sportId),
    names.champs.get(game.champId)?.position ?? 0,
    game.id,
  ];
  return games.sort((a, b) => {
    const [left, right] = [rank(a), rank(b)];
    for (const [index, value] of left.entries()) {
      const difference = value - (right[index] ?? 0);
      if (difference !== 0) return difference;
    }
    return 0;
  });
}

function countBy(
  games: readonly GameRecord[],
  key: (game: GameRecord) => number,
): Map<number, number> {
  const counts = new Map<number, number>();
  for (const game of games) counts.set(key(game), (counts.get(key(game)) ?? 0) + 1);
  return counts;
}

function gameNotFound(id: number): SandboxHttpError {
  return SandboxHttpError.coded(404, 'game_not_found', 'Game not found', {
    detail: `id: no game ${id}`,
    source: { parameter: 'id' },
  });
}

export function registerLineRoutes(router: Router, state: SandboxState): void {
  const { line } = state.store;

  router.on('GET', '/line-api/v1/sports', (ctx) => {
    const query = parseQuery(ctx, sportsQuerySchema);
    const lang = answerLang(query.lang);
    const names = lineNames(line);
    const counts = countBy(selectGames(line, names, query, state.now()), (game) => game.sportId);
    const sports = [...names.sports.values()].sort(compareSports).flatMap((sport) => {
      const count = counts.get(sport.id) ?? 0;
      return count > 0 ? [toSport(sport, count, lang)] : [];
    });
    return json(sportsAnswerSchema.parse({ data: sports }));
  });

  router.on('GET', '/line-api/v1/champs', (ctx) => {
    const query = parseQuery(ctx, champsQuerySchema);
    const lang = answerLang(query.lang);
    const names = lineNames(line);
    const counts = countBy(selectGames(line, names, query, state.now()), (game) => game.champId);
    const sportOrder = [...names.sports.values()].sort(compareSports).map((sport) => sport.id);
    const champs = [...names.champs.values()]
      .filter((champ) => (counts.get(champ.id) ?? 0) > 0)
      .sort(
        (a, b) =>
          sportOrder.indexOf(a.sportId) - sportOrder.indexOf(b.sportId) || a.position - b.position,
      )
      .map((champ) => toChamp(champ, names, counts.get(champ.id) ?? 0, lang));
    return json(champsAnswerSchema.parse({ data: champs }));
  });

  router.on('GET', '/line-api/v1/games', (ctx) => {
    const query = parseQuery(ctx, gamesQuerySchema);
    const lang = answerLang(query.lang);
    const names = lineNames(line);
    const games = selectGames(line, names, query, state.now());
    const shown = games.slice(0, query.limit);
    const ids = shown.map((game) => game.id);
    const outcomes = line.outcomesOfGames(ids);
    const events = line.lastEventsOfGames(ids, MAX_GAME_EVENTS);
    return json(
      gamesAnswerSchema.parse({
        data: shown.map((game) =>
          toGame(game, outcomes.get(game.id) ?? [], names, lang, events.get(game.id)),
        ),
        meta: { total: games.length, limit: query.limit },
      }),
    );
  });

  router.on('GET', '/line-api/v1/games/:id', (ctx) => {
    const id = pathParam(ctx, 'id', pathIdSchema);
    const { lang } = parseQuery(ctx, gameQuerySchema);
    const game = line.findGame(id);
    if (game === undefined) throw gameNotFound(id);
    const outcomes = line.outcomesOfGames([id]).get(id) ?? [];
    const events = line.lastEventsOfGames([id], MAX_GAME_EVENTS).get(id);
    return json(
      gameAnswerSchema.parse({
        data: toGame(game, outcomes, lineNames(line), answerLang(lang), events),
      }),
    );
  });

  router.on('GET', '/line-api/v1/outcomes', (ctx) => {
    const query = parseQuery(ctx, outcomesQuerySchema);
    const lang = answerLang(query.lang);
    const names = lineNames(line);
    const outcomes = line.findOutcomes(query.ids);
    const games = new Map<number, GameRecord>();
    const data = outcomes.flatMap((outcome) => {
      const game = games.get(outcome.gameId) ?? line.findGame(outcome.gameId);
      if (game === undefined) return [];
      games.set(game.id, game);
      return [toOutcome(outcome, game, names, lang)];
    });
    return json(outcomesAnswerSchema.parse({ data }));
  });
}
