/*
 * What the live stream carries (GET /api/live/stream, GET /api/live/changes; docs/bff-api.md
 * "Live"): shared by the server that sends it and the pages that apply it, so plain types and
 * functions only (no zod, no server code).
 *
 * A stream follows topics, each a view many viewers share: `list:<sportId>` is the live list of a
 * sport (`list:0` every sport), `game:<id>` one game with all its markets. A topic's state is the
 * part of the line that moves: each game's status, score and clock line, each outcome's
 * coefficient and block. The first event of a topic is its snapshot; then patches, each naming the
 * version it follows (`from`), carry only what changed, and `null` for what is gone.
 */

export type LiveTopic = `list:${number}` | `game:${number}`;

/** A stream carries at most this many topics (a page's list or game, and the coupon's games). */
export const MAX_LIVE_TOPICS = 40;

export function listTopic(sportId = 0): LiveTopic {
  return `list:${sportId}`;
}

export function gameTopic(gameId: number): LiveTopic {
  return `game:${gameId}`;
}

const TOPIC_PATTERN = /^(list):(0|[1-9]\d{0,9})$|^(game):([1-9]\d{0,14})$/;

/** The topic a text names, or null. */
export function parseTopic(text: string): LiveTopic | null {
  return TOPIC_PATTERN.test(text) ? (text as LiveTopic) : null;
}

/** A scoring play, as the game zone lists them (newest first). */
export interface LiveGameEvent {
  when: string;
  side: 'home' | 'away';
  points: number;
  score: { home: number; away: number };
}

export interface LiveGameState {
  status: 'prematch' | 'live' | 'finished';
  /** [home, away]; null before the start. */
  score: [number, number] | null;
  /** `2nd half, 67'`, `Finished`. */
  statusText: string;
  /** Match clock in seconds when the sport has one (a change of it alone is not sent). */
  timeSeconds: number | null;
  /** The last scoring plays: in a game's topic only (the game zone draws them). */
  events?: LiveGameEvent[];
}

/**
 * An outcome as it moves: its coefficient, negative while no bets are taken (`-1.95`). One number,
 * not a pair: most of a patch is outcomes, and each tick of a live list reprices most of them.
 */
export type LiveOutcomeState = number;

export function outcomeState(coef: number, blocked: boolean): LiveOutcomeState {
  return blocked ? -coef : coef;
}

export function readOutcomeState(state: LiveOutcomeState): { coef: number; blocked: boolean } {
  return { coef: Math.abs(state), blocked: state < 0 };
}

export interface LiveState {
  games: Record<string, LiveGameState>;
  outcomes: Record<string, LiveOutcomeState>;
}

export interface LivePatchBody {
  games: Record<string, LiveGameState | null>;
  outcomes: Record<string, LiveOutcomeState | null>;
}

export type LiveEvent =
  | ({ topic: LiveTopic; kind: 'snapshot'; version: number } & LiveState)
  | ({ topic: LiveTopic; kind: 'patch'; from: number; version: number } & LivePatchBody);

/**
 * A stream's position: the version it has of each of its topics, in the order the topics were
 * asked for, `-` for none yet (`1764400000123.-.1764400001001`). The stream's event ids and the
 * `since` of a reconnection are these.
 */
export function formatCursor(topics: readonly LiveTopic[], versions: ReadonlyMap<string, number>) {
  return topics.map((topic) => String(versions.get(topic) ?? '-')).join('.');
}

export function parseCursor(topics: readonly LiveTopic[], cursor: string | null | undefined) {
  const versions = new Map<LiveTopic, number>();
  if (!cursor) return versions;
  const parts = cursor.split('.');
  if (parts.length !== topics.length) return versions;
  parts.forEach((part, index) => {
    if (/^[1-9]\d{0,15}$/.test(part)) versions.set(topics[index]!, Number(part));
  });
  return versions;
}
