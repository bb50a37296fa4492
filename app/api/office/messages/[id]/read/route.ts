import type { NextRequest } from 'next/server';
import { handler } from '@/server/bff/handler';
import { invalidParam, noStore } from '@/server/betting/bff-answers';
import { officeApi } from '@/server/office/office-api';
import { langQuerySchema, positiveIntParamSchema } from '@/server/upstream/schemas/office';

export const dynamic = 'force-dynamic';

// POST /api/office/messages/[id]/read?lang= – the player opened the message: marks it read
// (the user config's user_msg_count drops, spec 02 §3) and answers it
export async function POST(request: NextRequest, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return handler({ auth: 'required', query: langQuerySchema }, async ({ upstream, query }) => {
    const messageId = positiveIntParamSchema.safeParse(id);
    if (!messageId.success) {
      return invalidParam('id', messageId.error.issues[0]?.message ?? 'invalid');
    }
    return noStore({
      data: await officeApi.readMessage(upstream, messageId.data, query.lang ?? 'en'),
    });
  })(request);
}
