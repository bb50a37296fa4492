import { authApi } from '@/server/auth/auth-api';
import { handler } from '@/server/bff/handler';
import { sessionCheckFailure } from '@/server/session/session-check';
import { revokeSession } from '@/server/session/session';

export const dynamic = 'force-dynamic';

// GET /api/auth/session – the signed-in player's id (spec 01 §4 Session init), checked upstream.
// Only the upstream's word ends the session ("With no user id, the user is disconnected"): a 401
// the token renewal did not cure, or another player's id. An upstream that fails or does not
// answer ends nothing: 503 with Retry-After, the cookie kept, and the browser asks again.
export const GET = handler({ auth: 'optional' }, async ({ user, session, upstream, signOut }) => {
  if (!user) return { data: null };
  const answer = await authApi.session(upstream).catch(sessionCheckFailure);
  if (answer === 'signedOut' || answer.data.user_id !== user.userId) {
    await revokeSession(session);
    signOut();
    return { data: null };
  }
  return { data: { userId: answer.data.user_id } };
});
