import { z } from 'zod';
import { handler } from '@/server/bff/handler';
import { noStore } from '@/server/betting/bff-answers';
import { drawsPlayerApi } from '@/server/draws/draws-api';
import { languageCodeSchema } from '@/server/upstream/schemas/config';
import { lottoSlugSchema, lottoTicketRequestSchema } from '@/server/upstream/schemas/lotto';

export const dynamic = 'force-dynamic';

// GET /api/lotto/tickets?lottery&lang – the player's lotto tickets, newest first, of one lottery
export const GET = handler(
  {
    auth: 'required',
    query: z
      .object({ lottery: lottoSlugSchema.optional(), lang: languageCodeSchema.optional() })
      .strict(),
  },
  async ({ upstream, query }) =>
    noStore({
      data: {
        tickets: await drawsPlayerApi.lottoTickets(upstream, query.lottery, query.lang ?? 'en'),
      },
    }),
);

// POST /api/lotto/tickets?lang – buys a ticket for the lottery's next draw; 201 with the ticket;
// numbers that do not fit the lottery are the upstream's 400 invalid_numbers with the reason
export const POST = handler(
  {
    auth: 'required',
    query: z.object({ lang: languageCodeSchema.optional() }).strict(),
    body: lottoTicketRequestSchema,
  },
  async ({ upstream, query, body }) =>
    noStore(
      { data: { ticket: await drawsPlayerApi.buyLottoTicket(upstream, body, query.lang ?? 'en') } },
      201,
    ),
);
