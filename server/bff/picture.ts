import { NextResponse, type NextRequest } from 'next/server';
import { identityFromHeaders } from '@/server/config/site-config';
import { log } from '@/server/log';
import { apiError } from './handler';

/** Why an upstream picture cannot be served: none by that name, or the upstream failed. */
export class PictureError extends Error {
  constructor(
    readonly status: 404 | 502,
    readonly code: 'not_found' | 'upstream_error',
    message: string,
  ) {
    super(message);
    this.name = 'PictureError';
  }
}

/**
 * A GET route that serves an upstream's SVG pictures (game art, CMS banners) on the site's own
 * origin, cacheable by browsers and CDNs for a day. Public and cookie-free by design, so it skips
 * the session wrapper (which may slide the session cookie): no answer a shared cache keeps may
 * carry a player's cookie. A path `parse` refuses is a 400 naming the accepted shapes.
 */
export function pictureRoute<Ref>({
  parse,
  load,
  shapes,
  label,
}: {
  parse: (path: readonly string[] | undefined) => Ref | null;
  load: (origin: string, ref: Ref) => Promise<string>;
  /** The accepted paths, for the 400's title, e.g. "games/{id}.svg or providers/{id}.svg". */
  shapes: string;
  /** Names the failure in the log. */
  label: string;
}) {
  return async function GET(
    request: NextRequest,
    { params }: { params: Promise<{ path: string[] }> },
  ) {
    const ref = parse((await params).path);
    if (ref === null) {
      return apiError(400, [
        { code: 'invalid', title: `path: ${shapes}`, source: { parameter: 'path' } },
      ]);
    }
    try {
      const svg = await load(identityFromHeaders(request.headers).origin, ref);
      return new NextResponse(svg, {
        headers: {
          'content-type': 'image/svg+xml; charset=utf-8',
          'cache-control': 'public, max-age=86400, stale-while-revalidate=604800',
          'x-content-type-options': 'nosniff',
        },
      });
    } catch (error) {
      if (error instanceof PictureError) {
        return apiError(error.status, [{ code: error.code, title: error.message }]);
      }
      log.error(`${label}: picture failed`, { error });
      return apiError(500, [{ code: 'internal', title: 'Something went wrong' }]);
    }
  };
}
