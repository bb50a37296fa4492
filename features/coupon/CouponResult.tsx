'use client';

import { SiteLink, withLanguage } from '@/features/ui';
import { useTranslations } from 'next-intl';
import { useAppDispatch, useAppSelector } from '@/features/store';
import type { Coupon } from '@/server/upstream/schemas/coupon';
import { TYPE_KEYS, useMoney } from './coupon-display';
import { selectCoupon, successDismissed } from './couponSlice';
import { formatCoef } from '@/features/settings';
import styles from './CouponPanel.module.css';

/**
 * What placing answered: the accepted coupon (spec 02 §3 `successCoupon`) or, for many singles,
 * each single's result (`singlesResultCoupons`).
 */
export function CouponResult({ lng }: { lng: string }) {
  const t = useTranslations('coupon');
  const dispatch = useAppDispatch();
  const { successCoupon, singlesResultCoupons } = useAppSelector(selectCoupon);
  const coefViewId = useAppSelector((state) => state.settings.coefViewId);
  const money = useMoney(lng);
  if (!successCoupon && singlesResultCoupons.length === 0) return null;

  const summary = (coupon: Coupon) => (
    <dl className={styles.totals}>
      <dt>{t('couponNumber')}</dt>
      <dd>
        <SiteLink
          href={withLanguage(lng, `/print-coupon/${coupon.couponId}`)}
          target="_blank"
          prefetch={false}
        >
          №&nbsp;{coupon.couponId}
        </SiteLink>
      </dd>
      <dt>{t('type')}</dt>
      <dd>
        {t(`types.${TYPE_KEYS[coupon.typeId]}`)}
        {coupon.systemValue !== null && ` ${coupon.systemValue}/${coupon.bets.length}`}
      </dd>
      <dt>{t('amount')}</dt>
      <dd>{money(Number(coupon.amount), coupon.currency)}</dd>
      <dt>{t('totalCoef')}</dt>
      <dd>{formatCoef(coupon.coef, coefViewId)}</dd>
      <dt>{t('possibleWin')}</dt>
      <dd className={styles.win}>{money(Number(coupon.possibleWin), coupon.currency)}</dd>
    </dl>
  );

  return (
    <section className={styles.result} role="status" aria-label={t('accepted')}>
      <h3 className={styles.resultTitle}>
        <span aria-hidden="true">✓</span> {successCoupon ? t('accepted') : t('singlesResult')}
      </h3>
      {successCoupon && summary(successCoupon)}
      {singlesResultCoupons.length > 0 && (
        <ul className={styles.singles}>
          {singlesResultCoupons.map((single) => (
            <li key={single.outcomeId} data-result={single.result}>
              {single.result === 'success' ? (
                <>
                  <span aria-hidden="true">✓</span> {single.coupon.bets[0]?.opponents.join(' — ')}:{' '}
                  {single.coupon.bets[0]?.outcomeName}{' '}
                  <SiteLink
                    href={withLanguage(lng, `/print-coupon/${single.coupon.couponId}`)}
                    target="_blank"
                    prefetch={false}
                  >
                    №&nbsp;{single.coupon.couponId}
                  </SiteLink>
                </>
              ) : (
                <>
                  <span aria-hidden="true">✗</span> {t('singleRefused')}:{' '}
                  {single.errors.map((error) => error.detail ?? error.title).join('; ')}
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      <button
        type="button"
        className={styles.secondary}
        onClick={() => dispatch(successDismissed())}
      >
        {t('continue')}
      </button>
    </section>
  );
}
