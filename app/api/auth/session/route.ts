import { authApi } from '@/server/auth/auth-api';
import { handler } from '@/server/bff/handler';

export const dynamic = 'force-dynamic';

// GET /api/auth/session – the signed-in player's id (spec 01 §4 Session init), checked upstream;
// a session the upstream no longer knows is ended (spec: "With no user id, the user is disconnected")
export const GET = handler({ auth: 'optional' }, async ({ user, upstream, signOut }) => {
  if (!user) return { data: null };
  const answer = await authApi.session(upstream).catch(() => null);
  if (!answer || answer.data.user_id !== user.userId) {
    signOut();
    return { data: null };
  }
  return { data: { userId: answer.data.user_id } };
});
