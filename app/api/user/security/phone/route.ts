import { phoneBindingSchema } from '@/server/upstream/schemas/profile';
import { enforceLimits } from '@/server/auth/limits';
import { noStore } from '@/server/betting/bff-answers';
import { handler } from '@/server/bff/handler';
import { SMS_LIMITS } from '@/server/bff/rate-limit';
import { profileApi } from '@/server/user/profile-api';

export const dynamic = 'force-dynamic';

// POST /api/user/security/phone – bind a phone with the code sent to it (spec 02 §4 "Binding a
// phone moves 0 to 3 and 1 to 2 …"); code guesses are limited per address like code sends (429)
export const POST = handler(
  { auth: 'required', body: phoneBindingSchema },
  async ({ request, upstream, body }) => {
    await enforceLimits(request.headers, 'phone-binding', SMS_LIMITS.perIp);
    return noStore({ data: await profileApi.bindPhone(upstream, body) });
  },
);
