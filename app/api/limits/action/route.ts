import { handler } from '@/server/bff/handler';
import { noStore } from '@/server/betting/bff-answers';
import { limitsApi } from '@/server/limits/limits-api';
import { limitsQuerySchema, limitActionSchema } from '@/server/upstream/schemas/limits';

export const dynamic = 'force-dynamic';

// POST /api/limits/action – confirm or reject a pending limit (spec 01 §4 "Deposit-limit
// approval", §7 limitaction); answers the limits as they now stand
export const POST = handler(
  { auth: 'required', query: limitsQuerySchema, body: limitActionSchema },
  async ({ upstream, query, body }) =>
    noStore({ data: { limits: await limitsApi.action(upstream, body, query.lang) } }),
);
