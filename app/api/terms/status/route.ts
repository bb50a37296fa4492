import { z } from 'zod';
import { handler } from '@/server/bff/handler';
import { noStore } from '@/server/betting/bff-answers';
import { loadSiteConfig } from '@/server/config/site-config';
import { termsApi } from '@/server/terms/terms-api';
import { languageCodeSchema } from '@/server/upstream/schemas/config';

export const dynamic = 'force-dynamic';

// GET /api/terms/status?lang=xx – whether the signed-in player must confirm changed terms
// (spec 01 §4 Terms confirmation, polled every 60 s); never while the site has the feature off
export const GET = handler(
  { auth: 'required', query: z.object({ lang: languageCodeSchema }) },
  async ({ query, identity, upstream }) => {
    const { siteConfig } = await loadSiteConfig(query.lang, identity);
    if (!siteConfig.isAvailableConfirmTerms) {
      return noStore({ data: { toConfirm: false, updatedAt: null } });
    }
    const status = await termsApi.status(upstream);
    return noStore({ data: { toConfirm: status.result, updatedAt: status.updatedAt } });
  },
);
