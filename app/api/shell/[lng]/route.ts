import type { NextRequest } from 'next/server';
import { apiError } from '@/server/bff/handler';
import { documentFileAnswer, IMMUTABLE, invalidLanguage } from '@/server/bff/document-file-answers';
import { identityFromHeaders, loadSiteConfig } from '@/server/config/site-config';
import { shellFile } from '@/server/config/shell-file';
import { keptDocumentFile } from '@/server/shared/document-files';
import { log } from '@/server/log';
import { NoSiteConfigError } from '@/server/upstream/errors';

export const dynamic = 'force-dynamic';

// GET /api/shell/{lng}?v={version} – the header's, menus' and footer's data from the site config
// (issue 26: the shell sent once), loaded once by the browser. The version the main layout names
// is the data's content: this process serves the very file it rendered with, cached for a year;
// another instance, or a version no longer kept, gets the data of today's config for this
// request (its origin and country), cached for good when the versions agree, else not kept
// (it is this visitor's country's). Public and cookie-free (the session plays no part in it).
export async function GET(request: NextRequest, { params }: { params: Promise<{ lng: string }> }) {
  const { lng } = await params;
  const invalid = invalidLanguage(lng);
  if (invalid) return invalid;
  const asked = `/api/shell/${lng}?v=${request.nextUrl.searchParams.get('v') ?? ''}`;
  const kept = keptDocumentFile(asked);
  if (kept) return documentFileAnswer(kept.json, IMMUTABLE);
  try {
    const file = shellFile(lng, await loadSiteConfig(lng, identityFromHeaders(request.headers)));
    return documentFileAnswer(file.json, file.src === asked ? IMMUTABLE : 'no-store');
  } catch (error) {
    if (!(error instanceof NoSiteConfigError)) throw error;
    log.error('shell data: no site config', { lng, error });
    return apiError(503, [
      { code: 'no_site_config', title: 'The site configuration is unavailable' },
    ]);
  }
}
