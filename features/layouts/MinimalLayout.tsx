import type { ReactNode } from 'react';
import { SiteLink } from '@/features/widgets/SiteLink';
import { Logo } from '@/features/shell/Logo';
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
          <SiteLink href={homeHref} aria-label={brand}>
            <Logo brand={brand} />
          </SiteLink>
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
