import { authApi } from '@/server/auth/auth-api';
import { ApiError, handler } from '@/server/bff/handler';
import { sessionCheckFailure } from '@/server/session/session-check';
import { revokeSession } from '@/server/session/session';

export const dynamic = 'force-dynamic';

// POST /api/auth/refresh – the 60-second authentication refresh (spec 01 §7, §9). Like the
// session check: only a 401 the token renewal did not cure (or another player's id) ends the
// session; any other upstream failure answers 503 and keeps it for the next refresh.
export const POST = handler({ auth: 'required' }, async ({ user, session, upstream, signOut }) => {
  const answer = await authApi.refresh(upstream).catch(sessionCheckFailure);
  if (answer === 'signedOut' || answer.data.user_id !== user?.userId) {
    await revokeSession(session);
    signOut();
    throw new ApiError(401, 'unauthorized', 'Please sign in again');
  }
  return { data: { userId: answer.data.user_id } };
});
