'use client';

import { usePathname } from 'next/navigation';
import type { Language } from '@/server/upstream/schemas/config';
import { switchLanguage } from '@/features/ui';
import styles from './LanguageSwitcher.module.css';

/** A disclosure of plain links to the same page in each language: works without JavaScript. */
export function LanguageSwitcher({
  current,
  languages,
  label,
  menuAlign = 'end',
}: {
  current: string;
  languages: readonly Language[];
  label: string;
  /** Which edge of the button the list of languages lines up with (the drawer's is the left). */
  menuAlign?: 'start' | 'end';
}) {
  const pathname = usePathname() ?? `/${current}`;
  return (
    <details className={styles.switcher}>
      <summary aria-label={`${label}: ${current}`}>{current}</summary>
      <ul className={menuAlign === 'start' ? `${styles.menu} ${styles.menuStart}` : styles.menu}>
        {languages.map((language) => (
          <li key={language.code}>
            <a
              href={switchLanguage(pathname, language.code)}
              hrefLang={language.code}
              lang={language.code}
              aria-current={language.code === current ? 'true' : undefined}
            >
              {language.name}
              <span className={styles.code}>{language.code}</span>
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
