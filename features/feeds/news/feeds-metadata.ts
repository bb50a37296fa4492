import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { RouteSearchParams } from '@/features/ui';
import { champOf, parseDateFilter, resultsPath } from '../results/results-query';
import { requestIdentity } from '@/server/config/site-config';
import { getFeeds } from '@/server/feeds/site-feeds';
import { log } from '@/server/log';
import { buildPath, type RouteMatch } from '@/server/routes/match';
import { newsSlugSchema } from '@/server/upstream/schemas/news';
import { newsPageOf } from './News';
import { newsArticlePath, newsListPath } from './news-format';

const FEED_ROUTES = new Set(['news', 'results', 'statistic']);

/** The article a `news/{slug}` page shows; null for any other page or an unknown slug. */
export async function newsArticleOf(lng: string, match: RouteMatch) {
  const slug = match.entry.id === 'news' ? match.params.slug : undefined;
  if (!slug || !newsSlugSchema.safeParse(slug).success) return null;
  return (await getFeeds()).article(lng, slug);
}

/** The name a news article's heading and last breadcrumb show: its title, never its slug. */
export async function newsEntityName(lng: string, match: RouteMatch): Promise<string | null> {
  return (await newsArticleOf(lng, match))?.title ?? null;
}

interface FeedTexts {
  title?: string;
  description?: string;
  canonical?: string;
  index?: boolean;
  article?: { publishedTime: string; tag: string };
}

async function feedTexts(
  lng: string,
  match: RouteMatch,
  query: RouteSearchParams | undefined,
): Promise<FeedTexts | null> {
  const tr = await getTranslations({ locale: lng, namespace: 'routes' });
  const routeTitle = tr(`${match.entry.id}.title`);
  switch (match.entry.id) {
    case 'news': {
      if (match.params.slug) {
        const article = await newsArticleOf(lng, match);
        if (!article) return null;
        return {
          title: article.seo.title,
          description: article.seo.description,
          canonical: newsArticlePath(lng, article.slug),
          article: { publishedTime: article.publishedAt, tag: article.tagName },
        };
      }
      const page = newsPageOf(query) ?? 1;
      const t = await getTranslations({ locale: lng, namespace: 'news' });
      return page > 1
        ? { title: t('metaPage', { title: routeTitle, page }), canonical: newsListPath(lng, page) }
        : { canonical: newsListPath(lng) };
    }
    case 'results': {
      // A day's or a sport's results are variants of the list: kept out of the index, canonical
      // on the list.
      const type = match.params.resultsType === 'live' ? 'live' : undefined;
      if (match.params.resultsType === 'zone') return null;
      const dated = !type && parseDateFilter(query, Date.now()).kind !== 'latest';
      return dated || query?.sport !== undefined
        ? { canonical: resultsPath(lng, type), index: false }
        : null;
    }
    case 'statistic': {
      const champ = champOf(query);
      if (champ === null || Number.isNaN(champ)) return null;
      const table = (await (await getFeeds()).standings(lng)).find((t) => t.champId === champ);
      if (!table) return null;
      return {
        title: `${routeTitle}: ${table.champName}`,
        canonical: `/${lng}/statistic?champ=${table.champId}`,
      };
    }
    default:
      return null;
  }
}

/**
 * A news, results or statistics page's own metadata over the route's (server/seo/metadata.ts):
 * an article's SEO title, description and canonical, and Open Graph type article; list pages
 * past the first with their own title and canonical; a dated results view kept out of the index.
 * What the SEO module set itself (an absolute title, its description, a custom canonical) stays.
 */
export async function withFeedsMetadata(
  lng: string,
  match: RouteMatch,
  query: RouteSearchParams | undefined,
  metadata: Metadata,
): Promise<Metadata> {
  if (!FEED_ROUTES.has(match.entry.id)) return metadata;
  let texts: FeedTexts | null;
  try {
    texts = await feedTexts(lng, match, query);
  } catch (error) {
    log.error('feeds: page metadata unavailable', { error, route: match.entry.id });
    return metadata;
  }
  if (!texts) return metadata;
  const [tr, { origin }] = await Promise.all([
    getTranslations({ locale: lng, namespace: 'routes' }),
    requestIdentity(),
  ]);
  const ownTitle = typeof metadata.title === 'string';
  const ownDescription = metadata.description === tr(`${match.entry.id}.description`);
  const canonical = metadata.alternates?.canonical;
  // The route's canonical on this origin or on the SEO module's mirror domain (spec 01 §3
  // customCanonical mode mirror) takes this page's own path; a custom url stays as it is.
  const pagePath = `/${lng}/${buildPath(match.entry, match.params)}`;
  const canonicalBase =
    typeof canonical === 'string' && canonical.endsWith(pagePath)
      ? canonical.slice(0, -pagePath.length)
      : null;
  // An article's own SEO texts win over the SEO module's texts of the news section, which
  // describe the list, not the article (every article would share one title otherwise).
  const own = texts.article !== undefined;
  const title = texts.title && (ownTitle || own) ? texts.title : undefined;
  const description = texts.description && (ownDescription || own) ? texts.description : undefined;
  const robots = metadata.robots;
  const current =
    robots && typeof robots === 'object'
      ? { index: robots.index ?? true, follow: robots.follow ?? true }
      : { index: true, follow: true };
  const url = texts.canonical ? `${origin}${texts.canonical}` : undefined;
  return {
    ...metadata,
    ...(title ? { title } : {}),
    ...(description ? { description } : {}),
    robots: { index: current.index && (texts.index ?? true), follow: current.follow },
    alternates: {
      ...metadata.alternates,
      ...(texts.canonical && canonicalBase !== null
        ? { canonical: `${canonicalBase}${texts.canonical}` }
        : {}),
    },
    openGraph: {
      ...metadata.openGraph,
      ...(title ? { title } : {}),
      ...(description ? { description } : {}),
      ...(url ? { url } : {}),
      ...(texts.article
        ? {
            type: 'article',
            publishedTime: texts.article.publishedTime,
            tags: [texts.article.tag],
          }
        : {}),
    },
  } as Metadata;
}
