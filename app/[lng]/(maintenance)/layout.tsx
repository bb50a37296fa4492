import type { ReactNode } from 'react';
import { MinimalLayout } from '@/features/layouts/MinimalLayout';
import { getSiteConfig } from '@/server/config/site-config';

// spec 01 §2 "Maintenance" layout: no navigation into a site that is closed.
export default async function MaintenanceLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ lng: string }>;
}) {
  const { lng } = await params;
  const config = await getSiteConfig(lng);
  return (
    <MinimalLayout brand={config.siteConfig.companyName} footer={config.footer.copyright}>
      {children}
    </MinimalLayout>
  );
}
