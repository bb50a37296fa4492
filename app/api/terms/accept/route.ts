import { handler } from '@/server/bff/handler';
import { playerClasses } from '@/server/session/player-class';
import { termsApi } from '@/server/terms/terms-api';

export const dynamic = 'force-dynamic';

// POST /api/terms/accept – the signed-in player accepts the current terms (spec 01 §4 Terms); the
// player's class, which still asks for them, is forgotten
export const POST = handler({ auth: 'required' }, async ({ upstream, session, identity }) => {
  await termsApi.confirm(upstream);
  if (session.sid) await playerClasses.forget(identity.origin, session.sid);
  return { data: { accepted: true } };
});
