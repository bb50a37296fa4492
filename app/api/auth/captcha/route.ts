import { authApi } from '@/server/auth/auth-api';
import { enforceLimits } from '@/server/auth/limits';
import { CAPTCHA_PASS_TTL_MS, captchaPasses } from '@/server/bff/captcha-step';
import { handler } from '@/server/bff/handler';
import { CAPTCHA_LIMITS } from '@/server/bff/rate-limit';
import { captchaValidateRequestSchema } from '@/server/upstream/schemas/auth';

export const dynamic = 'force-dynamic';

// GET /api/auth/captcha – a new captcha image (spec 01 §7 captcha update); limited per address
// (429), as every call that makes the upstream's captcha service work
export const GET = handler({}, async ({ request, upstream }) => {
  await enforceLimits(request.headers, 'captcha-image', CAPTCHA_LIMITS.imagesPerIp);
  return authApi.captchaImage(upstream);
});

// POST /api/auth/captcha – check an answer; type 0 gives the token for the x-captcha header, which
// the BFF remembers as a pass for the captcha step of sign-in and recovery (captcha-step.ts);
// limited per address (429), so answers cannot be tried without bound either
export const POST = handler(
  { body: captchaValidateRequestSchema },
  async ({ request, body, upstream }) => {
    await enforceLimits(request.headers, 'captcha-answer', CAPTCHA_LIMITS.answersPerIp);
    const verdict = await authApi.captchaValidate(upstream, body);
    if (verdict.data.type === 0 && verdict.data.captchaToken) {
      await captchaPasses().remember(verdict.data.captchaToken, CAPTCHA_PASS_TTL_MS);
    }
    return verdict;
  },
);
