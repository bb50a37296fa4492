import { Suspense } from 'react';
import type { AbstractIntlMessages } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { SiteConfigAnswer } from '@/server/upstream/schemas/config';
import { ShellTextsProvider } from '@/features/ui';
import {
  LazyNavigationProgress,
  LazyOfflineNotice,
  LazyScrollToTop,
  LazySupportButton,
} from './lazy-shell-parts';
import { supportOptions } from '@/features/widgets';

/**
 * The shell's widgets of the main layout: the support multi-button (spec 01 §3, §4), back to the
 * top (§9), the navigation progress bar (§9) and the offline notice (§8), with the texts they
 * read (the e-mail form shares the office support form's topics and messages).
 */
export async function ShellWidgets({ lng, config }: { lng: string; config: SiteConfigAnswer }) {
  const messages = await getMessages({ locale: lng });
  const office = messages.officeActivity as AbstractIntlMessages | undefined;
  const { siteConfig, contacts } = config;
  return (
    <ShellTextsProvider
      locale={lng}
      messages={{
        widgets: messages.widgets ?? {},
        officeActivity: { support: office?.support ?? {} },
      }}
    >
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
    </ShellTextsProvider>
  );
}
