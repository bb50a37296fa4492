import type { ReactNode } from 'react';
import { getSiteConfig } from '@/server/config/site-config';
import { HeadlessLayout } from '@/features/layouts/HeadlessLayout';

// spec 01 §2 "Headless" layout: the header is hidden; landings stand on their own.
export default async function HeadlessGroupLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ lng: string }>;
}) {
  const { lng } = await params;
  const config = await getSiteConfig(lng);
  return (
    <HeadlessLayout
      minAge={config.siteConfig.minAge}
      licenceText={config.licenceConfig.text}
      copyright={config.footer.copyright}
    >
      {children}
    </HeadlessLayout>
  );
}
