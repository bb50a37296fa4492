import { z } from 'zod';
import { authApi } from '@/server/auth/auth-api';
import { safeSitePath } from '@/server/auth/return-url';
import { ApiError, handler } from '@/server/bff/handler';
import { loadSiteConfig } from '@/server/config/site-config';
import { languageCodeSchema } from '@/server/upstream/schemas/config';

export const dynamic = 'force-dynamic';

async function requireOneTap(identity: Parameters<typeof loadSiteConfig>[1]) {
  const { siteConfig } = await loadSiteConfig('en', identity);
  if (!siteConfig.isOneTapAuthEnabled) {
    throw new ApiError(404, 'one_tap_disabled', 'One-tap sign-in is not enabled on this site');
  }
  return siteConfig;
}

// GET /api/auth/one-tap – the provider's client id (spec 01 §7), only when one-tap is enabled
export const GET = handler({}, async ({ identity, upstream }) => {
  await requireOneTap(identity);
  return { data: await authApi.oneTapClientId(upstream) };
});

// POST /api/auth/one-tap – hand the provider's credential to the social API; answers where the
// browser goes next (a same-origin path only)
export const POST = handler(
  {
    body: z.object({
      credential: z.string().min(1).max(4096),
      language: languageCodeSchema,
    }),
  },
  async ({ body, identity, upstream }) => {
    const siteConfig = await requireOneTap(identity);
    const answer = await authApi.oneTap(upstream, {
      credential: body.credential,
      language: body.language,
      currency: siteConfig.geoCurrency.iso,
      countryId: String(siteConfig.geoCountryId),
    });
    return { data: { redirectUrl: safeSitePath(answer.redirectUrl, body.language) } };
  },
);
