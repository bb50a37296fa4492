import { handler } from '@/server/bff/handler';
import { remindersApi } from '@/server/reminders/reminders-api';
import { limitsQuerySchema } from '@/server/upstream/schemas/limits';

export const dynamic = 'force-dynamic';

// POST /api/reminders/ping – the limit ping of a signed-in player's page, every 30 s (spec 01 §7
// "Reminders", §9): the reality check, the session limit, the deposit limits to approve and the
// session's net result, on the upstream's clock
export const POST = handler(
  { auth: 'required', query: limitsQuerySchema },
  async ({ upstream, query }) => ({ data: await remindersApi.ping(upstream, query.lang) }),
);
