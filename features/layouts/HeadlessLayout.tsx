import type { ReactNode } from 'react';
import styles from './HeadlessLayout.module.css';

/** A landing with no site header: the page, and the legal lines every page must carry. */
export function HeadlessLayout({
  minAge,
  licenceText,
  copyright,
  children,
}: {
  minAge: number;
  licenceText: string;
  copyright: string;
  children: ReactNode;
}) {
  return (
    <>
      <main id="content" className={styles.main}>
        {children}
      </main>
      <footer className={styles.legal}>
        <span className={styles.age}>{minAge}+</span>
        <span>{licenceText}</span>
        <span>{copyright}</span>
      </footer>
    </>
  );
}
