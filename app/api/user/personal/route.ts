import { personalDataSchema } from '@/server/upstream/schemas/profile';
import { noStore } from '@/server/betting/bff-answers';
import { handler } from '@/server/bff/handler';
import { profileApi } from '@/server/user/profile-api';

export const dynamic = 'force-dynamic';

// PUT /api/user/personal – save the player's identity details (spec 02 §3 user_data); answers the
// user config as it now is. A verified player's details are read-only (403 from the upstream).
export const PUT = handler(
  { auth: 'required', body: personalDataSchema },
  async ({ upstream, body }) =>
    noStore({ data: await profileApi.savePersonalData(upstream, body) }),
);
