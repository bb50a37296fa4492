/**
 * The timers of a signed-in player's reminders (spec 01 §4 "Reality check", "Session limit",
 * "Deposit-limit approval"; §7 "Reminders"; §9): the limit ping every 30 s, and one timer per
 * moment a reminder is due, set from the ping's answer. Every timer stops 30 s after the page is
 * hidden and starts again when it is shown (a due reminder then fires at once). No React: the
 * component gives the calls and the handlers, so the tests run it with fake timers.
 */
import type { LimitType } from '@/server/upstream/schemas/limits';
import type { LimitPing, PendingApproval } from '@/server/upstream/schemas/reminders';
import {
  approvalDueAt,
  HIDDEN_PAUSE_MS,
  LIMIT_PING_MS,
  MAX_TIMER_MS,
  parseStoredRealityCheck,
  REALITY_CHECK_KEY,
  realityCheckAfterAnswer,
  realityCheckAfterPing,
  sessionLimitEndsAt,
  type ServerClock,
  type StoredRealityCheck,
} from './reminder-rules';

/** A ping's outcome: the answer, the end of the session (stop everything), or a failure. */
export type PingResult = LimitPing | 'signed-out' | 'failed';

export interface ReminderHandlers {
  ping(): Promise<PingResult>;
  /** spec 01 §4: the reality check is due; answer with `realityCheckAnswered` (or log out). */
  realityCheckDue(): void;
  /** The check showing here was answered in another tab, or turned off. */
  realityCheckSettled(): void;
  /** spec 01 §4 "Session limit": the remaining session time has run out. */
  sessionLimitReached(): void;
  /** spec 01 §4: the approval time of a pending deposit limit is reached. */
  approvalDue(approval: PendingApproval): void;
  /** A limit whose approval is asked is no longer pending (approved or rejected elsewhere). */
  approvalWithdrawn(limitType: LimitType): void;
}

type SharedStorage = Pick<Storage, 'getItem' | 'setItem'>;

export interface ReminderTimerOptions {
  userId: number;
  handlers: ReminderHandlers;
  /** Where the reality check's timestamp is kept for every tab; null keeps it in this tab. */
  storage?: SharedStorage | null;
  target?: Window;
  now?: () => number;
}

export interface ReminderTimers {
  /** The last answer of the ping and the upstream clock it carried. */
  latest(): { ping: LimitPing; clock: ServerClock } | null;
  /** spec 01 §4: continue or cancel reschedules the check; do_not_show_again turns it off. */
  realityCheckAnswered(turnOff: boolean): void;
  /** The player answered an approval: the limit leaves the local list until the next ping. */
  approvalSettled(limitType: LimitType): void;
  stop(): void;
}

type Timer = ReturnType<typeof setTimeout>;

function sharedStorage(): SharedStorage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage refused (privacy settings): the tab keeps its own timer.
    return null;
  }
}

