import { authApi, loginAccountKey } from '@/server/auth/auth-api';
import { enforceLimits } from '@/server/auth/limits';
import { CAPTCHA_RULES, captchaStep, isRefusedAttempt } from '@/server/bff/captcha-step';
import { handler } from '@/server/bff/handler';
import { LOGIN_LIMITS } from '@/server/bff/rate-limit';
import { loginRequestSchema } from '@/server/upstream/schemas/auth';

export const dynamic = 'force-dynamic';

// POST /api/auth/login – sign in by e-mail, phone, SMS code, token or two-step code; limited per
// address (429), and past 5 failures on one account each attempt needs a captcha (never a lock)
export const POST = handler(
  { body: loginRequestSchema },
  async ({ request, body, upstream, signIn }) => {
    await enforceLimits(request.headers, 'login', LOGIN_LIMITS.perIp);
    const account = loginAccountKey(body);
    const step = account
      ? await captchaStep(request.headers, `login:${account}`, CAPTCHA_RULES.login)
      : null;
    const answer = await authApi.login(upstream, body).then(
      ({ data }) => data,
      async (error: unknown) => {
        if (!isRefusedAttempt(error)) await step?.forgive();
        throw error;
      },
    );
    // The password was right: the account's failures are forgiven.
    await step?.clear();
    if (answer.status === 'two_step_required') {
      return { data: { status: answer.status, twoStepToken: answer.twoStepToken } };
    }
    await signIn({
      userId: answer.userId,
      token: answer.token,
      refreshKey: answer.refreshKey,
      remember: 'isRemember' in body ? body.isRemember : false,
    });
    return { data: { status: 'authorized', userId: answer.userId } };
  },
);
