import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { minimalStyles as styles } from '@/features/layouts/MinimalLayout';
import { getSiteConfig } from '@/server/config/site-config';

type Params = Promise<{ lng: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { lng } = await params;
  const t = await getTranslations({ locale: lng, namespace: 'blockAppeal' });
  return { title: t('title'), robots: { index: false } };
}

// The appeal history of a blocked player. The appeal service's contract is not in the spec, so
// the page gives the support contacts from the site config, which is how an appeal is made.
export default async function BlockAppealHistory({ params }: { params: Params }) {
  const { lng } = await params;
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
}
