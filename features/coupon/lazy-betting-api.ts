import type { BettingApi } from './betting-api';

/** The BFF's betting calls, loaded with the first call: none is made before the coupon loads. */
function api() {
  return import('./bff-betting-api').then((m) => m.bffBettingApi);
}

/**
 * The store's default betting calls (store.ts): the client code behind them (betting-client.ts)
 * stays out of the first-load scripts, since only the coupon's thunks call them.
 */
export const lazyBettingApi: BettingApi = {
  fetchAccounts: async () => (await api()).fetchAccounts(),
  setActiveAccount: async (id) => (await api()).setActiveAccount(id),
  placeCoupon: async (request, requestId) => (await api()).placeCoupon(request, requestId),
  findPlacing: async (requestId) => (await api()).findPlacing(requestId),
};
