import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { buildPath, type RouteMatch } from '@/server/routes/match';
import { routeContext } from '@/server/routes/resolve';
import { areaMenu, areaOf } from './areas';
import { humanize } from './breadcrumbs';
import { WithSideMenu } from './SideMenu';

/** A page of the information, casino or bonus-games area, with the area's menu beside it. */
export async function AreaFrame({
  lng,
  match,
  children,
}: {
  lng: string;
  match: RouteMatch;
  children: ReactNode;
}) {
  const area = areaOf(match.entry.id);
  if (!area) return children;
  const [{ slugs }, t, ta, ts] = await Promise.all([
    routeContext(lng),
    getTranslations('routes'),
    getTranslations('areas'),
    getTranslations('slugs'),
  ]);
  const current = `/${lng}/${buildPath(match.entry, match.params)}`;
  const items = areaMenu(area, lng, slugs).map((item) => ({
    key: item.href,
    label: item.slug
      ? ts.has(item.slug)
        ? ts(item.slug)
        : humanize(item.slug)
      : t(`${item.routeId}.title`),
    href: item.href,
    current: current === item.href || current.startsWith(`${item.href}/`),
  }));
  return (
    <WithSideMenu title={ta(area)} items={items}>
      {children}
    </WithSideMenu>
  );
}
