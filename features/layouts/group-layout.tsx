import type { ReactNode } from 'react';
import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { getSiteConfig, getTechnicalPageConfig } from '@/server/config/site-config';
import { isTechnicalRoute, PIPELINE_HEADER } from '@/server/edge/pipeline';
import type { SiteConfigAnswer } from '@/server/upstream/schemas/config';
import { MinimalLayout } from './MinimalLayout';

/**
 * A layout group's layout: its frame drawn with the site config of the page's language. A
 * technical page (maintenance, the error page) never waits on the upstream: without a config the
 * process has, it is drawn in the minimal frame from the texts alone.
 */
export function groupLayout(
  Frame: (props: { lng: string; config: SiteConfigAnswer; children: ReactNode }) => ReactNode,
) {
  return async function GroupLayout({
    children,
    params,
  }: {
    children: ReactNode;
    params: Promise<{ lng: string }>;
  }) {
    const { lng } = await params;
    if (isTechnicalRoute((await headers()).get(PIPELINE_HEADER.routeId))) {
      const config = await getTechnicalPageConfig(lng);
      if (!config) {
        const t = await getTranslations({ locale: lng, namespace: 'meta' });
        return (
          <MinimalLayout brand={t('siteName')} footer={t('technicalFooter')}>
            {children}
          </MinimalLayout>
        );
      }
      return (
        <Frame lng={lng} config={config}>
          {children}
        </Frame>
      );
    }
    const config = await getSiteConfig(lng);
    return (
      <Frame lng={lng} config={config}>
        {children}
      </Frame>
    );
  };
}
