import { getTranslations } from 'next-intl/server';
import { fixedRoutePage } from '@/features/pages/server';
import { minimalStyles as styles } from '@/features/layouts';

/** The browsers the site is built and tested for (browserslist of Next.js 15). */
const SUPPORTED_BROWSERS = [
  { name: 'Chrome', version: '111' },
  { name: 'Edge', version: '111' },
  { name: 'Firefox', version: '111' },
  { name: 'Safari', version: '16.4' },
] as const;

async function OldBrowser() {
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

const page = fixedRoutePage('oldBrowser', OldBrowser);
export const generateMetadata = page.generateMetadata;
export default page.Page;
