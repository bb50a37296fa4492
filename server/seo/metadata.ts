import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { visibleLanguages } from '@/features/shell';
import { getSiteConfig, requestIdentity } from '@/server/config/site-config';
import { buildPath, type RouteMatch } from '@/server/routes/match';
import { getSeoPageData, type SeoTarget } from './seo-client';
import { canonicalUrl, languageAlternates, mediaAlternates } from './links';
import { OG_IMAGE_SIZE } from '@/server/cms/og-image';
import { strictestRobots } from './robots';

/** What the SEO module is asked for a route (spec 01 §7 SEO params). */
export function seoTargetFor(lng: string, match: RouteMatch): SeoTarget {
  const { entry, params } = match;
  const stream =
    params.section === 'line' || params.section === 'live' ? params.section : undefined;
  const sport = entry.id === 'line' || entry.id === 'game' || entry.id === 'homeSport';
  const firstParam = Object.values(params)[0];
  return {
    lng,
    section: sport && stream ? stream : entry.id,
    ...(stream ? { stream } : {}),
    ...(!sport && firstParam ? { subsectionId: firstParam } : {}),
    ...(params.sport ? { subsectionId: params.sport } : {}),
    ...(params.champ ? { championshipId: params.champ } : {}),
    ...(params.game ? { matchId: params.game } : {}),
    ...(params.menuSection ? { menuSection: params.menuSection } : {}),
  };
}

/**
 * The metadata of a page of the route table (spec 01 §3 SEO page data): title, description,
 * robots (the strictest of the route's own flag, metaRobots and hierarchyMetaRobots), canonical
 * (custom url/mirror modes), hreflang alternates for each visible language plus x-default, media
 * alternates and the extra metas. Texts fall back to the route's own when the SEO module is silent.
 */
export async function routeMetadata(lng: string, match: RouteMatch): Promise<Metadata> {
  const [config, t, seo, { origin }] = await Promise.all([
    getSiteConfig(lng),
    getTranslations({ locale: lng, namespace: 'routes' }),
    getSeoPageData(seoTargetFor(lng, match)),
    requestIdentity(),
  ]);
  const path = buildPath(match.entry, match.params);
  const pagePath = `/${lng}${path ? `/${path}` : ''}`;
  const robots = strictestRobots(
    match.entry.flags?.noindex ? 'noindex, nofollow' : null,
    seo?.metaRobots,
    seo?.hierarchyMetaRobots,
  );
  const ownTitle = t(`${match.entry.id}.title`);
  const other: Record<string, string> = {};
  for (const meta of seo?.metas ?? []) other[meta.name] = meta.content;

  return {
    title: seo?.title ? { absolute: seo.title } : ownTitle,
    description: seo?.description || t(`${match.entry.id}.description`),
    robots: { index: robots.index, follow: robots.follow },
    alternates: {
      canonical: canonicalUrl(origin, pagePath, seo),
      languages: languageAlternates({
        origin,
        path,
        languages: visibleLanguages(config, false).map((l) => l.code),
        defaultLanguage: config.siteConfig.lng,
        seo,
      }),
      media: mediaAlternates(seo),
    },
    openGraph: {
      title: seo?.title || ownTitle,
      description: seo?.description || t(`${match.entry.id}.description`),
      url: `${origin}${pagePath}`,
      siteName: config.siteConfig.companyName,
      locale: lng,
      type: 'website',
      images: [sitePreviewImage(origin, 'sport', config.siteConfig.companyName)],
    },
    twitter: twitterCard(origin, 'sport', config.siteConfig.companyName),
    other,
  };
}

/**
 * The picture a shared link to a page previews with (issue 22 §7): the site's own for its kind
 * (app/api/og), as an absolute URL (networks fetch it from elsewhere). Casino pages and
 * promotions name their kind; landings have pictures of their own.
 */
export function sitePreviewImage(origin: string, kind: 'sport' | 'casino', brand: string) {
  return {
    url: `${origin}/api/og/${kind}.png`,
    width: OG_IMAGE_SIZE.width,
    height: OG_IMAGE_SIZE.height,
    alt: brand,
    type: 'image/png',
  };
}

export function twitterCard(origin: string, kind: 'sport' | 'casino', brand: string) {
  const image = sitePreviewImage(origin, kind, brand);
  return { card: 'summary_large_image' as const, images: [{ url: image.url, alt: image.alt }] };
}
