import { handler } from '@/server/bff/handler';
import { log } from '@/server/log';
import { remindersApi } from '@/server/reminders/reminders-api';
import { revokeSession } from '@/server/session/session';
import { realityCheckAnswerSchema } from '@/server/upstream/schemas/reminders';

export const dynamic = 'force-dynamic';

// POST /api/reminders/reality-check – the player's answer to the reality check (spec 01 §3
// "Reality-check request", §4 "Reality check"); log_out also ends this session, as the upstream
// has ended the login behind it
export const POST = handler(
  { auth: 'required', body: realityCheckAnswerSchema },
  async ({ upstream, body, session, signOut }) => {
    await remindersApi.realityCheck(upstream, body);
    if (body.action !== 'log_out') return { data: { signedOut: false } };
    await revokeSession(session).catch((error: unknown) => {
      log.error('reality check: session revocation failed', { error });
    });
    signOut();
    return { data: { signedOut: true } };
  },
);
