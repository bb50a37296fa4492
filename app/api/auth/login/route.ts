import { authApi, loginAccountKey } from '@/server/auth/auth-api';
import { enforceLimits } from '@/server/auth/limits';
import { handler } from '@/server/bff/handler';
import { clearHits, LOGIN_LIMITS } from '@/server/bff/rate-limit';
import { loginRequestSchema } from '@/server/upstream/schemas/auth';

export const dynamic = 'force-dynamic';

// POST /api/auth/login – sign in by e-mail, phone, SMS code, token or two-step code; rate-limited
export const POST = handler(
  { body: loginRequestSchema },
  async ({ request, body, upstream, signIn }) => {
    const account = loginAccountKey(body);
    enforceLimits(request.headers, 'login', LOGIN_LIMITS, account);
    const { data: answer } = await authApi.login(upstream, body);
    if (answer.status === 'two_step_required') {
      return { data: { status: answer.status, twoStepToken: answer.twoStepToken } };
    }
    await signIn({
      userId: answer.userId,
      token: answer.token,
      refreshKey: answer.refreshKey,
      remember: 'isRemember' in body ? body.isRemember : false,
    });
    if (account) clearHits(`login:${account}`);
    return { data: { status: 'authorized', userId: answer.userId } };
  },
);
