import { accountEntryApi } from '@/server/account-entry/account-entry-api';
import { entryCallQuerySchema, ENTRY_LIMITS } from '@/server/account-entry/entry-limits';
import { acceptingForms } from '@/server/account-entry/form-post';
import { enforceLimits } from '@/server/auth/limits';
import { handler } from '@/server/bff/handler';
import { linkRequestSchema } from '@/server/upstream/schemas/account-entry';

export const dynamic = 'force-dynamic';

// POST /api/account-entry/verify?lang {token} – confirms the e-mail with the verification link
// (user/accountverify); whoever holds the link may, signed in or not; limited per address (429).
// A form posted without JavaScript is answered with a 303 to the page.
export const POST = acceptingForms(
  'verify',
  handler(
    { query: entryCallQuerySchema, body: linkRequestSchema },
    async ({ request, body, upstream }) => {
      await enforceLimits(request.headers, 'entry-link', ENTRY_LIMITS.linkPerIp);
      return { data: await accountEntryApi.confirmLink(upstream, body.token) };
    },
  ),
);
