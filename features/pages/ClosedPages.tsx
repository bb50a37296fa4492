import { SiteLink } from '@/features/ui';
import { getTranslations } from 'next-intl/server';
import { minimalStyles as styles } from '@/features/layouts';
import { getSiteConfig } from '@/server/config/site-config';
import type { RouteMatch } from '@/server/routes/match';

/** The block pages of spec 01 §4 Blocking, each with its reason's text and the way to support. */
export async function BlockPage({ lng, match }: { lng: string; match: RouteMatch }) {
  const [t, config] = await Promise.all([getTranslations('blockPages'), getSiteConfig(lng)]);
  const id = match.entry.id;
  return (
    <section className={styles.card} aria-labelledby="block-title">
      <span className={styles.icon} aria-hidden="true">
        <svg viewBox="0 0 24 24" width="36" height="36">
          <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M5.6 5.6l12.8 12.8" stroke="currentColor" strokeWidth="2" />
        </svg>
      </span>
      <h1 id="block-title">{t(`${id}.title`)}</h1>
      <p>{t(`${id}.text`)}</p>
      <p className={styles.when}>
        {t('contactSupport')}:{' '}
        <a href={`mailto:${config.contacts.email}`}>{config.contacts.email}</a>
      </p>
    </section>
  );
}

/** Payment return pages (spec 01 §2 Empty: onpay and onpay/withdraw). */
export async function PaymentResultPage({ lng, match }: { lng: string; match: RouteMatch }) {
  const t = await getTranslations('onpay');
  const status = match.params.status ?? 'pending';
  const key = match.entry.id === 'onpayWithdraw' ? `withdraw.${status}` : status;
  return (
    <section className={styles.card} aria-labelledby="onpay-title">
      <h1 id="onpay-title">{t(`${key}.title`)}</h1>
      <p>{t(`${key}.text`)}</p>
      <p>
        <SiteLink className={styles.when} href={`/${lng}/office/account`}>
          {t('toAccount')}
        </SiteLink>{' '}
        <SiteLink className={styles.when} href={`/${lng}`}>
          {t('toHome')}
        </SiteLink>
      </p>
    </section>
  );
}

/** A page of the empty layout that shows its title and description (print-coupon, confirm, 500). */
export async function PlainPage({ match }: { lng: string; match: RouteMatch }) {
  const t = await getTranslations('routes');
  const id = match.entry.id;
  const subject = Object.values(match.params)[0];
  return (
    <section className={styles.card} aria-labelledby="plain-title">
      <h1 id="plain-title">
        {t(`${id}.title`)}
        {subject ? ` № ${subject}` : ''}
      </h1>
      <p>{t(`${id}.description`)}</p>
    </section>
  );
}
