'use client';

import type { ReactNode } from 'react';
import { rightSectionToggled, selectIsRightSectionHidden } from '@/features/settings/settingsSlice';
import { useAppDispatch, useAppSelector } from '@/features/store/hooks';
import { RIGHT_SECTION_COOKIE } from '@/server/edge/cookie-names';
import styles from './RightColumn.module.css';
import { setPreferenceCookie } from './preference-cookie';

export interface RightColumnLabels {
  title: string;
  myBets: string;
  compact: string;
  full: string;
}

/**
 * The main layout's right column (spec 01 §2 "The right-hand column toggles between compact and
 * full"). It hosts the coupon; the choice is kept in a cookie so the server renders it right.
 */
export function RightColumn({
  labels,
  children,
}: {
  labels: RightColumnLabels;
  children: ReactNode;
}) {
  const dispatch = useAppDispatch();
  const hidden = useAppSelector(selectIsRightSectionHidden);

  function toggle() {
    dispatch(rightSectionToggled());
    setPreferenceCookie(RIGHT_SECTION_COOKIE, hidden ? '0' : '1');
  }

  const toggleButton = (
    <button
      type="button"
      className={styles.collapse}
      onClick={toggle}
      aria-expanded={!hidden}
      aria-label={hidden ? labels.full : labels.compact}
      title={hidden ? labels.full : labels.compact}
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <path
          d={hidden ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );

  if (hidden) {
    return (
      <aside className={styles.compact} aria-label={labels.title}>
        {toggleButton}
      </aside>
    );
  }
  return (
    <aside className={styles.column} aria-label={labels.title}>
      <div className={styles.tabs}>
        <span className={styles.tabActive}>{labels.title}</span>
        <span className={styles.tab}>{labels.myBets}</span>
        {toggleButton}
      </div>
      {children}
    </aside>
  );
}

export function EmptyCoupon({ title, hint }: { title: string; hint: string }) {
  return (
    <div className={styles.empty}>
      <svg viewBox="0 0 48 48" width="48" height="48" aria-hidden="true">
        <rect
          x="10"
          y="6"
          width="28"
          height="36"
          rx="4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
        />
        <path
          d="M16 16h16M16 23h16M16 30h9"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
        />
      </svg>
      <strong>{title}</strong>
      <p>{hint}</p>
    </div>
  );
}
