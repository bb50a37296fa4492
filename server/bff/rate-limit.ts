import 'server-only';

/**
 * Fixed-window counters per key, in this process (instances are stateless: behind several
 * instances each keeps its own count, so the effective limit is per instance; a shared store
 * belongs in Next's cacheHandler/Redis, ARCHITECTURE "Scale").
 */
interface Window {
  count: number;
  resetAt: number;
}

const windows = new Map<string, Window>();
const MAX_KEYS = 50_000;

export interface RateLimit {
  /** attempts allowed per window */
  max: number;
  windowMs: number;
}

/** spec-silent choices, documented in docs/bff-api.md "Rate limits". */
export const LOGIN_LIMITS = {
  perAccount: { max: 5, windowMs: 15 * 60_000 },
  perIp: { max: 20, windowMs: 10 * 60_000 },
} as const satisfies Record<string, RateLimit>;
export const RECOVERY_LIMITS = {
  perAccount: { max: 3, windowMs: 15 * 60_000 },
  perIp: { max: 10, windowMs: 15 * 60_000 },
} as const satisfies Record<string, RateLimit>;
export const REGISTRATION_LIMITS = {
  perIp: { max: 10, windowMs: 60 * 60_000 },
} as const satisfies Record<string, RateLimit>;

/** Counts one attempt; answers how long to wait when the window is full. */
export function hit(
  key: string,
  limit: RateLimit,
  now = Date.now(),
): { allowed: boolean; retryAfterS: number } {
  let window = windows.get(key);
  if (!window || window.resetAt <= now) {
    window = { count: 0, resetAt: now + limit.windowMs };
    windows.delete(key);
    windows.set(key, window);
    if (windows.size > MAX_KEYS) {
      const oldest = windows.keys().next().value;
      if (oldest !== undefined) windows.delete(oldest);
    }
  }
  window.count += 1;
  const allowed = window.count <= limit.max;
  return { allowed, retryAfterS: allowed ? 0 : Math.ceil((window.resetAt - now) / 1000) };
}

/** Forgets the attempts of a key (a successful sign-in clears its account's count). */
export function clearHits(key: string): void {
  windows.delete(key);
}

export function resetRateLimits(): void {
  windows.clear();
}

/** The client address: the first X-Forwarded-For hop set by our proxy, else X-Real-IP. */
export function clientIp(headers: Headers): string {
  return (
    headers.get('x-forwarded-for')?.split(',')[0]?.trim() || headers.get('x-real-ip') || 'unknown'
  );
}
