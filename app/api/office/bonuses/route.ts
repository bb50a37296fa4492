import { handler } from '@/server/bff/handler';
import { noStore } from '@/server/betting/bff-answers';
import { officeApi } from '@/server/office/office-api';
import { langQuerySchema } from '@/server/upstream/schemas/office';

export const dynamic = 'force-dynamic';

// GET /api/office/bonuses?lang= – the player's bonuses: offers to take, bonuses being wagered,
// past ones (spec 01 §2 Office bonuses/deposit, bonuses/wager)
export const GET = handler(
  { auth: 'required', query: langQuerySchema },
  async ({ upstream, query }) =>
    noStore({ data: await officeApi.bonuses(upstream, query.lang ?? 'en') }),
);
