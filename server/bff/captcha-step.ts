import 'server-only';
import { ApiError } from '@/server/bff/handler';
import { counters, uncountedAttempt } from '@/server/bff/rate-limit';
import { keyDigest, redis, reportSharedFailure } from '@/server/shared/redis';
import { UPSTREAM_ERROR, UpstreamError } from '@/server/upstream/errors';

/**
 * The captcha step that replaces account locks (spec 01 §8: 400 with code 100/111/112/113 runs a
 * captcha check, then the same call again with its result in the `x-captcha` header). An account
 * is never locked: anybody can fail on somebody else's account, so a lock would let strangers
 * keep its owner out. Past its free attempts in a window, each further attempt on the account
 * must carry a captcha pass; the owner solves one and goes on, a guesser pays one per guess.
 *
 * A pass is the token the upstream's captcha service gave for a right answer (POST
 * /api/auth/captcha, type 0). The BFF remembers the tokens it saw issued, for their lifetime, and
 * takes one up per attempt, so a made-up or used token is no pass, whatever the upstream checks.
 */
export const CAPTCHA_HEADER = 'x-captcha';
/** docs/upstream-contract.md "Captcha": a solved captcha's token is good once, for 5 minutes. */
export const CAPTCHA_PASS_TTL_MS = 5 * 60_000;

export interface CaptchaRule {
  /** Attempts on one account in a window that need no captcha. */
  freeAttempts: number;
  windowMs: number;
}

/** spec-silent choices, documented in docs/bff-api.md "Rate limits". */
export const CAPTCHA_RULES = {
  /** Sign-in with a password or an SMS code: the attempts that failed. */
  login: { freeAttempts: 5, windowMs: 15 * 60_000 },
  /** SMS codes sent to one phone. */
  sms: { freeAttempts: 5, windowMs: 15 * 60_000 },
  /** Recovery codes sent for one login. */
  recovery: { freeAttempts: 3, windowMs: 15 * 60_000 },
  /** Password resets with a wrong code for one login. */
  reset: { freeAttempts: 3, windowMs: 15 * 60_000 },
} as const satisfies Record<string, CaptchaRule>;

/**
 * Where passes are kept: in the process without REDIS_URL, in Redis with it (redisCaptchaPassStore),
 * so a pass is good once across all instances.
 */
export interface CaptchaPassStore {
  remember(token: string, ttlMs: number): Promise<void>;
  /** True once for a remembered, unexpired token; it is gone afterwards. */
  take(token: string): Promise<boolean>;
}

const MAX_PASSES = 10_000;
const MAX_TOKEN_LENGTH = 512;

export function memoryCaptchaPassStore(now = () => Date.now()): CaptchaPassStore {
  const passes = new Map<string, number>();
  return {
    async remember(token, ttlMs) {
      if (!token || token.length > MAX_TOKEN_LENGTH) return;
      passes.delete(token);
      passes.set(token, now() + ttlMs);
      if (passes.size > MAX_PASSES) {
        const oldest = passes.keys().next().value;
        if (oldest !== undefined) passes.delete(oldest);
      }
    },
    async take(token) {
      const expiresAt = passes.get(token);
      passes.delete(token);
      return expiresAt !== undefined && expiresAt > now();
    },
  };
}

/**
 * Passes in Redis (`captcha-pass:<digest>`, SET … PX, taken with GETDEL: once, whichever instance
 * asks). While Redis is down a pass is remembered in `fallback` and can be taken only on the
 * instance that saw it issued; a pass remembered in Redis is not good while Redis is down (the
 * player solves another).
 */
export function redisCaptchaPassStore(
  client: NonNullable<ReturnType<typeof redis>>,
  fallback: CaptchaPassStore = memoryCaptchaPassStore(),
): CaptchaPassStore {
  const keyOf = (token: string) => `captcha-pass:${keyDigest(token)}`;
  return {
    async remember(token, ttlMs) {
      if (!token || token.length > MAX_TOKEN_LENGTH) return;
      try {
        await client.set(keyOf(token), '1', 'PX', ttlMs);
      } catch (error) {
        reportSharedFailure('captcha passes', 'keeping new passes in this process', error);
        await fallback.remember(token, ttlMs);
      }
    },
    async take(token) {
      if (await fallback.take(token)) return true;
      try {
        return (await client.getdel(keyOf(token))) !== null;
      } catch (error) {
        reportSharedFailure('captcha passes', 'only passes kept in this process count', error);
        return false;
      }
    },
  };
}

let store: CaptchaPassStore | null = null;

export function captchaPasses(): CaptchaPassStore {
  if (store) return store;
  const client = redis();
  return (store = client ? redisCaptchaPassStore(client) : memoryCaptchaPassStore());
}

/** For a deployment with a shared store of its own, and for tests. */
export function setCaptchaPassStore(next: CaptchaPassStore | null): void {
  store = next;
}

/** What a captcha step gives the route: forgive the earlier failures, or this attempt. */
export interface CaptchaStepResult {
  /** After a success that forgives the earlier failures (a sign-in). */
  clear(): Promise<void>;
  /** When this attempt should not count after all (the upstream never judged it). */
  forgive(): Promise<void>;
}

/**
 * Counts an attempt on an account and, once its free attempts are used up, lets it through only
 * with a captcha pass in `x-captcha` (taken up here); otherwise answers 400 `captcha_required`,
 * which the browser answers with the captcha (features/bff/bff-client.ts). The count is raised
 * first, in one atomic step, and the attempt needs a pass when the raised count passes the free
 * ones: parallel attempts each get their own count, so they cannot all slip in under it. A refused
 * attempt takes its count back. Counts that cannot be kept (Redis down) answer 503.
 */
export async function captchaStep(
  headers: Headers,
  key: string,
  rule: CaptchaRule,
): Promise<CaptchaStepResult> {
  const counter = `captcha:${key}`;
  const shared = counters();
  try {
    const { count } = await shared.hit(counter, rule.windowMs);
    if (count > rule.freeAttempts) {
      const token = headers.get(CAPTCHA_HEADER);
      const passed =
        token !== null && token.length <= MAX_TOKEN_LENGTH && (await captchaPasses().take(token));
      if (!passed) {
        await shared.unhit(counter);
        throw new ApiError(
          400,
          'captcha_required',
          'Please confirm you are not a robot',
          undefined,
          {
            source: { header: CAPTCHA_HEADER },
          },
        );
      }
    }
  } catch (error) {
    throw uncountedAttempt(error);
  }
  const quietly = (what: string, step: Promise<void>) =>
    step.catch((error: unknown) =>
      reportSharedFailure('captcha step', `could not ${what} an account's count`, error),
    );
  return {
    clear: () => quietly('clear', shared.clear(counter)),
    forgive: () => quietly('take back', shared.unhit(counter)),
  };
}

/**
 * Whether the upstream judged the attempt and refused it (a wrong password or code): such an
 * attempt counts against the account. A failure, a timeout, a 429 or the upstream's own captcha
 * demand judged nothing and should be forgiven.
 */
export function isRefusedAttempt(error: unknown): boolean {
  if (!(error instanceof UpstreamError)) return false;
  if (error.code === UPSTREAM_ERROR.unauthorized) return true;
  return (
    error.code === UPSTREAM_ERROR.http &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 429
  );
}
