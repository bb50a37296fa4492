/**
 * The live simulation. Each tick plays 5 game seconds of every live game: the clock runs, a side
 * may score (at the sport's real rate), the sides' form drifts a little, and the game is priced
 * again. After a score change the game's outcomes are suspended for that tick; now and then one
 * market is suspended for a tick. A game whose clock runs out (or that a side has won on sets) is
 * finished; the next pre-match game of its sport kicks off in its place and a new pre-match game
 * is scheduled, so the line and the live list keep their size. Pre-match games whose start time
 * has come kick off too. Each tick draws from a generator seeded by the tick's number, so the same
 * database ticked the same number of times is in the same state.
 */
import { z } from 'zod';
import type { Score } from '@contract/line';
import { LONG_TERM_SPORT_ID } from '@contract/line';
import { sportProfile } from './line-catalog';
import type { SportProfile } from './line-catalog';
import { HOUR_MS, isOver, repriceGame } from './line-game';
import type { MatchModel, Rng } from './line-model';
import {
  currentMeans,
  currentSetWin,
  gaussian,
  matchSeconds,
  mixSeed,
  pick,
  seededRng,
} from './line-model';
import { scheduleGame } from './line-seed';
import type { GameRecord, LineStore } from './line-store';
import type { SandboxStore } from './store';

/** Game seconds one tick plays. */
export const TICK_GAME_SECONDS = 5;
/** The running sandbox ticks this often unless SANDBOX_LIVE_TICK_MS says otherwise (0: never). */
export const DEFAULT_LIVE_TICK_MS = 5000;
/** A pre-match game more than this late to kick off (the sandbox was not running) is dropped. */
const STALE_KICK_OFF_MS = 6 * HOUR_MS;
/** The chance per tick that one market of a live game is suspended for the tick. */
const SUSPEND_MARKET_CHANCE = 0.04;
const TICK_SEED = 0x71c4;

export interface TickReport {
  /** The number of the last tick run (ticks are counted from the seed). */
  tick: number;
  scoreChanges: { gameId: number; score: Score }[];
  startedGameIds: number[];
  finishedGameIds: number[];
}

function driftOn(model: MatchModel, rng: Rng): MatchModel {
  // Mean-reverting: the lean stays within about ±0.1 of the model's own.
  return { ...model, drift: 0.98 * model.drift + 0.02 * gaussian(rng) };
}

/** A side's scoring play in a tick. */
interface Play {
  side: 'home' | 'away';
  points: number;
}

/** What 5 game seconds add to the score: none, one or (rarely) both sides' plays. */
function play(profile: SportProfile, model: MatchModel, rng: Rng): Play[] {
  if (model.type === 'sets') {
    if (rng() >= TICK_GAME_SECONDS / profile.periodSeconds) return [];
    return [{ side: rng() < currentSetWin(model) ? 'home' : 'away', points: 1 }];
  }
  const means = currentMeans(model);
  const share = TICK_GAME_SECONDS / matchSeconds(profile);
  const averagePlay =
    profile.scoringPlays.reduce((total, points) => total + points, 0) / profile.scoringPlays.length;
  const scored = (mean: number) =>
    rng() < (mean * share) / averagePlay ? pick(rng, profile.scoringPlays) : 0;
  const plays: Play[] = [];
  const home = scored(means.home);
  if (home > 0) plays.push({ side: 'home', points: home });
  const away = scored(means.away);
  if (away > 0) plays.push({ side: 'away', points: away });
  return plays;
}

/** Puts a game in play from now, at 0:0. */
export function kickOff(line: LineStore, game: GameRecord, now: number): void {
  const started: GameRecord = {
    ...game,
    status: 'live',
    startTime: now,
    score: { home: 0, away: 0 },
    elapsedSeconds: 0,
  };
  line.saveGameState(game.id, started);
  repriceGame(line, started);
}

function finish(line: LineStore, game: GameRecord): void {
  const finished: GameRecord = { ...game, status: 'finished' };
  line.saveGameState(game.id, finished);
  repriceGame(line, finished);
}

