/**
 * spec 01 §9 "Progress bar throttle 200 ms, duration 5000 ms": a client navigation shows the bar
 * only once it has taken 200 ms (a fast one shows nothing), and the bar gives up after 5000 ms
 * (a navigation that was cancelled or failed never leaves it on screen).
 */
export const PROGRESS_THROTTLE_MS = 200;
export const PROGRESS_MAX_MS = 5000;

/** The window event a client navigation's start raises (instrumentation-client.ts). */
export const NAVIGATION_START_EVENT = 'site:navigation-start';

export interface NavigationStartDetail {
  href: string;
}

/**
 * Next.js calls this export of instrumentation-client.ts when the App Router starts a navigation
 * (a link, router.push/replace, back and forward). Only the window event leaves here: the bar
 * listens to it wherever the layout mounts it.
 */
export function onRouterTransitionStart(href: string): void {
  window.dispatchEvent(
    new CustomEvent<NavigationStartDetail>(NAVIGATION_START_EVENT, { detail: { href } }),
  );
}

/** A navigation to another page: the path or the query changes (not only the hash). */
export function leavesPage(href: string, current: Location = window.location): boolean {
  let target: URL;
  try {
    target = new URL(href, current.href);
  } catch {
    return false;
  }
  return (
    target.origin === current.origin &&
    (target.pathname !== current.pathname || target.search !== current.search)
  );
}
