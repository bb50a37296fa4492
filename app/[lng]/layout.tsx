import './globals.css';
import type { ReactNode } from 'react';
import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { initialSettings } from '@/features/settings/settingsSlice';
import { interCyrillic, interLatin } from '@/features/shell/fonts';
import { isVisibleLanguage } from '@/features/shell/languages';
import { appThemeOf, themeName } from '@/features/shell/theme';
import { StoreProvider } from '@/features/store/StoreProvider';
import { getSiteConfig } from '@/server/config/site-config';
import { RIGHT_SECTION_COOKIE, THEME_COOKIE } from '@/server/edge/cookie-names';

/** Message namespaces client components read; the rest stays on the server. */
const CLIENT_NAMESPACES = ['errors', 'header', 'coupon'] as const;

type Params = Promise<{ lng: string }>;

/** spec 01 §5: the language prefix is two lowercase letters. */
const LANGUAGE_PREFIX = /^[a-z]{2}$/;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { lng } = await params;
  if (!LANGUAGE_PREFIX.test(lng)) return {};
  const config = await getSiteConfig(lng);
  const t = await getTranslations({ locale: lng, namespace: 'meta' });
  const brand = config.siteConfig.companyName;
  return {
    title: { default: t('homeTitle', { brand }), template: t('titleTemplate', { brand }) },
    applicationName: brand,
  };
}

export default async function LanguageLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Params;
}) {
  const { lng } = await params;
  if (!LANGUAGE_PREFIX.test(lng)) notFound();
  // Throws NoSiteConfigError after the spec's retries; app/global-error.tsx shows the page.
  const config = await getSiteConfig(lng);
  if (!isVisibleLanguage(config, lng, false)) notFound();
  setRequestLocale(lng);

  const cookieStore = await cookies();
  const theme = themeName(cookieStore.get(THEME_COOKIE)?.value);
  const messages = await getMessages();
  const clientMessages = Object.fromEntries(CLIENT_NAMESPACES.map((ns) => [ns, messages[ns]]));

  return (
    <html
      lang={lng}
      data-theme={theme}
      className={`${interLatin.variable} ${interCyrillic.variable}`}
    >
      <body>
        <NextIntlClientProvider locale={lng} messages={clientMessages}>
          <StoreProvider
            preloadedState={{
              settings: {
                ...initialSettings,
                appTheme: appThemeOf(theme),
                language: lng,
                rightSectionState: cookieStore.get(RIGHT_SECTION_COOKIE)?.value === '1' ? 1 : 0,
              },
            }}
          >
            {children}
          </StoreProvider>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
