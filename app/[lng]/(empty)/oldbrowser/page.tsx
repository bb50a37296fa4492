import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { minimalStyles as styles } from '@/features/layouts/MinimalLayout';

type Params = Promise<{ lng: string }>;

/** The browsers the site is built and tested for (browserslist of Next.js 15). */
const SUPPORTED_BROWSERS = [
  { name: 'Chrome', version: '111' },
  { name: 'Edge', version: '111' },
  { name: 'Firefox', version: '111' },
  { name: 'Safari', version: '16.4' },
] as const;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { lng } = await params;
  const t = await getTranslations({ locale: lng, namespace: 'oldBrowser' });
  return { title: t('title'), robots: { index: false } };
}

export default async function OldBrowser() {
  const t = await getTranslations('oldBrowser');
  return (
    <section className={styles.card} aria-labelledby="oldbrowser-title">
      <h1 id="oldbrowser-title">{t('title')}</h1>
      <p>{t('text')}</p>
      <ul className={styles.list}>
        {SUPPORTED_BROWSERS.map((browser) => (
          <li key={browser.name}>
            {browser.name}
            <span>{t('version', { version: browser.version })}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
