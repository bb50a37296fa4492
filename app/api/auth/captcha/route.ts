import { authApi } from '@/server/auth/auth-api';
import { CAPTCHA_PASS_TTL_MS, captchaPasses } from '@/server/bff/captcha-step';
import { handler } from '@/server/bff/handler';
import { captchaValidateRequestSchema } from '@/server/upstream/schemas/auth';

export const dynamic = 'force-dynamic';

// GET /api/auth/captcha – a new captcha image (spec 01 §7 captcha update)
export const GET = handler({}, async ({ upstream }) => authApi.captchaImage(upstream));

// POST /api/auth/captcha – check an answer; type 0 gives the token for the x-captcha header, which
// the BFF remembers as a pass for the captcha step of sign-in and recovery (captcha-step.ts)
export const POST = handler({ body: captchaValidateRequestSchema }, async ({ body, upstream }) => {
  const verdict = await authApi.captchaValidate(upstream, body);
  if (verdict.data.type === 0 && verdict.data.captchaToken) {
    await captchaPasses().remember(verdict.data.captchaToken, CAPTCHA_PASS_TTL_MS);
  }
  return verdict;
});
