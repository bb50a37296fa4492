/**
 * The seeded match history behind the results and statistics (docs/upstream-contract.md "Results
 * API"). Every championship of the line catalogue plays a matchday every few days (matchdayEvery) on
 * a round-robin schedule (the circle method), and each match's final score is drawn from a
 * generator seeded by the championship, the matchday and the pairing: the history is a pure
 * function of the calendar, the same on every run and every machine, and needs no table.
 */
import type { ResultScore } from '@contract/results';
import type { ChampEntry, LocalName, SportProfile } from './line-catalog';
import { CHAMPS, CHAMPS_BY_ID, sportProfile } from './line-catalog';
import { DAY_MS, MINUTE_MS, slotOffset, strengthAt } from './line-game';
import {
  buildMatchModel,
  gaussian,
  mixSeed,
  pick,
  poissonDraw,
  seededRng,
  setsToWin,
} from './line-model';

/**
 * Days between a championship's matchdays, by sport: football and volleyball weekly, hockey,
 * basketball and cricket every third day, esports every other day, tennis and table tennis
 * daily (a tournament's draw); staggered by the championship's id so every day has results.
 */
const MATCHDAY_EVERY: ReadonlyMap<number, number> = new Map([
  [1, 7],
  [2, 3],
  [3, 3],
  [4, 1],
  [6, 7],
  [10, 1],
  [40, 2],
  [66, 3],
]);

export function matchdayEvery(champ: Pick<ChampEntry, 'sportId'>): number {
  return MATCHDAY_EVERY.get(champ.sportId) ?? 7;
}
/** Ids of seeded matches: the championship, the matchday and the pairing in one number. */
const CHAMP_FACTOR = 10_000_000;
const MATCHDAY_FACTOR = 100;
/** Sports whose sides are players in a draw of a tournament: no league table. */
const NO_TABLE_SPORTS: ReadonlySet<number> = new Set([4, 10]);

export interface SeasonMatch {
  id: number;
  champ: ChampEntry;
  matchday: number;
  home: LocalName;
  away: LocalName;
  homeIndex: number;
  awayIndex: number;
  startTime: number;
  score: ResultScore;
}

/** The day number (days since the epoch, UTC) of a time. */
export function dayNumberOf(time: number): number {
  return Math.floor(time / DAY_MS);
}

/** The matchday a championship plays on that day, or null when it does not play. */
export function matchdayOn(champ: ChampEntry, day: number): number | null {
  const every = matchdayEvery(champ);
  return (day + champ.id) % every === 0 ? (day + champ.id) / every : null;
}

function dayOfMatchday(champ: ChampEntry, matchday: number): number {
  return matchday * matchdayEvery(champ) - champ.id;
}

/** Game time plus breaks: when a match that kicked off is surely over. */
export function matchDurationMs(profile: SportProfile): number {
  // Sets sports: `periods` is the most sets a match can have.
  return profile.periods * profile.periodSeconds * 1000 + 30 * MINUTE_MS;
}

/**
 * The pairings of a round (circle method over an even count; with an odd count the last slot is
 * a bye and its pairing is skipped). Sides swap every other round and every other cycle, so a
 * team alternates home and away.
 */
export function roundPairings(teams: number, matchday: number): [number, number][] {
  const count = teams % 2 === 0 ? teams : teams + 1;
  const rounds = count - 1;
  const round = matchday % rounds;
  const cycle = Math.floor(matchday / rounds);
  const pairs: [number, number][] = [];
  for (let slot = 0; slot < count / 2; slot++) {
    const a = slot === 0 ? count - 1 : (round + slot) % rounds;
    const b = (round + rounds - slot) % rounds;
    if (a >= teams || b >= teams) continue;
    const swap = (round + slot + cycle) % 2 === 1;
    pairs.push(swap ? [b, a] : [a, b]);
  }
  return pairs;
}

/** The final score of a match, drawn from its own seed. */
function finalScore(champ: ChampEntry, matchday: number, pair: number, home: number, away: number) {
  const profile = sportProfile(champ.sportId);
  const rng = seededRng(mixSeed(champ.id, matchday, pair, 0x2e5));
  const count = champ.teams.length;
  const form = () => gaussian(rng) * 0.08;
  const model = buildMatchModel(
    profile,
    strengthAt(home, count) + form(),
    strengthAt(away, count) + form(),
    0,
    champ.unitPerSet,
  );
  switch (model.type) {
    case 'goals':
      return { home: poissonDraw(rng, model.lambdaHome), away: poissonDraw(rng, model.lambdaAway) };
    case 'points': {
      const score = {
        home: Math.max(0, Math.round(model.meanHome + gaussian(rng) * model.sd)),
        away: Math.max(0, Math.round(model.meanAway + gaussian(rng) * model.sd)),
      };
      // No draws in this sport: overtime decides a level score.
      if (score.home === score.away) {
        if (rng() < 0.5) score.home += pick(rng, profile.scoringPlays);
        else score.away += pick(rng, profile.scoringPlays);
      }
      return score;
    }
    case 'sets': {
      const toWin = setsToWin(model.bestOf);
      const score = { home: 0, away: 0 };
      while (score.home < toWin && score.away < toWin) {
        if (rng() < model.setWin) score.home += 1;
        else score.away += 1;
      }
      return score;
    }
  }
}

/** Matchdays already drawn: the history never changes, so a table or a form reads it once. */
const drawnMatchdays = new Map<string, SeasonMatch[]>();
const MAX_DRAWN_MATCHDAYS = 20_000;

