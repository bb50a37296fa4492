import type { NextRequest } from 'next/server';
import { apiError } from '@/server/bff/handler';
import {
  previewAnswer,
  sitePreviewPng,
  SITE_PREVIEW_KINDS,
  type SitePreviewKind,
} from '@/server/cms/og-preview';
import { identityFromHeaders, loadSiteConfig } from '@/server/config/site-config';
import { log } from '@/server/log';

export const dynamic = 'force-dynamic';

// GET /api/og/{sport|casino}.png – the site's social preview picture for a kind of page (sport
// lists and games, casino pages, promotions of either): the brand on the kind's colours. Public
// and cookie-free; rendered once per brand and kind (server/cms/og-preview.ts).
export async function GET(request: NextRequest, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const kind = /^([a-z]+)\.png$/.exec(file)?.[1];
  if (!kind || !(SITE_PREVIEW_KINDS as readonly string[]).includes(kind)) {
    return apiError(400, [
      {
        code: 'invalid',
        title: `path: {${SITE_PREVIEW_KINDS.join('|')}}.png`,
        source: { parameter: 'path' },
      },
    ]);
  }
  try {
    const identity = identityFromHeaders(request.headers);
    const { siteConfig } = await loadSiteConfig('en', identity);
    return previewAnswer(
      request,
      await sitePreviewPng(siteConfig.companyName, kind as SitePreviewKind),
    );
  } catch (error) {
    log.error('og: site picture failed', { error, kind });
    return apiError(502, [{ code: 'upstream_error', title: 'The picture is unavailable' }]);
  }
}
