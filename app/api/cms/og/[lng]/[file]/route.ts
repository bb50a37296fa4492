import type { NextRequest } from 'next/server';
import { apiError } from '@/server/bff/handler';
import { cmsApi } from '@/server/cms/cms-api';
import { landingPreviewPng, previewAnswer } from '@/server/cms/og-preview';
import { identityFromHeaders } from '@/server/config/site-config';
import { log } from '@/server/log';

export const dynamic = 'force-dynamic';

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
    return previewAnswer(request, await landingPreviewPng(lng, landingId, landing));
  } catch (error) {
    log.error('cms: preview picture failed', { error, landingId });
    return apiError(502, [{ code: 'upstream_error', title: 'The picture is unavailable' }]);
  }
}
