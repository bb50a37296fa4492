import type { ReactNode } from 'react';
import styles from './StatusPage.module.css';

/**
 * The technical pages (spec 01 §2 "Error page", §8 "Unknown routes and errors render the
 * technical error page"): a status code, a title, a line of help and the ways out.
 */
export function StatusPage({
  code,
  title,
  text,
  actions,
}: {
  code: string;
  title: string;
  text: string;
  actions: ReactNode;
}) {
  return (
    <section className={styles.page} aria-labelledby="status-title">
      <div className={styles.code} aria-hidden="true">
        {code}
      </div>
      <h1 id="status-title">{title}</h1>
      <p>{text}</p>
      <div className={styles.actions}>{actions}</div>
    </section>
  );
}

export const statusPageStyles = styles;
