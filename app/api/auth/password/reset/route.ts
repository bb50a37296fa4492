import { authApi } from '@/server/auth/auth-api';
import { enforceLimits } from '@/server/auth/limits';
import { handler } from '@/server/bff/handler';
import { RECOVERY_LIMITS } from '@/server/bff/rate-limit';
import { resetRequestSchema } from '@/server/upstream/schemas/auth';

export const dynamic = 'force-dynamic';

// POST /api/auth/password/reset – set a new password with the code (wrong_code vs time_up)
export const POST = handler({ body: resetRequestSchema }, async ({ request, body, upstream }) => {
  enforceLimits(request.headers, 'reset', RECOVERY_LIMITS, `login:${body.login.toLowerCase()}`);
  return authApi.reset(upstream, body);
});
