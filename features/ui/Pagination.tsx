import { SiteLink } from './SiteLink';
import styles from './Pagination.module.css';

/** Page links that keep the rest of the query (the payment filter). */
export function Pagination({
  page,
  pageCount,
  href,
  labels,
}: {
  page: number;
  pageCount: number;
  href: (page: number) => string;
  labels: { nav: string; previous: string; next: string; page: (page: number) => string };
}) {
  const pages = Array.from({ length: pageCount }, (_, i) => i + 1).filter(
    (p) => p === 1 || p === pageCount || Math.abs(p - page) <= 2,
  );
  return (
    <nav className={styles.pagination} aria-label={labels.nav}>
      {page > 1 && (
        <SiteLink href={href(page - 1)} rel="prev">
          {labels.previous}
        </SiteLink>
      )}
      {pages.map((p, index) => (
        <span key={p} className={styles.pageItem}>
          {index > 0 && p - (pages[index - 1] ?? p) > 1 && <span aria-hidden>…</span>}
          <SiteLink
            href={href(p)}
            aria-current={p === page ? 'page' : undefined}
            aria-label={labels.page(p)}
          >
            {p}
          </SiteLink>
        </span>
      ))}
      {page < pageCount && (
        <SiteLink href={href(page + 1)} rel="next">
          {labels.next}
        </SiteLink>
      )}
    </nav>
  );
}
