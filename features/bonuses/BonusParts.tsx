import type { ReactNode } from 'react';
import { notFound, unstable_rethrow } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { log } from '@/server/log';
import { getCasinoSlugs, getTilesPage } from '@/server/casino/site-casino';
import type { GamesSelection } from '@/server/upstream/schemas/cms-bonus';
import { sectionPagePath, GamesGrid, GAMES_PER_PAGE, pageCount } from '@/features/casino';
import { casinoView } from '@/features/casino/server';
import { Paging } from '@/features/widgets';
import styles from './Bonuses.module.css';

/** A row of an offer page: enough tiles for two lines on a desktop. */
const ROW_GAMES = 12;

/** The notice a page shows in its frame when the CMS cannot answer (a 404 or redirect goes on). */
export async function BonusUnavailable({ error }: { error: unknown }) {
  unstable_rethrow(error);
  log.error('cms: bonus page unavailable', { error });
  const t = await getTranslations('bonuses');
  return (
    <p className={styles.notice} role="status">
      {t('unavailable')}
    </p>
  );
}

/** UTC: the CMS's dates are the same for every visitor and on the server. */
export function formatDate(lng: string, iso: string, withTime = false): string {
  return new Intl.DateTimeFormat(lng, {
    dateStyle: 'medium',
    ...(withTime ? { timeStyle: 'short' } : {}),
    timeZone: 'UTC',
  }).format(new Date(iso));
}

export function formatMoney(lng: string, money: { amount: number; currency: string }): string {
  return new Intl.NumberFormat(lng, {
    style: 'currency',
    currency: money.currency,
    maximumFractionDigits: 0,
  }).format(money.amount);
}

/** "1 Mar 2025 – 31 May 2030", "Running since …", or nothing for an offer with no dates. */
export function Period({
  lng,
  startsAt,
  endsAt,
  since,
  withTime = false,
}: {
  lng: string;
  startsAt?: string;
  endsAt: string | null;
  since: (date: string) => string;
  withTime?: boolean;
}) {
  if (!startsAt) return null;
  if (endsAt === null) {
    return <time dateTime={startsAt}>{since(formatDate(lng, startsAt, withTime))}</time>;
  }
  return (
    <>
      <time dateTime={startsAt}>{formatDate(lng, startsAt, withTime)}</time>
      {' – '}
      <time dateTime={endsAt}>{formatDate(lng, endsAt, withTime)}</time>
    </>
  );
}

/** An offer's hero: its badge in large type and the words beside it. */
export function BonusHero({
  badge,
  theme,
  tag,
  title,
  children,
}: {
  badge: string;
  theme?: string;
  tag?: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div className={styles.hero} data-theme={theme}>
      <p className={styles.badge} aria-hidden="true">
        {badge}
      </p>
      <div className={styles.heroText}>
        {tag && <p className={styles.tag}>{tag}</p>}
        <h2>{title}</h2>
        {children}
      </div>
    </div>
  );
}

export function TermsBox({ id, title, terms }: { id: string; title: string; terms: string[] }) {
  return (
    <section className={styles.box} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ol>
        {terms.map((term) => (
          <li key={term}>{term}</li>
        ))}
      </ol>
    </section>
  );
}

/**
 * The catalogue games an offer is played on, as the casino's own tiles (spec 01 §2 "Bonus
 * games": a bonus's games come from the casino catalogue). `paged`: the whole list with page
 * links that work without JavaScript; otherwise the first row and a link to the section.
 */
export async function OfferGames({
  lng,
  selection,
  title,
  paged,
}: {
  lng: string;
  selection: GamesSelection;
  title: string;
  paged?: { page: number; base: string };
}) {
  const [list, casino, slugs, t] = await Promise.all([
    getTilesPage(lng, {
      ...selection,
      sort: 'popular',
      ...(paged ? { page: paged.page, perPage: GAMES_PER_PAGE } : { page: 1, perPage: ROW_GAMES }),
    }),
    casinoView(lng),
    getCasinoSlugs(lng),
    getTranslations('bonuses'),
  ]);
  const count = pageCount(list.total, list.perPage);
  // A page past the end is no page (issue 13: search engines follow only real pages).
  if (paged && paged.page > Math.max(count, 1)) notFound();
  const plainSection = !selection.provider && !selection.flag;
  const sectionPath = plainSection
    ? sectionPagePath(selection.category, slugs, selection.subcategory)
    : null;
  return casino.withFavourites(
    <section className={styles.section} aria-labelledby="offer-games">
      <header className={styles.sectionHead}>
        <h2 id="offer-games">{title}</h2>
        <span className={styles.meta}>{t('gamesCount', { count: list.total })}</span>
        {!paged && sectionPath && list.total > list.tiles.length && (
          <a href={`/${lng}/${sectionPath}`}>{t('allGames')}</a>
        )}
      </header>
      {list.total === 0 ? (
        <p className={styles.notice}>{t('noGames')}</p>
      ) : (
        <GamesGrid tiles={list.tiles} view={casino.view} label={title} eager={false} />
      )}
      {paged && (
        <Paging
          page={list.page}
          count={count}
          href={(page) => (page === 1 ? paged.base : `${paged.base}?page=${page}`)}
          labels={casino.paging}
        />
      )}
    </section>,
  );
}
