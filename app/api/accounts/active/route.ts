import { z } from 'zod';
import { handler } from '@/server/bff/handler';
import { bettingApi } from '@/server/betting/betting-api';
import { noStore } from '@/server/betting/bff-answers';

export const dynamic = 'force-dynamic';

// POST /api/accounts/active – makes one of the player's accounts the active one and answers
// the accounts after the change (spec 02 §7 "Set active account")
export const POST = handler(
  {
    auth: 'required',
    body: z.object({ id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER) }),
  },
  async ({ upstream, body }) =>
    noStore({ data: await bettingApi.setActiveAccount(upstream, body.id) }),
);
