import 'server-only';
import { ApiError } from '@/server/bff/handler';
import { CLIENT_IP_HEADER } from '@/server/http/forwarded.mjs';
import {
  keyDigest,
  redis,
  reportSharedFailure,
  SharedStoreUnavailableError,
} from '@/server/shared/redis';

/**
 * Fixed-window counters per key. In this process without REDIS_URL; with it, in Redis, so every
 * instance counts the same attempts (two instances never give an address twice the limit).
 */
export interface Counters {
  /** Counts one in key's window, opening one of windowMs when none is; the count and its end. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetAt: number }>;
  /** How many the key's current window holds (0 when it has none). */
  count(key: string): Promise<number>;
  /** Takes one back (an attempt that turned out not to count). */
  unhit(key: string): Promise<void>;
  /** Forgets the key's window. */
  clear(key: string): Promise<void>;
}

interface Window {
  count: number;
  resetAt: number;
}

const MAX_KEYS = 50_000;

/** The in-process counters: bounded, the oldest window dropped beyond MAX_KEYS. */
export function memoryCounters(now: () => number = Date.now): Counters & { reset(): void } {
  const windows = new Map<string, Window>();
  return {
    async hit(key, windowMs) {
      const at = now();
      let window = windows.get(key);
      if (!window || window.resetAt <= at) {
        window = { count: 0, resetAt: at + windowMs };
        windows.delete(key);
        windows.set(key, window);
        if (windows.size > MAX_KEYS) {
          const oldest = windows.keys().next().value;
          if (oldest !== undefined) windows.delete(oldest);
        }
      }
      window.count += 1;
      return { count: window.count, resetAt: window.resetAt };
    },
    async count(key) {
      const window = windows.get(key);
      return window && window.resetAt > now() ? window.count : 0;
    },
    async unhit(key) {
      const window = windows.get(key);
      if (window && window.count > 0) window.count -= 1;
    },
    async clear(key) {
      windows.delete(key);
    },
    reset() {
      windows.clear();
    },
  };
}

/**
 * One atomic step in Redis: raise the count, open the window with its TTL when this is its first
 * hit (or when a key somehow lost its TTL), and answer the count and the window's time left.
 */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local left = redis.call('PTTL', KEYS[1])
if count == 1 or left < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  left = tonumber(ARGV[1])
end
return {count, left}`;
/** Takes one back without going below zero or creating a key. */
const UNHIT_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

/** The counters in Redis: `rl:<digest of the key>`, each with its window as TTL. */
export function redisCounters(client: NonNullable<ReturnType<typeof redis>>): Counters {
  const keyOf = (key: string) => `rl:${keyDigest(key)}`;
  const fail = (error: unknown): never => {
    throw new SharedStoreUnavailableError('rate-limit counters', error);
  };
  return {
    async hit(key, windowMs) {
      const answer = (await client
        .eval(HIT_SCRIPT, 1, keyOf(key), String(windowMs))
        .catch(fail)) as [number, number];
      return { count: Number(answer[0]), resetAt: Date.now() + Number(answer[1]) };
    },
    async count(key) {
      return Number((await client.get(keyOf(key)).catch(fail)) ?? 0);
    },
    async unhit(key) {
      await client.eval(UNHIT_SCRIPT, 1, keyOf(key)).catch(fail);
    },
    async clear(key) {
      await client.del(keyOf(key)).catch(fail);
    },
  };
}

const local = memoryCounters();
let shared: { client: NonNullable<ReturnType<typeof redis>>; counters: Counters } | null = null;

/** The counters instances share: Redis with REDIS_URL, else this process's. */
export function counters(): Counters {
  const client = redis();
  if (!client) return local;
  if (shared?.client !== client) shared = { client, counters: redisCounters(client) };
  return shared.counters;
}

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

/**
 * Counts one attempt; answers how long to wait when the window is full. Throws
 * SharedStoreUnavailableError when the shared counters cannot count, unless `whenUnavailable` is
 * `local`: then this process counts alone (for limits that guard load, not accounts).
 */
export async function hit(
  key: string,
  limit: RateLimit,
  { whenUnavailable = 'throw' }: { whenUnavailable?: 'throw' | 'local' } = {},
): Promise<{ allowed: boolean; retryAfterS: number }> {
  let window: { count: number; resetAt: number };
  try {
    window = await counters().hit(key, limit.windowMs);
  } catch (error) {
    if (!(error instanceof SharedStoreUnavailableError) || whenUnavailable === 'throw') throw error;
    reportSharedFailure('rate-limit counters', 'counting in this process alone', error.cause);
    window = await local.hit(key, limit.windowMs);
  }
  const allowed = window.count <= limit.max;
  const retryAfterS = allowed ? 0 : Math.max(1, Math.ceil((window.resetAt - Date.now()) / 1000));
  return { allowed, retryAfterS };
}

/** Forgets this process's counters (tests). */
export function resetRateLimits(): void {
  local.reset();
}

/** How long a client is asked to wait when the attempts cannot be counted (Redis down). */
export const UNCOUNTED_RETRY_AFTER_S = 30;

/**
 * The answer to an attempt whose count could not be kept: 503 `limits_unavailable` with
 * Retry-After, for the shared store being down; any other error is passed on as it is.
 */
export function uncountedAttempt(error: unknown): unknown {
  if (!(error instanceof SharedStoreUnavailableError)) return error;
  reportSharedFailure(
    'attempt counting',
    'refusing attempts with 503 until it returns',
    error.cause,
  );
  return new ApiError(
    503,
    'limits_unavailable',
    'This is briefly unavailable. Please try again in a minute.',
    { 'retry-after': String(UNCOUNTED_RETRY_AFTER_S) },
  );
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
