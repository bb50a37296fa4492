import { withCasinoMetadata } from '@/features/casino/casino-metadata';
import { withCmsMetadata } from '@/features/promotions/promotion-metadata';
import { withFeedsMetadata } from '@/features/news/feeds-metadata';
import { withBonusMetadata } from '@/features/bonuses/bonus-metadata';
import { withGameTitle, withListPage } from '@/features/line/game-metadata';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AreaFrame } from '@/features/pages/AreaFrame';
import { OfficeFrame } from '@/features/pages/OfficeFrame';
import { ROUTE_BODIES, type RouteSearchParams } from '@/features/pages/route-bodies';
import { RoutePage, routePageStyles } from '@/features/pages/RoutePage';
import { getSiteConfig } from '@/server/config/site-config';
import { resolvePage } from '@/server/routes/resolve';
import { routeMetadata } from '@/server/seo/metadata';

type Params = Promise<{ lng: string; path: string[] }>;

// Every main-layout route of the table that has no folder of its own (docs/architecture.md §2): the
// route table decides what this path is, and its rules apply here again.
async function resolve(params: Params) {
  const { lng, path } = await params;
  return { lng, match: await resolvePage(lng, path.join('/')) };
}

export async function generateMetadata({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: Promise<RouteSearchParams>;
}): Promise<Metadata> {
  const { lng, match } = await resolve(params);
  const query = await searchParams;
  const metadata = await withListPage(
    lng,
    match,
    query,
    await withGameTitle(lng, match, await routeMetadata(lng, match)),
  );
  const withCms = await withCmsMetadata(lng, match, metadata);
  const withBonus = await withBonusMetadata(lng, match, query, withCms);
  const withFeeds = await withFeedsMetadata(lng, match, query, withBonus);
  return withCasinoMetadata(lng, match, query, withFeeds);
}

export default async function MainRoute({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: Promise<RouteSearchParams>;
}) {
  const { lng, match } = await resolve(params);
  const Body = ROUTE_BODIES[match.entry.id];
  const body = Body ? <Body lng={lng} match={match} searchParams={await searchParams} /> : null;
  if (!match.entry.flags?.auth) {
    return (
      <AreaFrame lng={lng} match={match}>
        <RoutePage lng={lng} match={match}>
          {body}
        </RoutePage>
      </AreaFrame>
    );
  }

  const [{ siteConfig }, t] = await Promise.all([getSiteConfig(lng), getTranslations('office')]);
  return (
    <OfficeFrame lng={lng} match={match} showIdentification={siteConfig.isShowIdentification}>
      <RoutePage lng={lng} match={match}>
        {body ?? <p className={routePageStyles.empty}>{t('empty')}</p>}
      </RoutePage>
    </OfficeFrame>
  );
}
