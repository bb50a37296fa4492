import { PAGE_CLASS_HEADER, STALE_PAGE_HEADER } from '@/features/user';
import { z } from 'zod';
import { handler } from '@/server/bff/handler';
import { noStore } from '@/server/betting/bff-answers';
import { loadSiteConfig } from '@/server/config/site-config';
import { LANGUAGE_COOKIE } from '@/server/edge/language';
import { termsApi } from '@/server/terms/terms-api';
import { languageCodeSchema } from '@/server/upstream/schemas/config';
import { renewPlayerClass } from '@/server/user/player-state';
import { userApi } from '@/server/user/user-api';

export const dynamic = 'force-dynamic';

/** The class digest a shared page sends (server/session/player-class.ts playerClassDigest). */
const PAGE_CLASS = z.string().regex(/^[\w-]{16}$/);

// GET /api/user/config – the signed-in player's user config (spec 02 §3 "User config", §7). It
// renews the class the player's shared pages are served by (server/session/player-class.ts), with
// the terms status where the site asks for terms; when the class the page was shared by
// (PAGE_CLASS_HEADER) is no longer the player's, the answer says the page is stale
// (STALE_PAGE_HEADER), and the browser loads it again. A header of another form is ignored.
export const GET = handler(
  { auth: 'required' },
  async ({ request, upstream, session, identity }) => {
    const config = await userApi.config(upstream);
    const lang = languageCodeSchema.catch('en').parse(request.cookies.get(LANGUAGE_COOKIE)?.value);
    const pageClass = PAGE_CLASS.safeParse(request.headers.get(PAGE_CLASS_HEADER));
    const stale =
      session.sid !== undefined &&
      (await renewPlayerClass(
        identity.origin,
        session.sid,
        config,
        async () => {
          const { siteConfig } = await loadSiteConfig(lang, identity);
          return siteConfig.isAvailableConfirmTerms && (await termsApi.status(upstream)).result;
        },
        pageClass.success ? pageClass.data : null,
      ));
    return noStore({ data: config }, 200, stale ? { [STALE_PAGE_HEADER]: '1' } : {});
  },
);
