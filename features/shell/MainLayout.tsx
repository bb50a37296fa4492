import type { ReactNode } from 'react';
import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { Analytics } from './Analytics';
import { AppUpdate } from './AppUpdate';
import { MaintenanceNotice } from './MaintenanceNotice';
import { AgeWarningBar, PlayerProtection } from './ProtectionShell';
import { Reminders } from './Reminders';
import { ShellWidgets } from './ShellWidgets';
import { VisitorPopups } from './VisitorPopups';
import { navigationRulesFor } from '@/server/routes/guards';
import { guardVisitor } from '@/server/user/player-state';
import { NO_COUPON_RULES, type CouponRules } from '@/features/coupon';
import { loadConfigGroups, requestIdentity } from '@/server/config/site-config';
import { couponGroupSchema } from '@/server/upstream/schemas/coupon';
import { ConsentGate } from '@/features/consent';
import { log } from '@/server/log';
import { getCurrentUser } from '@/server/session/session';
import type { SiteConfigAnswer } from '@/server/upstream/schemas/config';
import { PIPELINE_HEADER } from '@/server/edge/pipeline';
import { Footer } from './Footer';
import { Header } from './Header';
import {
  LazyAuthBoot,
  LazyConversionReminder,
  LazyCouponBoot,
  LazyCouponPanel,
  LazyMediaBoot,
  LazyNavigationGuard,
  LazyNotificationHost,
  LazyOneTapPrompt,
} from './lazy-shell-parts';
import { shellFile } from '@/server/config/shell-file';
import { BottomBar } from './main-layout-links';
import { registrationThankYouPath } from '@/features/auth/server';
import { ZoneOfferSlot } from '@/features/settings/server';
import { platformOf } from './platform';
import { EmptyCoupon, RightColumn } from './RightColumn';
import styles from './MainLayout.module.css';

/**
 * The site's coupon rules (config group `coupon`, spec 02 §4, §5); without them the coupon
 * allows nothing extra (no one-click, bonus or VIP bet, no limits).
 */
async function loadCouponRules(lng: string): Promise<CouponRules> {
  try {
    const groups = await loadConfigGroups(['coupon'], lng, await requestIdentity());
    const parsed = couponGroupSchema.safeParse(groups.coupon);
    if (parsed.success) return parsed.data;
    log.error('coupon config group is not valid', { issues: parsed.error.issues });
  } catch (error) {
    log.error('coupon config group unavailable', { error });
  }
  return NO_COUPON_RULES;
}

/**
 * spec 01 §2 "Main" layout: header, content with the right column, footer from the config. The
 * header and footer are drawn from the shell's data and texts the browser loads once, not carried
 * in every page's payload (issue 26).
 */
export async function MainLayout({
  lng,
  config,
  children,
}: {
  lng: string;
  config: SiteConfigAnswer;
  children: ReactNode;
}) {
  const [t, tn, tc, tnotes, tb, user, requestHeaders, couponRules, thankYouPath] =
    await Promise.all([
      getTranslations('coupon'),
      getTranslations('navigation'),
      getTranslations('conversionReminder'),
      getTranslations('notifications'),
      getTranslations('bottomBar'),
      getCurrentUser(),
      headers(),
      loadCouponRules(lng),
      registrationThankYouPath(lng),
    ]);
  const platform = platformOf(requestHeaders.get(PIPELINE_HEADER.platform));
  const { siteConfig } = config;
  const showRegistration = siteConfig.isRegistrationAllowed && !siteConfig.isVipDomain;
  const navigationRules = navigationRulesFor(lng, siteConfig, await guardVisitor(user !== null));
  // The header's and footer's data, by its address: the browser loads it once (issue 26).
  const shell = shellFile(lng, config);
  return (
    <>
      <a className="skip-link" href="#content">
        {siteConfig.companyName}
      </a>
      <AgeWarningBar minAge={siteConfig.minAge} signedIn={user !== null} />
      <ZoneOfferSlot lng={lng} />
      <Header lng={lng} src={shell.src} signedIn={user !== null} platform={platform} />
      <div className={styles.body}>
        <main id="content" className={styles.main}>
          {children}
        </main>
        <RightColumn
          sheet={platform === 'mobile'}
          labels={{
            title: t('title'),
            myBets: t('myBets'),
            compact: t('compact'),
            full: t('full'),
            tabs: t('slipTabs'),
            myBetsLoading: t('myBetsPanel.loading'),
            closeSheet: tb('closeSlip'),
          }}
        >
          <LazyCouponPanel
            lng={lng}
            empty={<EmptyCoupon title={t('empty')} hint={t('emptyHint')} />}
          />
        </RightColumn>
      </div>
      {platform === 'mobile' && (
        <BottomBar
          lng={lng}
          signedIn={user !== null}
          labels={{
            label: tb('label'),
            line: tb('line'),
            live: tb('live'),
            casino: tb('casino'),
            slip: tb('slip'),
            slipCount: tb.raw('slipCount') as string,
            account: tb('account'),
            login: tb('login'),
          }}
        />
      )}
      <Footer lng={lng} src={shell.src} />
      {/* spec 01 §6: the one-tap prompt is for anonymous visitors, when the site enables it; its
          provider sets cookies of its own, so only with functional cookies agreed (spec 02 §6). */}
      {siteConfig.isOneTapAuthEnabled && !user && (
        <ConsentGate type="functionality">
          <LazyOneTapPrompt lng={lng} />
        </ConsentGate>
      )}
      <LazyCouponBoot rules={couponRules} geoCurrency={siteConfig.geoCurrency.iso} />
      <LazyMediaBoot />
      {user && (
        <LazyConversionReminder
          lng={lng}
          labels={{
            conversion: tc('conversion'),
            conversionHrk: tc('conversionHrk'),
            main: tc('main'),
            additional: tc('additional'),
            wallets: tc('wallets'),
          }}
        />
      )}
      <LazyNavigationGuard rules={navigationRules} labels={{ banned: tn('banned') }} />
      <PlayerProtection lng={lng} siteConfig={siteConfig} signedIn={user !== null} />
      {user && <Reminders lng={lng} userId={user.userId} />}
      <VisitorPopups lng={lng} signedIn={user !== null} showRegistration={showRegistration} />
      <AppUpdate />
      <ShellWidgets lng={lng} config={config} />
      <MaintenanceNotice lng={lng} maintenance={config.maintenance} />
      <LazyNotificationHost
        labels={{
          main_error: tnotes('main_error'),
          main_done: tnotes('main_done'),
          main_ok: tnotes('main_ok'),
          close: tnotes('close'),
        }}
      />
      <Analytics lng={lng} />
      <LazyAuthBoot
        lng={lng}
        isVipDomain={siteConfig.isVipDomain}
        showRegistration={showRegistration}
        geoCountryId={siteConfig.geoCountryId}
        geoCurrency={siteConfig.geoCurrency.iso}
        thankYouPath={thankYouPath}
      />
    </>
  );
}
