import { enforceLimits } from '@/server/auth/limits';
import { handler } from '@/server/bff/handler';
import { SUPPORT_LIMITS, supportApi } from '@/server/support/support-api';
import { chatRequestSchema } from '@/server/upstream/schemas/support';

export const dynamic = 'force-dynamic';

// POST /api/support/chat {consultantId, conversationId?, message, lang} – one message to the
// site's consultant (spec 01 §3 consultantParams.consultant_id); answers the conversation and
// what was said; limited per address (429)
export const POST = handler({ body: chatRequestSchema }, async ({ request, upstream, body }) => {
  await enforceLimits(request.headers, 'support-chat', SUPPORT_LIMITS.chat);
  return { data: await supportApi.chat(upstream, body) };
});
