import { handler } from '@/server/bff/handler';
import { termsApi } from '@/server/terms/terms-api';

export const dynamic = 'force-dynamic';

// POST /api/terms/accept – the signed-in player accepts the current terms (spec 01 §4 Terms)
export const POST = handler({ auth: 'required' }, async ({ upstream }) => {
  await termsApi.confirm(upstream);
  return { data: { accepted: true } };
});
