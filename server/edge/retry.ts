/**
 * A bounded retry with a fixed delay, edge-safe (no Node imports). Spec 01 §9 names the counts:
 * config 5 retries at 1000 ms, blocking 2 retries at 100 ms, redirect-light 5 retries. A budget
 * bounds the whole call, waits included: an attempt gets only the time that is left, and no
 * retry starts once the budget is spent, so a hanging upstream costs the budget, never
 * (retries + 1) × timeout.
 */
export interface RetryPolicy {
  /** Retries after the first attempt. */
  retries: number;
  delayMs: number;
  /** The whole call's time in ms, waits included; unbounded when absent. */
  budgetMs?: number;
  /** Whether this error is worth another attempt (a bad answer shape is not). */
  shouldRetry?: (error: unknown) => boolean;
  /** Injected in tests to skip real waiting. */
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

/** An attempt is not started with less time than this left: it could not succeed. */
export const MIN_ATTEMPT_MS = 50;

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** `attempt(n, timeoutMs)`: timeoutMs is what is left of the budget (Infinity without one). */
export async function withRetry<T>(
  attempt: (n: number, timeoutMs: number) => Promise<T>,
  policy: RetryPolicy,
): Promise<T> {
  const sleep = policy.sleep ?? realSleep;
  const now = policy.now ?? Date.now;
  const deadline = policy.budgetMs === undefined ? Infinity : now() + policy.budgetMs;
  for (let n = 0; ; n += 1) {
    try {
      return await attempt(n, deadline - now());
    } catch (error) {
      const timeLeft = deadline - now() - policy.delayMs >= MIN_ATTEMPT_MS;
      const canRetry = n < policy.retries && timeLeft && (policy.shouldRetry?.(error) ?? true);
      if (!canRetry) throw error;
      await sleep(policy.delayMs);
    }
  }
}
