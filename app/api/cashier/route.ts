import { handler } from '@/server/bff/handler';
import { noStore } from '@/server/betting/bff-answers';
import { cashierApi } from '@/server/cashier/cashier-api';

export const dynamic = 'force-dynamic';

// GET /api/cashier – the active account, what may be withdrawn, the methods, the deposit limits
// in force and the player's withdrawals
export const GET = handler({ auth: 'required' }, async ({ upstream }) =>
  noStore({ data: await cashierApi.cashier(upstream) }),
);
