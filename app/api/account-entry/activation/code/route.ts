import { accountEntryApi } from '@/server/account-entry/account-entry-api';
import {
  ENTRY_CAPTCHA_RULES,
  entryCallQuerySchema,
  ENTRY_LIMITS,
} from '@/server/account-entry/entry-limits';
import { acceptingForms } from '@/server/account-entry/form-post';
import { enforceLimits } from '@/server/auth/limits';
import { captchaStep, isRefusedAttempt } from '@/server/bff/captcha-step';
import { handler } from '@/server/bff/handler';
import { activationCodeRequestSchema } from '@/server/upstream/schemas/account-entry';

export const dynamic = 'force-dynamic';

// POST /api/account-entry/activation/code?lang {channel, code} – activates the signed-in player's
// e-mail or phone with the code sent to it (user/activatefast, "Quick activation"); limited per
// address (429), and past 5 wrong codes for one player in 15 min each try needs a captcha.
export const POST = acceptingForms(
  'activationCode',
  handler(
    { auth: 'required', query: entryCallQuerySchema, body: activationCodeRequestSchema },
    async ({ request, body, upstream, user }) => {
      await enforceLimits(request.headers, 'entry-code', ENTRY_LIMITS.codePerIp);
      const step = await captchaStep(
        request.headers,
        `entry-code:user:${user?.userId}`,
        ENTRY_CAPTCHA_RULES.code,
      );
      const activated = await accountEntryApi
        .confirmCode(upstream, body)
        .catch(async (error: unknown) => {
          if (!isRefusedAttempt(error)) await step.forgive();
          throw error;
        });
      await step.clear();
      return { data: activated };
    },
  ),
);
