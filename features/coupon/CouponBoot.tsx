'use client';

import { useEffect, useMemo, useRef, useState } from 'react';
import { loadAccounts, selectActiveAccount } from '@/features/accounts';
import { useFollowLive, useLiveOutcomeChanges } from '@/features/live';
import { selectIsSignedIn } from '@/features/session';
import { useAppDispatch, useAppSelector, useAppStore, keepState } from '@/features/store';
import { inOwnTask } from '@/features/remote-apps';
import { gameTopic } from '@/server/live/wire';
import { applyLiveOutcomes, checkOneClicks, checkPlacing } from './coupon-thunks';
import { couponSettingsRestored, initialCouponSettings } from './couponSettingsSlice';
import {
  couponRestored,
  couponSlice,
  currencySet,
  initialCouponState,
  rulesLoaded,
  type CouponRules,
} from './couponSlice';
import { couponCurrency } from './currency-amounts';
import { COUPON_STORAGE_KEY, loadCouponReader, toStored } from './persistence';

/**
 * The coupon's life in the browser, mounted once by the main layout: the site's coupon rules,
 * the coupon kept in local storage (restored on load, saved on change, shared between tabs),
 * the player's accounts and currency, the coupon's coefficients as the live stream moves them
 * (its bets' games are followed), and the check of a bet whose placing got no answer before the
 * page was opened.
 */
export function CouponBoot({ rules, geoCurrency }: { rules: CouponRules; geoCurrency: string }) {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const signedIn = useAppSelector(selectIsSignedIn);
  const activeAccount = useAppSelector(selectActiveAccount);
  const gameIds = useAppSelector((state) =>
    [...new Set(state.coupon.bets.map((bet) => bet.market.gameId))].sort().join(','),
  );
  /** The kept coupon is back (or there was none): reading it may wait for its schema's code. */
  const [restored, setRestored] = useState(false);

  useEffect(() => {
    dispatch(rulesLoaded(rules));
  }, [dispatch, rules]);

  // Before the kept coupon's effect: the state it compares with what is kept then has the
  // visitor's currency (and its stake) already, so a visitor who changed nothing reads and writes
  // nothing on the next visit either.
  useEffect(() => {
    dispatch(currencySet(couponCurrency(activeAccount?.currency, geoCurrency)));
  }, [dispatch, activeAccount?.currency, geoCurrency]);

  // Restore, then keep saving; another tab's change is taken over.
  useEffect(() => {
    // The coupon nobody touched, with the site's rules and the visitor's currency (set by the
    // effects above): a bet added before keeping starts is written at once.
    const { rules: siteRules, currency } = store.getState().coupon;
    const untouched = [rulesLoaded(siteRules), currencySet(currency)].reduce(
      couponSlice.reducer,
      initialCouponState,
    );
    return keepState({
      key: COUPON_STORAGE_KEY,
      text: () => {
        const { coupon, couponSettings } = store.getState();
        return JSON.stringify(toStored(coupon, couponSettings));
      },
      loadReader: loadCouponReader,
      restore: (stored) => {
        dispatch(couponSettingsRestored(stored.settings));
        dispatch(couponRestored(stored.coupon));
      },
      subscribe: store.subscribe,
      // The odds take clicks from here on. The page's mark of it (end-to-end tests wait for it)
      // comes a task later, after the shell's other boots: each shows in a task of its own, and
      // theirs were queued before this one ran (own-task.ts), so the mark means they run too.
      onReady: () => {
        setRestored(true);
        inOwnTask(() => {
          document.documentElement.dataset.couponReady = 'true';
        });
      },
      shareBetweenTabs: true,
      unchanged: JSON.stringify(toStored(untouched, initialCouponSettings)),
    });
  }, [dispatch, store]);

  useEffect(() => {
    if (signedIn) void dispatch(loadAccounts());
  }, [dispatch, signedIn]);

  // A bet kept pending by an earlier page is checked once the player is known (after restore).
  const pendingChecked = useRef(false);
  useEffect(() => {
    if (!restored || !signedIn || pendingChecked.current) return;
    pendingChecked.current = true;
    void dispatch(checkPlacing());
    void dispatch(checkOneClicks());
  }, [dispatch, restored, signedIn]);

  // Live coefficients: the stream of each bet's game, while the coupon has it.
  const topics = useMemo(
    () => (gameIds === '' ? [] : gameIds.split(',').map((id) => gameTopic(Number(id)))),
    [gameIds],
  );
  useFollowLive(topics);
  useLiveOutcomeChanges((changes, completeGames) =>
    dispatch(applyLiveOutcomes(changes, completeGames)),
  );

  return null;
}
