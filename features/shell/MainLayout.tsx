import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { AuthBoot } from '@/features/auth/AuthBoot';
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
  const [t, user] = await Promise.all([getTranslations('coupon'), getCurrentUser()]);
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
        languages={visibleLanguages(config, false)}
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
