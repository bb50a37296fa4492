/**
 * The reminders' reading of spec 01 §4 "Reality check", "Session limit", "Deposit-limit approval"
 * and §9: when each one is due, on the upstream's clock carried over to this device's clock, and
 * how the reality check's timestamp is kept and re-read. Pure, so the timers and the tests share
 * one reading.
 */
import { DEPOSIT_APPROVAL_DELAY_S } from '@/server/upstream/schemas/limits';
import type { LimitPing, PendingApproval } from '@/server/upstream/schemas/reminders';

/** spec 01 §9 "Limit ping 30 s". */
export const LIMIT_PING_MS = 30_000;
/** spec 01 §9 "Reality-check timer … re-read at most every 5 min". */
export const REALITY_CHECK_REREAD_MS = 5 * 60_000;
/** spec 01 §9 "Timers pause 30 s after the page is left". */
export const HIDDEN_PAUSE_MS = 30_000;
/** spec 01 §9 "stored as a timestamp in local storage", shared by the player's tabs. */
export const REALITY_CHECK_KEY = 'reality_check';
/** setTimeout's own ceiling (about 24.8 days); a later moment is re-armed when it is reached. */
export const MAX_TIMER_MS = 2_147_483_647;

/** The upstream's clock as of one answer: `serverNowS` was read at this device's `localAtMs`. */
export interface ServerClock {
  serverNowS: number;
  localAtMs: number;
}

/** The device moment (epoch ms) of an upstream time (epoch s). */
export function toLocalMs(clock: ServerClock, epochS: number): number {
  return clock.localAtMs + (epochS - clock.serverNowS) * 1000;
}

/** The upstream time (epoch s) of a device moment. */
export function toServerS(clock: ServerClock, localMs: number): number {
  return Math.floor(clock.serverNowS + (localMs - clock.localAtMs) / 1000);
}

/**
 * The reality check as the tabs keep it: whose sign-in it belongs to, the interval and the next
 * check (device epoch ms; both null when the player has none), and when the server's reading was
 * last taken.
 */
export interface StoredRealityCheck {
  userId: number;
  /** The sign-in (upstream epoch s) the timer counts for: a new sign-in reads the server again. */
  sessionStartedAt: number;
  intervalMinutes: number | null;
  showAt: number | null;
  readAt: number;
}

const isTime = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;

/** The stored reality check of this player; another player's, or anything malformed, is none. */
export function parseStoredRealityCheck(
  raw: string | null,
  userId: number,
): StoredRealityCheck | null {
  if (raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const {
    userId: owner,
    sessionStartedAt,
    intervalMinutes,
    showAt,
    readAt,
  } = value as Record<string, unknown>;
  if (owner !== userId || !isTime(readAt) || !isTime(sessionStartedAt)) return null;
  const off = intervalMinutes === null && showAt === null;
  const on = isTime(intervalMinutes) && intervalMinutes > 0 && isTime(showAt);
  if (!off && !on) return null;
  return { userId, sessionStartedAt, intervalMinutes, showAt, readAt } as StoredRealityCheck;
}

/**
 * spec 01 §9: the server's reading replaces the stored timer at most every 5 minutes (and at once
 * for a new sign-in); between readings the stored timestamp (perhaps moved by an answer in another
 * tab) stands. Answers the stored value itself when no reading is due.
 */
export function realityCheckAfterPing(
  stored: StoredRealityCheck | null,
  ping: LimitPing,
  clock: ServerClock,
  nowMs: number,
  userId: number,
): StoredRealityCheck {
  const fresh =
    stored !== null &&
    stored.sessionStartedAt === ping.session.startedAt &&
    nowMs - stored.readAt < REALITY_CHECK_REREAD_MS &&
    nowMs >= stored.readAt;
  if (fresh) return stored;
  const check = ping.realityCheck;
  return {
    userId,
    sessionStartedAt: ping.session.startedAt,
    intervalMinutes: check?.intervalMinutes ?? null,
    showAt: check === null ? null : toLocalMs(clock, check.showAt),
    readAt: nowMs,
  };
}

/**
 * spec 01 §4 "After continue or cancel the timer is rescheduled": an interval from the answer;
 * do_not_show_again turns it off.
 */
export function realityCheckAfterAnswer(
  stored: StoredRealityCheck,
  nowMs: number,
  turnOff: boolean,
): StoredRealityCheck {
  if (turnOff || stored.intervalMinutes === null) {
    return { ...stored, intervalMinutes: null, showAt: null };
  }
  return { ...stored, showAt: nowMs + stored.intervalMinutes * 60_000 };
}

/** spec 01 §4: a raised deposit limit may be approved 86400 s after startedAt. */
export function approvalDueAt(clock: ServerClock, approval: PendingApproval): number {
  return toLocalMs(clock, approval.startedAt + DEPOSIT_APPROVAL_DELAY_S);
}

/** spec 01 §4 "Session limit": when the remaining session time runs out, or null without one. */
export function sessionLimitEndsAt(clock: ServerClock, ping: LimitPing): number | null {
  return ping.sessionLimit === null ? null : clock.localAtMs + ping.sessionLimit.remainingS * 1000;
}

/** How long the player has been signed in at `nowMs`, in whole hours and minutes. */
export function sessionTimeOf(
  clock: ServerClock,
  ping: LimitPing,
  nowMs: number,
): { hours: number; minutes: number } {
  const elapsedS = Math.max(0, toServerS(clock, nowMs) - ping.session.startedAt);
  const totalMinutes = Math.floor(elapsedS / 60);
  return { hours: Math.floor(totalMinutes / 60), minutes: totalMinutes % 60 };
}
