import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { MainLayout } from '@/features/shell/MainLayout';
import { StatusPage, statusPageStyles } from '@/features/shell/StatusPage';
import { getSiteConfig } from '@/server/config/site-config';

/**
 * The technical 404 inside the site (spec 01 §8 "No matching route gives 404"). It lives beside
 * the [lng] layout, not in a route group, so every notFound() below reaches it; it draws the main
 * layout itself so a lost visitor keeps the header, the coupon and the footer.
 */
export default async function NotFound() {
  const lng = await getLocale();
  const [config, t] = await Promise.all([getSiteConfig(lng), getTranslations('errors')]);
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
