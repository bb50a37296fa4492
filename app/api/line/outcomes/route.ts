import { handler } from '@/server/bff/handler';
import { bettingApi } from '@/server/betting/betting-api';
import { noStore } from '@/server/betting/bff-answers';
import { outcomesQuerySchema } from '@/server/upstream/schemas/line';

export const dynamic = 'force-dynamic';

// GET /api/line/outcomes?ids=1,2,3 – the current coef and block of the coupon's outcomes, for
// its live refresh (public; never cached: odds move by the second)
export const GET = handler({ query: outcomesQuerySchema }, async ({ upstream, query }) =>
  noStore({ data: await bettingApi.outcomes(upstream, query.ids, query.lang) }),
);
