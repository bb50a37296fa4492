import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { handler } from '@/server/bff/handler';
import { invalidParam, noStore } from '@/server/betting/bff-answers';
import { officeApi } from '@/server/office/office-api';
import { langQuerySchema, positiveIntParamSchema } from '@/server/upstream/schemas/office';

export const dynamic = 'force-dynamic';

const decisionSchema = z.object({ action: z.enum(['take', 'refuse']) }).strict();

// POST /api/office/bonuses/[id]?lang= {action: take|refuse} – takes or refuses an available
// deposit bonus; answers the bonus as it now stands
export async function POST(request: NextRequest, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return handler(
    { auth: 'required', query: langQuerySchema, body: decisionSchema },
    async ({ upstream, query, body }) => {
      const bonusId = positiveIntParamSchema.safeParse(id);
      if (!bonusId.success)
        return invalidParam('id', bonusId.error.issues[0]?.message ?? 'invalid');
      return noStore({
        data: await officeApi.decideBonus(upstream, bonusId.data, body.action, query.lang ?? 'en'),
      });
    },
  )(request);
}
