/**
 * The demo line, written with the rest of the seed: the catalogue's sports, countries and
 * championships; 122 pre-match games over the 7 days after the seed time and 21 games in play,
 * each with its markets; and four long-term games. A fixed generator seed makes the same line
 * for the same seed time.
 */
import { MAX_GAME_EVENTS } from '@contract/line';
import type { ChampEntry } from './line-catalog';
import {
  CHAMPS,
  CHAMPS_BY_ID,
  COUNTRIES,
  LONG_TERM_CHAMPS,
  LONG_TERM_SPORT,
  SPORT_PROFILES,
  sportProfile,
} from './line-catalog';
import type { MatchPlan, TeamPick } from './line-game';
import {
  buildLongTerm,
  buildMatch,
  DAY_MS,
  dayStart,
  drawTeams,
  MINUTE_MS,
  slotOffset,
  strengthAt,
} from './line-game';
import type { MatchState, Rng } from './line-model';
import {
  buildMatchModel,
  currentMeans,
  currentSetWin,
  gaussian,
  matchSeconds,
  pick,
  poissonDraw,
  randomInt,
  seededRng,
  setsToWin,
} from './line-model';
import { pastEvents } from './line-events';
import type { LineStore } from './line-store';
import type { SandboxStore } from './store';

const LINE_SEED = 0x5eed_1e;
/** A pre-match game starts at least this long after the seed. */
const MIN_LEAD_MS = 30 * MINUTE_MS;
/** Top championships: this many of their first pre-match games are recommended (filter 6). */
const RECOMMENDED_PER_TOP_CHAMP = 2;

/** The season a date falls in, `2026/27`; seasons turn in July. */
export function seasonOf(time: number): string {
  const date = new Date(time);
  const first = date.getUTCMonth() >= 6 ? date.getUTCFullYear() : date.getUTCFullYear() - 1;
  return `${first}/${String((first + 1) % 100).padStart(2, '0')}`;
}

function shuffled(rng: Rng, count: number): number[] {
  const list = Array.from({ length: count }, (_, index) => index);
  for (let index = list.length - 1; index > 0; index--) {
    const other = randomInt(rng, index + 1);
    [list[index], list[other]] = [list[other] ?? 0, list[index] ?? 0];
  }
  return list;
}

/** `count` pairings in which nobody plays twice until every team has played. */
function pairings(rng: Rng, teams: number, count: number): { home: TeamPick; away: TeamPick }[] {
  const pairs: { home: TeamPick; away: TeamPick }[] = [];
  let order: number[] = [];
  while (pairs.length < count) {
    if (order.length < 2) order = shuffled(rng, teams);
    const home = order.pop() ?? 0;
    const away = order.pop() ?? 1;
    pairs.push({
      home: { index: home, form: (rng() - 0.5) * 0.1 },
      away: { index: away, form: (rng() - 0.5) * 0.1 },
    });
  }
  return pairs;
}

/** A state part-way through a match, drawn from the match's own model. */
function liveState(
  champ: ChampEntry,
  pair: { home: TeamPick; away: TeamPick },
  rng: Rng,
): MatchState {
  const profile = sportProfile(champ.sportId);
  const count = champ.teams.length;
  const model = buildMatchModel(
    profile,
    strengthAt(pair.home.index, count) + pair.home.form,
    strengthAt(pair.away.index, count) + pair.away.form,
    0.06,
    champ.unitPerSet,
  );
  if (model.type === 'sets') {
    const toWin = setsToWin(model.bestOf);
    const setsPlayed = randomInt(rng, 2 * toWin - 1);
    const score = { home: 0, away: 0 };
    for (let set = 0; set < setsPlayed; set++) {
      const homeWins = rng() < currentSetWin(model);
      if ((homeWins ? score.home : score.away) + 1 >= toWin) break;
      if (homeWins) score.home += 1;
      else score.away += 1;
    }
    const intoSet = Math.floor((rng() * profile.periodSeconds) / 5) * 5;
    return { score, elapsedSeconds: (score.home + score.away) * profile.periodSeconds + intoSet };
  }
  const fraction = 0.1 + rng() * 0.75;
  const elapsedSeconds = Math.floor((fraction * matchSeconds(profile)) / 5) * 5;
  const means = currentMeans(model);
  if (model.type === 'goals') {
    return {
      score: {
        home: poissonDraw(rng, means.home * fraction),
        away: poissonDraw(rng, means.away * fraction),
      },
      elapsedSeconds,
    };
  }
  const side = (mean: number) =>
    Math.max(0, Math.round(mean * fraction + gaussian(rng) * model.sd * Math.sqrt(fraction)));
  return { score: { home: side(means.home), away: side(means.away) }, elapsedSeconds };
}

