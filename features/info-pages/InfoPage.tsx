import { notFound, unstable_rethrow } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getCms } from '@/server/cms/site-cms';
import { log } from '@/server/log';
import type { RouteMatch } from '@/server/routes/match';
import type { CmsPage } from '@/server/upstream/schemas/cms';
import { CmsSections } from './CmsSections';
import { cmsSlugOf } from './info-pages';
import styles from './InfoPage.module.css';

/**
 * An information page's text from the CMS; the rules add the group's chapters as links and show
 * the chosen one (rules/{ruleGroup}/{chapter}). 404 for a page or chapter the CMS does not have.
 */
export async function InfoPage({ lng, match }: { lng: string; match: RouteMatch }) {
  const slug = cmsSlugOf(match);
  if (!slug) return null;
  const t = await getTranslations('infoPages');
  let page: CmsPage | null;
  try {
    page = await (await getCms()).page(lng, slug);
  } catch (error) {
    unstable_rethrow(error);
    log.error('cms: page unavailable', { error, slug });
    return <p className={styles.notice}>{t('unavailable')}</p>;
  }
  if (!page) notFound();
  const updated = (
    <p className={styles.updated}>
      {t('updated', {
        date: new Intl.DateTimeFormat(lng, { dateStyle: 'long', timeZone: 'UTC' }).format(
          new Date(page.updatedAt),
        ),
      })}
    </p>
  );
  const chapters = page.chapters ?? [];
  if (chapters.length === 0) {
    return (
      <div className={styles.page}>
        <CmsSections sections={page.sections} />
        {updated}
      </div>
    );
  }

  const { ruleGroup = '', chapter: chapterSlug } = match.params;
  const chapter = chapterSlug ? chapters.find((c) => c.slug === chapterSlug) : undefined;
  if (chapterSlug && !chapter) notFound();
  const base = `/${lng}/rules/${ruleGroup}`;
  return (
    <div className={`${styles.page} ${styles.withChapters}`}>
      <nav className={styles.chapters} aria-labelledby="rules-chapters">
        <h2 id="rules-chapters">{t('chapters')}</h2>
        <ol>
          {chapters.map((c) => (
            <li key={c.slug}>
              <a
                href={`${base}/${c.slug}`}
                aria-current={c.slug === chapter?.slug ? 'page' : undefined}
              >
                {c.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className={styles.body}>
        {chapter ? (
          <CmsSections
            sections={[{ heading: chapter.title, paragraphs: [] }, ...chapter.sections]}
          />
        ) : (
          <>
            <CmsSections sections={page.sections} />
            {chapters.map((c) => (
              <CmsSections
                key={c.slug}
                sections={[{ heading: c.title, paragraphs: [] }, ...c.sections]}
              />
            ))}
          </>
        )}
        {updated}
      </div>
    </div>
  );
}
