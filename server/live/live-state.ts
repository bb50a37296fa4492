import type { Game } from '@/server/upstream/schemas/line';
import { outcomeState, type LiveGameState, type LivePatchBody, type LiveState } from './wire';

/*
 * The differ: a topic's state from the upstream's games, and what changed between two states.
 * Pure functions; the hub (hub.ts) keeps the states.
 */

export function gameState(game: Game, withEvents = false): LiveGameState {
  const state: LiveGameState = {
    status: game.status,
    score: game.score ? [game.score.home, game.score.away] : null,
    statusText: game.statusText,
    timeSeconds: game.timeSeconds,
  };
  if (withEvents) state.events = game.events ?? [];
  return state;
}

/**
 * The moving part of these games: their state and every outcome of every market; with
 * `withEvents` (a game's own topic) their last scoring plays too.
 */
export function liveStateOf(games: readonly Game[], withEvents = false): LiveState {
  const state: LiveState = { games: {}, outcomes: {} };
  for (const game of games) {
    state.games[game.id] = gameState(game, withEvents);
    for (const market of game.markets) {
      for (const outcome of market.outcomes) {
        state.outcomes[outcome.id] = outcomeState(outcome.coef, outcome.isBlocked);
      }
    }
  }
  return state;
}

/** A running clock is no news: the page runs it; the status line and the score are. */
function sameGame(a: LiveGameState, b: LiveGameState): boolean {
  return (
    a.status === b.status &&
    a.statusText === b.statusText &&
    a.score?.[0] === b.score?.[0] &&
    a.score?.[1] === b.score?.[1] &&
    JSON.stringify(a.events) === JSON.stringify(b.events)
  );
}

function diffRecords<T>(
  before: Record<string, T>,
  after: Record<string, T>,
  same: (a: T, b: T) => boolean,
): { changes: Record<string, T | null>; count: number } {
  const changes: Record<string, T | null> = {};
  let count = 0;
  for (const [id, value] of Object.entries(after)) {
    const old = before[id];
    if (old === undefined || !same(old, value)) {
      changes[id] = value;
      count += 1;
    }
  }
  for (const id of Object.keys(before)) {
    if (!(id in after)) {
      changes[id] = null;
      count += 1;
    }
  }
  return { changes, count };
}

/** What changed from `before` to `after`; null when nothing a page shows did. */
export function diffLiveStates(before: LiveState, after: LiveState): LivePatchBody | null {
  const games = diffRecords(before.games, after.games, sameGame);
  const outcomes = diffRecords(before.outcomes, after.outcomes, (a, b) => a === b);
  if (games.count + outcomes.count === 0) return null;
  return { games: games.changes, outcomes: outcomes.changes };
}

/** `state` with `patch` applied (a new object; `state` is left as it was). */
export function applyLivePatch(state: LiveState, patch: LivePatchBody): LiveState {
  const games = { ...state.games };
  const outcomes = { ...state.outcomes };
  for (const [id, value] of Object.entries(patch.games)) {
    if (value === null) delete games[id];
    else games[id] = value;
  }
  for (const [id, value] of Object.entries(patch.outcomes)) {
    if (value === null) delete outcomes[id];
    else outcomes[id] = value;
  }
  return { games, outcomes };
}
