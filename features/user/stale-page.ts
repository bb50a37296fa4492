/**
 * Set on the user config's answer (app/api/user/config) when the player's class changed since the
 * page the browser has was served: a page players share is rendered for the class (the guards, the
 * hidden sports), so the browser loads it again under the new one (load-user-config.ts).
 */
export const STALE_PAGE_HEADER = 'x-page-stale';

/**
 * Whether the document is a page players share (features/shell/DocumentShell.tsx marks it): only
 * such a page was served for a class; a page rendered for the player alone read the player's
 * state itself, and is never loaded again for it (nor is a navigation the player started).
 */
export function isSharedPage(): boolean {
  return typeof document !== 'undefined' && document.documentElement.dataset.shared === 'player';
}
