import styles from './News.module.css';

export interface NewsPagingLabels {
  nav: string;
  previous: string;
  next: string;
  /** "Page {page}" */
  page: string;
}

/**
 * The news list's pages as plain links with rel=prev/next (issue 13: the rest of the list works
 * without JavaScript and is followed by search engines). A step that leads nowhere is left out
 * rather than shown greyed.
 */
export function NewsPaging({
  page,
  count,
  href,
  labels,
}: {
  page: number;
  count: number;
  href: (page: number) => string;
  labels: NewsPagingLabels;
}) {
  if (count <= 1) return null;
  return (
    <nav className={styles.paging} aria-label={labels.nav}>
      {page > 1 && (
        <a href={href(page - 1)} rel="prev">
          {labels.previous}
        </a>
      )}
      {Array.from({ length: count }, (_, index) => index + 1).map((p) => (
        <a
          key={p}
          href={href(p)}
          aria-current={p === page ? 'page' : undefined}
          aria-label={labels.page.replace('{page}', String(p))}
        >
          {p}
        </a>
      ))}
      {page < count && (
        <a href={href(page + 1)} rel="next">
          {labels.next}
        </a>
      )}
    </nav>
  );
}
