import type { ReactNode } from 'react';
import { getSiteConfig } from '@/server/config/site-config';
import type { SiteConfigAnswer } from '@/server/upstream/schemas/config';

/** A layout group's layout: its frame drawn with the site config of the page's language. */
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
    const config = await getSiteConfig(lng);
    return (
      <Frame lng={lng} config={config}>
        {children}
      </Frame>
    );
  };
}
