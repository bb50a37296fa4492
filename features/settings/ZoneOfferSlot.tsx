import { cookies } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { ZONE_OFFER_COOKIE } from './browser-zone';
import { getBrowserZone, getDisplayPreferences } from './preferences-server';
import { zoneLabel } from './time-format';
import { ZoneOffer } from './ZoneOffer';

/**
 * The offer of the visitor's own zone (issue 22 §3), drawn by the server when the browser's zone
 * is known, differs from the one times are shown in, and the visitor has not said to keep it: the
 * page and the browser agree from the first paint.
 */
export async function ZoneOfferSlot({ lng }: { lng: string }) {
  const [{ timeZone }, browserZone, cookieStore] = await Promise.all([
    getDisplayPreferences(lng),
    getBrowserZone(),
    cookies(),
  ]);
  if (browserZone === null || browserZone === timeZone || cookieStore.has(ZONE_OFFER_COOKIE)) {
    return null;
  }
  const t = await getTranslations('zoneOffer');
  const zone = zoneLabel(timeZone);
  const own = zoneLabel(browserZone);
  return (
    <ZoneOffer
      browserZone={browserZone}
      texts={{
        text: t('text', { zone, own }),
        use: t('use', { own }),
        keep: t('keep', { zone }),
      }}
    />
  );
}
