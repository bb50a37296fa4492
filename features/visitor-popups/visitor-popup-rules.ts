/**
 * The rules of the visitor popups of spec 01 §4 (registration reminder, new-site information
 * modal) and their constants (spec 01 §9), declared once: the components, the server part and the
 * tests read them from here.
 */

/**
 * spec 01 §4 Registration reminder popup: "the next allowed time is stored" (localStorage, so it
 * holds across tabs and visits): epoch ms, or 0 for never again.
 */
export const REMINDER_NEXT_KEY = 'registration_reminder_next';

/** The new-site modal was shown: a cookie, so the server leaves it out of the next pages. */
export const NEW_SITE_COOKIE = 'new_site_seen';
/** spec 01 §9 "New-site modal memory 15768e7 ms (about 5 years)", as a cookie Max-Age. */
export const NEW_SITE_MEMORY_MS = 15768e7;
export const NEW_SITE_MAX_AGE_S = NEW_SITE_MEMORY_MS / 1000;
/**
 * When it was shown (epoch ms, localStorage). Browsers keep a cookie 400 days at most (Chromium
 * caps Max-Age there), so this keeps the other years: a page drawn with the modal because the
 * cookie ran out finds it here, does not show it, and writes the cookie again.
 */
export const NEW_SITE_SEEN_KEY = 'new_site_seen_at';

/** The seconds the memory of a modal shown at `seenAt` still has, or 0 when it is over. */
export function newSiteMemoryLeftS(seenAt: number | null, now: number): number {
  if (seenAt === null || seenAt > now) return 0;
  return Math.max(0, Math.floor((seenAt + NEW_SITE_MEMORY_MS - now) / 1000));
}

/** How often a popup that is due looks again whether the way is clear (no auth form, no modal). */
export const POPUP_RECHECK_MS = 1000;

/** Browsers run a timer of more than 2^31 - 1 ms at once: a later time is not kept waiting for. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** A stored time: epoch ms (0 for the reminder's never again), or null (none, or unreadable). */
export function parseStoredTime(stored: string | null): number | null {
  if (stored === null || !/^\d{1,16}$/.test(stored)) return null;
  return Number(stored);
}

/**
 * spec 01 §4, §9: how long this page waits before the reminder is due, or null when it is not
 * shown on this page. It waits the delay (seconds) from the page load, and longer when an earlier
 * reminder set a later next allowed time; 0 stored means never again.
 */
export function reminderWaitMs(
  delayS: number,
  nextAllowedAt: number | null,
  now: number,
): number | null {
  if (nextAllowedAt === 0) return null;
  const delayMs = delayS * 1000;
  const wait = nextAllowedAt === null ? delayMs : Math.max(delayMs, nextAllowedAt - now);
  return wait <= MAX_TIMER_MS ? wait : null;
}

/** spec 01 §4 "now plus interval minutes, or 0 if no interval". */
export function nextReminderAt(intervalMin: number, now: number): number {
  return intervalMin > 0 ? now + intervalMin * 60_000 : 0;
}

/** A modal dialog is open on the page (the consent modal, an auth form, a notice, another popup). */
export function isModalOpen(root: ParentNode = document): boolean {
  return root.querySelector('[role="dialog"][aria-modal="true"]') !== null;
}

/**
 * Calls `show` as soon as `isClear()` holds, looking again every POPUP_RECHECK_MS; answers the
 * function that stops waiting.
 */
export function whenClear(isClear: () => boolean, show: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const attempt = () => {
    timer = null;
    if (isClear()) show();
    else timer = setTimeout(attempt, POPUP_RECHECK_MS);
  };
  attempt();
  return () => {
    if (timer !== null) clearTimeout(timer);
  };
}
