/**
 * A bounded retry with a fixed delay, edge-safe (no Node imports). Spec 01 §9 names the budgets:
 * config 5 retries at 1000 ms, blocking 2 retries at 100 ms.
 */
export interface RetryPolicy {
  /** Retries after the first attempt. */
  retries: number;
  delayMs: number;
  /** Whether this error is worth another attempt (a bad answer shape is not). */
  shouldRetry?: (error: unknown) => boolean;
  /** Injected in tests to skip real waiting. */
  sleep?: (ms: number) => Promise<void>;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function withRetry<T>(
  attempt: (n: number) => Promise<T>,
  policy: RetryPolicy,
): Promise<T> {
  const sleep = policy.sleep ?? realSleep;
  for (let n = 0; ; n += 1) {
    try {
      return await attempt(n);
    } catch (error) {
      const canRetry = n < policy.retries && (policy.shouldRetry?.(error) ?? true);
      if (!canRetry) throw error;
      await sleep(policy.delayMs);
    }
  }
}
