import { handler } from '@/server/bff/handler';
import { noStore } from '@/server/betting/bff-answers';
import { limitsApi } from '@/server/limits/limits-api';
import { limitsQuerySchema, limitsSaveSchema } from '@/server/upstream/schemas/limits';

export const dynamic = 'force-dynamic';

// GET /api/limits – the player's limits, the settable types with their options, and the
// self-exclusion reasons (spec 01 §7 "Limits")
export const GET = handler(
  { auth: 'required', query: limitsQuerySchema },
  async ({ upstream, query }) => {
    const [{ limits, now }, available, reasons] = await Promise.all([
      limitsApi.limits(upstream, query.lang),
      limitsApi.available(upstream),
      limitsApi.selfExcludeReasons(upstream, query.lang),
    ]);
    return noStore({ data: { limits, now, available, reasons } });
  },
);

// POST /api/limits – save limits; may answer with test questions (spec 01 §3, §4)
export const POST = handler(
  { auth: 'required', query: limitsQuerySchema, body: limitsSaveSchema },
  async ({ upstream, query, body }) =>
    noStore({ data: await limitsApi.save(upstream, body, query.lang) }),
);
