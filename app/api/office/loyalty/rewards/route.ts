import { noStore } from '@/server/betting/bff-answers';
import { handler } from '@/server/bff/handler';
import { loyaltyApi } from '@/server/office/loyalty-api';

export const dynamic = 'force-dynamic';

// GET /api/office/loyalty/rewards – the points, the level, the reward shop and the exchanges
export const GET = handler({ auth: 'required' }, async ({ upstream }) =>
  noStore({ data: await loyaltyApi.rewards(upstream) }),
);
