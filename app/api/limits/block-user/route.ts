import { z } from 'zod';
import { handler } from '@/server/bff/handler';
import { noStore } from '@/server/betting/bff-answers';
import { limitsApi } from '@/server/limits/limits-api';

export const dynamic = 'force-dynamic';

// POST /api/limits/block-user – after a self-exclusion or time-out: the upstream ends the
// player's logins (spec 01 §7 BlockUser) and this session ends with them
export const POST = handler(
  { auth: 'required', body: z.object({}).strict() },
  async ({ upstream, signOut }) => {
    const success = await limitsApi.blockUser(upstream);
    if (success) signOut();
    return noStore({ data: { signedOut: success } });
  },
);
