import { handler } from '@/server/bff/handler';
import { noStore } from '@/server/betting/bff-answers';
import { cashierApi } from '@/server/cashier/cashier-api';
import { paymentRequestSchema } from '@/server/upstream/schemas/cashier';

export const dynamic = 'force-dynamic';

// POST /api/cashier/withdrawals {methodId, amount} – a withdrawal request from the active
// account; the money is reserved until it is paid out or cancelled
export const POST = handler(
  { auth: 'required', body: paymentRequestSchema },
  async ({ upstream, body }) => noStore({ data: await cashierApi.withdraw(upstream, body) }, 201),
);
