import { handler } from '@/server/bff/handler';
import { noStore } from '@/server/betting/bff-answers';
import { officeApi } from '@/server/office/office-api';
import { supportRequestSchema } from '@/server/upstream/schemas/office';

export const dynamic = 'force-dynamic';

// GET /api/office/support – the player's support requests with their status, newest first
export const GET = handler({ auth: 'required' }, async ({ upstream }) =>
  noStore({ data: await officeApi.tickets(upstream) }),
);

// POST /api/office/support {topic, message} – sends a support request; 201 with the request
export const POST = handler(
  { auth: 'required', body: supportRequestSchema },
  async ({ upstream, body }) =>
    noStore({ data: await officeApi.createTicket(upstream, body) }, 201),
);
