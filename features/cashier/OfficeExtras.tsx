import { getTranslations } from 'next-intl/server';
import { formatMoney } from '@/features/betting';
import { signInAgain } from '@/features/office/server';
import { ActivitySection, Unavailable } from '@/features/office';
import { getCashback, getMailing, getReferral } from '@/server/cashier/player-cashier';
import { requestIdentity } from '@/server/config/site-config';
import { log } from '@/server/log';
import type { RouteMatch } from '@/server/routes/match';
import { CashierMessages } from './CashierMessages';
import { LazyMailingSwitches, LazyPromoCheckForm } from './lazy-parts';
import styles from './Cashier.module.css';

type Props = { lng: string; match: RouteMatch };

/** A player's read for a page: the value, or null when the upstream failed (logged). */
async function read<T>(what: string, load: () => Promise<T | null>, lng: string, back: string) {
  try {
    const value = await load();
    if (value === null) signInAgain(lng, back);
    return value;
  } catch (error) {
    log.error(`${what} unavailable`, { error });
    return null;
  }
}

/** The promo check (route officePromoCheck). */
export async function PromoCheck({ lng }: Props) {
  const t = await getTranslations('cashier.promo');
  return (
    <ActivitySection id="promo-check-caption" caption={t('caption')}>
      <CashierMessages lng={lng}>
        <LazyPromoCheckForm lng={lng} />
      </CashierMessages>
    </ActivitySection>
  );
}

/** The mailing switches (route officeMailing). */
export async function MailingPage({ lng }: Props) {
  const t = await getTranslations('cashier.mailing');
  const mailing = await read('mailing', getMailing, lng, `/${lng}/office/mailing`);
  if (!mailing) return <Unavailable>{t('unavailable')}</Unavailable>;
  return (
    <ActivitySection id="mailing-caption" caption={t('caption')}>
      <CashierMessages lng={lng}>
        <LazyMailingSwitches initial={mailing} />
      </CashierMessages>
    </ActivitySection>
  );
}

/** The referral link and its terms (route officeBringFriend; spec 02 §7 `ref` query). */
export async function BringFriend({ lng }: Props) {
  const [t, { origin }] = await Promise.all([getTranslations('cashier.friend'), requestIdentity()]);
  const referral = await read('referral', getReferral, lng, `/${lng}/office/bringfriend`);
  if (!referral) return <Unavailable>{t('unavailable')}</Unavailable>;
  const link = `${origin}/${lng}?${new URLSearchParams({ ref: referral.refCode })}`;
  return (
    <ActivitySection id="friend-caption" caption={t('caption')}>
      <p>{t('terms', { percent: referral.percent })}</p>
      <div className={styles.field}>
        <label htmlFor="referral-link">{t('link')}</label>
        <input id="referral-link" readOnly value={link} />
      </div>
      <p className={styles.hint}>{t('invited', { count: referral.invited })}</p>
    </ActivitySection>
  );
}

/** The weekly cashback (route officeCashback). */
export async function CashbackPage({ lng }: Props) {
  const t = await getTranslations('cashier.cashback');
  const cashback = await read('cashback', getCashback, lng, `/${lng}/office/cashback`);
  if (!cashback) return <Unavailable>{t('unavailable')}</Unavailable>;
  const money = (value: string) => formatMoney(lng, value, cashback.currency);
  const paysOn = new Intl.DateTimeFormat(lng, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(cashback.paysOn),
  );
  return (
    <ActivitySection id="cashback-caption" caption={t('caption', { percent: cashback.percent })}>
      <dl className={styles.facts}>
        <div>
          <dt>{t('base')}</dt>
          <dd>{money(cashback.base)}</dd>
        </div>
        <div>
          <dt>{t('accrued')}</dt>
          <dd>
            <strong>{money(cashback.accrued)}</strong>
          </dd>
        </div>
        <div>
          <dt>{t('paysOn')}</dt>
          <dd>{paysOn}</dd>
        </div>
      </dl>
    </ActivitySection>
  );
}
