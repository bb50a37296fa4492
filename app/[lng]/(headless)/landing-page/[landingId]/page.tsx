import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { WelcomeLanding } from '@/features/layouts/server';
import {
  CmsLanding,
  landingCtaHref,
  landingCtaKind,
  type QueryValues,
} from '@/features/promotions';
import { landingMetadata } from '@/features/promotions/server';
import { getCurrentUser } from '@/server/session/session';
import { getCms } from '@/server/cms/site-cms';
import { getSiteConfig } from '@/server/config/site-config';
import { PIPELINE_HEADER } from '@/server/edge/pipeline';
import { log } from '@/server/log';
import { resolveFixedPage } from '@/server/routes/resolve';
import { routeMetadata } from '@/server/seo/metadata';
import type { Landing } from '@/server/upstream/schemas/cms';

/** The headless landings of spec 01 §2 all render here; the middleware says which one it is. */
const LANDING_ROUTES = ['landingPage', 'firstBonusLanding', 'bonusCasinoLanding'] as const;

type Params = Promise<Record<string, string>>;

async function resolve(params: Params) {
  const routeId = (await headers()).get(PIPELINE_HEADER.routeId);
  const first = LANDING_ROUTES.find((id) => id === routeId) ?? 'landingPage';
  const { lng = '', ...rest } = await params;
  const match = await resolveFixedPage(
    lng,
    [first, ...LANDING_ROUTES.filter((id) => id !== first)],
    rest,
  );
  return { lng, match, landingId: match.params.landingId ?? '' };
}

/** The CMS's landing; null while the CMS cannot answer (the welcome offer stands in). */
async function landingOf(lng: string, landingId: string): Promise<Landing | null | 'outage'> {
  try {
    return await (await getCms()).landing(lng, landingId);
  } catch (error) {
    log.error('cms: landing unavailable', { error, landingId });
    return 'outage';
  }
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { lng, match, landingId } = await resolve(params);
  const metadata = await routeMetadata(lng, match);
  const landing = await landingOf(lng, landingId);
  return landing && landing !== 'outage'
    ? landingMetadata(lng, match, landing, metadata)
    : metadata;
}

export default async function LandingPage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: Promise<QueryValues>;
}) {
  const { lng, landingId } = await resolve(params);
  const [{ siteConfig }, landing, query] = await Promise.all([
    getSiteConfig(lng),
    landingOf(lng, landingId),
    searchParams,
  ]);
  const registrationAllowed = siteConfig.isRegistrationAllowed && !siteConfig.isVipDomain;
  if (landing === null) notFound();
  if (landing === 'outage') {
    return (
      <WelcomeLanding
        lng={lng}
        brand={siteConfig.companyName}
        showRegistration={registrationAllowed}
      />
    );
  }
  const [t, user] = await Promise.all([getTranslations('promotions'), getCurrentUser()]);
  const signedIn = user !== null;
  const ctaLabel = {
    own: landing.cta.label,
    login: t('ctaLogin'),
    deposit: t('ctaDeposit'),
  }[landingCtaKind(landing, registrationAllowed, signedIn)];
  return (
    <CmsLanding
      lng={lng}
      brand={siteConfig.companyName}
      landing={landing}
      ctaHref={landingCtaHref(lng, landing, registrationAllowed, query, signedIn)}
      ctaLabel={ctaLabel}
    />
  );
}
