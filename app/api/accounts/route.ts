import { handler } from '@/server/bff/handler';
import { bettingApi } from '@/server/betting/betting-api';
import { noStore } from '@/server/betting/bff-answers';

export const dynamic = 'force-dynamic';

// GET /api/accounts – the player's accounts and the active one (spec 02 §7 "Account data fetch")
export const GET = handler({ auth: 'required' }, async ({ upstream }) =>
  noStore({ data: await bettingApi.accounts(upstream) }),
);
