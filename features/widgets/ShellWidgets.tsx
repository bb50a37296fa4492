import { Suspense } from 'react';
import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { SiteConfigAnswer } from '@/server/upstream/schemas/config';
import { NavigationProgress } from './NavigationProgress';
import { OfflineNotice } from './OfflineNotice';
import { ScrollToTop } from './ScrollToTop';
import { SupportButton } from './SupportButton';
import { supportOptions } from './support-options';

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
    <NextIntlClientProvider
      locale={lng}
      messages={{
        widgets: messages.widgets ?? {},
        officeActivity: { support: office?.support ?? {} },
      }}
    >
      <SupportButton
        lng={lng}
        options={supportOptions(siteConfig, lng)}
        consultantId={siteConfig.consultantParams?.consultant_id || null}
        socials={contacts.socials}
      />
      <ScrollToTop />
      {/* useSearchParams: a page rendered ahead of time renders the bar in the browser only. */}
      <Suspense fallback={null}>
        <NavigationProgress />
      </Suspense>
      <OfflineNotice />
    </NextIntlClientProvider>
  );
}
