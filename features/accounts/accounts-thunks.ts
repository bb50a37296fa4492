import { accountChanged } from '@/features/coupon/couponSlice';
import type { AppThunk } from '@/features/store/store';
import {
  accountChangeFinished,
  accountChangeStarted,
  accountsFailed,
  accountsLoaded,
  accountsLoading,
} from './accountsSlice';

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
 * data refreshed. Returns false on failure (logged, spec 02 §8).
 */
export function changeActiveAccount(id: number): AppThunk<Promise<boolean>> {
  return async (dispatch, _getState, { bettingApi }) => {
    dispatch(accountChangeStarted());
    try {
      await bettingApi.setActiveAccount(id);
      dispatch(accountChanged(null));
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
