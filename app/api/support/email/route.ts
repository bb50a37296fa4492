import { enforceLimits } from '@/server/auth/limits';
import { noStore } from '@/server/betting/bff-answers';
import { handler } from '@/server/bff/handler';
import { SUPPORT_LIMITS, supportApi } from '@/server/support/support-api';
import { emailRequestSchema } from '@/server/upstream/schemas/support';

export const dynamic = 'force-dynamic';

// POST /api/support/email {email, topic, message, lang} – a visitor's question, answered by
// e-mail (spec 01 §3, §4 "Support button"; a signed-in player's goes to POST /api/office/support);
// 201 with the request's number; limited per address (429)
export const POST = handler({ body: emailRequestSchema }, async ({ request, upstream, body }) => {
  await enforceLimits(request.headers, 'support-email', SUPPORT_LIMITS.email);
  return noStore({ data: await supportApi.email(upstream, body) }, 201);
});
