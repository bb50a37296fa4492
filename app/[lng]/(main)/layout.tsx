import type { ReactNode } from 'react';
import { MainLayout } from '@/features/shell/MainLayout';
import { getSiteConfig } from '@/server/config/site-config';

export default async function MainGroupLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ lng: string }>;
}) {
  const { lng } = await params;
  const config = await getSiteConfig(lng);
  return (
    <MainLayout lng={lng} config={config}>
      {children}
    </MainLayout>
  );
}
