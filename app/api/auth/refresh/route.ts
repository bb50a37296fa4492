import { authApi } from '@/server/auth/auth-api';
import { handler } from '@/server/bff/handler';

export const dynamic = 'force-dynamic';

// POST /api/auth/refresh – the 60-second authentication refresh (spec 01 §7, §9)
export const POST = handler({ auth: 'required' }, async ({ upstream }) => {
  const answer = await authApi.refresh(upstream);
  return { data: { userId: answer.data.user_id } };
});
