import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { WelcomeLanding } from '@/features/layouts/WelcomeLanding';
import { getSiteConfig } from '@/server/config/site-config';
import { landingIdSchema } from '@/server/routes/params';

type Params = Promise<{ lng: string; landingId: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { lng } = await params;
  const t = await getTranslations({ locale: lng, namespace: 'landing' });
  return { title: t('title'), description: t('lead') };
}

export default async function LandingPage({ params }: { params: Params }) {
  const { lng, landingId } = await params;
  if (!landingIdSchema.safeParse(landingId).success) notFound();
  const { siteConfig } = await getSiteConfig(lng);
  return (
    <WelcomeLanding
      lng={lng}
      brand={siteConfig.companyName}
      showRegistration={siteConfig.isRegistrationAllowed && !siteConfig.isVipDomain}
    />
  );
}