export function startReminderTimers({
  userId,
  handlers,
  storage = sharedStorage(),
  target = window,
  now = Date.now,
}: ReminderTimerOptions): ReminderTimers {
  const doc = target.document;
  let stopped = false;
  let paused = false;
  let last: { ping: LimitPing; clock: ServerClock } | null = null;
  let kept: StoredRealityCheck | null = null;
  let realityShowing = false;
  let sessionReached = false;
  let pending: PendingApproval[] = [];
  const asked = new Set<LimitType>();
  const approvalTimers = new Map<LimitType, Timer>();
  let pingTimer: Timer | undefined;
  let realityTimer: Timer | undefined;
  let sessionTimer: Timer | undefined;
  let hiddenTimer: Timer | undefined;
  let pingRun = 0;

  /** Fires now when the moment has come (a due reminder shows at once), else later. */
  function at(delayMs: number, fire: () => void): Timer | undefined {
    if (delayMs <= 0) {
      fire();
      return undefined;
    }
    return setTimeout(fire, Math.min(delayMs, MAX_TIMER_MS));
  }

  function read(): StoredRealityCheck | null {
    if (storage === null) return kept;
    try {
      return parseStoredRealityCheck(storage.getItem(REALITY_CHECK_KEY), userId);
    } catch {
      return kept;
    }
  }

  function write(value: StoredRealityCheck): void {
    kept = value;
    try {
      storage?.setItem(REALITY_CHECK_KEY, JSON.stringify(value));
    } catch {
      // A full or refused storage: this tab still keeps the timer.
    }
  }

  function armRealityCheck(): void {
    clearTimeout(realityTimer);
    if (stopped || paused || realityShowing) return;
    const showAt = read()?.showAt ?? null;
    if (showAt === null) return;
    const delay = showAt - now();
    realityTimer = at(delay, () => {
      // Another tab may have answered meanwhile and moved the timestamp.
      const current = read()?.showAt ?? null;
      if (delay > MAX_TIMER_MS || (current !== null && current > now())) {
        armRealityCheck();
        return;
      }
      if (current === null) return;
      realityShowing = true;
      handlers.realityCheckDue();
    });
  }

  function armSessionLimit(): void {
    clearTimeout(sessionTimer);
    if (stopped || paused || sessionReached || last === null) return;
    const endsAt = sessionLimitEndsAt(last.clock, last.ping);
    if (endsAt === null) return;
    const delay = endsAt - now();
    sessionTimer = at(delay, () => {
      if (delay > MAX_TIMER_MS) {
        armSessionLimit();
        return;
      }
      sessionReached = true;
      handlers.sessionLimitReached();
    });
  }

  function clearApprovalTimers(): void {
    for (const timer of approvalTimers.values()) clearTimeout(timer);
    approvalTimers.clear();
  }

  function armApprovals(): void {
    clearApprovalTimers();
    if (stopped || paused || last === null) return;
    const { clock } = last;
    for (const approval of pending) {
      if (asked.has(approval.limitType)) continue;
      const delay = approvalDueAt(clock, approval) - now();
      const timer = at(delay, () => {
        approvalTimers.delete(approval.limitType);
        if (delay > MAX_TIMER_MS) {
          armApprovals();
          return;
        }
        asked.add(approval.limitType);
        handlers.approvalDue(approval);
      });
      if (timer !== undefined) approvalTimers.set(approval.limitType, timer);
    }
  }

  function armAll(): void {
    armRealityCheck();
    armSessionLimit();
    armApprovals();
  }

  function apply(ping: LimitPing): void {
    const clock = { serverNowS: ping.now, localAtMs: now() };
    last = { ping, clock };
    const stored = read();
    const next = realityCheckAfterPing(stored, ping, clock, clock.localAtMs, userId);
    if (next !== stored) write(next);
    pending = ping.pendingApprovals;
    for (const type of [...asked]) {
      if (pending.some((approval) => approval.limitType === type)) continue;
      asked.delete(type);
      handlers.approvalWithdrawn(type);
    }
    armAll();
  }

  async function runPing(): Promise<void> {
    clearTimeout(pingTimer);
    if (stopped || paused) return;
    const run = ++pingRun;
    const result = await handlers.ping().catch((): PingResult => 'failed');
    // A ping started after this one (the page came back meanwhile) speaks instead.
    if (stopped || run !== pingRun) return;
    if (result === 'signed-out') {
      stop();
      return;
    }
    if (result !== 'failed') apply(result);
    if (!paused) pingTimer = setTimeout(() => void runPing(), LIMIT_PING_MS);
  }

  function pause(): void {
    paused = true;
    clearTimeout(pingTimer);
    clearTimeout(realityTimer);
    clearTimeout(sessionTimer);
    clearApprovalTimers();
  }

  function resume(): void {
    paused = false;
    armAll();
    void runPing();
  }

  // spec 01 §9 "Timers pause 30 s after the page is left".
  function onVisibility(): void {
    clearTimeout(hiddenTimer);
    if (doc.visibilityState === 'hidden') {
      hiddenTimer = setTimeout(pause, HIDDEN_PAUSE_MS);
    } else if (paused) {
      resume();
    }
  }

  function onStorage(event: StorageEvent): void {
    if (event.key !== REALITY_CHECK_KEY && event.key !== null) return;
    if (realityShowing) {
      const showAt = read()?.showAt ?? null;
      if (showAt !== null && showAt <= now()) return;
      realityShowing = false;
      handlers.realityCheckSettled();
    }
    armRealityCheck();
  }

  function stop(): void {
    stopped = true;
    pause();
    clearTimeout(hiddenTimer);
    doc.removeEventListener('visibilitychange', onVisibility);
    target.removeEventListener('storage', onStorage);
  }

  doc.addEventListener('visibilitychange', onVisibility);
  target.addEventListener('storage', onStorage);
  if (doc.visibilityState === 'hidden') hiddenTimer = setTimeout(pause, HIDDEN_PAUSE_MS);
  void runPing();

  return {
    latest: () => last,
    realityCheckAnswered(turnOff) {
      realityShowing = false;
      const stored =
        read() ??
        (last === null ? null : realityCheckAfterPing(null, last.ping, last.clock, now(), userId));
      if (stored !== null) write(realityCheckAfterAnswer(stored, now(), turnOff));
      armRealityCheck();
    },
    approvalSettled(limitType) {
      asked.delete(limitType);
      pending = pending.filter((approval) => approval.limitType !== limitType);
      clearTimeout(approvalTimers.get(limitType));
      approvalTimers.delete(limitType);
    },
    stop,
  };
}
