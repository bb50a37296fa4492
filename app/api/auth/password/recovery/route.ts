import { authApi } from '@/server/auth/auth-api';
import { enforceLimits } from '@/server/auth/limits';
import { handler } from '@/server/bff/handler';
import { RECOVERY_LIMITS } from '@/server/bff/rate-limit';
import { recoveryRequestSchema } from '@/server/upstream/schemas/auth';

export const dynamic = 'force-dynamic';

// POST /api/auth/password/recovery – send a recovery code; the same answer for any login
export const POST = handler(
  { body: recoveryRequestSchema },
  async ({ request, body, upstream }) => {
    enforceLimits(
      request.headers,
      'recovery',
      RECOVERY_LIMITS,
      `login:${body.login.toLowerCase()}`,
    );
    return authApi.recovery(upstream, body.login);
  },
);
