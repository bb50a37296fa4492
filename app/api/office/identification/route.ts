import { noStore } from '@/server/betting/bff-answers';
import { withFormPost } from '@/server/bff/form-post';
import { ApiError, handler } from '@/server/bff/handler';
import { loadSiteConfig } from '@/server/config/site-config';
import { officeExtraApi } from '@/server/office/office-extra-api';
import { identificationBody, identificationSchema } from '@/server/upstream/schemas/office-extra';
import { profileErrorKey } from '@/server/upstream/schemas/profile';

export const dynamic = 'force-dynamic';

// POST /api/office/identification?lng= – the player's identification (spec 01 §4 Identification
// bonus blocker; spec 02 §3 user_data, is_need_identification): answers the user config as it now
// is, is_need_identification off. 404 where the site has no identification page.
export const POST = withFormPost(
  handler(
    { auth: 'required', body: identificationSchema },
    async ({ upstream, body, identity }) => {
      const { siteConfig } = await loadSiteConfig('en', identity);
      // spec 01 §5 "The identification page needs isShowIdentification".
      if (!siteConfig.isShowIdentification) {
        throw new ApiError(404, 'identification_unavailable', 'This site has no identification');
      }
      return noStore({ data: await officeExtraApi.identify(upstream, body) });
    },
  ),
  {
    path: 'office/identification',
    ruleOf: profileErrorKey,
    toBody: (form) => identificationBody((field) => form.get(field) ?? ''),
  },
);
