import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { infoPageTexts } from '@/features/info-pages/server';
import { getCms } from '@/server/cms/site-cms';
import { OG_IMAGE_SIZE } from '@/server/cms/og-image';
import { requestIdentity } from '@/server/config/site-config';
import { log } from '@/server/log';
import type { RouteMatch } from '@/server/routes/match';
import { seoTargetFor, sitePreviewImage, twitterCard } from '@/server/seo/metadata';
import { getSeoPageData } from '@/server/seo/seo-client';
import type { Landing } from '@/server/upstream/schemas/cms';

/** Routes that show one promotion, and the param naming it. */
export const PROMOTION_ROUTES: Readonly<Record<string, string>> = {
  promotion: 'promotionId',
  bonusRules: 'id',
  bonusRulesOffers: 'id',
};

export function promotionRefOf(match: RouteMatch): string | null {
  const param = PROMOTION_ROUTES[match.entry.id];
  return param ? (match.params[param] ?? null) : null;
}

/**
 * The name a page heading and last breadcrumb show, as the CMS titles it: a promotion, or the item
 * an information page's address names (a rules chapter, a tab, a glossary term; never its slug).
 * Null for other routes.
 */
export async function cmsEntityName(lng: string, match: RouteMatch): Promise<string | null> {
  const ref = promotionRefOf(match);
  if (ref) return (await (await getCms()).promotion(lng, ref))?.title ?? null;
  return (await infoPageTexts(lng, match))?.entity ?? null;
}

/** What the CMS says a page is called and about, for a promotion or an information page. */
async function cmsTextsOf(
  lng: string,
  match: RouteMatch,
): Promise<{ title: string; description: string; kind?: 'sport' | 'casino' } | null> {
  const ref = promotionRefOf(match);
  if (ref) {
    const promotion = await (await getCms()).promotion(lng, ref);
    return promotion
      ? { title: promotion.title, description: promotion.teaser, kind: promotion.category }
      : null;
  }
  return infoPageTexts(lng, match);
}

/**
 * Whether the SEO module's texts are its whole section's rather than this item's (issue 12 §2:
 * each page its own SEO data). An item below the SEO subsection (a rules chapter, a token's tab,
 * a glossary category or term) can have no record of its own; an item that is the subsection (a
 * promotion) has one only if the record found differs from the section's.
 */
async function seoIsSectionWide(lng: string, match: RouteMatch, seoTitle: string) {
  const params = Object.keys(match.params).length;
  if (params === 0) return false;
  if (params > 1) return true;
  const { subsectionId, ...section } = seoTargetFor(lng, match);
  if (!subsectionId) return false;
  return (await getSeoPageData(section))?.title === seoTitle;
}

/**
 * A promotion's or information page's metadata over the route's (server/seo/metadata.ts): the
 * CMS's title and description where the SEO module set none of its own (spec 01 §3 SEO page
 * data). The SEO module's own (an absolute title, its description) is left as it is, unless it is
 * its whole section's record on an item's page: the CMS names the item better.
 */
export async function withCmsMetadata(
  lng: string,
  match: RouteMatch,
  metadata: Metadata,
): Promise<Metadata> {
  let texts: Awaited<ReturnType<typeof cmsTextsOf>>;
  let sectionWide = false;
  try {
    texts = await cmsTextsOf(lng, match);
    const seoTitle = absoluteTitleOf(metadata.title);
    sectionWide =
      texts !== null && seoTitle !== null && (await seoIsSectionWide(lng, match, seoTitle));
  } catch (error) {
    log.error('cms: page metadata unavailable', { error, route: match.entry.id });
    return metadata;
  }
  if (!texts) return metadata;
  const [tr, { origin }] = await Promise.all([
    getTranslations({ locale: lng, namespace: 'routes' }),
    requestIdentity(),
  ]);
  const brand = String(metadata.openGraph?.siteName ?? '');
  const ownTitle = typeof metadata.title === 'string' || sectionWide;
  const ownDescription =
    metadata.description === tr(`${match.entry.id}.description`) || sectionWide;
  return {
    ...metadata,
    ...(ownTitle ? { title: texts.title } : {}),
    ...(ownDescription ? { description: texts.description } : {}),
    openGraph: {
      ...metadata.openGraph,
      ...(ownTitle ? { title: texts.title } : {}),
      ...(ownDescription ? { description: texts.description } : {}),
      // A casino promotion previews on the casino's colours.
      ...(texts.kind === 'casino' ? { images: [sitePreviewImage(origin, 'casino', brand)] } : {}),
    },
    ...(texts.kind === 'casino' ? { twitter: twitterCard(origin, 'casino', brand) } : {}),
  };
}

function absoluteTitleOf(title: Metadata['title']): string | null {
  return title && typeof title === 'object' && 'absolute' in title && title.absolute
    ? title.absolute
    : null;
}

/** The site's address of a landing's preview picture (app/api/cms/og). */
export function landingImagePath(lng: string, landingId: string): string {
  return `/api/cms/og/${lng}/${landingId}.png`;
}

/**
 * A landing's own metadata (issue 12 §2): its SEO title and description, the canonical address,
 * and the Open Graph and Twitter card a shared link previews with, the picture as an absolute
 * URL (networks fetch it from elsewhere). The SEO module's title and description still win.
 */
export async function landingMetadata(
  lng: string,
  match: RouteMatch,
  landing: Landing,
  metadata: Metadata,
): Promise<Metadata> {
  const [{ origin }, tr] = await Promise.all([
    requestIdentity(),
    getTranslations({ locale: lng, namespace: 'routes' }),
  ]);
  const title =
    typeof metadata.title === 'string' || !metadata.title ? landing.seo.title : metadata.title;
  const titleText =
    typeof title === 'string'
      ? title
      : title && 'absolute' in title && title.absolute
        ? title.absolute
        : landing.seo.title;
  const description =
    metadata.description === tr(`${match.entry.id}.description`) || !metadata.description
      ? landing.seo.description
      : metadata.description;
  const image = {
    url: `${origin}${landingImagePath(lng, landing.id)}`,
    ...OG_IMAGE_SIZE,
    alt: landing.headline,
    type: 'image/png',
  };
  return {
    ...metadata,
    title: typeof title === 'string' ? { absolute: title } : title,
    description,
    openGraph: {
      ...metadata.openGraph,
      title: titleText,
      description,
      type: 'website',
      images: [image],
    },
    twitter: {
      card: 'summary_large_image',
      title: titleText,
      description,
      images: [{ url: image.url, alt: image.alt }],
    },
  };
}
