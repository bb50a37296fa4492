import type { NextRequest } from 'next/server';
import { handler } from '@/server/bff/handler';
import { invalidParam, noStore } from '@/server/betting/bff-answers';
import { cashierApi } from '@/server/cashier/cashier-api';
import { positiveIntParamSchema } from '@/server/upstream/schemas/office';

export const dynamic = 'force-dynamic';

// DELETE /api/cashier/withdrawals/[id] – cancels a pending withdrawal; the money goes back to
// the account; answers the withdrawal as it now stands
export async function DELETE(
  request: NextRequest,
  { params }: { params: Promise<{ id: string }> },
) {
  const { id } = await params;
  return handler({ auth: 'required' }, async ({ upstream }) => {
    const withdrawalId = positiveIntParamSchema.safeParse(id);
    if (!withdrawalId.success) {
      return invalidParam('id', withdrawalId.error.issues[0]?.message ?? 'invalid');
    }
    return noStore({ data: await cashierApi.cancelWithdrawal(upstream, withdrawalId.data) });
  })(request);
}
