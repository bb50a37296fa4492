'use client';

import { SiteLink, withLanguage } from '@/features/ui';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { AuthLink, selectIsSignedIn } from '@/features/session';
import { fetchHistory, BetStatus, eventName } from '@/features/betting';
import { selectDisplayClock, formatDateTime, formatCoef } from '@/features/settings';
import { useAppSelector } from '@/features/store';
import type { Coupon } from '@/server/upstream/schemas/coupon';
import { TYPE_KEYS, useMoney } from './coupon-display';
import styles from './MyBets.module.css';

/** The open bets the panel shows; the rest are a link away, in the office history. */
export const MY_BETS_PAGE_SIZE = 10;

type OpenBets =
  { kind: 'loading' } | { kind: 'failed' } | { kind: 'loaded'; coupons: Coupon[]; total: number };

/**
 * The bet slip's "My bets" tab (issue 10 §5): a signed-in player's open (unsettled) coupons,
 * newest first, read when the tab opens and again after a coupon is placed; a visitor is asked
 * to log in. Loaded with the tab (React.lazy), so the slip costs nothing until it is opened.
 */
export default function MyBets() {
  const signedIn = useAppSelector(selectIsSignedIn);
  return signedIn ? <OpenBetsList /> : <SignInPrompt />;
}

function SignInPrompt() {
  const t = useTranslations('coupon.myBetsPanel');
  const lng = useLocale();
  return (
    <div className={styles.prompt}>
      <p>{t('signInText')}</p>
      <AuthLink href={withLanguage(lng, '/user/login')} modal="login" className={styles.primary}>
        {t('signIn')}
      </AuthLink>
    </div>
  );
}

function OpenBetsList() {
  const t = useTranslations('coupon.myBetsPanel');
  const lng = useLocale();
  const [bets, setBets] = useState<OpenBets>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // A coupon placed while the tab is open (one-click, singles) shows at once.
  const placedCoupon = useAppSelector((state) => state.coupon.successCoupon?.couponId ?? null);
  const placedSingles = useAppSelector((state) => state.coupon.singlesResultCoupons);

  useEffect(() => {
    const controller = new AbortController();
    fetchHistory(1, MY_BETS_PAGE_SIZE, controller.signal, 'open').then(
      (page) => {
        if (!controller.signal.aborted) {
          setBets({ kind: 'loaded', coupons: page.coupons, total: page.total });
        }
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('open bets load failed:', error);
        // A list already shown stays: a failed refresh is not worth losing it.
        setBets((current) => (current.kind === 'loaded' ? current : { kind: 'failed' }));
      },
    );
    return () => controller.abort();
  }, [placedCoupon, placedSingles, attempt]);

  const allBets = (
    <SiteLink className={styles.allBets} href={withLanguage(lng, '/office/history')}>
      {t('allBets')}
    </SiteLink>
  );

  return (
    <section
      className={styles.panel}
      aria-labelledby="my-bets-title"
      aria-busy={bets.kind === 'loading'}
    >
      <div className={styles.header}>
        <h2 id="my-bets-title" className={styles.title}>
          {t('title')}
          {bets.kind === 'loaded' && <span className={styles.total}>{bets.total}</span>}
        </h2>
        {allBets}
      </div>
      {bets.kind === 'loading' && (
        <p className={styles.note} role="status">
          {t('loading')}
        </p>
      )}
      {bets.kind === 'failed' && (
        <div className={styles.note} role="alert">
          <p>{t('failed')}</p>
          <button
            type="button"
            className={styles.secondary}
            onClick={() => setAttempt((n) => n + 1)}
          >
            {t('retry')}
          </button>
        </div>
      )}
      {bets.kind === 'loaded' && bets.coupons.length === 0 && (
        <p className={styles.note}>{t('empty')}</p>
      )}
      {bets.kind === 'loaded' && bets.coupons.length > 0 && (
        <ul className={styles.coupons} aria-labelledby="my-bets-title">
          {bets.coupons.map((coupon) => (
            <OpenCoupon key={coupon.couponId} coupon={coupon} lng={lng} />
          ))}
        </ul>
      )}
      {bets.kind === 'loaded' && bets.total > bets.coupons.length && (
        <p className={styles.more}>
          <SiteLink href={withLanguage(lng, '/office/history')}>
            {t('more', { count: bets.total - bets.coupons.length })}
          </SiteLink>
        </p>
      )}
    </section>
  );
}

function OpenCoupon({ coupon, lng }: { coupon: Coupon; lng: string }) {
  const t = useTranslations('coupon');
  const clock = useAppSelector(selectDisplayClock);
  const coefViewId = useAppSelector((state) => state.settings.coefViewId);
  const money = useMoney(lng);
  const title = t('myBetsPanel.coupon', { number: coupon.couponId });
  return (
    <li className={styles.coupon} aria-label={title}>
      <div className={styles.couponHead}>
        <strong>{title}</strong>
        <span className={styles.type}>{t(`types.${TYPE_KEYS[coupon.typeId]}`)}</span>
      </div>
      <p className={styles.placedAt}>
        {t('myBetsPanel.placedAt')}{' '}
        <time dateTime={coupon.placedAt}>{formatDateTime(lng, clock, coupon.placedAt)}</time>
      </p>
      <ul className={styles.bets}>
        {coupon.bets.map((bet) => (
          <li key={`${bet.outcomeId}-${bet.blockId ?? ''}`} className={styles.bet}>
            <span className={styles.event}>{eventName(bet.opponents)}</span>
            <span className={styles.selection}>
              {bet.marketName}: <strong>{bet.outcomeName}</strong>
            </span>
            <span className={styles.betFoot}>
              <BetStatus status={bet.status} label={t(`myBetsPanel.statuses.${bet.status}`)} />
              <span className={styles.coef}>{formatCoef(bet.coef, coefViewId)}</span>
            </span>
          </li>
        ))}
      </ul>
      <dl className={styles.sums}>
        <div>
          <dt>{t('myBetsPanel.stake')}</dt>
          <dd>{money(Number(coupon.amount), coupon.currency)}</dd>
        </div>
        <div>
          <dt>{t('myBetsPanel.coef')}</dt>
          <dd>{formatCoef(coupon.coef, coefViewId)}</dd>
        </div>
        <div>
          <dt>{t('myBetsPanel.possibleWin')}</dt>
          <dd>{money(Number(coupon.possibleWin), coupon.currency)}</dd>
        </div>
      </dl>
    </li>
  );
}
