/**
 * The results and statistics (spec 01 §2 "Other": `results/{live|zone}?`, `statistic`,
 * `statisticpopup`; paths ours, docs/upstream-contract.md "Results API"): finished events by day,
 * events in play from the live line, the virtual sports zone, league tables and one event's
 * head-to-head and form. Public: no token.
 */
import {
  gameIdParamSchema,
  gameStatsAnswerSchema,
  langQuerySchema,
  liveResultsAnswerSchema,
  RESULTS_DAYS,
  resultsAnswerSchema,
  resultsQuerySchema,
  standingsAnswerSchema,
  zoneResultsAnswerSchema,
  type FinishedEvent,
} from '@contract/results';
import { LONG_TERM_SPORT_ID } from '@contract/line';
import type { ChampEntry, LocalName } from '../line-catalog';
import { CHAMPS, CHAMPS_BY_ID, COUNTRIES, SPORT_PROFILES } from '../line-catalog';
import { answerLang, lineNames, toGame, type Lang } from '../line-answer';
import { DAY_MS } from '../line-game';
import type { GameRecord } from '../line-store';
import { seasonOf } from '../line-seed';
import type { RequestContext } from '../http';
import { json, parseQuery, pathParam, SandboxHttpError } from '../http';
import type { Router } from '../router';
import {
  dayNumberOf,
  finishedMatches,
  finishedOnDay,
  findSeasonMatch,
  hasTable,
  standingsOf,
  teamIndex,
  type SeasonMatch,
  type StandingLine,
} from '../results-season';
import { zoneResults } from '../results-zone';
import type { SandboxState } from '../state';

export const RESULTS_API = '/results-api/v1';
/** How far back head-to-head meetings and form are looked for. */
const HISTORY_MS = 730 * DAY_MS;

function named(name: LocalName, lang: Lang): string {
  return lang === 'ru' ? (name.ru ?? name.en) : name.en;
}

function isoDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

function langOf(ctx: RequestContext): Lang {
  return answerLang(parseQuery(ctx, langQuerySchema).lang);
}

const CHAMP_ORDER = new Map(CHAMPS.map((champ, index) => [champ.id, index]));
const SPORT_ORDER = new Map([...SPORT_PROFILES.keys()].map((id, index) => [id, index]));

interface Row<E> {
  champ: ChampEntry;
  event: E;
}

/** Events grouped sport → championship, in the catalogue's order, each by start time. */
function grouped<E extends { startTime: string; id: number }>(rows: Row<E>[], lang: Lang) {
  const sports = new Map<number, Map<number, Row<E>[]>>();
  for (const row of rows) {
    const champs = sports.get(row.champ.sportId) ?? new Map<number, Row<E>[]>();
    sports.set(row.champ.sportId, champs);
    champs.set(row.champ.id, [...(champs.get(row.champ.id) ?? []), row]);
  }
  return [...sports.entries()]
    .sort(([a], [b]) => (SPORT_ORDER.get(a) ?? 99) - (SPORT_ORDER.get(b) ?? 99))
    .flatMap(([sportId, champs]) => {
      const profile = SPORT_PROFILES.get(sportId);
      if (!profile) return [];
      return [
        {
          id: sportId,
          slug: profile.slug,
          name: profile.name[lang],
          champs: [...champs.values()]
            .sort(
              ([a], [b]) =>
                (CHAMP_ORDER.get(a?.champ.id ?? 0) ?? 0) - (CHAMP_ORDER.get(b?.champ.id ?? 0) ?? 0),
            )
            .map((list) => {
              const champ = (list[0] as Row<E>).champ;
              const country = COUNTRIES.find((c) => c.id === champ.countryId);
              return {
                id: champ.id,
                name: champ.name[lang],
                country: country ? country.name[lang] : '—',
                events: list
                  .map((row) => row.event)
                  .sort((a, b) => a.startTime.localeCompare(b.startTime) || a.id - b.id),
              };
            }),
        },
      ];
    });
}

