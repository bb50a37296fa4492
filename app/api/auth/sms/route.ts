import { authApi } from '@/server/auth/auth-api';
import { enforceLimits } from '@/server/auth/limits';
import { handler } from '@/server/bff/handler';
import { LOGIN_LIMITS } from '@/server/bff/rate-limit';
import { smsSendRequestSchema } from '@/server/upstream/schemas/auth';

export const dynamic = 'force-dynamic';

// POST /api/auth/sms – send a login or registration code by SMS; rate-limited like sign-in
export const POST = handler({ body: smsSendRequestSchema }, async ({ request, body, upstream }) => {
  enforceLimits(request.headers, 'sms', LOGIN_LIMITS, `phone:${body.countryCode}${body.phone}`);
  return authApi.sendSms(upstream, body);
});
