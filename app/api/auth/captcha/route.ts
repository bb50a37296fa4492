import { authApi } from '@/server/auth/auth-api';
import { handler } from '@/server/bff/handler';
import { captchaValidateRequestSchema } from '@/server/upstream/schemas/auth';

export const dynamic = 'force-dynamic';

// GET /api/auth/captcha – a new captcha image (spec 01 §7 captcha update)
export const GET = handler({}, async ({ upstream }) => authApi.captchaImage(upstream));

// POST /api/auth/captcha – check an answer; type 0 gives the token for the x-captcha header
export const POST = handler({ body: captchaValidateRequestSchema }, async ({ body, upstream }) =>
  authApi.captchaValidate(upstream, body),
);
