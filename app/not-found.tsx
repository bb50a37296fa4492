import './[lng]/globals.css';
import { getLocale } from 'next-intl/server';
import { DocumentShell } from '@/features/shell/DocumentShell';
import { isVisibleLanguage } from '@/features/shell/languages';
import { NotFoundView } from '@/features/shell/NotFoundView';
import { getSiteConfig } from '@/server/config/site-config';

/**
 * The technical 404 (spec 01 §8 "No matching route gives 404 'This page could not be found'"),
 * server-rendered inside the main layout. The middleware sends unknown routes here (with the
 * visitor's language); missing files land here in the site's default language.
 */
export default async function NotFound() {
  const requested = await getLocale();
  const probe = await getSiteConfig('en');
  const lng = isVisibleLanguage(probe, requested, false) ? requested : probe.siteConfig.lng;
  return (
    <DocumentShell lng={lng}>
      <NotFoundView lng={lng} config={await getSiteConfig(lng)} />
    </DocumentShell>
  );
}
