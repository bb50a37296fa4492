import { SiteLink, Logo, withLanguage } from '@/features/ui';
import { getTranslations } from 'next-intl/server';
import styles from './WelcomeLanding.module.css';

/**
 * A headless bonus landing: the offer, three steps and one call to action. The CMS landing
 * contents are not in the spec; this is the welcome offer every landing id shows until they are.
 */
export async function WelcomeLanding({
  lng,
  brand,
  showRegistration,
}: {
  lng: string;
  brand: string;
  showRegistration: boolean;
}) {
  const t = await getTranslations('landing');
  return (
    <section className={styles.landing} aria-labelledby="landing-title">
      <SiteLink className={styles.brand} href={withLanguage(lng, '/')} aria-label={brand}>
        <Logo brand={brand} />
      </SiteLink>
      <h1 id="landing-title">{t('title')}</h1>
      <p className={styles.lead}>{t('lead')}</p>
      <ol className={styles.steps}>
        <li>{t('step1')}</li>
        <li>{t('step2')}</li>
        <li>{t('step3')}</li>
      </ol>
      <SiteLink
        className={styles.cta}
        href={withLanguage(lng, showRegistration ? '/registration' : '/user/login')}
      >
        {showRegistration ? t('cta') : t('ctaLogin')}
      </SiteLink>
      <p className={styles.terms}>{t('terms')}</p>
    </section>
  );
}
