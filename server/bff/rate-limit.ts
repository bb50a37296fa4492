import 'server-only';
import { CLIENT_IP_HEADER } from '@/server/http/forwarded.mjs';

/**
 * Fixed-window counters per key, in this process (instances are stateless: behind several
 * instances each keeps its own count, so the effective limit is per instance; a shared store
 * belongs in Next's cacheHandler/Redis, docs/architecture.md "Scale").
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

/**
 * spec-silent choices, documented in docs/bff-api.md "Rate limits". Only the client address is
 * ever refused (429): an account is never locked, because anybody can fail on somebody else's
 * account. Past its free attempts an account asks for a captcha instead (captcha-step.ts).
 */
export const LOGIN_LIMITS = {
  perIp: { max: 20, windowMs: 10 * 60_000 },
} as const satisfies Record<string, RateLimit>;
export const SMS_LIMITS = {
  perIp: { max: 20, windowMs: 10 * 60_000 },
} as const satisfies Record<string, RateLimit>;
export const RECOVERY_LIMITS = {
  perIp: { max: 10, windowMs: 15 * 60_000 },
} as const satisfies Record<string, RateLimit>;
export const REGISTRATION_LIMITS = {
  perIp: { max: 10, windowMs: 60 * 60_000 },
} as const satisfies Record<string, RateLimit>;
/**
 * Each captcha the site shows and each answer it checks is a call to the upstream's captcha
 * service, open to visitors: without a limit anybody could make the site ask for captchas without
 * bound. A person asks for more captchas than they make sign-in attempts (one per attempt past
 * the free ones, plus a reload or two when the picture is hard to read), so the windows are those
 * of sign-in with three times the pictures and twice the answers.
 */
export const CAPTCHA_LIMITS = {
  imagesPerIp: { max: 60, windowMs: 10 * 60_000 },
  answersPerIp: { max: 40, windowMs: 10 * 60_000 },
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

/** How many attempts the key's current window holds (0 when it has none). */
export function hitsOf(key: string, now = Date.now()): number {
  const window = windows.get(key);
  return window && window.resetAt > now ? window.count : 0;
}

/** Takes back one attempt (one that turned out not to count). */
export function unhit(key: string): void {
  const window = windows.get(key);
  if (window && window.count > 0) window.count -= 1;
}

/** Forgets the attempts of a key (a successful sign-in clears its account's count). */
export function clearHits(key: string): void {
  windows.delete(key);
}

export function resetRateLimits(): void {
  windows.clear();
}

/**
 * The client address as our production server resolved it (server/http/serve.mjs sets
 * `x-client-ip` on every request, over anything the client sent, believing X-Forwarded-For only
 * from TRUSTED_PROXIES). Never the client's own X-Forwarded-For: anybody can write one per
 * attempt. Absent only where that server does not run (Jest).
 */
export function clientIp(headers: Headers): string {
  const address = headers.get(CLIENT_IP_HEADER)?.trim();
  return address && address.length <= 64 ? address : 'unknown';
}
