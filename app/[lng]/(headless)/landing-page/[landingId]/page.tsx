import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { WelcomeLanding } from '@/features/layouts/WelcomeLanding';
import { fixedRoutePage } from '@/features/pages/fixed-page';
import { getSiteConfig } from '@/server/config/site-config';
import { PIPELINE_HEADER } from '@/server/edge/pipeline';

/** The headless landings of spec 01 §2 all render here; the middleware says which one it is. */
const LANDING_ROUTES = ['landingPage', 'firstBonusLanding', 'bonusCasinoLanding'] as const;

async function landingRoutes(): Promise<readonly string[]> {
  const routeId = (await headers()).get(PIPELINE_HEADER.routeId);
  const first = LANDING_ROUTES.find((id) => id === routeId) ?? 'landingPage';
  return [first, ...LANDING_ROUTES.filter((id) => id !== first)];
}

async function pageFor() {
  return fixedRoutePage(await landingRoutes(), async ({ lng }) => {
    const { siteConfig } = await getSiteConfig(lng);
    return (
      <WelcomeLanding
        lng={lng}
        brand={siteConfig.companyName}
        showRegistration={siteConfig.isRegistrationAllowed && !siteConfig.isVipDomain}
      />
    );
  });
}

type Params = Promise<Record<string, string>>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return (await pageFor()).generateMetadata({ params });
}

export default async function LandingPage({ params }: { params: Params }) {
  return (await pageFor()).Page({ params });
}
