import { accountEntryApi } from '@/server/account-entry/account-entry-api';
import {
  ENTRY_CAPTCHA_RULES,
  entryCallQuerySchema,
  ENTRY_LIMITS,
} from '@/server/account-entry/entry-limits';
import { acceptingForms } from '@/server/account-entry/form-post';
import { enforceLimits } from '@/server/auth/limits';
import { captchaStep } from '@/server/bff/captcha-step';
import { handler } from '@/server/bff/handler';
import { verificationResendRequestSchema } from '@/server/upstream/schemas/account-entry';

export const dynamic = 'force-dynamic';

// POST /api/account-entry/verify/resend?lang {} – sends the signed-in player's verification
// e-mail again (user/accountverify); limited per address (429) and, past 5 sends to one player in
// 15 min, each needs a captcha; the upstream itself allows one a minute (429 too_early).
export const POST = acceptingForms(
  'verifyResend',
  handler(
    { auth: 'required', query: entryCallQuerySchema, body: verificationResendRequestSchema },
    async ({ request, query, upstream, user }) => {
      await enforceLimits(request.headers, 'entry-send', ENTRY_LIMITS.sendPerIp);
      await captchaStep(
        request.headers,
        `entry-send:user:${user?.userId}`,
        ENTRY_CAPTCHA_RULES.send,
      );
      return { data: await accountEntryApi.resendVerification(upstream, query.lang ?? 'en') };
    },
  ),
);
