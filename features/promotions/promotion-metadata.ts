import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { cmsSlugOf } from '@/features/info-pages/info-pages';
import { getCms } from '@/server/cms/site-cms';
import { OG_IMAGE_SIZE } from '@/server/cms/og-image';
import { requestIdentity } from '@/server/config/site-config';
import { log } from '@/server/log';
import type { RouteMatch } from '@/server/routes/match';
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
 * The name a page heading and last breadcrumb show, as the CMS titles it: a promotion, or a
 * rules chapter (never its slug). Null for other routes.
 */
export async function cmsEntityName(lng: string, match: RouteMatch): Promise<string | null> {
  const ref = promotionRefOf(match);
  if (ref) return (await (await getCms()).promotion(lng, ref))?.title ?? null;
  const { chapter } = match.params;
  const slug = cmsSlugOf(match);
  if (!chapter || !slug) return null;
  const page = await (await getCms()).page(lng, slug);
  return page?.chapters?.find((c) => c.slug === chapter)?.title ?? null;
}

/** What the CMS says a page is called and about, for a promotion or an information page. */
async function cmsTextsOf(
  lng: string,
  match: RouteMatch,
): Promise<{ title: string; description: string } | null> {
  const cms = await getCms();
  const ref = promotionRefOf(match);
  if (ref) {
    const promotion = await cms.promotion(lng, ref);
    return promotion ? { title: promotion.title, description: promotion.teaser } : null;
  }
  const slug = cmsSlugOf(match);
  if (!slug) return null;
  const page = await cms.page(lng, slug);
  if (!page) return null;
  const chapter = page.chapters?.find((c) => c.slug === match.params.chapter);
  return {
    title: chapter ? `${chapter.title} — ${page.title}` : page.title,
    description: page.description,
  };
}

/**
 * A promotion's or information page's metadata over the route's (server/seo/metadata.ts): the
 * CMS's title and description where the SEO module set none (spec 01 §3 SEO page data). The SEO
 * module's own (an absolute title, its description) is left as it is.
 */
export async function withCmsMetadata(
  lng: string,
  match: RouteMatch,
  metadata: Metadata,
): Promise<Metadata> {
  let texts: { title: string; description: string } | null;
  try {
    texts = await cmsTextsOf(lng, match);
  } catch (error) {
    log.error('cms: page metadata unavailable', { error, route: match.entry.id });
    return metadata;
  }
  if (!texts) return metadata;
  const tr = await getTranslations({ locale: lng, namespace: 'routes' });
  const ownTitle = typeof metadata.title === 'string';
  const ownDescription = metadata.description === tr(`${match.entry.id}.description`);
  return {
    ...metadata,
    ...(ownTitle ? { title: texts.title } : {}),
    ...(ownDescription ? { description: texts.description } : {}),
    openGraph: {
      ...metadata.openGraph,
      ...(ownTitle ? { title: texts.title } : {}),
      ...(ownDescription ? { description: texts.description } : {}),
    },
  };
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
