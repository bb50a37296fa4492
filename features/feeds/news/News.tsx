import { notFound, unstable_rethrow } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { RouteSearchParams } from '@/features/ui';
import { getFeeds } from '@/server/feeds/site-feeds';
import { log } from '@/server/log';
import type { RouteMatch } from '@/server/routes/match';
import { newsPageParamSchema, newsSlugSchema, type NewsList } from '@/server/upstream/schemas/news';
import { NewsArt } from './NewsArt';
import { NewsPaging } from './NewsPaging';
import { dateTimeOf, newsArticlePath, newsListPath } from './news-format';
import styles from './News.module.css';

async function unavailable(error: unknown) {
  unstable_rethrow(error);
  log.error('news: unavailable', { error });
  const t = await getTranslations('news');
  return <p className={styles.notice}>{t('unavailable')}</p>;
}

/** `?page=` of the list: 1 when absent, null when it is no page number (a 404). */
export function newsPageOf(searchParams: RouteSearchParams | undefined): number | null {
  const raw = searchParams?.page;
  if (raw === undefined) return 1;
  const parsed = newsPageParamSchema.safeParse(Array.isArray(raw) ? raw[0] : raw);
  return parsed.success ? parsed.data : null;
}

/**
 * The news list (spec 01 §2 "Other": `news`): articles newest first with their picture, tag,
 * date and lead, paged by plain links (issue 13: the rest of the list works without JavaScript
 * and is followed by search engines).
 */
export async function NewsList({
  lng,
  searchParams,
}: {
  lng: string;
  searchParams?: RouteSearchParams;
}) {
  const page = newsPageOf(searchParams);
  if (page === null) notFound();
  const t = await getTranslations('news');
  let list: NewsList | null;
  try {
    list = await (await getFeeds()).news(lng, page);
  } catch (error) {
    return await unavailable(error);
  }
  if (!list) notFound();
  if (list.data.length === 0) return <p className={styles.notice}>{t('empty')}</p>;
  return (
    <section className={styles.list} aria-label={t('listLabel')}>
      <ul className={styles.cards}>
        {list.data.map((item) => (
          <li key={item.slug} className={styles.card}>
            <NewsArt tag={item.tag} />
            <div className={styles.cardBody}>
              <p className={styles.meta}>
                <span className={styles.tag}>{item.tagName}</span>
                <time dateTime={item.publishedAt}>{dateTimeOf(lng, item.publishedAt)}</time>
              </p>
              <h2 className={styles.cardTitle}>
                <a href={newsArticlePath(lng, item.slug)}>{item.title}</a>
              </h2>
              <p className={styles.lead}>{item.lead}</p>
            </div>
          </li>
        ))}
      </ul>
      <NewsPaging
        page={list.meta.page}
        count={list.meta.pages}
        href={(p) => newsListPath(lng, p)}
        labels={{
          nav: t('paging.nav'),
          previous: t('paging.previous'),
          next: t('paging.next'),
          page: t('paging.page', { page: '{page}' }),
        }}
      />
    </section>
  );
}

/** One article (`news/{slug}`); an unknown slug is a 404. */
export async function NewsArticlePage({ lng, slug }: { lng: string; slug: string }) {
  if (!newsSlugSchema.safeParse(slug).success) notFound();
  const t = await getTranslations('news');
  let article;
  try {
    article = await (await getFeeds()).article(lng, slug);
  } catch (error) {
    return await unavailable(error);
  }
  if (!article) notFound();
  return (
    <section className={styles.article}>
      <NewsArt tag={article.tag} large />
      <p className={styles.meta}>
        <span className={styles.tag}>{article.tagName}</span>
        <time dateTime={article.publishedAt}>
          {t('published', { date: dateTimeOf(lng, article.publishedAt) })}
        </time>
      </p>
      <p className={styles.articleLead}>{article.lead}</p>
      {article.body.map((section, index) => (
        <section key={index} className={styles.section}>
          {section.heading && <h2>{section.heading}</h2>}
          {section.paragraphs.map((paragraph, p) => (
            <p key={p}>{paragraph}</p>
          ))}
        </section>
      ))}
      <p>
        <a className={styles.back} href={newsListPath(lng)}>
          {t('back')}
        </a>
      </p>
    </section>
  );
}

/** The `news` route: the list, or the article its slug names. */
export async function NewsPage({
  lng,
  match,
  searchParams,
}: {
  lng: string;
  match: RouteMatch;
  searchParams?: RouteSearchParams;
}) {
  const slug = match.params.slug;
  return slug ? NewsArticlePage({ lng, slug }) : NewsList({ lng, searchParams });
}
