import { emailAuthSchema } from '@/server/upstream/schemas/profile';
import { noStore } from '@/server/betting/bff-answers';
import { handler } from '@/server/bff/handler';
import { profileApi } from '@/server/user/profile-api';

export const dynamic = 'force-dynamic';

// PUT /api/user/security/email-auth – turn the e-mail sign-in confirmation on or off (spec 02 §3
// enable_email_auth); answers the user config with the recomputed protection level
export const PUT = handler(
  { auth: 'required', body: emailAuthSchema },
  async ({ upstream, body }) =>
    noStore({ data: await profileApi.setEmailAuth(upstream, body.enabled) }),
);
