import { authApi } from '@/server/auth/auth-api';
import { handler } from '@/server/bff/handler';
import { log } from '@/server/log';
import { revokeSession } from '@/server/session/session';

export const dynamic = 'force-dynamic';

// POST /api/auth/logout – end the session for real: its id is revoked first (a copy of the
// cookie stops working even when the upstream cannot be told), then the upstream is told and
// the cookie cleared, whatever the upstream answers.
// Sign-out works on a closed site too (maintenance, a block): a player can always leave.
export const POST = handler(
  { evenWhenClosed: true },
  async ({ user, session, upstream, signOut }) => {
    if (user) {
      await revokeSession(session).catch((error: unknown) => {
        log.error('logout: session revocation failed', { error });
      });
      await authApi.disconnect(upstream).catch((error: unknown) => {
        log.error('logout: upstream disconnect failed', { error });
      });
    }
    signOut();
    return { data: { signedOut: true } };
  },
);
