import { SiteLink } from '@/features/ui';
import { getTranslations } from 'next-intl/server';
import { MinimalLayout } from '@/features/layouts';
import type { SiteConfigAnswer } from '@/server/upstream/schemas/config';
import { MainLayout } from './MainLayout';
import { StatusPage, statusPageStyles } from './StatusPage';

/**
 * The technical 404 inside the main layout (spec 01 §8 "This page could not be found"). Next
 * renders not-found boundaries with every page, so this never waits on or fails with the
 * upstream: without a site config it is drawn in the minimal frame from its texts.
 */
export async function NotFoundView({
  lng,
  config,
}: {
  lng: string;
  config: SiteConfigAnswer | null;
}) {
  const body = await NotFoundBody({ lng });
  if (!config) {
    const meta = await getTranslations({ locale: lng, namespace: 'meta' });
    return (
      <MinimalLayout brand={meta('siteName')} homeHref={`/${lng}`} footer={meta('technicalFooter')}>
        {body}
      </MinimalLayout>
    );
  }
  return (
    <MainLayout lng={lng} config={config}>
      {body}
    </MainLayout>
  );
}

/** The 404's own content, for a frame that already has the site's header and footer. */
export async function NotFoundBody({ lng }: { lng: string }) {
  const t = await getTranslations({ locale: lng, namespace: 'errors' });
  return (
    <>
      <title>{t('notFoundTitle')}</title>
      <StatusPage
        code="404"
        title={t('notFoundTitle')}
        text={t('notFoundText')}
        actions={
          <SiteLink className={statusPageStyles.primary} href={`/${lng}`}>
            {t('toHome')}
          </SiteLink>
        }
      />
    </>
  );
}
