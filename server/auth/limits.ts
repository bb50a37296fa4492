import 'server-only';
import { ApiError } from '@/server/bff/handler';
import { clientIp, hit, type RateLimit } from '@/server/bff/rate-limit';

/**
 * Counts an attempt against each key; the first full window answers 429 with Retry-After and
 * a message that says how long to wait (the same for every account: it reveals nothing).
 */
export function enforceLimits(
  headers: Headers,
  scope: string,
  limits: { perIp: RateLimit; perAccount?: RateLimit },
  accountKey: string | null,
): void {
  const checks: [string, RateLimit][] = [[`${scope}:ip:${clientIp(headers)}`, limits.perIp]];
  if (accountKey && limits.perAccount) checks.push([`${scope}:${accountKey}`, limits.perAccount]);
  for (const [key, limit] of checks) {
    const { allowed, retryAfterS } = hit(key, limit);
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
}
