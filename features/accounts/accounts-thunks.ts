import { notify, queryErrorNotification, savedNotification } from '@/features/notifications';
import type { AppThunk } from '@/features/store';
import {
  accountChangeFinished,
  accountChangeStarted,
  activeAccountSet,
  accountsFailed,
  accountsLoaded,
  accountsLoading,
  currencyAddFinished,
  currencyAddStarted,
  currencyRemoveFinished,
  currencyRemoveStarted,
} from './accountsSlice';
import type { CurrencyCalls } from './currency-client';

/** spec 02 §9 "Polling: max 5 attempts; 2.5 s default; 1 s after adding a currency". */
export const ACCOUNTS_POLLING = { afterAddMs: 1000, afterAddTries: 5, defaultMs: 2500 } as const;

/** The texts of the notices a currency call ends with, in the player's language. */
export interface CurrencyNoticeLabels {
  main_query_error: string;
  main_save_success: string;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The BFF's currency calls, loaded with the BFF client when a player first adds or removes a
 * currency: the header's balance uses this module on every page, and the client is not among the
 * pages' first-load scripts (docs/performance.md "First-load JS").
 */
const currencyCalls: CurrencyCalls = {
  addCurrency: async (currencyId) =>
    (await import('./currency-client')).currencyCalls.addCurrency(currencyId),
  removeCurrency: async (currencyId) =>
    (await import('./currency-client')).currencyCalls.removeCurrency(currencyId),
};

/** The account data fetch (spec 02 §7); a failure is logged and what was loaded stays (§8). */
export function loadAccounts(): AppThunk<Promise<void>> {
  return async (dispatch, _getState, { bettingApi }) => {
    dispatch(accountsLoading());
    try {
      dispatch(accountsLoaded(await bettingApi.fetchAccounts()));
    } catch (error) {
      console.error('account update failed', error);
      dispatch(accountsFailed());
    }
  };
}

/**
 * spec 02 §4, §7 "Set active account": then the prepaid coupon amount is reset and the account
 * data refreshed. Returns false on failure (logged, spec 02 §8); the caller tells the player.
 */
export function changeActiveAccount(id: number): AppThunk<Promise<boolean>> {
  return async (dispatch, _getState, { bettingApi }) => {
    dispatch(accountChangeStarted());
    try {
      await bettingApi.setActiveAccount(id);
      dispatch(activeAccountSet());
      await dispatch(loadAccounts());
      return true;
    } catch (error) {
      console.error('account change failed', error);
      return false;
    } finally {
      dispatch(accountChangeFinished());
    }
  };
}

/**
 * spec 02 §4, §7 "Office API add currency": the server's message is shown at once; the operator
 * opens the account later, so the account data is polled until the currency appears, up to 5
 * tries 1 s apart. Returns whether it appeared.
 */
export function addCurrency(
  currencyId: number,
  iso: string,
  labels: CurrencyNoticeLabels,
  calls: CurrencyCalls = currencyCalls,
): AppThunk<Promise<boolean>> {
  return async (dispatch, getState) => {
    dispatch(currencyAddStarted());
    try {
      const { message } = await calls.addCurrency(currencyId);
      void dispatch(notify(savedNotification(labels, message || undefined)));
      for (let attempt = 0; attempt < ACCOUNTS_POLLING.afterAddTries; attempt += 1) {
        await wait(ACCOUNTS_POLLING.afterAddMs);
        await dispatch(loadAccounts());
        if (getState().accounts.accounts.some((account) => account.currency === iso)) return true;
      }
      return false;
    } catch (error) {
      // spec 02 §8 "Add or remove currency failure: … the server's response message".
      void dispatch(notify(queryErrorNotification(error, labels)));
      return false;
    } finally {
      dispatch(currencyAddFinished());
    }
  };
}

/** spec 02 §7 "Office API remove currency", then the account data is refreshed. */
export function removeCurrency(
  currencyId: number,
  labels: CurrencyNoticeLabels,
  calls: CurrencyCalls = currencyCalls,
): AppThunk<Promise<boolean>> {
  return async (dispatch) => {
    dispatch(currencyRemoveStarted());
    try {
      const { message } = await calls.removeCurrency(currencyId);
      void dispatch(notify(savedNotification(labels, message || undefined)));
      await dispatch(loadAccounts());
      return true;
    } catch (error) {
      void dispatch(notify(queryErrorNotification(error, labels)));
      return false;
    } finally {
      dispatch(currencyRemoveFinished());
    }
  };
}

/**
 * spec 02 §9: the account data every 2.5 s while the page is visible (a hidden tab skips its
 * turns). Returns the function that stops the polling.
 */
export function startAccountsPolling(): AppThunk<() => void> {
  return (dispatch) => {
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void dispatch(loadAccounts());
    }, ACCOUNTS_POLLING.defaultMs);
    return () => clearInterval(timer);
  };
}
