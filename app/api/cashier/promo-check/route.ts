import { handler } from '@/server/bff/handler';
import { noStore } from '@/server/betting/bff-answers';
import { cashierApi } from '@/server/cashier/cashier-api';
import { promoCheckRequestSchema } from '@/server/upstream/schemas/cashier';
import { langQuerySchema } from '@/server/upstream/schemas/office';

export const dynamic = 'force-dynamic';

// POST /api/cashier/promo-check?lang= {code} – what a promo code gives and whether it can still
// be used; 404 promo_not_found for a code the operator does not have
export const POST = handler(
  { auth: 'required', query: langQuerySchema, body: promoCheckRequestSchema },
  async ({ upstream, query, body }) =>
    noStore({ data: await cashierApi.checkPromoCode(upstream, body.code, query.lang ?? 'en') }),
);
