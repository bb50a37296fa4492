/**
 * The browser's calls that add and remove a currency account (docs/bff-api.md "Accounts"); a
 * failure is a `BffError` whose message is the server's.
 */
import { bffClient, type BffClient } from '@/features/bff';
import type { CurrencyMessageAnswer } from '@/server/upstream/schemas/accounts';

export interface CurrencyCalls {
  addCurrency(currencyId: number): Promise<CurrencyMessageAnswer>;
  removeCurrency(currencyId: number): Promise<CurrencyMessageAnswer>;
}

export function createCurrencyCalls(client: BffClient): CurrencyCalls {
  return {
    addCurrency: (currencyId) =>
      client.post<CurrencyMessageAnswer>('/api/accounts/currencies', { currencyId }),
    removeCurrency: (currencyId) =>
      client.request<CurrencyMessageAnswer>(`/api/accounts/currencies/${currencyId}`, {
        method: 'DELETE',
      }),
  };
}

export const currencyCalls = createCurrencyCalls(bffClient);
