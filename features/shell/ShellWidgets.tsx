import { Suspense } from 'react';
import type { SiteConfigAnswer } from '@/server/upstream/schemas/config';
import {
  LazyNavigationProgress,
  LazyOfflineNotice,
  LazyScrollToTop,
  LazySupportButton,
} from './lazy-shell-parts';
import { supportOptions } from '@/features/widgets';

/**
 * The shell's widgets of the main layout: the support multi-button (spec 01 §3, §4), back to the
 * top (§9), the navigation progress bar (§9) and the offline notice (§8). Their texts (the e-mail
 * form shares the office support form's topics and messages) are among those the browser loads
 * once (server/i18n/client-texts.ts).
 */
export function ShellWidgets({ lng, config }: { lng: string; config: SiteConfigAnswer }) {
  const { siteConfig, contacts } = config;
  return (
    <>
      <LazySupportButton
        lng={lng}
        options={supportOptions(siteConfig, lng)}
        consultantId={siteConfig.consultantParams?.consultant_id || null}
        socials={contacts.socials}
      />
      <LazyScrollToTop />
      {/* useSearchParams: a page rendered ahead of time renders the bar in the browser only. */}
      <Suspense fallback={null}>
        <LazyNavigationProgress />
      </Suspense>
      <LazyOfflineNotice />
    </>
  );
}