function seasonEvent(match: SeasonMatch, lang: Lang): FinishedEvent {
  return {
    id: match.id,
    startTime: new Date(match.startTime).toISOString(),
    home: named(match.home, lang),
    away: named(match.away, lang),
    score: match.score,
  };
}

function lineEvent(game: GameRecord, lang: Lang): FinishedEvent {
  return {
    id: game.id,
    startTime: new Date(game.startTime).toISOString(),
    home: named(game.home, lang),
    away: named(game.away, lang),
    score: game.score ?? { home: 0, away: 0 },
  };
}

function gameNotFound(id: number): SandboxHttpError {
  return SandboxHttpError.coded(404, 'game_not_found', 'Game not found', {
    detail: `gameId: no game ${id}`,
    source: { parameter: 'gameId' },
  });
}

function standingRows(lines: StandingLine[], lang: Lang) {
  return lines.map((line, index) => ({
    position: index + 1,
    team: named(line.team, lang),
    played: line.played,
    won: line.won,
    drawn: line.drawn,
    lost: line.lost,
    scored: line.scored,
    conceded: line.conceded,
    points: line.points,
  }));
}

interface Subject {
  id: number;
  champ: ChampEntry;
  home: LocalName;
  away: LocalName;
  startTime: number;
  status: 'prematch' | 'live' | 'finished';
  score: { home: number; away: number } | null;
}

