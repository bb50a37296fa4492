import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { logout } from '@/features/session';
import type { Account, AccountsAnswer } from '@/server/upstream/schemas/accounts';

/**
 * spec 02 §4, §7 "Set active account": the upstream took the player's new active account. The
 * coupon resets its prepaid amount and account on it (couponSlice.ts).
 */
export const activeAccountSet = createAction('accounts/activeAccountSet');

/**
 * spec 02 §3 "Account": the player's accounts, the active one, and the process flags of §4
 * (set before a change and cleared after it).
 */
export interface AccountsState {
  accounts: Account[];
  activeAccountId: number | null;
  /** spec 01 §6: whether an account may be converted (0 no, 1 main, 2 additional). */
  conversionAllowStatus: NonNullable<AccountsAnswer['conversionAllowStatus']>;
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  isUpdating: boolean;
  isAdding: boolean;
  isChanging: boolean;
  isDeleting: boolean;
}

declare module '@/features/store/state' {
  interface RootState {
    accounts: AccountsState;
  }
}

export const initialAccountsState: AccountsState = {
  accounts: [],
  activeAccountId: null,
  conversionAllowStatus: 0,
  status: 'idle',
  isUpdating: false,
  isAdding: false,
  isChanging: false,
  isDeleting: false,
};

/** spec 02 §3 "Currency: the account's active currency ISO code, else the geo currency, else RUB". */
export function accountCurrency(
  activeIso: string | null | undefined,
  geoCurrency: string | null | undefined,
): string {
  if (activeIso) return activeIso;
  if (geoCurrency) return geoCurrency;
  return 'RUB';
}

export const accountsSlice = createSlice({
  name: 'accounts',
  initialState: initialAccountsState,
  reducers: {
    accountsLoading(state) {
      state.isUpdating = true;
      if (state.status === 'idle') state.status = 'loading';
    },
    accountsLoaded(state, action: PayloadAction<AccountsAnswer>) {
      state.accounts = action.payload.accounts;
      state.activeAccountId = action.payload.activeAccount.id;
      state.conversionAllowStatus = action.payload.conversionAllowStatus ?? 0;
      state.status = 'loaded';
      state.isUpdating = false;
    },
    /** spec 02 §8 "Account update failure: logged"; what was loaded stays. */
    accountsFailed(state) {
      state.isUpdating = false;
      if (state.status !== 'loaded') state.status = 'failed';
    },
    accountChangeStarted(state) {
      state.isChanging = true;
    },
    accountChangeFinished(state) {
      state.isChanging = false;
    },
    currencyAddStarted(state) {
      state.isAdding = true;
    },
    currencyAddFinished(state) {
      state.isAdding = false;
    },
    currencyRemoveStarted(state) {
      state.isDeleting = true;
    },
    currencyRemoveFinished(state) {
      state.isDeleting = false;
    },
  },
  extraReducers: (builder) => {
    // A logout forgets the player's money.
    builder.addCase(logout.fulfilled, () => initialAccountsState);
  },
  selectors: {
    selectAccounts: (state) => state.accounts,
    selectAccountsStatus: (state) => state.status,
    selectActiveAccount: (state) =>
      state.accounts.find((account) => account.id === state.activeAccountId) ?? null,
    selectAccountById: (state, id: number | null) =>
      state.accounts.find((account) => account.id === id) ?? null,
    selectIsAccountChanging: (state) => state.isChanging,
    selectIsCurrencyAdding: (state) => state.isAdding,
    selectIsCurrencyDeleting: (state) => state.isDeleting,
    /** spec 02 §3 currency rule: the active account's ISO, else the geo currency, else RUB. */
    selectAccountCurrency: (state, geoCurrency: string | null | undefined) =>
      accountCurrency(
        state.accounts.find((account) => account.id === state.activeAccountId)?.currency,
        geoCurrency,
      ),
  },
});

export const {
  accountsLoading,
  accountsLoaded,
  accountsFailed,
  accountChangeStarted,
  accountChangeFinished,
  currencyAddStarted,
  currencyAddFinished,
  currencyRemoveStarted,
  currencyRemoveFinished,
} = accountsSlice.actions;
export const {
  selectAccounts,
  selectAccountsStatus,
  selectActiveAccount,
  selectAccountById,
  selectIsAccountChanging,
  selectIsCurrencyAdding,
  selectIsCurrencyDeleting,
  selectAccountCurrency,
} = accountsSlice.selectors;
