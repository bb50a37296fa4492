import './[lng]/globals.css';
import { headers } from 'next/headers';
import { getLocale } from 'next-intl/server';
import { DocumentShell, NotFoundView } from '@/features/shell/server';
import { isVisibleLanguage } from '@/features/shell';
import { getTechnicalPageConfig } from '@/server/config/site-config';
import { NOT_FOUND_ROUTE_ID, PIPELINE_HEADER } from '@/server/edge/pipeline';
import { SHIPPED_LANGUAGES } from '@/server/i18n/messages';

function shippedOr(lng: string, fallback: string): string {
  return (SHIPPED_LANGUAGES as readonly string[]).includes(lng) ? lng : fallback;
}

/**
 * The technical 404 (spec 01 §8 "No matching route gives 404 'This page could not be found'").
 * The middleware sends unknown routes here (with the visitor's language) and missing files (in
 * the site's default language), marked NOT_FOUND_ROUTE_ID: those get the page inside the main
 * layout, from the config the process has, never waiting on the upstream. Next also renders this
 * boundary with every other page, where it only shows when a layout finds no language: there it
 * is the minimal frame, so no page pays for drawing the site a second time.
 */
export default async function NotFound() {
  const requested = await getLocale();
  if ((await headers()).get(PIPELINE_HEADER.routeId) !== NOT_FOUND_ROUTE_ID) {
    const lng = shippedOr(requested, 'en');
    return (
      <html lang={lng}>
        <body>
          <NotFoundView lng={lng} config={null} />
        </body>
      </html>
    );
  }
  const probe = await getTechnicalPageConfig('en');
  const lng = probe
    ? isVisibleLanguage(probe, requested, false)
      ? requested
      : probe.siteConfig.lng
    : shippedOr(requested, 'en');
  const config = lng === 'en' ? probe : await getTechnicalPageConfig(lng);
  return (
    <DocumentShell lng={lng}>
      <NotFoundView lng={lng} config={config} />
    </DocumentShell>
  );
}
