import './[lng]/globals.css';
import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { DocumentShell } from '@/features/shell/DocumentShell';
import { isVisibleLanguage } from '@/features/shell/languages';
import { MainLayout } from '@/features/shell/MainLayout';
import { StatusPage, statusPageStyles } from '@/features/shell/StatusPage';
import { getSiteConfig } from '@/server/config/site-config';

/**
 * The technical 404 (spec 01 §8 "No matching route gives 404 'This page could not be found'"),
 * server-rendered inside the main layout. The middleware sends unknown routes here (with the
 * visitor's language); paths outside any language land here in the site's default.
 */
export default async function NotFound() {
  const requested = await getLocale();
  const probe = await getSiteConfig('en');
  const lng = isVisibleLanguage(probe, requested, false) ? requested : probe.siteConfig.lng;
  const [config, t] = await Promise.all([
    getSiteConfig(lng),
    getTranslations({ locale: lng, namespace: 'errors' }),
  ]);
  return (
    <DocumentShell lng={lng}>
      <MainLayout lng={lng} config={config}>
        <title>{t('notFoundTitle')}</title>
        <StatusPage
          code="404"
          title={t('notFoundTitle')}
          text={t('notFoundText')}
          actions={
            <Link className={statusPageStyles.primary} href={`/${lng}`}>
              {t('toHome')}
            </Link>
          }
        />
      </MainLayout>
    </DocumentShell>
  );
}
