'use client';

import { useTranslations } from 'next-intl';
import { useAppDispatch, useAppSelector } from '@/features/store';
import { checkOneClicks, checkPlacing } from './coupon-thunks';
import { selectCoupon } from './couponSlice';
import styles from './CouponPanel.module.css';

/**
 * A bet whose placing got no answer (the upstream may have placed it late): while its outcome is
 * asked for the coupon says so; when that is still unknown, placing stays blocked and the player
 * can check again. One-click bets without an answer are offered the same check.
 */
export function CouponCheck() {
  const t = useTranslations('coupon.check');
  const dispatch = useAppDispatch();
  const { requestCheck, pendingOneClicks, activePlaceBetIds } = useAppSelector(selectCoupon);
  const waitingOneClicks = pendingOneClicks.filter(
    (pending) => !activePlaceBetIds.includes(pending.outcomeId),
  );

  if (requestCheck === 'checking') {
    return (
      <section className={styles.check} role="status" aria-label={t('title')} aria-busy="true">
        <p>{t('checking')}</p>
      </section>
    );
  }
  if (requestCheck === 'unresolved') {
    return (
      <section className={styles.check} role="alert" aria-label={t('title')}>
        <p>{t('unresolved')}</p>
        <button
          type="button"
          className={styles.accept}
          onClick={() => void dispatch(checkPlacing())}
        >
          {t('again')}
        </button>
      </section>
    );
  }
  if (waitingOneClicks.length > 0) {
    return (
      <section className={styles.check} role="alert" aria-label={t('title')}>
        <p>{t('oneClickUnresolved', { count: waitingOneClicks.length })}</p>
        <button
          type="button"
          className={styles.accept}
          onClick={() => void dispatch(checkOneClicks())}
        >
          {t('again')}
        </button>
      </section>
    );
  }
  return null;
}
