import { accountEntryApi } from '@/server/account-entry/account-entry-api';
import { entryCallQuerySchema, ENTRY_LIMITS } from '@/server/account-entry/entry-limits';
import { acceptingForms } from '@/server/account-entry/form-post';
import { enforceLimits } from '@/server/auth/limits';
import { handler } from '@/server/bff/handler';
import { newsletterRequestSchema } from '@/server/upstream/schemas/account-entry';

export const dynamic = 'force-dynamic';

// POST /api/account-entry/newsletter?lang {token} – turns the newsletter off for the address the
// unsubscribe link names (user/stopnewsletter); no session needed; twice is no error
// (wasSubscribed false); limited per address (429). A form posted without JavaScript is answered
// with a 303 to the page.
export const POST = acceptingForms(
  'newsletter',
  handler(
    { query: entryCallQuerySchema, body: newsletterRequestSchema },
    async ({ request, body, upstream }) => {
      await enforceLimits(request.headers, 'entry-link', ENTRY_LIMITS.linkPerIp);
      return { data: await accountEntryApi.unsubscribe(upstream, body.token) };
    },
  ),
);
