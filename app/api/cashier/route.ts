import { handler } from '@/server/bff/handler';
import { noStore } from '@/server/betting/bff-answers';
import { cashierApi } from '@/server/cashier/cashier-api';
import { langQuerySchema } from '@/server/upstream/schemas/office';

export const dynamic = 'force-dynamic';

// GET /api/cashier?lang= – the active account, what may be withdrawn, the methods, the deposit limits
// in force and the player's withdrawals
export const GET = handler(
  { auth: 'required', query: langQuerySchema },
  async ({ upstream, query }) =>
    noStore({ data: await cashierApi.cashier(upstream, query.lang ?? 'en') }),
);