export function registerResultsRoutes(router: Router, state: SandboxState): void {
  const { line } = state.store;

  router.on('GET', `${RESULTS_API}/results`, (ctx) => {
    const query = parseQuery(ctx, resultsQuerySchema);
    const lang = answerLang(query.lang);
    const now = state.now();
    const today = dayNumberOf(now);
    const dates = Array.from({ length: RESULTS_DAYS }, (_, back) => isoDay(today - back));
    const finishedLine = line
      .listGames(['finished'])
      .filter((game) => game.sportId !== LONG_TERM_SPORT_ID);
    const rowsOf = (day: number): Row<FinishedEvent>[] => [
      ...finishedOnDay(day, now).map((match) => ({
        champ: match.champ,
        event: seasonEvent(match, lang),
      })),
      ...finishedLine.flatMap((game) => {
        const champ = CHAMPS_BY_ID.get(game.champId);
        return champ && dayNumberOf(game.startTime) === day
          ? [{ champ, event: lineEvent(game, lang) }]
          : [];
      }),
    ];
    let day = today;
    let rows: Row<FinishedEvent>[];
    if (query.date !== undefined) {
      day = dayNumberOf(Date.parse(`${query.date}T00:00:00Z`));
      if (day > today || day <= today - RESULTS_DAYS) {
        throw SandboxHttpError.coded(400, 'date_out_of_range', 'Date out of range', {
          detail: `date: from ${dates.at(-1)} to ${dates[0]}`,
          source: { parameter: 'date' },
        });
      }
      rows = rowsOf(day);
    } else {
      // Early in the day nothing is over yet: the latest day with results opens the page.
      rows = rowsOf(day);
      if (rows.length === 0) {
        day -= 1;
        rows = rowsOf(day);
      }
    }
    return json(
      resultsAnswerSchema.parse({
        data: { date: isoDay(day), sports: grouped(rows, lang) },
        meta: { dates },
      }),
    );
  });

  router.on('GET', `${RESULTS_API}/live`, (ctx) => {
    const lang = langOf(ctx);
    const names = lineNames(line);
    const rows = line.listGames(['live']).flatMap((game) => {
      const champ = CHAMPS_BY_ID.get(game.champId);
      if (!champ || game.sportId === LONG_TERM_SPORT_ID) return [];
      const view = toGame(game, [], names, lang);
      return [
        {
          champ,
          event: { ...lineEvent(game, lang), statusText: view.statusText },
        },
      ];
    });
    return json(liveResultsAnswerSchema.parse({ data: { sports: grouped(rows, lang) } }));
  });

  router.on('GET', `${RESULTS_API}/zone`, (ctx) => {
    const lang = langOf(ctx);
    const data = zoneResults(state.now(), lang).map((sport) => ({
      ...sport,
      events: sport.events.map((event) => ({
        ...event,
        startTime: new Date(event.startTime).toISOString(),
      })),
    }));
    return json(zoneResultsAnswerSchema.parse({ data }));
  });

  router.on('GET', `${RESULTS_API}/standings`, (ctx) => {
    const lang = langOf(ctx);
    const now = state.now();
    const data = CHAMPS.filter(hasTable).map((champ) => {
      const profile = SPORT_PROFILES.get(champ.sportId);
      const country = COUNTRIES.find((c) => c.id === champ.countryId);
      return {
        champId: champ.id,
        champName: champ.name[lang],
        country: country ? country.name[lang] : '—',
        sportSlug: profile?.slug ?? String(champ.sportId),
        sportName: profile ? profile.name[lang] : String(champ.sportId),
        season: seasonOf(now),
        rows: standingRows(standingsOf(champ, now), lang),
      };
    });
    return json(standingsAnswerSchema.parse({ data }));
  });

  router.on('GET', `${RESULTS_API}/games/:gameId/stats`, (ctx) => {
    const lang = langOf(ctx);
    const id = pathParam(ctx, 'gameId', gameIdParamSchema);
    const now = state.now();
    const subject = subjectOf(id, now);
    if (!subject) throw gameNotFound(id);
    const { champ } = subject;
    const earlier = finishedMatches(champ, now - HISTORY_MS, now).filter(
      (match) => match.id !== subject.id && match.startTime < subject.startTime,
    );
    const homeIndex = teamIndex(champ, subject.home);
    const awayIndex = teamIndex(champ, subject.away);
    const plays = (match: SeasonMatch, index: number) =>
      match.homeIndex === index || match.awayIndex === index;
    const formOf = (index: number) =>
      earlier
        .filter((match) => plays(match, index))
        .slice(0, 5)
        .map((match) => {
          const own = match.homeIndex === index ? match.score.home : match.score.away;
          const other = match.homeIndex === index ? match.score.away : match.score.home;
          return {
            ...seasonEvent(match, lang),
            outcome: own > other ? 'W' : own === other ? 'D' : 'L',
          };
        });
    const table = hasTable(champ) ? standingRows(standingsOf(champ, now), lang) : [];
    const sides = [named(subject.home, lang), named(subject.away, lang)];
    const profile = SPORT_PROFILES.get(champ.sportId);
    return json(
      gameStatsAnswerSchema.parse({
        data: {
          id: subject.id,
          sportName: profile ? profile.name[lang] : String(champ.sportId),
          champId: champ.id,
          champName: champ.name[lang],
          home: sides[0],
          away: sides[1],
          startTime: new Date(subject.startTime).toISOString(),
          status: subject.status,
          score: subject.score,
          headToHead: earlier
            .filter((match) => plays(match, homeIndex) && plays(match, awayIndex))
            .slice(0, 5)
            .map((match) => seasonEvent(match, lang)),
          form: { home: formOf(homeIndex), away: formOf(awayIndex) },
          standings: table.filter((row) => sides.includes(row.team)),
        },
      }),
    );
  });

  /** A line game (pre-match, live or over) or a seeded match of the history. */
  function subjectOf(id: number, now: number): Subject | undefined {
    const game = line.findGame(id);
    if (game) {
      const champ = CHAMPS_BY_ID.get(game.champId);
      if (!champ || game.sportId === LONG_TERM_SPORT_ID) return undefined;
      return {
        id: game.id,
        champ,
        home: game.home,
        away: game.away,
        startTime: game.startTime,
        status: game.status,
        score: game.status === 'prematch' ? null : (game.score ?? { home: 0, away: 0 }),
      };
    }
    const match = findSeasonMatch(id, now);
    return match ? { ...match, status: 'finished', score: match.score } : undefined;
  }
}
