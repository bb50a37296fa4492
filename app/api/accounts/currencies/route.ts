import { handler } from '@/server/bff/handler';
import { bettingApi } from '@/server/betting/betting-api';
import { noStore } from '@/server/betting/bff-answers';
import { addCurrencyRequestSchema } from '@/server/upstream/schemas/accounts';

export const dynamic = 'force-dynamic';

// POST /api/accounts/currencies – asks the operator to open an account in the currency; the
// account appears in GET /api/accounts later (spec 02 §4: the client polls). Answers the
// upstream's message (spec 02 §7 "data.message").
export const POST = handler(
  { auth: 'required', body: addCurrencyRequestSchema },
  async ({ upstream, body }) =>
    noStore({ data: await bettingApi.addCurrency(upstream, body.currencyId) }),
);
