import { TIME_ZONE_BOUNDS } from './preference-defaults';

/**
 * The visitor's own zone, as the browser reports it (issue 22 §3), in hours from UTC: written by
 * the browser on its first page (BrowserZoneCookie), read by the server render, so both say the
 * same about every time on the page. Without it a page cannot know the visitor's zone and names
 * the zone of every time it shows.
 */
export const BROWSER_ZONE_COOKIE = 'tz_browser';
export const BROWSER_ZONE_MAX_AGE_S = 365 * 24 * 3600;
/** Set when the visitor said "keep" to the offer of their own zone: it is not offered again. */
export const ZONE_OFFER_COOKIE = 'tz_offer';

/** A zone in the preference's own terms: a quarter-hour offset within the picker's bounds. */
export function parseBrowserZone(value: string | undefined): number | null {
  if (value === undefined || !/^-?\d{1,2}(\.\d{1,2})?$/.test(value)) return null;
  const hours = Number(value);
  return hours >= TIME_ZONE_BOUNDS.min && hours <= TIME_ZONE_BOUNDS.max && (hours * 4) % 1 === 0
    ? hours
    : null;
}

/** The zone of this browser now (`getTimezoneOffset` is minutes behind UTC). */
export function browserZoneOf(date: Date): number {
  return Math.round((-date.getTimezoneOffset() / 60) * 4) / 4;
}

/** Whether the times of a page say their zone: always, unless it is the visitor's own. */
export function zoneShown(timeZone: number, browserZone: number | null): boolean {
  return browserZone === null || browserZone !== timeZone;
}
