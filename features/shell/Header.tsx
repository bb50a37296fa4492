import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { Language } from '@/server/upstream/schemas/config';
import { LanguageSwitcher } from './LanguageSwitcher';
import { Logo } from './Logo';
import { MAIN_SECTIONS } from './main-sections';
import { withLanguage } from './paths';
import { ThemeToggle } from './ThemeToggle';
import styles from './Header.module.css';

export interface HeaderProps {
  lng: string;
  brand: string;
  languages: readonly Language[];
  /** spec 01 §5: registration only when allowed and not on a VIP domain. */
  showRegistration: boolean;
}

export async function Header({ lng, brand, languages, showRegistration }: HeaderProps) {
  const t = await getTranslations('header');
  const nav = await getTranslations('nav');
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link href={`/${lng}`} className={styles.logo} aria-label={t('home', { brand })}>
          <Logo brand={brand} />
        </Link>
        <nav className={styles.nav} aria-label={nav('label')}>
          <ul>
            {MAIN_SECTIONS.map((section) => (
              <li key={section.key}>
                <Link
                  href={withLanguage(lng, section.href)}
                  className={section.key === 'live' ? styles.live : undefined}
                >
                  {nav(section.key)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.actions}>
          <LanguageSwitcher current={lng} languages={languages} label={t('language')} />
          <ThemeToggle toLight={t('themeToLight')} toDark={t('themeToDark')} />
          <Link href={withLanguage(lng, '/user/login')} className={styles.login}>
            {t('login')}
          </Link>
          {showRegistration && (
            <Link href={withLanguage(lng, '/registration')} className={styles.register}>
              {t('registration')}
            </Link>
          )}
        </div>
      </div>
    </header>
  );
}
