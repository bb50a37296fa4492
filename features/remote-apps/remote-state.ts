/**
 * spec 01 §4 "Remote-application load state", §8 and §9: the registry entry's states, the
 * transitions allowed between them, and the retry and reload budgets, declared once.
 */

export const REMOTE_STATE = {
  notExisting: -2,
  error: -1,
  loading: 1,
  ready: 2,
} as const;

export type RemoteState = (typeof REMOTE_STATE)[keyof typeof REMOTE_STATE];

const { notExisting, error, loading, ready } = REMOTE_STATE;

/** spec 01 §4: the table "May go to", row by row. */
export const REMOTE_TRANSITIONS: Readonly<Record<RemoteState, readonly RemoteState[]>> = {
  [notExisting]: [loading, ready],
  [error]: [loading, notExisting],
  [loading]: [error, ready, notExisting],
  [ready]: [notExisting],
};

export function canTransition(from: RemoteState, to: RemoteState): boolean {
  return REMOTE_TRANSITIONS[from].includes(to);
}

export interface RetryPolicy {
  /** Automatic retries after the first failure; then the refresh button. */
  retries: number;
  firstDelayMs: number;
  /** Each next delay is the previous one times this. */
  factor: number;
}

/** spec 01 §9 "Remote retry 3 attempts, 1000 ms doubling". */
export const REMOTE_RETRY: RetryPolicy = { retries: 3, firstDelayMs: 1000, factor: 2 };

/** spec 01 §8 "Header pieces retry up to 5 times with a 1 s timeout" (docs/decisions.md). */
export const HEADER_PIECE_RETRY: RetryPolicy = { retries: 5, firstDelayMs: 1000, factor: 1 };

/** spec 01 §4, §9 "A manual reload is throttled to once per second". */
export const MANUAL_RELOAD_THROTTLE_MS = 1000;

/** The wait before the next retry, when `retriesDone` retries have already been made. */
export function retryDelayMs(policy: RetryPolicy, retriesDone: number): number {
  return policy.firstDelayMs * policy.factor ** retriesDone;
}
