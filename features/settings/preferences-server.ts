import 'server-only';
import { cache } from 'react';
import { cookies } from 'next/headers';
import { getTechnicalPageConfig } from '@/server/config/site-config';
import { is12hByGeo, parsePreferences, PREFERENCES_COOKIE, type Preferences } from './preferences';
import { BROWSER_ZONE_COOKIE, parseBrowserZone, zoneShown } from './browser-zone';
import type { DisplayClock } from './time-format';

/**
 * The player's display preferences for this render, from the `prefs` cookie; the 12 h clock
 * falls back to the geo rule of spec 01 §3 (customizeConfig) while the player has not chosen.
 * The config wait is bounded (technical-page budget), so a slow upstream never holds the page.
 */
export const getDisplayPreferences = cache(
  async (lng: string): Promise<Preferences & { is12h: boolean }> => {
    const preferences = parsePreferences((await cookies()).get(PREFERENCES_COOKIE)?.value);
    if (preferences.is12h !== undefined) return { ...preferences, is12h: preferences.is12h };
    const config = await getTechnicalPageConfig(lng);
    const is12h = config
      ? is12hByGeo(config.customizeConfig, config.siteConfig.geoCountryId)
      : false;
    return { ...preferences, is12h };
  },
);

export async function getDisplayClock(lng: string): Promise<DisplayClock> {
  return (await getDisplayFormats(lng)).clock;
}

/** The browser's own zone, as it told the server (browser-zone.ts), or null when unknown. */
export const getBrowserZone = cache(async (): Promise<number | null> =>
  parseBrowserZone((await cookies()).get(BROWSER_ZONE_COOKIE)?.value),
);

/** How this player reads times and odds: the clock, and the odds format (spec 02 §3). */
export async function getDisplayFormats(
  lng: string,
): Promise<{ clock: DisplayClock; coefViewId: number }> {
  const [{ timeZone, is12h, coefViewId }, browserZone] = await Promise.all([
    getDisplayPreferences(lng),
    getBrowserZone(),
  ]);
  return { clock: { timeZone, is12h, showZone: zoneShown(timeZone, browserZone) }, coefViewId };
}
