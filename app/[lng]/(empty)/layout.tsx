import type { ReactNode } from 'react';
import { MinimalLayout } from '@/features/layouts/MinimalLayout';
import { getSiteConfig } from '@/server/config/site-config';

// spec 01 §2 "Empty" layout: payment return pages and utility pages; the logo leads home.
export default async function EmptyLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ lng: string }>;
}) {
  const { lng } = await params;
  const config = await getSiteConfig(lng);
  return (
    <MinimalLayout
      brand={config.siteConfig.companyName}
      homeHref={`/${lng}`}
      footer={config.footer.copyright}
    >
      {children}
    </MinimalLayout>
  );
}
