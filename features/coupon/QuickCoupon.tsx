'use client';

import { useTranslations } from 'next-intl';
import { RIGHT_SECTION_COOKIE } from '@/server/edge/cookie-names';
import { rightSectionToggled, selectIsRightSectionHidden } from '@/features/settings/settingsSlice';
import { setPreferenceCookie } from '@/features/shell/preference-cookie';
import { useAppDispatch, useAppSelector } from '@/features/store/hooks';
import { selectCouponBets } from './couponSlice';
import styles from './QuickCoupon.module.css';

/**
 * The quick coupon (spec 02 §2 Quick-coupon guard): on the sport pages (route meta 38) only, a
 * bar that keeps the bet slip in reach while the right column is folded: how many selections it
 * holds, and a button that unfolds it.
 */
export function QuickCoupon() {
  const t = useTranslations('coupon');
  const dispatch = useAppDispatch();
  const hidden = useAppSelector(selectIsRightSectionHidden);
  const count = useAppSelector(selectCouponBets).length;
  if (!hidden || count === 0) return null;

  function open() {
    dispatch(rightSectionToggled());
    setPreferenceCookie(RIGHT_SECTION_COOKIE, '0');
  }
  return (
    <aside className={styles.bar} aria-label={t('quickTitle')}>
      <span className={styles.count}>{count}</span>
      <span className={styles.text}>{t('quickSelections', { count })}</span>
      <button type="button" className={styles.open} onClick={open}>
        {t('quickOpen')}
      </button>
    </aside>
  );
}
