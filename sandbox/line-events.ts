/**
 * Scoring plays for a game that enters the line already in play (the seed starts some games
 * mid-match, with a score): the last few plays that led to that score, so its game zone lists
 * what happened before the sandbox started. Drawn from a generator of the game's own, so the
 * line's other draws stay as they were.
 */
import type { Score } from '@contract/line';
import { sportProfile } from './line-catalog';
import type { GameModel, Rng } from './line-model';
import { mixSeed, pick, seededRng } from './line-model';
import type { GameEventRecord } from './line-store';

const EVENTS_SEED = 0x3e7a;
/** The clock moves in ticks of this many game seconds. */
const TICK_SECONDS = 5;

interface InPlay {
  sportId: number;
  score: Score | null;
  elapsedSeconds: number;
  model: GameModel;
}

function onTick(seconds: number): number {
  return Math.max(TICK_SECONDS, Math.floor(seconds / TICK_SECONDS) * TICK_SECONDS);
}

/** The points of one play that may have led to `left` on a side: a play no larger than that. */
function lastPlay(rng: Rng, plays: readonly number[], left: number): number {
  const fitting = plays.filter((points) => points <= left);
  return fitting.length > 0 ? pick(rng, fitting) : left;
}

/** Up to `limit` plays that end in the game's score, oldest first. */
export function pastEvents(
  gameId: number,
  game: InPlay,
  limit: number,
): Omit<GameEventRecord, 'gameId'>[] {
  const rng = seededRng(mixSeed(EVENTS_SEED, gameId));
  const profile = sportProfile(game.sportId);
  let score = game.score ?? { home: 0, away: 0 };
  const total = score.home + score.away;
  if (total === 0 || game.model.type === 'longTerm') return [];
  const newestFirst: Omit<GameEventRecord, 'gameId'>[] = [];
  if (game.model.type === 'sets') {
    // Each set won ends a set: the n-th at n set lengths.
    for (let won = total; won > 0 && newestFirst.length < limit; won--) {
      const side = rng() * won < score.home ? 'home' : 'away';
      newestFirst.push({
        elapsedSeconds: onTick(won * profile.periodSeconds),
        side,
        points: 1,
        score,
      });
      score = { ...score, [side]: score[side] - 1 };
    }
    return newestFirst.reverse();
  }
  const averagePlay =
    profile.scoringPlays.reduce((sum, points) => sum + points, 0) / profile.scoringPlays.length;
  const spacing = game.elapsedSeconds / Math.max(1, total / averagePlay);
  let at = game.elapsedSeconds - rng() * spacing;
  while (score.home + score.away > 0 && newestFirst.length < limit && at > 0) {
    const side = rng() * (score.home + score.away) < score.home ? 'home' : 'away';
    const points = lastPlay(rng, profile.scoringPlays, score[side]);
    newestFirst.push({ elapsedSeconds: onTick(at), side, points, score });
    score = { ...score, [side]: score[side] - points };
    at -= spacing * (0.5 + rng());
  }
  return newestFirst.reverse();
}
