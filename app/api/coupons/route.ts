import { z } from 'zod';
import { handler } from '@/server/bff/handler';
import { bettingApi } from '@/server/betting/betting-api';
import { noStore, placeAnswer, requestIdOf } from '@/server/betting/bff-answers';
import { languageCodeSchema } from '@/server/upstream/schemas/config';
import { couponHistoryQuerySchema, couponRequestSchema } from '@/server/upstream/schemas/coupon';

export const dynamic = 'force-dynamic';

// GET /api/coupons?page&pageSize&status – a page of the player's bet history, newest first;
// status=open keeps the coupons not settled yet (the bet slip's "My bets")
export const GET = handler(
  { auth: 'required', query: couponHistoryQuerySchema },
  async ({ upstream, query }) => {
    const { data, meta } = await bettingApi.couponHistory(upstream, query);
    return noStore({ data: { coupons: data, ...meta } });
  },
);

// POST /api/coupons – places the coupon for sending (spec 02 §3) under the caller's
// x-request-id: a repeat of the same request answers the first answer, never a second bet
export const POST = handler(
  {
    auth: 'required',
    query: z.object({ lang: languageCodeSchema.optional() }),
    body: couponRequestSchema,
  },
  async ({ request, upstream, query, body }) => {
    const id = requestIdOf(request);
    if ('refusal' in id) return id.refusal;
    return placeAnswer(await bettingApi.placeCoupon(upstream, body, id.requestId, query.lang));
  },
);
