import type { ReactNode } from 'react';
import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { AuthBoot } from '@/features/auth/AuthBoot';
import { OneTapPrompt } from '@/features/social/OneTapPrompt';
import { getCurrentUser } from '@/server/session/session';
import type { SiteConfigAnswer } from '@/server/upstream/schemas/config';
import { Footer } from './Footer';
import { Header } from './Header';
import { visibleLanguages } from './languages';
import { EmptyCoupon, RightColumn } from './RightColumn';
import styles from './MainLayout.module.css';

/** spec 01 §2 "Main" layout: header, content with the right column, footer from the config. */
export async function MainLayout({
  lng,
  config,
  children,
}: {
  lng: string;
  config: SiteConfigAnswer;
  children: ReactNode;
}) {
  const [t, user, requestHeaders] = await Promise.all([
    getTranslations('coupon'),
    getCurrentUser(),
    headers(),
  ]);
  // The per-request nonce of the page's CSP (middleware.ts), for scripts we add ourselves.
  const nonce = /'nonce-([^']+)'/.exec(requestHeaders.get('content-security-policy') ?? '')?.[1];
  const { siteConfig } = config;
  const showRegistration = siteConfig.isRegistrationAllowed && !siteConfig.isVipDomain;
  return (
    <>
      <a className="skip-link" href="#content">
        {siteConfig.companyName}
      </a>
      <Header
        lng={lng}
        brand={siteConfig.companyName}
        languages={visibleLanguages(config, user !== null)}
        showRegistration={showRegistration}
        signedIn={user !== null}
      />
      <div className={styles.body}>
        <main id="content" className={styles.main}>
          {children}
        </main>
        <RightColumn
          labels={{
            title: t('title'),
            myBets: t('myBets'),
            compact: t('compact'),
            full: t('full'),
          }}
        >
          <EmptyCoupon title={t('empty')} hint={t('emptyHint')} />
        </RightColumn>
      </div>
      <Footer
        lng={lng}
        footer={config.footer}
        contacts={config.contacts}
        licenceText={config.licenceConfig.text}
        minAge={siteConfig.minAge}
      />
      {/* spec 01 §6: the one-tap prompt is for anonymous visitors, when the site enables it. */}
      {siteConfig.isOneTapAuthEnabled && !user && <OneTapPrompt lng={lng} nonce={nonce} />}
      <AuthBoot
        lng={lng}
        isVipDomain={siteConfig.isVipDomain}
        showRegistration={showRegistration}
        geoCountryId={siteConfig.geoCountryId}
        geoCurrency={siteConfig.geoCurrency.iso}
      />
    </>
  );
}
