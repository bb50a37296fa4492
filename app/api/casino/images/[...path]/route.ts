import { NextResponse, type NextRequest } from 'next/server';
import { apiError } from '@/server/bff/handler';
import { casinoArt, CasinoArtError, parseArtPath } from '@/server/casino/casino-art';
import { identityFromHeaders } from '@/server/config/site-config';
import { log } from '@/server/log';

export const dynamic = 'force-dynamic';

// GET /api/casino/images/{games|providers}/{id}.svg – the upstream's game and provider art on
// the site's own origin, cacheable by browsers and CDNs for a day. Public and cookie-free by
// design, so it does not go through the session wrapper (which may slide the session cookie):
// no answer a shared cache keeps may carry a player's cookie.
export async function GET(
  request: NextRequest,
  { params }: { params: Promise<{ path: string[] }> },
) {
  const art = parseArtPath((await params).path);
  if (!art) {
    return apiError(400, [
      {
        code: 'invalid',
        title: 'path: games/{id}.svg or providers/{id}.svg',
        source: { parameter: 'path' },
      },
    ]);
  }
  try {
    const svg = await casinoArt(identityFromHeaders(request.headers).origin, art);
    return new NextResponse(svg, {
      headers: {
        'content-type': 'image/svg+xml; charset=utf-8',
        'cache-control': 'public, max-age=86400, stale-while-revalidate=604800',
        'x-content-type-options': 'nosniff',
      },
    });
  } catch (error) {
    if (error instanceof CasinoArtError) {
      return apiError(error.status, [{ code: error.code, title: error.message }]);
    }
    log.error('casino: picture failed', { error });
    return apiError(500, [{ code: 'internal', title: 'Something went wrong' }]);
  }
}
