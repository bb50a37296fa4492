import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { HomePage } from '@/features/home/HomePage';
import { getSiteConfig } from '@/server/config/site-config';

type Params = Promise<{ lng: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { lng } = await params;
  const config = await getSiteConfig(lng);
  const t = await getTranslations({ locale: lng, namespace: 'meta' });
  const brand = config.siteConfig.companyName;
  return {
    title: { absolute: t('homeTitle', { brand }) },
    description: t('homeDescription', { brand }),
  };
}

export default async function Home({ params }: { params: Params }) {
  const { lng } = await params;
  const config = await getSiteConfig(lng);
  return <HomePage lng={lng} brand={config.siteConfig.companyName} />;
}
