import { safeReturnUrl } from '@/server/auth/return-url';
import { RETURN_URL_PARAM } from '@/server/edge/pipeline';

/**
 * Where a player goes after signing in or registering (spec 01 §4 Login state change): the
 * `returnUrl` of the page's address, else the previous route, else the language root. Every
 * candidate passes `safeReturnUrl`, so only a page of this site is ever reached.
 */
export function afterSignInUrl(input: {
  lng: string;
  /** The page's `location.search`. */
  search: string;
  /** In a modal the previous route is the page under it; on the login page, the referrer. */
  previous: string | null;
  origin: string;
}): string {
  const returnUrl = new URLSearchParams(input.search).get(RETURN_URL_PARAM);
  if (returnUrl) return safeReturnUrl(returnUrl, input.lng);
  if (!input.previous) return `/${input.lng}`;
  let previous: URL;
  try {
    previous = new URL(input.previous, input.origin);
  } catch {
    return `/${input.lng}`;
  }
  if (previous.origin !== input.origin) return `/${input.lng}`;
  return safeReturnUrl(`${previous.pathname}${previous.search}${previous.hash}`, input.lng);
}

/**
 * The same, read from the browser. In a modal: the page it opened for (a guarded link), else the
 * page under it. On the login page: the previous route of this tab (a client navigation leaves
 * document.referrer as it was on the first page), else the referrer.
 */
export function afterSignInUrlHere(
  lng: string,
  context: 'page' | 'modal',
  known: { requested: string | null; previousRoute: string | null },
): string {
  const { location } = window;
  const previous =
    context === 'modal'
      ? (known.requested ?? location.href)
      : (known.previousRoute ?? (document.referrer || null));
  return afterSignInUrl({ lng, search: location.search, previous, origin: location.origin });
}
