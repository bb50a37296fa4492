import { getTranslations } from 'next-intl/server';
import { fixedRoutePage } from '@/features/pages/fixed-page';
import { minimalStyles as styles } from '@/features/layouts/MinimalLayout';
import { getSiteConfig } from '@/server/config/site-config';

// The appeal history of a blocked player. The appeal service's contract is not in the spec, so
// the page gives the support contacts from the site config, which is how an appeal is made.
const page = fixedRoutePage('blockAppealHistory', async ({ lng }) => {
  const [config, t] = await Promise.all([getSiteConfig(lng), getTranslations('blockAppeal')]);
  return (
    <section className={styles.card} aria-labelledby="appeal-title">
      <h1 id="appeal-title">{t('title')}</h1>
      <p>{t('text')}</p>
      <p className={styles.when}>
        <a href={`mailto:${config.contacts.email}`}>{config.contacts.email}</a> ·{' '}
        <a href={`tel:${config.contacts.phone.replace(/[^+\d]/g, '')}`}>{config.contacts.phone}</a>
      </p>
    </section>
  );
});
export const generateMetadata = page.generateMetadata;
export default page.Page;
