import 'server-only';
import type { Metadata } from 'next';
import { withBonusMetadata } from '@/features/bonuses/server';
import { withCasinoMetadata } from '@/features/casino/server';
import { withGameTitle, withListPage } from '@/features/line/server';
import { withFeedsMetadata } from '@/features/feeds/server';
import { withCmsMetadata } from '@/features/promotions/server';
import type { RouteMatch } from '@/server/routes/match';
import { routeMetadata } from '@/server/seo/metadata';
import type { RouteSearchParams } from '@/features/ui';

/**
 * A main-layout page's metadata: the SEO module's (server/seo/metadata.ts), then what the page's
 * subject adds (a game's or a championship's title, a list page's number, a CMS entry, a bonus,
 * a news article, a casino game). Each step answers only for its own routes.
 */
export async function pageMetadata(
  lng: string,
  match: RouteMatch,
  query: RouteSearchParams,
): Promise<Metadata> {
  const seo = await routeMetadata(lng, match);
  const line = await withListPage(lng, match, query, await withGameTitle(lng, match, seo));
  const cms = await withCmsMetadata(lng, match, line);
  const bonus = await withBonusMetadata(lng, match, query, cms);
  const feeds = await withFeedsMetadata(lng, match, query, bonus);
  return withCasinoMetadata(lng, match, query, feeds);
}
