import { handler } from '@/server/bff/handler';
import { noStore } from '@/server/betting/bff-answers';
import { cashierApi } from '@/server/cashier/cashier-api';
import { mailingSaveSchema } from '@/server/upstream/schemas/cashier';

export const dynamic = 'force-dynamic';

// PUT /api/cashier/mailing {channel, enabled} – turns one mailing channel on or off; answers
// every switch as it now stands
export const PUT = handler(
  { auth: 'required', body: mailingSaveSchema },
  async ({ upstream, body }) =>
    noStore({ data: await cashierApi.saveMailing(upstream, body.channel, body.enabled) }),
);
