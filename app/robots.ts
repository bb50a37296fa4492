import type { MetadataRoute } from 'next';
import { headers } from 'next/headers';
import { identityFromHeaders } from '@/server/config/site-config';

export const dynamic = 'force-dynamic';

/** robots.txt: everything public is crawlable; the BFF, the office and account pages are not. */
export default async function robots(): Promise<MetadataRoute.Robots> {
  const { origin } = identityFromHeaders(await headers());
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      disallow: [
        '/api/',
        '/*/office',
        '/*/user/',
        '/*/print-coupon/',
        '/*/onpay/',
        '/*/casino-search',
      ],
    },
    sitemap: `${origin}/sitemap.xml`,
  };
}
