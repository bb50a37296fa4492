import { notFound, unstable_rethrow } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { RouteSearchParams } from '@/features/ui';
import { getCms } from '@/server/cms/site-cms';
import { log } from '@/server/log';
import { buildPath, type RouteMatch } from '@/server/routes/match';
import type { CmsPage } from '@/server/upstream/schemas/cms';
import { LazyBettingCalculator } from './lazy-parts';
import type { CalculatorLabels } from './BettingCalculator';
import { parseCalculatorQuery } from './betting-calculator';
import { CmsSections } from './CmsSections';
import { Glossary } from './Glossary';
import { glossaryView } from './glossary';
import { chapterHref, chapterSlugOf, CHAPTER_ROUTES, cmsSlugOf } from './info-pages';
import styles from './InfoPage.module.css';

/**
 * An information page's text from the CMS (spec 01 §2 "Information", "Other"). Pages with
 * chapters (rules, Football Champions rules, partners, a token's tabs) add them as links and show
 * the chosen one; the glossary and the betting calculator add their own parts. 404 for a page,
 * chapter or glossary entry the CMS does not have.
 */
export async function InfoPage({
  lng,
  match,
  searchParams,
}: {
  lng: string;
  match: RouteMatch;
  searchParams?: RouteSearchParams;
}) {
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

  if (page.glossary) {
    const view = glossaryView(page.glossary, match.params);
    if (!view) notFound();
    return (
      <div className={styles.page}>
        {!match.params.block && <CmsSections sections={page.sections} />}
        <Glossary
          lng={lng}
          glossary={page.glossary}
          view={view}
          labels={{ letters: t('glossary.letters'), related: t('glossary.related') }}
        />
        {updated}
      </div>
    );
  }

  const chapters = page.chapters ?? [];
  if (chapters.length === 0) {
    return (
      <div className={styles.page}>
        <CmsSections sections={page.sections} />
        {match.entry.id === 'bettingCalculator' && (
          <LazyBettingCalculator
            lng={lng}
            action={`/${lng}/${buildPath(match.entry, match.params)}`}
            initial={parseCalculatorQuery(searchParams)}
            labels={await calculatorLabels()}
          />
        )}
        {updated}
      </div>
    );
  }

  const chapterSlug = chapterSlugOf(match);
  const chapter = chapterSlug ? chapters.find((c) => c.slug === chapterSlug) : undefined;
  if (chapterSlug && !chapter) notFound();
  const tabs = CHAPTER_ROUTES[match.entry.id]?.withoutChapter === 'first';
  const shown = chapter ?? (tabs ? chapters[0] : undefined);
  return (
    <div className={`${styles.page} ${tabs ? '' : styles.withChapters}`}>
      <nav
        className={tabs ? styles.tabs : styles.chapters}
        {...(tabs ? { 'aria-label': t('tabs') } : { 'aria-labelledby': 'info-chapters' })}
      >
        {!tabs && <h2 id="info-chapters">{t('chapters')}</h2>}
        <ol>
          {chapters.map((c) => (
            <li key={c.slug}>
              <a
                href={chapterHref(lng, match, c.slug)}
                aria-current={c.slug === shown?.slug ? 'page' : undefined}
              >
                {c.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className={styles.body}>
        {!chapter && <CmsSections sections={page.sections} />}
        {shown ? (
          <CmsSections sections={[{ heading: shown.title, paragraphs: [] }, ...shown.sections]} />
        ) : (
          chapters.map((c) => (
            <CmsSections
              key={c.slug}
              sections={[{ heading: c.title, paragraphs: [] }, ...c.sections]}
            />
          ))
        )}
        {updated}
      </div>
    </div>
  );
}

async function calculatorLabels(): Promise<CalculatorLabels> {
  const t = await getTranslations('infoPages.calculator');
  return {
    heading: t('heading'),
    type: t('type'),
    types: { single: t('single'), accumulator: t('accumulator'), system: t('system') },
    selection: t.raw('selection') as string,
    addSelection: t('addSelection'),
    systemSize: t('systemSize'),
    systemOption: t.raw('systemOption') as string,
    stake: t('stake'),
    calculate: t('calculate'),
    emptyRows: t('emptyRows'),
    result: t('result'),
    totalStake: t('totalStake'),
    lines: t('lines'),
    stakePerLine: t('stakePerLine'),
    possibleWin: t('possibleWin'),
    minWin: t('minWin'),
    profit: t('profit'),
    errors: {
      incomplete: t('incomplete'),
      odds: t('errorOdds'),
      stake: t('errorStake'),
      selections: t('errorSelections'),
    },
  };
}
