import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { SiteConfigAnswer } from '@/server/upstream/schemas/config';
import { MainLayout } from './MainLayout';
import { StatusPage, statusPageStyles } from './StatusPage';

/** The technical 404 inside the main layout (spec 01 §8 "This page could not be found"). */
export async function NotFoundView({ lng, config }: { lng: string; config: SiteConfigAnswer }) {
  const t = await getTranslations({ locale: lng, namespace: 'errors' });
  return (
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
  );
}
