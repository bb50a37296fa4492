import 'server-only';
import { ApiError } from '@/server/bff/handler';
import { clearHits, hit, hitsOf, unhit } from '@/server/bff/rate-limit';
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
 * Where passes are kept. In the process by default; behind several instances a shared store
 * (Redis: SET token NX PX ttl / GETDEL) implements the same two calls (docs/architecture.md
 * "Scale").
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

let store: CaptchaPassStore = memoryCaptchaPassStore();

export function captchaPasses(): CaptchaPassStore {
  return store;
}

/** For a deployment with a shared store, and for tests. */
export function setCaptchaPassStore(next: CaptchaPassStore): void {
  store = next;
}

/**
 * Counts an attempt on an account and, once its free attempts are used up, lets it through only
 * with a captcha pass in `x-captcha` (taken up here); otherwise answers 400 `captcha_required`,
 * which the browser answers with the captcha (features/bff/bff-client.ts). Call `clear()` after
 * a success that should forgive the earlier failures (a sign-in), or `forgive()` when this attempt
 * should not count after all (the upstream never judged it).
 */
export async function captchaStep(
  headers: Headers,
  key: string,
  rule: CaptchaRule,
): Promise<{ clear(): void; forgive(): void }> {
  const counter = `captcha:${key}`;
  const window = { max: rule.freeAttempts, windowMs: rule.windowMs };
  // The count is read and raised with no await between, so parallel attempts cannot all slip
  // in under the threshold.
  if (hitsOf(counter) >= rule.freeAttempts) {
    const token = headers.get(CAPTCHA_HEADER);
    const passed = token !== null && token.length <= MAX_TOKEN_LENGTH && (await store.take(token));
    if (!passed) {
      throw new ApiError(400, 'captcha_required', 'Please confirm you are not a robot', undefined, {
        source: { header: CAPTCHA_HEADER },
      });
    }
  }
  hit(counter, window);
  return { clear: () => clearHits(counter), forgive: () => unhit(counter) };
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
