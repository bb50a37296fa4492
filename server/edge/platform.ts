/**
 * Middleware step "platform_type" (spec 01 §2 Query flags, spec 02 §2):
 * - platform_type=mobile forces the mobile layout;
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
  return { kind: 'continue', mobile: platform === PLATFORM_MOBILE };
}

/** Where an unknown route goes when platform_type is present; null when it is not. */
export function unknownRouteWithPlatform(
  lng: string,
  searchParams: URLSearchParams,
): string | null {
  if (!searchParams.has(PLATFORM_PARAM)) return null;
  return `/${lng}?${searchParams.toString()}`;
}
