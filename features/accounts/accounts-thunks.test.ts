import type { BettingApi } from '@/features/coupon/betting-api';
import { BffError, CLIENT_ERROR } from '@/features/bff/bff-client';
import { selectNotificationQueue } from '@/features/notifications/notificationsSlice';
import { makeStore } from '@/features/shell/store';
import { type AppStore } from '@/features/store/state';
import type { Account } from '@/server/upstream/schemas/accounts';
import {
  addCurrency,
  changeActiveAccount,
  removeCurrency,
  startAccountsPolling,
} from './accounts-thunks';
import { accountCurrency, accountsLoaded, selectAccountCurrency } from './accountsSlice';
import type { CurrencyCalls } from './currency-client';

const main: Account = { id: 1, type: 0, currencyId: 1, currency: 'RUB', balance: '100.00' };
const usd: Account = { id: 5, type: 9, currencyId: 2, currency: 'USD', balance: '0.00' };

function fakeApi(listed: { accounts: Account[]; fetches: number }): BettingApi {
  const answer = () => ({ accounts: listed.accounts, activeAccount: main });
  return {
    fetchAccounts: async () => {
      listed.fetches += 1;
      return answer();
    },
    setActiveAccount: async () => answer(),
    placeCoupon: async () => {
      throw new Error('not used');
    },
    findPlacing: async () => {
      throw new Error('not used');
    },
  };
}

function calls(seen: string[], flagsOf: () => unknown): CurrencyCalls {
  return {
    addCurrency: async (id) => {
      seen.push(`add ${id} ${JSON.stringify(flagsOf())}`);
      return { message: 'Your USD account is being opened' };
    },
    removeCurrency: async (id) => {
      seen.push(`remove ${id} ${JSON.stringify(flagsOf())}`);
      return { message: 'Your USD account is removed' };
    },
  };
}

const LABELS = { main_query_error: 'The request failed', main_save_success: 'Saved' };

/** What the player is told, as the notification queue holds it. */
const notices = (store: AppStore) =>
  selectNotificationQueue(store.getState()).map(({ kind, text }) => ({ kind, text }));

const flags = (store: AppStore) => () => {
  const { isAdding, isDeleting } = store.getState().accounts;
  return { isAdding, isDeleting };
};

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('spec 02 §4 adding a currency', () => {
  it('polls 1 s apart and stops at the try where the currency appears', async () => {
    const listed = { accounts: [main], fetches: 0 };
    const store = makeStore(undefined, { bettingApi: fakeApi(listed) });
    const seen: string[] = [];
    const added = store.dispatch(addCurrency(2, 'USD', LABELS, calls(seen, flags(store))));
    await jest.advanceTimersByTimeAsync(0);
    // The server's message is shown at once, while the polling goes on.
    expect(notices(store)).toEqual([{ kind: 'success', text: 'Your USD account is being opened' }]);

    await jest.advanceTimersByTimeAsync(2000);
    expect(listed.fetches).toBe(2);
    listed.accounts = [main, usd];
    await jest.advanceTimersByTimeAsync(1000);

    expect(await added).toBe(true);
    expect(listed.fetches).toBe(3);
    await jest.advanceTimersByTimeAsync(5000);
    expect(listed.fetches).toBe(3);
    expect(seen).toEqual(['add 2 {"isAdding":true,"isDeleting":false}']);
    expect(store.getState().accounts.isAdding).toBe(false);
  });

  it('gives up after 5 tries when the currency never appears', async () => {
    const listed = { accounts: [main], fetches: 0 };
    const store = makeStore(undefined, { bettingApi: fakeApi(listed) });
    const added = store.dispatch(addCurrency(2, 'USD', LABELS, calls([], flags(store))));
    await jest.advanceTimersByTimeAsync(10_000);
    expect(await added).toBe(false);
    expect(listed.fetches).toBe(5);
    expect(store.getState().accounts.isAdding).toBe(false);
  });

  it('tells the server’s message of a refusal and clears the flag', async () => {
    const store = makeStore(undefined, { bettingApi: fakeApi({ accounts: [main], fetches: 0 }) });
    const refusing: CurrencyCalls = {
      addCurrency: async () => {
        throw new BffError(409, [
          { status: '409', code: 'currency_exists', title: 'Already there' },
        ]);
      },
      removeCurrency: async () => {
        throw new BffError(409, [
          { status: '409', code: 'balance_not_zero', title: 'Withdraw the balance first' },
        ]);
      },
    };
    expect(await store.dispatch(addCurrency(2, 'USD', LABELS, refusing))).toBe(false);
    expect(store.getState().accounts.isAdding).toBe(false);
    expect(await store.dispatch(removeCurrency(2, LABELS, refusing))).toBe(false);
    expect(store.getState().accounts.isDeleting).toBe(false);
    expect(notices(store)).toEqual([
      { kind: 'error', text: 'Already there' },
      { kind: 'error', text: 'Withdraw the balance first' },
    ]);
  });

  it('says main_query_error when the call never got an answer', async () => {
    const store = makeStore(undefined, { bettingApi: fakeApi({ accounts: [main], fetches: 0 }) });
    const offline: CurrencyCalls = {
      addCurrency: async () => {
        throw new BffError(0, [
          { status: '0', code: CLIENT_ERROR.network, title: 'Network error' },
        ]);
      },
      removeCurrency: async () => ({ message: '' }),
    };
    expect(await store.dispatch(addCurrency(2, 'USD', LABELS, offline))).toBe(false);
    expect(notices(store)).toEqual([{ kind: 'error', text: 'The request failed' }]);
  });
});

