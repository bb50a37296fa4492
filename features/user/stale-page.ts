/**
 * Set on the user config's answer (app/api/user/config) when the class the browser's page was
 * shared by (PAGE_CLASS_HEADER) is no longer the player's: a page players share is rendered for
 * the class (the guards, the hidden sports), so the browser loads it again under the new one
 * (load-user-config.ts).
 */
export const STALE_PAGE_HEADER = 'x-page-stale';

/** The header the user config call carries the class of the page it is made from in. */
export const PAGE_CLASS_HEADER = 'x-page-class';

/**
 * The class a page players share was served by (features/shell/DocumentShell.tsx writes its
 * digest on `<html data-shared>`), or null for a page rendered for the player alone: only a
 * shared page can be stale, and is ever loaded again for it.
 */
export function sharedPageClass(): string | null {
  if (typeof document === 'undefined') return null;
  return document.documentElement.dataset.shared || null;
}