/** A finished game's place is taken: the sport's next game kicks off, a new one is scheduled. */
function replace(
  line: LineStore,
  game: GameRecord,
  now: number,
  rng: Rng,
  report: TickReport,
): void {
  const next = line.firstPrematchGame(game.sportId);
  if (next !== undefined) {
    kickOff(line, next, now);
    report.startedGameIds.push(next.id);
  }
  scheduleGame(line, game.champId, now, rng);
}

function tickLiveGame(
  line: LineStore,
  game: GameRecord,
  now: number,
  rng: Rng,
  report: TickReport,
): void {
  if (game.model.type === 'longTerm') return;
  const profile = sportProfile(game.sportId);
  const plays = play(profile, game.model, rng);
  const elapsedSeconds = game.elapsedSeconds + TICK_GAME_SECONDS;
  let score = game.score ?? { home: 0, away: 0 };
  for (const { side, points } of plays) {
    score = { ...score, [side]: score[side] + points };
    line.addGameEvent({ gameId: game.id, elapsedSeconds, side, points, score });
  }
  const scoreChanged = plays.length > 0;
  const played: GameRecord = {
    ...game,
    score,
    elapsedSeconds,
    model: driftOn(game.model, rng),
  };
  if (scoreChanged) report.scoreChanges.push({ gameId: game.id, score });
  if (isOver(profile, played)) {
    finish(line, played);
    report.finishedGameIds.push(game.id);
    replace(line, played, now, rng, report);
    return;
  }
  line.saveGameState(game.id, played);
  const outcomes = line.outcomesOfGames([game.id]).get(game.id) ?? [];
  const suspendedKind =
    !scoreChanged && rng() < SUSPEND_MARKET_CHANCE && outcomes.length > 0
      ? pick(rng, outcomes).kind
      : undefined;
  repriceGame(line, played, {
    suspend: (outcome) => scoreChanged || outcome.kind === suspendedKind,
  });
}

function kickOffDue(line: LineStore, now: number, rng: Rng, report: TickReport): void {
  for (const game of line.listGames(['prematch'])) {
    if (game.startTime > now) break;
    if (game.sportId === LONG_TERM_SPORT_ID) continue;
    if (now - game.startTime > STALE_KICK_OFF_MS) {
      finish(line, { ...game, status: 'finished' });
      scheduleGame(line, game.champId, now, rng);
      continue;
    }
    kickOff(line, game, now);
    report.startedGameIds.push(game.id);
  }
}

/** Runs `count` ticks in one transaction. */
export function runLiveTicks(store: SandboxStore, now: number, count = 1): TickReport {
  return store.transaction(() => {
    const { line } = store;
    const report: TickReport = {
      tick: line.currentTick(),
      scoreChanges: [],
      startedGameIds: [],
      finishedGameIds: [],
    };
    for (let run = 0; run < count; run++) {
      report.tick = line.nextTick();
      const rng = seededRng(mixSeed(TICK_SEED, report.tick));
      for (const game of line.listGames(['live']).sort((a, b) => a.id - b.id)) {
        tickLiveGame(line, game, now, rng, report);
      }
      kickOffDue(line, now, rng, report);
    }
    return report;
  });
}

/** SANDBOX_LIVE_TICK_MS: whole milliseconds from 0 (off) to an hour, as an env var gives it. */
export const liveTickMsEnvSchema = z
  .string()
  .regex(/^\d+$/, 'a whole number of milliseconds')
  .transform(Number)
  .pipe(z.number().int().min(0).max(3_600_000));

/** The env var's value, or the default when it is unset or empty; a bad value throws. */
export function liveTickMsFromEnv(): number {
  const raw = process.env.SANDBOX_LIVE_TICK_MS;
  if (raw === undefined || raw === '') return DEFAULT_LIVE_TICK_MS;
  const result = liveTickMsEnvSchema.safeParse(raw);
  if (!result.success) {
    throw new Error(
      `sandbox upstream: bad environment (SANDBOX_LIVE_TICK_MS: ${result.error.issues[0]?.message})`,
    );
  }
  return result.data;
}
