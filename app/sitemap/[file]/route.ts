import { NextResponse, type NextRequest } from 'next/server';
import { isVisibleLanguage } from '@/features/shell';
import { getSiteConfig, identityFromHeaders } from '@/server/config/site-config';
import { sitemapUrls, sitemapXml } from '@/server/seo/sitemap';

export const dynamic = 'force-dynamic';

// GET /sitemap/{lng}.xml – the pages of one language, each with its hreflang alternates
export async function GET(request: NextRequest, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const lng = /^([a-z]{2})\.xml$/.exec(file)?.[1];
  const config = lng ? await getSiteConfig(lng) : null;
  if (!lng || !config || !isVisibleLanguage(config, lng, false)) {
    return new NextResponse('Not found: expected /sitemap/{language}.xml for a site language\n', {
      status: 404,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    });
  }
  const { origin } = identityFromHeaders(request.headers);
  return new NextResponse(sitemapXml(await sitemapUrls(origin, lng)), {
    headers: {
      'content-type': 'application/xml; charset=utf-8',
      'cache-control': 'public, max-age=3600',
    },
  });
}
