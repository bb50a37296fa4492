import 'server-only';
import { ApiError } from '@/server/bff/handler';
import { clientIp, hit, uncountedAttempt, type RateLimit } from '@/server/bff/rate-limit';

/**
 * Counts an attempt against the client's address; a full window answers 429 with Retry-After and
 * a message that says how long to wait. Accounts are never limited here (a stranger could lock
 * their owner out): past a few failures an account asks for a captcha (server/bff/captcha-step.ts).
 * When the shared counters cannot count (REDIS_URL set, Redis down), the attempt is refused with
 * a 503 (uncountedAttempt): a limit counted per instance would quietly multiply it.
 */
export async function enforceLimits(
  headers: Headers,
  scope: string,
  limit: RateLimit,
): Promise<void> {
  const { allowed, retryAfterS } = await hit(`${scope}:ip:${clientIp(headers)}`, limit).catch(
    (error: unknown) => {
      throw uncountedAttempt(error);
    },
  );
  if (!allowed) {
    const minutes = Math.max(1, Math.ceil(retryAfterS / 60));
    throw new ApiError(
      429,
      'too_many_attempts',
      `Too many attempts. Please try again in ${minutes} min.`,
      { 'retry-after': String(retryAfterS) },
    );
  }
}
