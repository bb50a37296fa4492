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
import { activationSendRequestSchema } from '@/server/upstream/schemas/account-entry';

export const dynamic = 'force-dynamic';

// POST /api/account-entry/activation/send?lang {channel, method} – sends the signed-in player a
// quick-activation code (user/activatefast) or an activation link (user/activate) by e-mail or
// SMS; limited per address (429) and, past 5 sends to one player in 15 min, each needs a captcha;
// the upstream itself allows one a minute per kind (429 too_early).
export const POST = acceptingForms(
  'activationSend',
  handler(
    { auth: 'required', query: entryCallQuerySchema, body: activationSendRequestSchema },
    async ({ request, query, body, upstream, user }) => {
      await enforceLimits(request.headers, 'entry-send', ENTRY_LIMITS.sendPerIp);
      await captchaStep(
        request.headers,
        `entry-send:user:${user?.userId}`,
        ENTRY_CAPTCHA_RULES.send,
      );
      return { data: await accountEntryApi.sendActivation(upstream, body, query.lang ?? 'en') };
    },
  ),
);