/** The matches of one matchday of a championship, finished or not. */
export function matchdayMatches(champ: ChampEntry, matchday: number): SeasonMatch[] {
  const key = `${champ.id}:${matchday}`;
  const drawn = drawnMatchdays.get(key);
  if (drawn) return drawn;
  const matches = drawMatchday(champ, matchday);
  if (drawnMatchdays.size >= MAX_DRAWN_MATCHDAYS) {
    const oldest = drawnMatchdays.keys().next().value;
    if (oldest !== undefined) drawnMatchdays.delete(oldest);
  }
  drawnMatchdays.set(key, matches);
  return matches;
}

function drawMatchday(champ: ChampEntry, matchday: number): SeasonMatch[] {
  const day = dayOfMatchday(champ, matchday);
  return roundPairings(champ.teams.length, matchday).flatMap(([home, away], pair) => {
    const homeName = champ.teams[home];
    const awayName = champ.teams[away];
    if (!homeName || !awayName) return [];
    const slot = champ.slots[pair % champ.slots.length] ?? '12:00';
    return [
      {
        id: champ.id * CHAMP_FACTOR + matchday * MATCHDAY_FACTOR + pair,
        champ,
        matchday,
        home: homeName,
        away: awayName,
        homeIndex: home,
        awayIndex: away,
        startTime: day * DAY_MS + slotOffset(slot),
        score: finalScore(champ, matchday, pair, home, away),
      },
    ];
  });
}

export function isFinishedAt(match: Pick<SeasonMatch, 'champ' | 'startTime'>, now: number) {
  return match.startTime + matchDurationMs(sportProfile(match.champ.sportId)) <= now;
}

/** The seeded matches finished by `now` that kicked off on the day. */
export function finishedOnDay(day: number, now: number): SeasonMatch[] {
  return CHAMPS.flatMap((champ) => {
    const matchday = matchdayOn(champ, day);
    if (matchday === null) return [];
    return matchdayMatches(champ, matchday).filter((match) => isFinishedAt(match, now));
  });
}

/** A seeded match by id, when it exists and is over by `now`. */
export function findSeasonMatch(id: number, now: number): SeasonMatch | undefined {
  const champ = CHAMPS_BY_ID.get(Math.floor(id / CHAMP_FACTOR));
  if (!champ) return undefined;
  const matchday = Math.floor((id % CHAMP_FACTOR) / MATCHDAY_FACTOR);
  const match = matchdayMatches(champ, matchday).find((m) => m.id === id);
  return match && isFinishedAt(match, now) ? match : undefined;
}

/** Midnight UTC of 1 July that opened the season `now` falls in (seasons turn in July). */
export function seasonStart(now: number): number {
  const date = new Date(now);
  const year = date.getUTCMonth() >= 6 ? date.getUTCFullYear() : date.getUTCFullYear() - 1;
  return Date.UTC(year, 6, 1);
}

export function hasTable(champ: ChampEntry): boolean {
  return !NO_TABLE_SPORTS.has(champ.sportId);
}

/** The finished matches of a championship from `from` to `now`, newest first. */
export function finishedMatches(champ: ChampEntry, from: number, now: number): SeasonMatch[] {
  const every = matchdayEvery(champ);
  const first = Math.ceil((dayNumberOf(from) + champ.id) / every);
  const last = Math.floor((dayNumberOf(now) + champ.id) / every);
  const matches: SeasonMatch[] = [];
  for (let matchday = last; matchday >= first; matchday--) {
    for (const match of matchdayMatches(champ, matchday)) {
      if (isFinishedAt(match, now)) matches.push(match);
    }
  }
  return matches;
}

export interface StandingLine {
  team: LocalName;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  scored: number;
  conceded: number;
  points: number;
}

/**
 * The league table of a championship's season so far (one double round robin from 1 July):
 * three points a win and one a draw where
 * the sport has draws, two a win otherwise; ties broken by difference, then scored, then name.
 */
export function standingsOf(champ: ChampEntry, now: number): StandingLine[] {
  const hasDraw = sportProfile(champ.sportId).hasDraw;
  const lines = champ.teams.map((team): StandingLine => ({
    team,
    played: 0,
    won: 0,
    drawn: 0,
    lost: 0,
    scored: 0,
    conceded: 0,
    points: 0,
  }));
  // A season is one double round robin from its first matchday; later matches are off-season.
  const start = seasonStart(now);
  const firstMatchday = Math.ceil((dayNumberOf(start) + champ.id) / matchdayEvery(champ));
  const rounds = 2 * (champ.teams.length % 2 === 0 ? champ.teams.length - 1 : champ.teams.length);
  const season = finishedMatches(champ, start, now).filter(
    (match) => match.matchday < firstMatchday + rounds,
  );
  for (const match of season) {
    const home = lines[match.homeIndex];
    const away = lines[match.awayIndex];
    if (!home || !away) continue;
    const sides: [StandingLine, number, number][] = [
      [home, match.score.home, match.score.away],
      [away, match.score.away, match.score.home],
    ];
    for (const [line, own, other] of sides) {
      line.played += 1;
      line.scored += own;
      line.conceded += other;
      if (own > other) {
        line.won += 1;
        line.points += hasDraw ? 3 : 2;
      } else if (own === other) {
        line.drawn += 1;
        line.points += 1;
      } else {
        line.lost += 1;
      }
    }
  }
  return lines.sort(
    (a, b) =>
      b.points - a.points ||
      b.scored - b.conceded - (a.scored - a.conceded) ||
      b.scored - a.scored ||
      a.team.en.localeCompare(b.team.en),
  );
}

/** A side's place in its championship's list of teams, by its English name. */
export function teamIndex(champ: ChampEntry, name: LocalName): number {
  return champ.teams.findIndex((team) => team.en === name.en);
}
