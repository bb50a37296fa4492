import { NextResponse, type NextRequest } from 'next/server';
import { visibleLanguages } from '@/features/shell';
import { getSiteConfig, identityFromHeaders } from '@/server/config/site-config';
import { sitemapIndexXml } from '@/server/seo/sitemap';

export const dynamic = 'force-dynamic';

// GET /sitemap.xml – the index of the per-language sitemaps (/sitemap/{lng}.xml)
export async function GET(request: NextRequest) {
  const { origin } = identityFromHeaders(request.headers);
  const config = await getSiteConfig('en');
  const languages = visibleLanguages(config, false).map((l) => l.code);
  return new NextResponse(sitemapIndexXml(languages.map((lng) => `${origin}/sitemap/${lng}.xml`)), {
    headers: {
      'content-type': 'application/xml; charset=utf-8',
      'cache-control': 'public, max-age=3600',
    },
  });
}
