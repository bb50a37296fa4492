import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { MaintenancePage } from '@/features/layouts/MaintenancePage';
import { getSiteConfig } from '@/server/config/site-config';

type Params = Promise<{ lng: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { lng } = await params;
  const t = await getTranslations({ locale: lng, namespace: 'maintenance' });
  return { title: t('title'), robots: { index: false } };
}

export default async function Maintenance({ params }: { params: Params }) {
  const { lng } = await params;
  const config = await getSiteConfig(lng);
  return <MaintenancePage lng={lng} maintenance={config.maintenance} />;
}
