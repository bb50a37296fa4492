import { passwordChangeSchema } from '@/server/upstream/schemas/profile';
import { enforceLimits } from '@/server/auth/limits';
import { noStore } from '@/server/betting/bff-answers';
import { handler } from '@/server/bff/handler';
import { LOGIN_LIMITS } from '@/server/bff/rate-limit';
import { profileApi } from '@/server/user/profile-api';

export const dynamic = 'force-dynamic';

// POST /api/user/security/password – change the password (spec 02 §3 is_changed_password); a
// guess at the current password counts like a sign-in attempt against the address (429)
export const POST = handler(
  { auth: 'required', body: passwordChangeSchema },
  async ({ request, upstream, body }) => {
    await enforceLimits(request.headers, 'password-change', LOGIN_LIMITS.perIp);
    const { currentPassword, newPassword } = body;
    return noStore({
      data: await profileApi.changePassword(upstream, { currentPassword, newPassword }),
    });
  },
);
