import 'server-only';
import { ApiError } from '@/server/bff/handler';
import { clientIp, hit, type RateLimit } from '@/server/bff/rate-limit';

/**
 * Counts an attempt against the client's address; a full window answers 429 with Retry-After and
 * a message that says how long to wait. Accounts are never limited here (a stranger could lock
 * their owner out): past a few failures an account asks for a captcha (server/bff/captcha-step.ts).
 */
export function enforceLimits(headers: Headers, scope: string, limit: RateLimit): void {
  const { allowed, retryAfterS } = hit(`${scope}:ip:${clientIp(headers)}`, limit);
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
