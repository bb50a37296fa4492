import { authApi } from '@/server/auth/auth-api';
import { enforceLimits } from '@/server/auth/limits';
import { CAPTCHA_RULES, captchaStep } from '@/server/bff/captcha-step';
import { handler } from '@/server/bff/handler';
import { SMS_LIMITS } from '@/server/bff/rate-limit';
import { smsSendRequestSchema } from '@/server/upstream/schemas/auth';

export const dynamic = 'force-dynamic';

// POST /api/auth/sms – send a login or registration code by SMS; limited per address (429), and
// past 5 codes for one phone each needs a captcha (a stranger cannot use up the owner's codes)
export const POST = handler({ body: smsSendRequestSchema }, async ({ request, body, upstream }) => {
  await enforceLimits(request.headers, 'sms', SMS_LIMITS.perIp);
  const step = await captchaStep(
    request.headers,
    `sms:phone:${body.countryCode}${body.phone}`,
    CAPTCHA_RULES.sms,
  );
  // A code that was not sent is not counted.
  return authApi.sendSms(upstream, body).catch(async (error: unknown) => {
    await step.forgive();
    throw error;
  });
});
