import './[lng]/globals.css';
import { getLocale } from 'next-intl/server';
import { DocumentShell } from '@/features/shell/DocumentShell';
import { isVisibleLanguage } from '@/features/shell/languages';
import { NotFoundView } from '@/features/shell/NotFoundView';
import { getTechnicalPageConfig } from '@/server/config/site-config';
import { SHIPPED_LANGUAGES } from '@/server/i18n/messages';

/**
 * The technical 404 (spec 01 §8 "No matching route gives 404 'This page could not be found'"),
 * server-rendered inside the main layout. The middleware sends unknown routes here (with the
 * visitor's language); missing files land here in the site's default language. Next renders it
 * with every page (the root not-found boundary), so it takes the config the process has and
 * never waits on the upstream.
 */
export default async function NotFound() {
  const requested = await getLocale();
  const probe = await getTechnicalPageConfig('en');
  const lng = probe
    ? isVisibleLanguage(probe, requested, false)
      ? requested
      : probe.siteConfig.lng
    : (SHIPPED_LANGUAGES as readonly string[]).includes(requested)
      ? requested
      : 'en';
  const config = lng === 'en' ? probe : await getTechnicalPageConfig(lng);
  return (
    <DocumentShell lng={lng}>
      <NotFoundView lng={lng} config={config} />
    </DocumentShell>
  );
}
