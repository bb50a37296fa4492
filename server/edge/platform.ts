/**
 * Middleware step "platform_type" (spec 01 §2 Query flags, spec 02 §2):
 * - platform_type=mobile forces the mobile layout;
 * - a phone gets it by its user agent, so a player who follows a plain link on a phone is not
 *   shown the desktop page (issue 22 §1); `platform_type=desktop` keeps the desktop layout on a
 *   phone, the "full version" an operator offers (our choice where the spec is silent);
 * - an iPad that reports itself as a desktop goes to the same path with platform_type=mobile plus
 *   the existing query (iPadOS Safari sends a Mac user agent, so the browser-side check in
 *   features/shell/PlatformCheck.tsx covers what a server cannot see);
 * - with platform_type present and an unknown route, the visitor goes home in the current
 *   language, keeping the query.
 */
export const PLATFORM_PARAM = 'platform_type';
export const PLATFORM_MOBILE = 'mobile';

export type PlatformDecision =
  { kind: 'continue'; mobile: boolean } | { kind: 'redirect'; location: string };

export function isIpad(userAgent: string | null): boolean {
  return !!userAgent && /\biPad\b/.test(userAgent);
}

/**
 * A phone's browser, told by its user agent the way browsers ask to be told (MDN: "Mobi"
 * anywhere in the string), plus the phone browsers that do not say it. Tablets other than the
 * iPad (Android tablets leave out "Mobile") keep the desktop layout, which fits their width.
 */
const PHONE_USER_AGENT = /Mobi|iPhone|iPod|Android.+Mobile|Windows Phone|Opera Mini|BlackBerry/;

export function isPhone(userAgent: string | null): boolean {
  return !!userAgent && !isIpad(userAgent) && PHONE_USER_AGENT.test(userAgent);
}

export function decidePlatform(request: {
  pathname: string;
  searchParams: URLSearchParams;
  userAgent: string | null;
}): PlatformDecision {
  const platform = request.searchParams.get(PLATFORM_PARAM);
  if (platform === null && isIpad(request.userAgent)) {
    const query = new URLSearchParams(request.searchParams);
    query.set(PLATFORM_PARAM, PLATFORM_MOBILE);
    return { kind: 'redirect', location: `${request.pathname}?${query.toString()}` };
  }
  const mobile = platform === PLATFORM_MOBILE || (platform === null && isPhone(request.userAgent));
  return { kind: 'continue', mobile };
}

/** Where an unknown route goes when platform_type is present; null when it is not. */
export function unknownRouteWithPlatform(
  lng: string,
  searchParams: URLSearchParams,
): string | null {
  if (!searchParams.has(PLATFORM_PARAM)) return null;
  return `/${lng}?${searchParams.toString()}`;
}