function seedCatalogue(line: LineStore, now: number): void {
  for (const profile of SPORT_PROFILES.values()) {
    line.putSport({ id: profile.id, slug: profile.slug, name: profile.name });
  }
  line.putSport({ id: LONG_TERM_SPORT.id, slug: LONG_TERM_SPORT.slug, name: LONG_TERM_SPORT.name });
  for (const country of COUNTRIES) line.putCountry(country);
  for (const [position, champ] of CHAMPS.entries()) {
    line.putChamp({ ...champ, position });
  }
  const season = seasonOf(now);
  for (const [index, champ] of LONG_TERM_CHAMPS.entries()) {
    line.putChamp({
      id: champ.id,
      sportId: LONG_TERM_SPORT.id,
      countryId: champ.countryId,
      name: {
        en: champ.name.en.replace('{season}', season),
        ru: champ.name.ru.replace('{season}', season),
      },
      isTop: false,
      position: CHAMPS.length + index,
    });
  }
}

function seedMatches(line: LineStore, now: number, rng: Rng): void {
  const today = dayStart(now);
  for (const champ of CHAMPS) {
    const pairs = pairings(rng, champ.teams.length, champ.live + champ.prematch);
    const plans: MatchPlan[] = [];
    for (const [index, pair] of pairs.entries()) {
      if (index < champ.live) {
        const state = liveState(champ, pair, rng);
        const startTime = Math.floor((now - state.elapsedSeconds * 1000) / MINUTE_MS) * MINUTE_MS;
        plans.push({
          champ,
          ...pair,
          startTime,
          status: 'live',
          isRecommended: champ.isTop && index === 0,
          state,
        });
        continue;
      }
      const order = index - champ.live;
      const day = Math.floor((order * 7) / champ.prematch);
      let startTime = today + day * DAY_MS + slotOffset(pick(rng, champ.slots));
      if (startTime < now + MIN_LEAD_MS) startTime += DAY_MS;
      plans.push({
        champ,
        ...pair,
        startTime,
        status: 'prematch',
        isRecommended: champ.isTop && order < RECOMMENDED_PER_TOP_CHAMP,
      });
    }
    for (const plan of plans) {
      const { game, outcomes } = buildMatch(plan, rng);
      const gameId = line.insertGame(game, outcomes);
      if (game.status !== 'live') continue;
      for (const event of pastEvents(gameId, game, MAX_GAME_EVENTS)) {
        line.addGameEvent({ gameId, ...event });
      }
    }
  }
}

function seedLongTerm(line: LineStore, now: number, rng: Rng): void {
  const season = seasonOf(now);
  const date = new Date(now);
  for (const entry of LONG_TERM_CHAMPS) {
    const source = CHAMPS_BY_ID.get(entry.fromChamp);
    if (source === undefined) continue;
    const { game, outcomes } = buildLongTerm(
      {
        sportId: LONG_TERM_SPORT.id,
        champId: entry.id,
        event: {
          en: entry.name.en.replace('{season}', season).replace(/^[^.]+\. /, ''),
          ru: entry.name.ru.replace('{season}', season).replace(/^[^.]+\. /, ''),
        },
        subject: entry.subject,
        contenders: source.teams.slice(0, entry.contenders),
        fieldSize: source.teams.length,
        startTime: Date.UTC(
          date.getUTCFullYear(),
          date.getUTCMonth() + entry.monthsAhead,
          25,
          19,
          0,
        ),
      },
      rng,
    );
    line.insertGame(game, outcomes);
  }
}

/** Writes the demo line; the caller runs it in a transaction on an empty line. */
export function seedLineData(store: SandboxStore, now: number): void {
  const rng = seededRng(LINE_SEED);
  seedCatalogue(store.line, now);
  seedMatches(store.line, now, rng);
  seedLongTerm(store.line, now, rng);
}

/**
 * A new pre-match game of the championship about six days ahead, so the line never runs dry when
 * games are played out. Answers its id, or undefined for a championship the catalogue lacks.
 */
export function scheduleGame(
  line: LineStore,
  champId: number,
  now: number,
  rng: Rng,
): number | undefined {
  const champ = CHAMPS_BY_ID.get(champId);
  if (champ === undefined) return undefined;
  const { home, away } = drawTeams(rng, champ.teams.length);
  const startTime = dayStart(now) + 6 * DAY_MS + slotOffset(pick(rng, champ.slots));
  const { game, outcomes } = buildMatch(
    { champ, home, away, startTime, status: 'prematch', isRecommended: false },
    rng,
  );
  return line.insertGame(game, outcomes);
}
