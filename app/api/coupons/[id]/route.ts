import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { handler } from '@/server/bff/handler';
import { bettingApi } from '@/server/betting/betting-api';
import { idParamSchema, invalidParam, noStore } from '@/server/betting/bff-answers';
import { languageCodeSchema } from '@/server/upstream/schemas/config';

export const dynamic = 'force-dynamic';

// GET /api/coupons/[id] – one of the player's coupons; another player's is a 404
// `coupon_not_found`, the same as a missing one
export async function GET(request: NextRequest, { params }: { params: Promise<{ id: string }> }) {
  const id = idParamSchema.safeParse((await params).id);
  if (!id.success) return invalidParam('id', id.error.issues[0]?.message ?? 'invalid');
  return handler(
    { auth: 'required', query: z.object({ lang: languageCodeSchema.optional() }) },
    async ({ upstream, query }) =>
      noStore({ data: await bettingApi.coupon(upstream, id.data, query.lang) }),
  )(request);
}
