import 'server-only';
import { cookies, headers } from 'next/headers';
import { userAgent } from 'next/server';
import {
  CONSENT_COOKIE,
  decideConsent,
  parseConsentCookie,
  type ConsentForRender,
} from '@/features/consent';
import { loadConfigGroups, requestIdentity } from '@/server/config/site-config';
import { isTechnicalRoute, PIPELINE_HEADER } from '@/server/edge/pipeline';
import { log } from '@/server/log';
import { cookieConsentGroupSchema } from '@/server/upstream/schemas/config-groups';

/**
 * Whether the site asks (config group `cookieConsent`, spec 01 §4). A group that cannot be had or
 * read asks: nothing optional runs on a guess.
 */
async function isPopupEnabled(lng: string): Promise<boolean> {
  try {
    const groups = await loadConfigGroups(['cookieConsent'], lng, await requestIdentity());
    const parsed = cookieConsentGroupSchema.safeParse(groups.cookieConsent ?? {});
    if (parsed.success) return parsed.data.isPopupEnabled;
    log.error('cookieConsent config group is not valid', { issues: parsed.error.issues });
  } catch (error) {
    log.error('cookieConsent config group unavailable', { error });
  }
  return true;
}

/**
 * The consent this page renders with (spec 01 §4, spec 02 §6): the choice from the consent
 * cookie, so the first paint already has or lacks the modal (no flash, no shift). The config is
 * asked only without a choice, and never on a technical page (it must not wait on the upstream;
 * without a choice it runs nothing optional and shows no modal).
 */
export async function consentForRender(lng: string): Promise<ConsentForRender> {
  const [cookieStore, headerStore] = await Promise.all([cookies(), headers()]);
  const saved = parseConsentCookie(cookieStore.get(CONSENT_COOKIE)?.value);
  if (saved) return decideConsent({ saved, popupEnabled: null, isBot: false });
  const technical = isTechnicalRoute(headerStore.get(PIPELINE_HEADER.routeId));
  return decideConsent({
    saved: null,
    popupEnabled: technical ? null : await isPopupEnabled(lng),
    // Crawlers get the page without the modal over it (and nothing optional).
    isBot: userAgent({ headers: headerStore }).isBot,
  });
}
