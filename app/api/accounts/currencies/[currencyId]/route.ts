import type { NextRequest } from 'next/server';
import { handler } from '@/server/bff/handler';
import { bettingApi } from '@/server/betting/betting-api';
import { invalidParam, noStore } from '@/server/betting/bff-answers';
import { currencyIdParamSchema } from '@/server/upstream/schemas/accounts';

export const dynamic = 'force-dynamic';

// DELETE /api/accounts/currencies/[currencyId] – removes the player's account in that currency
// (spec 02 §7 "Office API remove currency"); answers the upstream's message
export async function DELETE(
  request: NextRequest,
  { params }: { params: Promise<{ currencyId: string }> },
) {
  const { currencyId } = await params;
  return handler({ auth: 'required' }, async ({ upstream }) => {
    const parsed = currencyIdParamSchema.safeParse(currencyId);
    if (!parsed.success) {
      return invalidParam('currencyId', parsed.error.issues[0]?.message ?? 'invalid');
    }
    return noStore({ data: await bettingApi.removeCurrency(upstream, parsed.data) });
  })(request);
}
