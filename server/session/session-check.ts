import 'server-only';
import { ApiError } from '@/server/bff/handler';
import { UPSTREAM_ERROR, UpstreamError } from '@/server/upstream/errors';

/** spec 01 §4 Session init: the browser retries at 1500 ms, so it may ask again in 2 s. */
export const SESSION_CHECK_RETRY_AFTER_S = 2;

/**
 * What a failed upstream check of the session means for it: `signedOut` for a 401 the token
 * renewal did not cure (the only upstream word that ends a session); for any other failure
 * (5xx, timeout, a broken answer, no answer) an ApiError 503 that keeps the session, so the
 * browser asks again. Anything that is not an upstream failure is thrown as it is.
 */
export function sessionCheckFailure(error: unknown): 'signedOut' {
  if (!(error instanceof UpstreamError)) throw error;
  if (error.code === UPSTREAM_ERROR.unauthorized) return 'signedOut';
  throw new ApiError(
    503,
    'session_check_unavailable',
    'The session could not be checked; please try again',
    { 'retry-after': String(SESSION_CHECK_RETRY_AFTER_S) },
  );
}
