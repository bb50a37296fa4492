import { z } from 'zod';
import { ApiError, handler } from '@/server/bff/handler';
import { publicSiteConfig } from '@/server/config/public-config';
import { loadSiteConfig } from '@/server/config/site-config';
import { languageCodeSchema } from '@/server/upstream/schemas/config';

export const dynamic = 'force-dynamic';

// GET /api/config?lang=xx – the site config a browser may read (docs/bff-api.md); spec 01 §4
// "Languages hidden for unauthorised users are removed from the list": a visitor neither sees
// them listed nor gets the config in one of them
export const GET = handler(
  { query: z.object({ lang: languageCodeSchema }) },
  async ({ query, identity, user }) => {
    const config = await loadSiteConfig(query.lang, identity);
    const signedIn = user !== null;
    if (!signedIn && config.hiddenLanguages.includes(query.lang)) {
      throw new ApiError(404, 'unknown_language', 'This language is not available', undefined, {
        source: { parameter: 'lang' },
      });
    }
    return publicSiteConfig(config, signedIn);
  },
);
