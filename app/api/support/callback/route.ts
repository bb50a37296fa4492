import { enforceLimits } from '@/server/auth/limits';
import { noStore } from '@/server/betting/bff-answers';
import { handler } from '@/server/bff/handler';
import { SUPPORT_LIMITS, supportApi } from '@/server/support/support-api';
import { callbackRequestSchema } from '@/server/upstream/schemas/support';

export const dynamic = 'force-dynamic';

// POST /api/support/callback {phone, name?, lang} – asks support to call back (spec 01 §3
// "Support multi-button options", §4 "Support button"); 201 with the request's number; limited
// per address (429)
export const POST = handler(
  { body: callbackRequestSchema },
  async ({ request, upstream, body }) => {
    await enforceLimits(request.headers, 'support-callback', SUPPORT_LIMITS.callback);
    return noStore({ data: await supportApi.callback(upstream, body) }, 201);
  },
);
