import type { ReactNode } from 'react';
import styles from './Activity.module.css';

/** A section of an office activity page, named by its caption; `aside` stands beside the caption. */
export function ActivitySection({
  id,
  caption,
  aside,
  wide = false,
  children,
}: {
  id: string;
  caption: ReactNode;
  aside?: ReactNode;
  /** Spans the whole support grid. */
  wide?: boolean;
  children: ReactNode;
}) {
  const heading = (
    <h2 id={id} className={styles.caption}>
      {caption}
    </h2>
  );
  return (
    <section
      className={wide ? `${styles.section} ${styles.wide}` : styles.section}
      aria-labelledby={id}
    >
      {aside === undefined ? (
        heading
      ) : (
        <div className={styles.sectionHead}>
          {heading}
          {aside}
        </div>
      )}
      {children}
    </section>
  );
}

/** A dense table in its scroller; the caption is for screen readers (the section shows it). */
export function ActivityTable({
  caption,
  columns,
  children,
}: {
  caption: string;
  /** The header cells. */
  columns: ReactNode;
  /** The body rows. */
  children: ReactNode;
}) {
  return (
    <div className={styles.scroller}>
      <table className={styles.table}>
        <caption className={styles.visuallyHidden}>{caption}</caption>
        <thead>
          <tr>{columns}</tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** What stands instead of a list the upstream could not answer. */
export function Unavailable({ children }: { children: ReactNode }) {
  return (
    <p className={styles.notice} role="status">
      {children}
    </p>
  );
}
