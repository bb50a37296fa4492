import { handler } from '@/server/bff/handler';
import { noStore } from '@/server/betting/bff-answers';
import { userApi } from '@/server/user/user-api';

export const dynamic = 'force-dynamic';

// GET /api/user/config – the signed-in player's user config (spec 02 §3 "User config", §7)
export const GET = handler({ auth: 'required' }, async ({ upstream }) =>
  noStore({ data: await userApi.config(upstream) }),
);
