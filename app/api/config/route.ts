import { z } from 'zod';
import { handler } from '@/server/bff/handler';
import { publicSiteConfig } from '@/server/config/public-config';
import { identityFromHeaders, loadSiteConfig } from '@/server/config/site-config';
import { languageCodeSchema } from '@/server/upstream/schemas/config';

export const dynamic = 'force-dynamic';

// GET /api/config?lang=xx – the site config a browser may read (docs/bff-api.md)
export const GET = handler(
  { query: z.object({ lang: languageCodeSchema }) },
  async ({ request, query }) =>
    publicSiteConfig(await loadSiteConfig(query.lang, identityFromHeaders(request.headers)), false),
);
