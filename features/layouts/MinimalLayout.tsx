import type { ReactNode } from 'react';
import { Logo } from '@/features/ui';
import styles from './MinimalLayout.module.css';

/**
 * The frame of the maintenance, blocked and empty layouts (spec 01 §2): the brand and the page,
 * without navigation that would lead a visitor back into what is closed to them.
 */
export function MinimalLayout({
  brand,
  homeHref,
  footer,
  children,
}: {
  brand: string;
  /** Where the logo leads; none where the site itself is closed (maintenance, block). */
  homeHref?: string;
  footer: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.shell}>
      <header className={styles.top}>
        {homeHref ? (
          // A plain link: Next renders this frame with every page of the language (the root
          // not-found boundary), where a client link would bring its route's script along.
          <a href={homeHref} aria-label={brand}>
            <Logo brand={brand} />
          </a>
        ) : (
          <Logo brand={brand} />
        )}
      </header>
      <main id="content" className={styles.content}>
        {children}
      </main>
      <footer className={styles.bottom}>{footer}</footer>
    </div>
  );
}

export const minimalStyles = styles;
