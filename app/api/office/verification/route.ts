import { noStore } from '@/server/betting/bff-answers';
import { handler } from '@/server/bff/handler';
import { officeExtraApi } from '@/server/office/office-extra-api';

export const dynamic = 'force-dynamic';

// GET /api/office/verification – the player's documents with their review status, newest first,
// and the document the operator asks for (or null)
export const GET = handler({ auth: 'required' }, async ({ upstream }) =>
  noStore({ data: await officeExtraApi.verification(upstream) }),
);
