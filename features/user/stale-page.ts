/**
 * Set on the user config's answer (app/api/user/config) when the player's class changed since the
 * page the browser has was served: a page players share is rendered for the class (the guards, the
 * hidden sports), so the browser loads it again under the new one (load-user-config.ts).
 */
export const STALE_PAGE_HEADER = 'x-page-stale';
