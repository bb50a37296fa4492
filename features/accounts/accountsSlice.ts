import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { logout } from '@/features/auth/authSlice';
import type { Account, AccountsAnswer } from '@/server/upstream/schemas/accounts';

/**
 * spec 02 §3 "Account": the player's accounts, the active one, and the process flags of §4
 * (set before a change and cleared after it).
 */
export interface AccountsState {
  accounts: Account[];
  activeAccountId: number | null;
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  isUpdating: boolean;
  isAdding: boolean;
  isChanging: boolean;
  isDeleting: boolean;
}

export const initialAccountsState: AccountsState = {
  accounts: [],
  activeAccountId: null,
  status: 'idle',
  isUpdating: false,
  isAdding: false,
  isChanging: false,
  isDeleting: false,
};

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
  },
});

export const {
  accountsLoading,
  accountsLoaded,
  accountsFailed,
  accountChangeStarted,
  accountChangeFinished,
} = accountsSlice.actions;
export const {
  selectAccounts,
  selectAccountsStatus,
  selectActiveAccount,
  selectAccountById,
  selectIsAccountChanging,
} = accountsSlice.selectors;
