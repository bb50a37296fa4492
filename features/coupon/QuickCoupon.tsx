'use client';

import { useTranslations } from 'next-intl';
import { useRightSection } from '@/features/settings';
import { useAppSelector } from '@/features/store';
import { selectCouponBets } from './couponSlice';
import styles from './QuickCoupon.module.css';

/**
 * The quick coupon (spec 02 §2 Quick-coupon guard): on the sport pages (route meta 38) only, a
 * bar that keeps the bet slip in reach while the right column is folded: how many selections it
 * holds, and a button that unfolds it.
 */
export function QuickCoupon() {
  const t = useTranslations('coupon');
  const { hidden, toggle } = useRightSection();
  const count = useAppSelector(selectCouponBets).length;
  if (!hidden || count === 0) return null;
  return (
    <aside className={styles.bar} aria-label={t('quickTitle')}>
      <span className={styles.count}>{count}</span>
      <span className={styles.text}>{t('quickSelections', { count })}</span>
      <button type="button" className={styles.open} onClick={toggle}>
        {t('quickOpen')}
      </button>
    </aside>
  );
}