describe('spec 02 §4 removing a currency and setting the active account', () => {
  it('sets the delete flag during the call, then refreshes the accounts', async () => {
    const listed = { accounts: [main, usd], fetches: 0 };
    const store = makeStore(undefined, { bettingApi: fakeApi(listed) });
    const seen: string[] = [];
    listed.accounts = [main];
    expect(await store.dispatch(removeCurrency(2, LABELS, calls(seen, flags(store))))).toBe(true);
    expect(seen).toEqual(['remove 2 {"isAdding":false,"isDeleting":true}']);
    expect(listed.fetches).toBe(1);
    expect(store.getState().accounts.isDeleting).toBe(false);
    expect(notices(store)).toEqual([{ kind: 'success', text: 'Your USD account is removed' }]);
  });

  it('answers false when the active account cannot be set (spec 02 §8), telling nobody', async () => {
    const api = fakeApi({ accounts: [main], fetches: 0 });
    api.setActiveAccount = async () => {
      throw new BffError(409, [{ status: '409', code: 'x', title: 'No' }]);
    };
    const store = makeStore(undefined, { bettingApi: api });
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await store.dispatch(changeActiveAccount(1))).toBe(false);
    expect(logged).toHaveBeenCalledWith('account change failed', expect.any(BffError));
    logged.mockRestore();
    expect(store.getState().accounts.isChanging).toBe(false);
    expect(notices(store)).toEqual([]);
  });
});

describe('spec 02 §9 polling every 2.5 s while visible', () => {
  let visibility: DocumentVisibilityState = 'visible';
  beforeEach(() => {
    jest.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  });

  it('fetches every 2.5 s, skips turns while hidden, and stops when told', async () => {
    const listed = { accounts: [main], fetches: 0 };
    const store = makeStore(undefined, { bettingApi: fakeApi(listed) });
    visibility = 'visible';
    const stop = store.dispatch(startAccountsPolling());

    await jest.advanceTimersByTimeAsync(2499);
    expect(listed.fetches).toBe(0);
    await jest.advanceTimersByTimeAsync(1);
    expect(listed.fetches).toBe(1);
    visibility = 'hidden';
    await jest.advanceTimersByTimeAsync(5000);
    expect(listed.fetches).toBe(1);
    visibility = 'visible';
    await jest.advanceTimersByTimeAsync(2500);
    expect(listed.fetches).toBe(2);
    stop();
    await jest.advanceTimersByTimeAsync(10_000);
    expect(listed.fetches).toBe(2);
  });
});

describe('spec 02 §3 currency rule', () => {
  it.each([
    ['USD', 'EUR', 'USD'],
    [undefined, 'EUR', 'EUR'],
    [null, null, 'RUB'],
    ['', '', 'RUB'],
  ])('active %s, geo %s → %s', (active, geo, expected) => {
    expect(accountCurrency(active, geo)).toBe(expected);
  });

  it('reads the active account from the store', () => {
    const store = makeStore();
    expect(selectAccountCurrency(store.getState(), 'KZT')).toBe('KZT');
    store.dispatch(accountsLoaded({ accounts: [main, usd], activeAccount: usd }));
    expect(selectAccountCurrency(store.getState(), 'KZT')).toBe('USD');
  });
});
