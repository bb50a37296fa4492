import { handler } from '@/server/bff/handler';
import { noStore } from '@/server/betting/bff-answers';
import { cashierApi } from '@/server/cashier/cashier-api';
import { paymentProblemRequestSchema } from '@/server/upstream/schemas/cashier';

export const dynamic = 'force-dynamic';

// GET /api/cashier/payment-requests – the player's payment-problem requests, newest first
export const GET = handler({ auth: 'required' }, async ({ upstream }) =>
  noStore({ data: await cashierApi.paymentProblems(upstream) }),
);

// POST /api/cashier/payment-requests {topicId, subTopicId, transactionId, message} – a request
// about a payment; the upstream checks the topic, subtopic and that the payment is the player's
export const POST = handler(
  { auth: 'required', body: paymentProblemRequestSchema },
  async ({ upstream, body }) =>
    noStore({ data: await cashierApi.createPaymentProblem(upstream, body) }, 201),
);
