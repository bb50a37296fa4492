import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getSiteConfig } from '@/server/config/site-config';
import { CATCH_ALL_MARK } from '@/server/routes/match';
import { resolvePage } from '@/server/routes/resolve';
import { routeById } from '@/server/routes/table';
import { AreaFrame } from './AreaFrame';
import { OfficeFrame } from './OfficeFrame';
import { pageMetadata } from './page-metadata';
import type { RouteBodies, RouteSearchParams } from '@/features/ui';
import { RoutePage, routePageStyles } from './RoutePage';

type FolderParams = Promise<Record<string, string | string[] | undefined>>;
type FolderProps = { params: FolderParams; searchParams: Promise<RouteSearchParams> };

/** The leading segments without a param that every route of a folder shares. */
function staticPrefix(ids: readonly string[]): string[] {
  const paths = ids.map((id) => {
    const segments = routeById(id).path.split('/').filter(Boolean);
    const firstParam = segments.findIndex((s) => s.startsWith(':'));
    return firstParam < 0 ? segments : segments.slice(0, firstParam);
  });
  const [first = [], ...others] = paths;
  const common: string[] = [];
  for (const [i, segment] of first.entries()) {
    if (!others.every((p) => p[i] === segment)) break;
    common.push(segment);
  }
  return common;
}

/**
 * A main-layout page folder (docs/architecture.md §2): `app/[lng]/(main)/office/history/page.tsx`
 * serves `officeHistory`; a folder whose routes take params ends in a catch-all, `[...rest]` or
 * `[[...rest]]`, after the segments they share (`toto/[[...rest]]` serves toto and totoTab). The
 * path is resolved through the route table again (its rules, guards and redirects) and must land
 * on one of the folder's routes, else 404. The routes whose first segment is a param (line,
 * casino sections, keno, landings) share `[first]/[[...rest]]`.
 */
export function routePage(bodies: RouteBodies) {
  const ids = Object.keys(bodies);
  const prefix = staticPrefix(ids);

  async function resolve(params: FolderParams) {
    const { lng: language, first, rest: tail } = await params;
    const lng = typeof language === 'string' ? language : '';
    const rest = tail === undefined ? [] : typeof tail === 'string' ? [tail] : tail;
    // The param-first page's own segment, unless it is the mark of the middleware's rewrite of
    // a param-first route that spells a folder's name (match.ts `catchAllRewrite`).
    const head = typeof first === 'string' && first !== CATCH_ALL_MARK ? [first] : [];
    const match = await resolvePage(lng, [...prefix, ...head, ...rest].join('/'));
    if (!ids.includes(match.entry.id)) notFound();
    return { lng, match };
  }

  return {
    async generateMetadata({ params, searchParams }: FolderProps): Promise<Metadata> {
      const { lng, match } = await resolve(params);
      return pageMetadata(lng, match, await searchParams);
    },
    async Page({ params, searchParams }: FolderProps) {
      const { lng, match } = await resolve(params);
      const Body = bodies[match.entry.id];
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
      const [{ siteConfig }, t] = await Promise.all([
        getSiteConfig(lng),
        getTranslations('office'),
      ]);
      return (
        <OfficeFrame lng={lng} match={match} showIdentification={siteConfig.isShowIdentification}>
          <RoutePage lng={lng} match={match}>
            {body ?? <p className={routePageStyles.empty}>{t('empty')}</p>}
          </RoutePage>
        </OfficeFrame>
      );
    },
  };
}
