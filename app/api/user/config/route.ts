import { handler } from '@/server/bff/handler';
import { noStore } from '@/server/betting/bff-answers';
import { renewPlayerClass } from '@/server/user/player-state';
import { userApi } from '@/server/user/user-api';

export const dynamic = 'force-dynamic';

// GET /api/user/config – the signed-in player's user config (spec 02 §3 "User config", §7); it
// renews the class the player's shared pages are served by (server/session/player-class.ts)
export const GET = handler({ auth: 'required' }, async ({ upstream, user, identity }) => {
  const config = await userApi.config(upstream);
  if (user) await renewPlayerClass(identity.origin, user.userId, config);
  return noStore({ data: config });
});
