import { accountEntryApi } from '@/server/account-entry/account-entry-api';
import { entryCallQuerySchema, ENTRY_LIMITS } from '@/server/account-entry/entry-limits';
import { acceptingForms } from '@/server/account-entry/form-post';
import { enforceLimits } from '@/server/auth/limits';
import { handler } from '@/server/bff/handler';
import { linkRequestSchema } from '@/server/upstream/schemas/account-entry';

export const dynamic = 'force-dynamic';

// POST /api/account-entry/activation/link?lang {token} – activates the e-mail or the phone the
// activation link was sent to (user/activate, "Activation by link"); whoever holds the link may;
// limited per address (429). A form posted without JavaScript is answered with a 303 to the page.
export const POST = acceptingForms(
  'activationLink',
  handler(
    { query: entryCallQuerySchema, body: linkRequestSchema },
    async ({ request, body, upstream }) => {
      await enforceLimits(request.headers, 'entry-link', ENTRY_LIMITS.linkPerIp);
      return { data: await accountEntryApi.confirmLink(upstream, body.token) };
    },
  ),
);
