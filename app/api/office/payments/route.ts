import { handler } from '@/server/bff/handler';
import { noStore } from '@/server/betting/bff-answers';
import { officeApi } from '@/server/office/office-api';
import { paymentsQuerySchema, periodInstants } from '@/server/office/payment-filter';
import { DEFAULT_PAYMENTS_PAGE_SIZE } from '@/server/upstream/schemas/office';

export const dynamic = 'force-dynamic';

// GET /api/office/payments?from=&to=&type=&page=&timeZone= – a page of the player's deposits
// and withdrawals, newest first; from/to are days in the player's zone (spec 02 §3 timeZone)
export const GET = handler(
  { auth: 'required', query: paymentsQuerySchema },
  async ({ upstream, query }) =>
    noStore(
      await officeApi.payments(upstream, {
        ...periodInstants(query, query.timeZone),
        type: query.type === 'all' ? undefined : query.type,
        page: query.page,
        pageSize: DEFAULT_PAYMENTS_PAGE_SIZE,
      }),
    ),
);
