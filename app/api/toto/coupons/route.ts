import { z } from 'zod';
import { handler } from '@/server/bff/handler';
import { noStore } from '@/server/betting/bff-answers';
import { drawsPlayerApi } from '@/server/draws/draws-api';
import { languageCodeSchema } from '@/server/upstream/schemas/config';
import { totoCouponRequestSchema } from '@/server/upstream/schemas/toto';

export const dynamic = 'force-dynamic';

const langQuery = z.object({ lang: languageCodeSchema.optional() }).strict();

// GET /api/toto/coupons?lang – the player's toto coupons, newest first, settled ones with wins
export const GET = handler({ auth: 'required', query: langQuery }, async ({ upstream, query }) =>
  noStore({ data: { coupons: await drawsPlayerApi.totoCoupons(upstream, query.lang ?? 'en') } }),
);

// POST /api/toto/coupons?lang – places a toto coupon on the current draw: the picks of every
// event, several per event make a system priced per combination; 201 with the coupon
export const POST = handler(
  { auth: 'required', query: langQuery, body: totoCouponRequestSchema },
  async ({ upstream, query, body }) =>
    noStore(
      {
        data: { coupon: await drawsPlayerApi.placeTotoCoupon(upstream, body, query.lang ?? 'en') },
      },
      201,
    ),
);
