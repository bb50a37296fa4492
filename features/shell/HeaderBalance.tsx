'use client';

import { useEffect, useRef } from 'react';
import { loadAccounts, selectActiveAccount } from '@/features/accounts';
import { formatMoney } from '@/features/betting';
import { useAppDispatch, useAppSelector } from '@/features/store';
import { SiteLink, withLanguage } from '@/features/ui';
import styles from './Header.module.css';

/** A player back on the tab (from a payment page, say) sees a fresh balance, at most this often. */
const REFRESH_ON_RETURN_MS = 10_000;

/**
 * A signed-in player's active balance and the Deposit button in the header (issue 22 §4). The
 * balance is the store's: loaded when the page boots, again after every bet, on the wallets page
 * every 2.5 s (spec 02 §9), and here when the player comes back to the tab. Until it is known a
 * placeholder holds its room, so nothing moves when it comes.
 */
export function HeaderBalance({
  lng,
  labels,
}: {
  lng: string;
  labels: { balance: string; deposit: string };
}) {
  const dispatch = useAppDispatch();
  const account = useAppSelector(selectActiveAccount);
  const lastRefresh = useRef(0);

  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState !== 'visible') return;
      if (Date.now() - lastRefresh.current < REFRESH_ON_RETURN_MS) return;
      lastRefresh.current = Date.now();
      void dispatch(loadAccounts());
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [dispatch]);

  const amount = account ? formatMoney(lng, account.balance, account.currency) : null;
  return (
    <>
      <SiteLink
        href={withLanguage(lng, '/office/wallets')}
        className={styles.balance}
        aria-label={amount ? `${labels.balance}: ${amount}` : labels.balance}
        aria-busy={amount === null || undefined}
      >
        <span className={styles.balanceLabel} aria-hidden="true">
          {labels.balance}
        </span>
        <span className={styles.balanceAmount} aria-hidden="true">
          {amount ?? '—'}
        </span>
      </SiteLink>
      <SiteLink href={withLanguage(lng, '/office/recharge')} className={styles.deposit}>
        {labels.deposit}
      </SiteLink>
    </>
  );
}
