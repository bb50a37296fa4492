import { authApi } from '@/server/auth/auth-api';
import { enforceLimits } from '@/server/auth/limits';
import { CAPTCHA_RULES, captchaStep, isRefusedAttempt } from '@/server/bff/captcha-step';
import { handler } from '@/server/bff/handler';
import { RECOVERY_LIMITS } from '@/server/bff/rate-limit';
import { resetRequestSchema } from '@/server/upstream/schemas/auth';

export const dynamic = 'force-dynamic';

// POST /api/auth/password/reset – set a new password with the code (wrong_code vs time_up);
// limited per address (429), and past 3 wrong codes for one login each try needs a captcha
export const POST = handler({ body: resetRequestSchema }, async ({ request, body, upstream }) => {
  await enforceLimits(request.headers, 'reset', RECOVERY_LIMITS.perIp);
  const step = await captchaStep(
    request.headers,
    `reset:login:${body.login.toLowerCase()}`,
    CAPTCHA_RULES.reset,
  );
  const answer = await authApi.reset(upstream, body).catch(async (error: unknown) => {
    if (!isRefusedAttempt(error)) await step.forgive();
    throw error;
  });
  await step.clear();
  return answer;
});
