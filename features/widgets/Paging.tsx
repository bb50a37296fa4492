import { SiteLink } from '@/features/ui';
import styles from './Paging.module.css';

export interface PagingLabels {
  nav: string;
  previous: string;
  next: string;
  /** "Page {page}" */
  page: string;
}

/** The page numbers shown: the first, the last and two on each side of the current one. */
export function visiblePages(page: number, count: number): number[] {
  return Array.from({ length: count }, (_, i) => i + 1).filter(
    (p) => p === 1 || p === count || Math.abs(p - page) <= 2,
  );
}

/**
 * Page links with rel=prev/next (issue 13: the rest of a list is behind links a search engine
 * follows and a visitor without JavaScript uses).
 */
export function Paging({
  page,
  count,
  href,
  labels,
}: {
  page: number;
  count: number;
  href: (page: number) => string;
  labels: PagingLabels;
}) {
  if (count <= 1) return null;
  const pages = visiblePages(page, count);
  return (
    <nav className={styles.paging} aria-label={labels.nav}>
      {page > 1 ? (
        <SiteLink href={href(page - 1)} rel="prev" prefetch={false} className={styles.pageStep}>
          {labels.previous}
        </SiteLink>
      ) : (
        <span className={styles.pageStep} aria-hidden="true">
          {labels.previous}
        </span>
      )}
      <ul className={styles.pageList}>
        {pages.map((p, index) => (
          <li key={p}>
            {index > 0 && p - (pages[index - 1] ?? p) > 1 && (
              <span className={styles.pageGap} aria-hidden="true">
                …
              </span>
            )}
            <SiteLink
              href={href(p)}
              prefetch={false}
              className={styles.pageLink}
              aria-current={p === page ? 'page' : undefined}
              aria-label={labels.page.replace('{page}', String(p))}
            >
              {p}
            </SiteLink>
          </li>
        ))}
      </ul>
      {page < count ? (
        <SiteLink href={href(page + 1)} rel="next" prefetch={false} className={styles.pageStep}>
          {labels.next}
        </SiteLink>
      ) : (
        <span className={styles.pageStep} aria-hidden="true">
          {labels.next}
        </span>
      )}
    </nav>
  );
}
