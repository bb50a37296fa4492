import './globals.css';
import type { ReactNode } from 'react';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { DocumentShell } from '@/features/shell/DocumentShell';
import { isVisibleLanguage } from '@/features/shell/languages';
import { getSiteConfig, requestIdentity } from '@/server/config/site-config';
import { getCurrentUser } from '@/server/session/session';

type Params = Promise<{ lng: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { lng } = await params;
  const [config, t, { origin }] = await Promise.all([
    getSiteConfig(lng),
    getTranslations({ locale: lng, namespace: 'meta' }),
    requestIdentity(),
  ]);
  const brand = config.siteConfig.companyName;
  const dmca = config.licenceConfig.dmca;
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
  const config = await getSiteConfig(lng);
  // spec 01 §4: languages hidden for visitors are open to signed-in players.
  if (!isVisibleLanguage(config, lng, (await getCurrentUser()) !== null)) notFound();
  setRequestLocale(lng);
  return <DocumentShell lng={lng}>{children}</DocumentShell>;
}
