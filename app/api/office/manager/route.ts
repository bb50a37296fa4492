import { z } from 'zod';
import { noStore } from '@/server/betting/bff-answers';
import { handler } from '@/server/bff/handler';
import { officeExtraApi } from '@/server/office/office-extra-api';
import { languageCodeSchema } from '@/server/upstream/schemas/config';

export const dynamic = 'force-dynamic';

const querySchema = z.object({ lang: languageCodeSchema.default('en') });

// GET /api/office/manager?lang= – the player's personal manager (null when none) and the
// player's messages to them with the answers, newest first
export const GET = handler(
  { auth: 'required', query: querySchema },
  async ({ upstream, query }) => {
    const [manager, messages] = await Promise.all([
      officeExtraApi.manager(upstream, query.lang),
      officeExtraApi.managerMessages(upstream),
    ]);
    return noStore({ data: { manager, messages } });
  },
);
