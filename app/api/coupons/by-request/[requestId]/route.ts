import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { apiError, handler } from '@/server/bff/handler';
import { bettingApi } from '@/server/betting/betting-api';
import { invalidParam, placeAnswer } from '@/server/betting/bff-answers';
import { languageCodeSchema } from '@/server/upstream/schemas/config';
import { REQUEST_UNKNOWN_CODE, requestIdSchema } from '@/server/upstream/schemas/coupon';

export const dynamic = 'force-dynamic';

// GET /api/coupons/by-request/[requestId] – what placing under that x-request-id came to, for a
// player whose placing got no answer: the placing answer itself (placed or refused, as
// POST /api/coupons answers it), or 404 `request_unknown` when nothing was decided under it
export async function GET(
  request: NextRequest,
  { params }: { params: Promise<{ requestId: string }> },
) {
  const requestId = requestIdSchema.safeParse((await params).requestId);
  if (!requestId.success) {
    return invalidParam('requestId', requestId.error.issues[0]?.message ?? 'invalid');
  }
  return handler(
    { auth: 'required', query: z.object({ lang: languageCodeSchema.optional() }) },
    async ({ upstream, query }) => {
      const outcome = await bettingApi.placingOutcome(upstream, requestId.data, query.lang);
      if (outcome.kind !== 'unknown') return placeAnswer(outcome);
      return apiError(404, [
        {
          code: REQUEST_UNKNOWN_CODE,
          title: 'Nothing was placed or refused under this request id',
          source: { parameter: 'requestId' },
        },
      ]);
    },
  )(request);
}
