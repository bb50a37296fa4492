'use client';

import { useTranslations } from 'next-intl';
import { lazy, Suspense, type KeyboardEvent, type ReactNode } from 'react';
import { tabChanged } from '@/features/coupon/couponSlice';
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

/** The "My bets" panel's code is fetched when the tab is first opened, never before. */
const MyBets = lazy(() => import('@/features/coupon/MyBets'));

const TABS = ['coupon', 'myBets'] as const;
type SlipTab = (typeof TABS)[number];
const tabId = (tab: SlipTab) => `slip-tab-${tab}`;
const panelId = (tab: SlipTab) => `slip-panel-${tab}`;

/**
 * The main layout's right column (spec 01 §2 "The right-hand column toggles between compact and
 * full"). It hosts the coupon and the "My bets" tab (issue 10 §5); the compact choice is kept in
 * a cookie so the server renders it right.
 */
export function RightColumn({
  labels,
  children,
}: {
  labels: RightColumnLabels;
  children: ReactNode;
}) {
  const t = useTranslations('coupon');
  const dispatch = useAppDispatch();
  const hidden = useAppSelector(selectIsRightSectionHidden);
  const selected = useAppSelector((state) => state.coupon.tab);

  function select(tab: SlipTab) {
    if (tab !== selected) dispatch(tabChanged(tab));
  }

  /** WAI-ARIA tabs: arrows move and select, Home and End go to the ends; one tab stop. */
  function onTabKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = TABS.indexOf(selected);
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % TABS.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + TABS.length) % TABS.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? TABS.length - 1
              : null;
    const tab = next === null ? undefined : TABS[next];
    if (!tab) return;
    event.preventDefault();
    select(tab);
    document.getElementById(tabId(tab))?.focus();
  }

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
        <div
          role="tablist"
          aria-label={t('slipTabs')}
          className={styles.tablist}
          onKeyDown={onTabKeyDown}
        >
          {TABS.map((tab) => (
            <button
              key={tab}
              type="button"
              role="tab"
              id={tabId(tab)}
              aria-selected={tab === selected}
              aria-controls={panelId(tab)}
              tabIndex={tab === selected ? 0 : -1}
              className={tab === selected ? styles.tabActive : styles.tab}
              onClick={() => select(tab)}
            >
              {tab === 'coupon' ? labels.title : labels.myBets}
            </button>
          ))}
        </div>
        {toggleButton}
      </div>
      {/* The coupon stays mounted behind the other tab: its checks and refresh go on. */}
      <div
        role="tabpanel"
        id={panelId('coupon')}
        aria-labelledby={tabId('coupon')}
        className={styles.panel}
        hidden={selected !== 'coupon'}
      >
        {children}
      </div>
      {selected === 'myBets' && (
        <div
          role="tabpanel"
          id={panelId('myBets')}
          aria-labelledby={tabId('myBets')}
          className={styles.panel}
        >
          <Suspense fallback={<p className={styles.loading}>{t('myBetsPanel.loading')}</p>}>
            <MyBets />
          </Suspense>
        </div>
      )}
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
