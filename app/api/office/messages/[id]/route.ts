import { type NextRequest, NextResponse } from 'next/server';
import { handler } from '@/server/bff/handler';
import { invalidParam } from '@/server/betting/bff-answers';
import { officeApi } from '@/server/office/office-api';
import { positiveIntParamSchema } from '@/server/upstream/schemas/office';

export const dynamic = 'force-dynamic';

// DELETE /api/office/messages/[id] – deletes one of the player's messages; 204
export async function DELETE(
  request: NextRequest,
  { params }: { params: Promise<{ id: string }> },
) {
  const { id } = await params;
  return handler({ auth: 'required' }, async ({ upstream }) => {
    const messageId = positiveIntParamSchema.safeParse(id);
    if (!messageId.success) {
      return invalidParam('id', messageId.error.issues[0]?.message ?? 'invalid');
    }
    await officeApi.deleteMessage(upstream, messageId.data);
    return new NextResponse(null, { status: 204, headers: { 'cache-control': 'no-store' } });
  })(request);
}
