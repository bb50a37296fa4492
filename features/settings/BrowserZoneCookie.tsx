'use client';

import { useEffect } from 'react';
import { useConsent } from '@/features/consent';
import { setPreferenceCookie } from '@/features/ui';
import { BROWSER_ZONE_COOKIE, BROWSER_ZONE_MAX_AGE_S, browserZoneOf } from './browser-zone';

/**
 * Tells the server the browser's zone (issue 22 §3) when it is new or has changed (travel,
 * daylight saving): the next page then names a time's zone only when it is not the visitor's.
 * A functionality cookie: without that consent every time keeps its zone's name.
 */
export function BrowserZoneCookie({ known }: { known: number | null }) {
  const allowed = useConsent('functionality');
  useEffect(() => {
    if (!allowed) return;
    const zone = browserZoneOf(new Date());
    if (zone !== known) {
      setPreferenceCookie(BROWSER_ZONE_COOKIE, String(zone), BROWSER_ZONE_MAX_AGE_S);
    }
  }, [allowed, known]);
  return null;
}
