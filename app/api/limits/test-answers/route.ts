import { handler } from '@/server/bff/handler';
import { noStore } from '@/server/betting/bff-answers';
import { limitsApi } from '@/server/limits/limits-api';
import { limitsQuerySchema, testAnswersSchema } from '@/server/upstream/schemas/limits';

export const dynamic = 'force-dynamic';

// POST /api/limits/test-answers – the answers of the test a save asked for, with its tokenGuid
// (spec 01 §4 "before the limit applies")
export const POST = handler(
  { auth: 'required', query: limitsQuerySchema, body: testAnswersSchema },
  async ({ upstream, query, body }) =>
    noStore({ data: await limitsApi.testAnswers(upstream, body, query.lang) }),
);
