import 'server-only';

/** The layout a page renders in: the middleware chose it (server/edge/platform.ts). */
export type Platform = 'desktop' | 'mobile';

/** The layout named by the middleware's `x-platform-type` header. */
export function platformOf(headerValue: string | null | undefined): Platform {
  return headerValue === 'mobile' ? 'mobile' : 'desktop';
}
