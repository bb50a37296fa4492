import { handler } from '@/server/bff/handler';
import { noStore } from '@/server/betting/bff-answers';
import { cashierApi } from '@/server/cashier/cashier-api';
import { paymentRequestSchema } from '@/server/upstream/schemas/cashier';
import { langQuerySchema } from '@/server/upstream/schemas/office';

export const dynamic = 'force-dynamic';

// POST /api/cashier/deposits?lang= {methodId, amount} – a deposit to the active account; answers
// the result and the page the payment system returns the player to (spec 01 §2 onpay/{status}).
// The upstream checks the method's range and the deposit limits itself and refuses with a reason.
export const POST = handler(
  { auth: 'required', query: langQuerySchema, body: paymentRequestSchema },
  async ({ upstream, query, body }) => {
    const result = await cashierApi.deposit(upstream, body);
    return noStore(
      { data: { ...result, redirectUrl: `/${query.lang ?? 'en'}/onpay/${result.status}` } },
      201,
    );
  },
);
