import { NextResponse, type NextRequest } from 'next/server';
import { apiError } from '@/server/bff/handler';
import { cmsApi, CmsArtError, parseCmsArtPath } from '@/server/cms/cms-api';
import { identityFromHeaders } from '@/server/config/site-config';
import { log } from '@/server/log';

export const dynamic = 'force-dynamic';

// GET /api/cms/images/{promotions|landings}/{slug}.svg – the CMS's banners on the site's own
// origin, cacheable for a day. Public and cookie-free like the casino art: no answer a shared
// cache keeps may carry a player's cookie, so it skips the session wrapper.
export async function GET(
  request: NextRequest,
  { params }: { params: Promise<{ path: string[] }> },
) {
  const path = parseCmsArtPath((await params).path);
  if (!path) {
    return apiError(400, [
      {
        code: 'invalid',
        title: 'path: promotions/{slug}.svg or landings/{id}.svg',
        source: { parameter: 'path' },
      },
    ]);
  }
  try {
    const svg = await cmsApi(identityFromHeaders(request.headers).origin).art(path);
    return new NextResponse(svg, {
      headers: {
        'content-type': 'image/svg+xml; charset=utf-8',
        'cache-control': 'public, max-age=86400, stale-while-revalidate=604800',
        'x-content-type-options': 'nosniff',
      },
    });
  } catch (error) {
    if (error instanceof CmsArtError) {
      return apiError(error.status, [{ code: error.code, title: error.message }]);
    }
    log.error('cms: picture failed', { error });
    return apiError(500, [{ code: 'internal', title: 'Something went wrong' }]);
  }
}
