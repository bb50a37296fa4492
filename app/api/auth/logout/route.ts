import { authApi } from '@/server/auth/auth-api';
import { handler } from '@/server/bff/handler';

export const dynamic = 'force-dynamic';

// POST /api/auth/logout – disconnect upstream, then end the session for real (even if that fails)
export const POST = handler({}, async ({ user, upstream, signOut }) => {
  if (user) {
    await authApi.disconnect(upstream).catch((error: unknown) => {
      console.error('logout: upstream disconnect failed', error);
    });
  }
  signOut();
  return { data: { signedOut: true } };
});
