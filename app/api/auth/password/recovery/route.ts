import { authApi } from '@/server/auth/auth-api';
import { enforceLimits } from '@/server/auth/limits';
import { CAPTCHA_RULES, captchaStep } from '@/server/bff/captcha-step';
import { handler } from '@/server/bff/handler';
import { RECOVERY_LIMITS } from '@/server/bff/rate-limit';
import { recoveryRequestSchema } from '@/server/upstream/schemas/auth';

export const dynamic = 'force-dynamic';

// POST /api/auth/password/recovery – send a recovery code; the same answer for any login; limited
// per address (429), and past 3 codes for one login each needs a captcha (never a lock)
export const POST = handler(
  { body: recoveryRequestSchema },
  async ({ request, body, upstream }) => {
    await enforceLimits(request.headers, 'recovery', RECOVERY_LIMITS.perIp);
    await captchaStep(
      request.headers,
      `recovery:login:${body.login.toLowerCase()}`,
      CAPTCHA_RULES.recovery,
    );
    return authApi.recovery(upstream, body.login);
  },
);
