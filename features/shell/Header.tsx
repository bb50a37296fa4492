import { getTranslations } from 'next-intl/server';
import { LogoutButton } from '@/features/auth';
import { AuthLink, HeaderBalance, MobileMenu, SiteLink } from './main-layout-links';
import type { Language } from '@/server/upstream/schemas/config';
import { LanguageSwitcher } from './LanguageSwitcher';
import { Logo, withLanguage } from '@/features/ui';
import { MAIN_SECTIONS } from './main-sections';
import { ThemeToggle } from './ThemeToggle';
import styles from './Header.module.css';

export interface HeaderProps {
  lng: string;
  brand: string;
  languages: readonly Language[];
  /** spec 01 §5: registration only when allowed and not on a VIP domain. */
  showRegistration: boolean;
  /** The session of the page: a player gets the account link and log-out instead. */
  signedIn: boolean;
  /** The layout the middleware chose (spec 01 §2 platform_type, a phone's user agent). */
  platform: 'desktop' | 'mobile';
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

export async function Header(props: HeaderProps) {
  return props.platform === 'mobile' ? <MobileHeader {...props} /> : <DesktopHeader {...props} />;
}

async function DesktopHeader({ lng, brand, languages, showRegistration, signedIn }: HeaderProps) {
  const t = await getTranslations('header');
  const nav = await getTranslations('nav');
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
async function MobileHeader({ lng, brand, languages, showRegistration, signedIn }: HeaderProps) {
  const t = await getTranslations('header');
  const nav = await getTranslations('nav');
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
