import { NextResponse, type NextRequest } from 'next/server';
import { apiError } from '@/server/bff/handler';
import { cmsApi } from '@/server/cms/cms-api';
import { landingPreviewPng, matchesIfNoneMatch } from '@/server/cms/og-preview';
import { identityFromHeaders } from '@/server/config/site-config';
import { log } from '@/server/log';

export const dynamic = 'force-dynamic';

/**
 * Fresh as long as the CMS answer the picture comes from (5 min), then revalidated with its ETag
 * (a 304 costs no render); a stale copy may be served for a day while that happens.
 */
const CACHE_CONTROL = 'public, max-age=300, stale-while-revalidate=86400';

// GET /api/cms/og/{lng}/{landingId}.png – a landing's social preview picture (Open Graph,
// Twitter card): networks take PNG, not the CMS's SVG. Public and cookie-free; rendered once per
// landing, language and content, then served from the process's copy (server/cms/og-preview.ts).
export async function GET(
  request: NextRequest,
  { params }: { params: Promise<{ lng: string; file: string }> },
) {
  const { lng, file } = await params;
  const match = /^([a-z0-9][a-z0-9-]{0,63})\.png$/.exec(file);
  if (!/^[a-z]{2}$/.test(lng) || !match?.[1]) {
    return apiError(400, [
      { code: 'invalid', title: 'path: {lng}/{landingId}.png', source: { parameter: 'path' } },
    ]);
  }
  const landingId = match[1];
  try {
    const landing = await cmsApi(identityFromHeaders(request.headers).origin).landing(
      lng,
      landingId,
    );
    if (!landing) return apiError(404, [{ code: 'not_found', title: 'There is no such landing' }]);
    const picture = await landingPreviewPng(lng, landingId, landing);
    const headers = {
      'cache-control': CACHE_CONTROL,
      etag: picture.etag,
      'x-content-type-options': 'nosniff',
    };
    if (matchesIfNoneMatch(request.headers.get('if-none-match'), picture.etag)) {
      return new NextResponse(null, { status: 304, headers });
    }
    return new NextResponse(picture.bytes, {
      headers: {
        ...headers,
        'content-type': 'image/png',
        'content-length': String(picture.bytes.byteLength),
      },
    });
  } catch (error) {
    log.error('cms: preview picture failed', { error, landingId });
    return apiError(502, [{ code: 'upstream_error', title: 'The picture is unavailable' }]);
  }
}
