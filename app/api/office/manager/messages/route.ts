import { noStore } from '@/server/betting/bff-answers';
import { withFormPost } from '@/server/bff/form-post';
import { handler } from '@/server/bff/handler';
import { officeExtraApi } from '@/server/office/office-extra-api';
import { managerMessageRequestSchema } from '@/server/upstream/schemas/office-extra';

export const dynamic = 'force-dynamic';

// POST /api/office/manager/messages?lng= {text} – a message to the player's personal manager;
// 201 with the message. The page's own form (no JavaScript) gets a 303 back to office/manager.
export const POST = withFormPost(
  handler({ auth: 'required', body: managerMessageRequestSchema }, async ({ upstream, body }) =>
    noStore({ data: await officeExtraApi.sendManagerMessage(upstream, body) }, 201),
  ),
  { path: 'office/manager', toBody: (form) => ({ text: form.get('text') ?? '' }) },
);
