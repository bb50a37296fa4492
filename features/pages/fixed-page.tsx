import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import type { RouteMatch } from '@/server/routes/match';
import { getTranslations } from 'next-intl/server';
import { resolveFixedPage } from '@/server/routes/resolve';
import { routeById } from '@/server/routes/table';
import { routeMetadata } from '@/server/seo/metadata';

type FolderParams = Promise<Record<string, string>>;

/**
 * A page with its own folder (static first segment, or a layout group of its own): the folder's
 * params are checked against the route table, the metadata comes from the SEO module, and the
 * body renders what the route is. Each folder's page.tsx is two lines.
 */
export function fixedRoutePage(
  routeIds: string | readonly string[],
  Body: (props: { lng: string; match: RouteMatch }) => Promise<ReactNode> | ReactNode,
) {
  async function resolve(params: FolderParams) {
    const { lng = '', ...rest } = await params;
    return { lng, match: await resolveFixedPage(lng, routeIds, rest) };
  }
  return {
    async generateMetadata({ params }: { params: FolderParams }): Promise<Metadata> {
      const { lng, match } = await resolve(params);
      return routeMetadata(lng, match);
    },
    async Page({ params }: { params: FolderParams }) {
      const { lng, match } = await resolve(params);
      return <Body lng={lng} match={match} />;
    },
  };
}

/**
 * A technical page (maintenance, the error page): it must render while the upstream cannot
 * answer, so neither its metadata nor its body asks the upstream (no SEO module, no route
 * settings); its texts come from the messages.
 */
export function technicalRoutePage(
  routeId: string,
  Body: (props: { lng: string; match: RouteMatch }) => Promise<ReactNode> | ReactNode,
) {
  const match: RouteMatch = { entry: routeById(routeId), params: {} };
  return {
    async generateMetadata({ params }: { params: FolderParams }): Promise<Metadata> {
      const { lng = '' } = await params;
      const t = await getTranslations({ locale: lng, namespace: 'routes' });
      // No robots tag of ours: these pages answer 500/503 (the middleware sets it), and Next
      // writes `noindex` for every error status itself; a second tag would contradict it.
      return {
        title: t(`${routeId}.title`),
        description: t(`${routeId}.description`),
      };
    },
    async Page({ params }: { params: FolderParams }) {
      const { lng = '' } = await params;
      return <Body lng={lng} match={match} />;
    },
  };
}
