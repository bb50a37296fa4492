import 'server-only';
import { z } from 'zod';
import { noStore } from '@/server/betting/bff-answers';
import { withFormPost } from '@/server/bff/form-post';
import { handler } from '@/server/bff/handler';
import { languageCodeSchema } from '@/server/upstream/schemas/config';
import {
  partnerLinkRequestSchema,
  promotionJoinRequestSchema,
  qrCodeRequestSchema,
  qrSignOutRequestSchema,
  statsQuerySchema,
} from '@/server/upstream/schemas/office-programmes';
import { programmesApi } from './programmes-api';

/** The page each form is on (the 303 of a post without JavaScript goes back there). */
export const PROGRAMME_PAGES = {
  promotion: 'office/promotion',
  partner: 'office/partner',
  qrAuth: 'office/qr-auth',
} as const;

/** `?lng=`: the page's language (the texts of the answer, and the way back of a form post). */
const lngQuerySchema = z.object({ lng: languageCodeSchema.optional() });

/** A form's number field as the JSON body has it: a whole number, else null (refused as such). */
function formNumber(form: URLSearchParams, name: string): number | null {
  const value = form.get(name) ?? '';
  return /^\d{1,12}$/.test(value) ? Number(value) : null;
}

/** GET /api/office/programmes/promotions?lng= – the promotions to join and the ones joined. */
export const promotionsRead = handler(
  { auth: 'required', query: lngQuerySchema },
  async ({ upstream, query }) =>
    noStore({ data: await programmesApi.promotions(upstream, query.lng ?? 'en') }),
);

/**
 * POST /api/office/programmes/promotions?lng= {promotionId} – takes part in a running promotion;
 * 201 with the participation, 404 `promotion_not_found`, 409 `already_joined`. The page's own
 * form (no JavaScript) gets a 303 back to office/promotion.
 */
export const promotionJoin = withFormPost(
  handler(
    { auth: 'required', query: lngQuerySchema, body: promotionJoinRequestSchema },
    async ({ upstream, query, body }) =>
      noStore({ data: await programmesApi.joinPromotion(upstream, body, query.lng ?? 'en') }, 201),
  ),
  {
    path: PROGRAMME_PAGES.promotion,
    toBody: (form) => ({ promotionId: formNumber(form, 'promotionId') }),
  },
);

/** GET /api/office/programmes/partner?period=week|month|year – the links and the statistics. */
export const partnerRead = handler(
  { auth: 'required', query: statsQuerySchema },
  async ({ upstream, query }) => {
    const [partner, stats] = await Promise.all([
      programmesApi.partner(upstream),
      programmesApi.partnerStats(upstream, query.period),
    ]);
    return noStore({ data: { ...partner, stats } });
  },
);

/**
 * POST /api/office/programmes/partner/links?lng= {subId} – a new partner link with this sub-id;
 * 201 with it, 409 `sub_id_taken` / `too_many_links`. The page's own form gets a 303 back.
 */
export const partnerLinkAdd = withFormPost(
  handler({ auth: 'required', body: partnerLinkRequestSchema }, async ({ upstream, body }) =>
    noStore({ data: await programmesApi.addPartnerLink(upstream, body) }, 201),
  ),
  { path: PROGRAMME_PAGES.partner, toBody: (form) => ({ subId: form.get('subId') ?? '' }) },
);

/** GET /api/office/programmes/qr-auth – the sign-in code now shown and the devices it signed in. */
export const qrRead = handler({ auth: 'required' }, async ({ upstream }) => {
  const [code, devices] = await Promise.all([
    programmesApi.qrCode(upstream),
    programmesApi.qrDevices(upstream),
  ]);
  return noStore({ data: { code, devices } });
});

/**
 * POST /api/office/programmes/qr-auth/code?lng= {} – a new sign-in code (the one before is no
 * longer taken). The page's own form gets a 303 back to office/qr-auth.
 */
export const qrNewCode = withFormPost(
  handler({ auth: 'required', body: qrCodeRequestSchema }, async ({ upstream }) =>
    noStore({ data: await programmesApi.newQrCode(upstream) }, 201),
  ),
  { path: PROGRAMME_PAGES.qrAuth, toBody: () => ({}) },
);

/**
 * POST /api/office/programmes/qr-auth/sign-outs?lng= {deviceId} – ends the session of a device
 * signed in by QR; 404 `device_not_found`. The page's own form gets a 303 back.
 */
export const qrSignOut = withFormPost(
  handler({ auth: 'required', body: qrSignOutRequestSchema }, async ({ upstream, body }) =>
    noStore({ data: await programmesApi.signOutQrDevice(upstream, body.deviceId) }),
  ),
  { path: PROGRAMME_PAGES.qrAuth, toBody: (form) => ({ deviceId: formNumber(form, 'deviceId') }) },
);
