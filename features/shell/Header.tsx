'use client';

import { LogoutButton } from '@/features/auth';
import { AuthLink, HeaderBalance, MobileMenu, SiteLink } from './main-layout-links';
import { LanguageSwitcher } from './LanguageSwitcher';
import { visibleLanguages } from './languages';
import { Logo, useDocumentFile, usePlainTexts, withLanguage } from '@/features/ui';
import { MAIN_SECTIONS } from './main-sections';
import type { ShellData } from './shell-data';
import { ThemeToggle } from './ThemeToggle';
import styles from './Header.module.css';

export interface HeaderProps {
  lng: string;
  /** Where the shell's data is (server/config/shell-file.ts): brand, languages, registration. */
  src: string;
  /** The session of the page: a player gets the account link and log-out instead. */
  signedIn: boolean;
  /** The layout the middleware chose (spec 01 §2 platform_type, a phone's user agent). */
  platform: 'desktop' | 'mobile';
}

interface HeaderViewProps {
  lng: string;
  shell: ShellData;
  signedIn: boolean;
}

/**
 * Which sections leave the bar for "More" when it is narrow (a language with long names, a small
 * window, a larger font): the last ones first ('late'), then the middle ones ('early'); the first
 * three always stay.
 */
function foldOf(index: number): 'early' | 'late' | undefined {
  if (index < 3) return undefined;
  return index < 5 ? 'early' : 'late';
}

/** A visitor's Log in and Sign up (spec 01 §5: sign-up only where registration is open). */
function SignInLinks({
  lng,
  showRegistration,
  labels,
}: {
  lng: string;
  showRegistration: boolean;
  labels: { login: string; registration: string };
}) {
  return (
    <>
      <AuthLink href={withLanguage(lng, '/user/login')} modal="login" className={styles.login}>
        {labels.login}
      </AuthLink>
      {showRegistration && (
        <AuthLink
          href={withLanguage(lng, '/registration')}
          modal="registration"
          className={styles.register}
        >
          {labels.registration}
        </AuthLink>
      )}
    </>
  );
}

/**
 * The site's header with its menus (spec 01 §2 "Main" layout), drawn from the shell's data and
 * the texts the browser loads once (issue 26: the shell sent once), so a page's payload carries
 * where they are, not the header itself.
 */
export function Header({ lng, src, signedIn, platform }: HeaderProps) {
  const shell = useDocumentFile<ShellData>(src);
  return platform === 'mobile' ? (
    <MobileHeader lng={lng} shell={shell} signedIn={signedIn} />
  ) : (
    <DesktopHeader lng={lng} shell={shell} signedIn={signedIn} />
  );
}

function DesktopHeader({ lng, shell, signedIn }: HeaderViewProps) {
  const t = usePlainTexts('header');
  const nav = usePlainTexts('nav');
  const { brand, showRegistration } = shell;
  const languages = visibleLanguages(shell, signedIn);
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <SiteLink href={`/${lng}`} className={styles.logo} aria-label={t('home', { brand })}>
          <Logo brand={brand} />
        </SiteLink>
        <nav className={styles.nav} aria-label={nav('label')}>
          <ul className={styles.sections}>
            {MAIN_SECTIONS.map((section, index) => (
              <li key={section.key} data-fold={foldOf(index)}>
                <SiteLink
                  href={withLanguage(lng, section.href)}
                  className={section.key === 'live' ? styles.live : undefined}
                >
                  {nav(section.key)}
                </SiteLink>
              </li>
            ))}
            {/* The sections that do not fit the bar: shown here instead (Header.module.css). */}
            <li className={styles.more}>
              <details>
                <summary>{nav('more')}</summary>
                <ul>
                  {MAIN_SECTIONS.map((section, index) =>
                    foldOf(index) === undefined ? null : (
                      <li key={section.key} data-fold={foldOf(index)}>
                        <SiteLink href={withLanguage(lng, section.href)}>
                          {nav(section.key)}
                        </SiteLink>
                      </li>
                    ),
                  )}
                </ul>
              </details>
            </li>
          </ul>
        </nav>
        <div className={styles.actions}>
          <LanguageSwitcher current={lng} languages={languages} label={t('language')} />
          <ThemeToggle toLight={t('themeToLight')} toDark={t('themeToDark')} />
          {signedIn ? (
            <>
              <HeaderBalance lng={lng} labels={{ balance: t('balance'), deposit: t('deposit') }} />
              <SiteLink href={withLanguage(lng, '/office/account')} className={styles.account}>
                {t('account')}
              </SiteLink>
              <LogoutButton label={t('logout')} className={styles.login} />
            </>
          ) : (
            <SignInLinks
              lng={lng}
              showRegistration={showRegistration}
              labels={{ login: t('login'), registration: t('registration') }}
            />
          )}
        </div>
      </div>
    </header>
  );
}

/**
 * The phone layout's header (issue 22 §1): the menu drawer (every section, the language, the
 * theme), the brand's shield, and sign-in and sign-up or the account; sports, live, casino and
 * the slip are in the bottom bar.
 */
function MobileHeader({ lng, shell, signedIn }: HeaderViewProps) {
  const t = usePlainTexts('header');
  const nav = usePlainTexts('nav');
  const { brand, showRegistration } = shell;
  const languages = visibleLanguages(shell, signedIn);
  return (
    <header className={styles.header}>
      <div className={`${styles.bar} ${styles.mobileBar}`}>
        <MobileMenu label={t('menu')} closeLabel={t('closeMenu')}>
          <nav aria-label={nav('label')}>
            <ul className={styles.drawerSections}>
              {MAIN_SECTIONS.map((section) => (
                <li key={section.key}>
                  <SiteLink
                    href={withLanguage(lng, section.href)}
                    className={section.key === 'live' ? styles.live : undefined}
                  >
                    {nav(section.key)}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className={styles.drawerTools}>
            <LanguageSwitcher
              current={lng}
              languages={languages}
              label={t('language')}
              menuAlign="start"
            />
            <ThemeToggle toLight={t('themeToLight')} toDark={t('themeToDark')} />
            {signedIn && <LogoutButton label={t('logout')} className={styles.login} />}
          </div>
        </MobileMenu>
        <SiteLink href={`/${lng}`} className={styles.logo} aria-label={t('home', { brand })}>
          <Logo brand={brand} compact />
        </SiteLink>
        <div className={styles.actions}>
          {signedIn ? (
            // The account itself is the bottom bar's last button.
            <HeaderBalance lng={lng} labels={{ balance: t('balance'), deposit: t('deposit') }} />
          ) : (
            <SignInLinks
              lng={lng}
              showRegistration={showRegistration}
              labels={{ login: t('login'), registration: t('registration') }}
            />
          )}
        </div>
      </div>
    </header>
  );
}
