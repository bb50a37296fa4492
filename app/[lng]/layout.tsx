import './globals.css';
import type { ReactNode } from 'react';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { DocumentShell } from '@/features/shell/server';
import { isVisibleLanguage } from '@/features/shell';
import {
  getSiteConfig,
  getTechnicalPageConfig,
  requestIdentity,
} from '@/server/config/site-config';
import { isTechnicalRoute, PIPELINE_HEADER } from '@/server/edge/pipeline';
import { SHIPPED_LANGUAGES } from '@/server/i18n/messages';
import { getCurrentUser } from '@/server/session/session';

type Params = Promise<{ lng: string }>;

/**
 * The page's site config: the technical pages take what the process has and never wait on the
 * upstream (null when it has nothing); every other page loads it (NoSiteConfigError on failure).
 */
async function pageConfig(lng: string) {
  const routeId = (await headers()).get(PIPELINE_HEADER.routeId);
  return isTechnicalRoute(routeId) ? getTechnicalPageConfig(lng) : getSiteConfig(lng);
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { lng } = await params;
  const [config, t, { origin }] = await Promise.all([
    pageConfig(lng),
    getTranslations({ locale: lng, namespace: 'meta' }),
    requestIdentity(),
  ]);
  const brand = config?.siteConfig.companyName ?? t('siteName');
  const dmca = config?.licenceConfig.dmca;
  return {
    metadataBase: new URL(origin),
    title: { default: t('homeTitle', { brand }), template: t('titleTemplate', { brand }) },
    applicationName: brand,
    // spec 01 §3 licenceConfig: the DMCA verification tag on the domains it names.
    other:
      dmca && dmca.domains.includes(new URL(origin).hostname) ? { [dmca.name]: dmca.content } : {},
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
  // Throws NoSiteConfigError after the spec's retries; app/global-error.tsx shows the page.
  const config = await pageConfig(lng);
  // spec 01 §4: languages hidden for visitors are open to signed-in players. Without a config (a
  // technical page while the upstream is down) any language we ship texts for is shown.
  const visible = config
    ? isVisibleLanguage(config, lng, (await getCurrentUser()) !== null)
    : (SHIPPED_LANGUAGES as readonly string[]).includes(lng);
  if (!visible) notFound();
  setRequestLocale(lng);
  return <DocumentShell lng={lng}>{children}</DocumentShell>;
}
