/**
 * Names of the cookies the edge reads. The session cookie is sealed by iron-session on the
 * server; the edge only checks its presence to know that a visitor claims to be signed in
 * (a convenience: layouts and handlers verify the seal).
 */
export const SESSION_COOKIE_NAMES = ['__Host-sb-session', '__Secure-sb-session'] as const;
export const THEME_COOKIE = 'theme';
/** The right column's state, spec 02 §3 right section display state: '1' means compact. */
export const RIGHT_SECTION_COOKIE = 'right_section';
