'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState, type ReactNode } from 'react';
import { ownPanelId, tabId, Tabs } from '@/features/auth';
import { isSectionGamePage } from '@/features/casino';
import {
  selectCouponSize,
  selectCouponTab,
  tabChanged,
  toCoupon,
  type CouponTab,
} from '@/features/coupon';
import { defineRemote, RemotePart } from '@/features/remote-apps';
import { useAppDispatch, useAppSelector } from '@/features/store';
import { withIntlTexts } from '@/features/ui';
import styles from './RightColumn.module.css';
import { useRightSection } from '@/features/settings';
import { setSlipSheetOpen, useSlipSheetOpen } from './slip-sheet';

export interface RightColumnLabels {
  title: string;
  myBets: string;
  compact: string;
  full: string;
  /** The tab list's name. */
  tabs: string;
  /** Said while the "My bets" panel's code loads. */
  myBetsLoading: string;
  /** The phone layout's close button of the sheet. */
  closeSheet: string;
}

/** The "My bets" panel's code is fetched when the tab is first opened, never before. */
const myBets = defineRemote(
  'coupon/my-bets',
  withIntlTexts(() => import('@/features/coupon/MyBets').then((m) => m.default)),
);

type SlipTab = CouponTab;
const SLIP = 'slip';

/**
 * The main layout's right column (spec 01 §2 "The right-hand column toggles between compact and
 * full"). It hosts the coupon and the "My bets" tab (issue 10 §5); the compact choice is kept in
 * a cookie so the server renders it right.
 */
export function RightColumn({
  labels,
  sheet = false,
  children,
}: {
  labels: RightColumnLabels;
  /**
   * The phone layout (issue 22 §1): the column is a bottom sheet over the page, opened from the
   * bottom bar's slip button, and has no compact form.
   */
  sheet?: boolean;
  children: ReactNode;
}) {
  const dispatch = useAppDispatch();
  const rightSection = useRightSection();
  const selected = useAppSelector(selectCouponTab);
  const sheetOpen = useSlipSheetOpen();
  const couponSize = useAppSelector(selectCouponSize);
  const pathname = usePathname();
  // The phone's closed sheet does without the coupon's code (issue 22 §1: less to load and hydrate
  // on a phone's first visit): the panel is drawn once the sheet opens or the slip has a bet, and
  // stays from then on. Drawn on the server too, it would only be hidden HTML.
  const [panelWanted, setPanelWanted] = useState(false);
  if (sheet && !panelWanted && (sheetOpen || couponSize > 0)) setPanelWanted(true);
  const showPanel = !sheet || panelWanted;
  // A casino game's page gives the game the room (issue 22 §8): the slip starts folded there,
  // whatever the player chose elsewhere, and unfolding it there is not remembered.
  const onGamePage = isSectionGamePage(pathname);
  const [unfoldedOn, setUnfoldedOn] = useState<string | null>(null);
  const hidden = sheet ? false : onGamePage ? unfoldedOn !== pathname : rightSection.hidden;
  const toggle = onGamePage ? () => setUnfoldedOn(hidden ? pathname : null) : rightSection.toggle;

  useEffect(() => {
    if (sheet) setSlipSheetOpen(false);
  }, [sheet, pathname]);

  useEffect(() => {
    if (!sheet || !sheetOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setSlipSheetOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [sheet, sheetOpen]);

  function select(tab: SlipTab) {
    if (tab !== selected) dispatch(toCoupon(tabChanged(tab)));
  }

  // The sheet's button closes it (a chevron down); the column's folds and unfolds it.
  const toggleLabel = sheet ? labels.closeSheet : hidden ? labels.full : labels.compact;
  const toggleButton = (
    <button
      type="button"
      className={styles.collapse}
      onClick={sheet ? () => setSlipSheetOpen(false) : toggle}
      aria-expanded={sheet ? undefined : !hidden}
      aria-label={toggleLabel}
      title={toggleLabel}
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <path
          d={sheet ? 'M6 9l6 6 6-6' : hidden ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
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
      // data-folded: the main layout gives a folded column the narrow track (MainLayout.module.css).
      <aside className={styles.compact} aria-label={labels.title} data-folded="">
        {toggleButton}
      </aside>
    );
  }
  const column = (
    <aside
      id={sheet ? 'slip-sheet' : undefined}
      className={sheet ? styles.sheet : styles.column}
      aria-label={labels.title}
      // Once drawn, the sheet stays mounted while closed: the player's place in it is kept.
      hidden={sheet && !sheetOpen}
    >
      <div className={styles.tabs}>
        <Tabs
          label={labels.tabs}
          base={SLIP}
          tabs={[
            { id: 'coupon', label: labels.title },
            { id: 'myBets', label: labels.myBets },
          ]}
          selected={selected}
          onSelect={select}
          ownPanels
          classes={{ tabs: styles.tablist, tab: styles.tab }}
        />
        {toggleButton}
      </div>
      {/* The coupon stays mounted behind the other tab: its checks and refresh go on. */}
      <div
        role="tabpanel"
        id={ownPanelId(SLIP, 'coupon')}
        aria-labelledby={tabId(SLIP, 'coupon')}
        className={styles.panel}
        hidden={selected !== 'coupon'}
      >
        {showPanel && children}
      </div>
      {selected === 'myBets' && (
        <div
          role="tabpanel"
          id={ownPanelId(SLIP, 'myBets')}
          aria-labelledby={tabId(SLIP, 'myBets')}
          className={styles.panel}
        >
          <RemotePart
            remote={myBets}
            props={{}}
            fallback={<p className={styles.loading}>{labels.myBetsLoading}</p>}
          />
        </div>
      )}
    </aside>
  );
  if (!sheet) return column;
  return (
    <>
      {sheetOpen && (
        <div className={styles.shade} onClick={() => setSlipSheetOpen(false)} aria-hidden="true" />
      )}
      {column}
    </>
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
