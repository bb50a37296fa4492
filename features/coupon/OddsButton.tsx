'use client';

import { useEffect, useRef, useState } from 'react';
import { usePlainTexts } from '@/features/ui';
import { useLiveOutcome } from '@/features/live';
import { useAppDispatch, useAppSelector } from '@/features/store';
import type { Outcome } from '@/server/upstream/schemas/line';
import { toCouponBet, type BetGameInfo } from './coupon-bet';
import { selectIsInCoupon, selectIsPlacingOneClick } from './coupon-view';
import { formatCoef } from '@/features/settings';
import styles from './OddsButton.module.css';

/** How long a changed coefficient keeps its up / down mark. */
const CHANGE_MARK_MS = 4000;

/**
 * A coefficient on a sport page: a click adds the outcome to the coupon (or takes it out, or
 * places it at once when one-click betting is on). Server-rendered as a plain button, so the
 * odds read without JavaScript; then the live stream's coefficient and block, when it has given
 * them, stand over the rendered ones (a change is marked up or down for a while).
 */
export function OddsButton({
  outcome,
  startTime,
  game,
}: {
  outcome: Outcome;
  startTime: string;
  game?: Omit<BetGameInfo, 'startTime'>;
}) {
  // In the first-load scripts of the line pages: the labels are plain `{name}` texts.
  const t = usePlainTexts('coupon');
  const dispatch = useAppDispatch();
  const coefViewId = useAppSelector((state) => state.settings.coefViewId);
  const selected = useAppSelector((state) => selectIsInCoupon(state, outcome.id));
  const sending = useAppSelector((state) => selectIsPlacingOneClick(state, outcome.id));
  const live = useLiveOutcome(outcome.id);
  const current = live ? { ...outcome, coef: live.coef, isBlocked: live.blocked } : outcome;
  const change = useCoefChange(current.coef);

  if (current.isBlocked) {
    return (
      <button
        type="button"
        className={styles.odds}
        disabled
        aria-label={t('oddsBlocked', { outcome: outcome.name })}
      >
        <span aria-hidden="true">—</span>
      </button>
    );
  }
  const coef = formatCoef(current.coef, coefViewId);
  return (
    <button
      type="button"
      className={styles.odds}
      data-outcome-id={outcome.id}
      data-selected={selected || undefined}
      data-change={change ?? undefined}
      aria-pressed={selected}
      aria-busy={sending || undefined}
      aria-label={t('oddsLabel', { outcome: outcome.name, coef })}
      title={`${outcome.marketName}: ${outcome.name}`}
      disabled={sending}
      onClick={() => {
        const bet = toCouponBet(current, { ...game, startTime });
        // The coupon's code (and its slice) loads right after the first paint: normally here.
        void import('./click-odds').then(({ clickOdds }) => dispatch(clickOdds(bet)));
      }}
    >
      {coef}
    </button>
  );
}

/** 'up' or 'down' for a while after the coefficient changed between renders. */
function useCoefChange(coef: number): 'up' | 'down' | null {
  const previous = useRef(coef);
  const [change, setChange] = useState<'up' | 'down' | null>(null);
  useEffect(() => {
    if (coef === previous.current) return;
    setChange(coef > previous.current ? 'up' : 'down');
    previous.current = coef;
    const timer = window.setTimeout(() => setChange(null), CHANGE_MARK_MS);
    return () => window.clearTimeout(timer);
  }, [coef]);
  return change;
}
