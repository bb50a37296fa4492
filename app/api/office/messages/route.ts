import { handler } from '@/server/bff/handler';
import { noStore } from '@/server/betting/bff-answers';
import { officeApi } from '@/server/office/office-api';
import { langQuerySchema, positiveIntParamSchema } from '@/server/upstream/schemas/office';

export const dynamic = 'force-dynamic';

const querySchema = langQuerySchema.extend({ page: positiveIntParamSchema.default(1) });

// GET /api/office/messages?page=&lang= – a page of the player's inbox, newest first, with the
// unread count (spec 02 §3 user_msg_count)
export const GET = handler({ auth: 'required', query: querySchema }, async ({ upstream, query }) =>
  noStore(await officeApi.messages(upstream, query.page, query.lang ?? 'en')),
);
