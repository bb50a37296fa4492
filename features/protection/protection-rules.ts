/**
 * The constants of the player-protection notices (spec 01 §4, §9), declared once: the shell, the
 * components and the tests read them from here.
 */

/** spec 01 §9 "Activity events debounced at 100 ms". */
export const ACTIVITY_DEBOUNCE_MS = 100;
/** How often a tab looks at the shared activity time and at playing media. */
export const IDLE_CHECK_MS = 1000;
/** The last activity of any tab of the site, in epoch ms (localStorage: shared by the tabs). */
export const LAST_ACTIVITY_KEY = 'autologoff_last_activity';
/** Set in the tab that was logged off, read and removed by the next load (sessionStorage). */
export const AUTO_LOGOFF_NOTICE_KEY = 'autologoff_notice';

/** The age acknowledgement, a cookie so the server renders the page without the warning. */
export const AGE_COOKIE = 'age_confirmed';
/** spec 01 §9 "Age acknowledgement expires after 3 days (259200000 ms)". */
export const AGE_ACK_MAX_AGE_S = 259_200;

/** spec 01 §9 "Terms poll 60000 ms". */
export const TERMS_POLL_MS = 60_000;
