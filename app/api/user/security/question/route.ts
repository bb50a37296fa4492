import { securityQuestionSchema } from '@/server/upstream/schemas/profile';
import { noStore } from '@/server/betting/bff-answers';
import { handler } from '@/server/bff/handler';
import { profileApi } from '@/server/user/profile-api';

export const dynamic = 'force-dynamic';

// PUT /api/user/security/question – set the security question and its answer (spec 02 §3
// enable_security_question); answers the user config with the recomputed protection level
export const PUT = handler(
  { auth: 'required', body: securityQuestionSchema },
  async ({ upstream, body }) =>
    noStore({ data: await profileApi.setSecurityQuestion(upstream, body) }),
);
