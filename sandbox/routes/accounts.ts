/**
 * The accounts API (spec 02 §3 "Account", §4 "Accounts", §7 "Account data fetch", "Set active
 * account"), for a signed-in player: GET /accounts-api/v1/accounts and
 * POST /accounts-api/v1/accounts/active?id=; adding and removing a currency (spec 02 §7 "Office
 * API add currency", "remove currency"): POST /accounts-api/v1/accounts/currencies and
 * DELETE /accounts-api/v1/accounts/currencies/:currencyId.
 */
import {
  ACCOUNT_TYPES,
  accountsAnswerSchema,
  addCurrencyRequestSchema,
  currencyIdParamSchema,
  setActiveAccountQuerySchema,
} from '@contract/accounts';
import { CURRENCY_IDS, toAccount } from '../accounts-store';
import { requireSession } from '../auth-session';
import { json, parseBody, parseQuery, pathParam, SandboxHttpError } from '../http';
import type { PlayerAccounts } from '../player-accounts';
import { playerAccounts } from '../player-accounts';
import type { Router } from '../router';
import type { SandboxState } from '../state';

/** Currencies the operator is retiring: their accounts may be converted (HRK became EUR). */
const RETIRED_CURRENCIES: ReadonlySet<string> = new Set(['HRK']);

/** The conversion allow status: the main account first, then any additional one. */
function conversionAllowStatus(accounts: PlayerAccounts['accounts']): 0 | 1 | 2 {
  const retired = accounts.filter((account) => RETIRED_CURRENCIES.has(account.currency));
  if (retired.some((account) => account.type === ACCOUNT_TYPES.main)) return 1;
  return retired.some((account) => account.type === ACCOUNT_TYPES.currency) ? 2 : 0;
}

function accountsAnswer({ accounts, active }: PlayerAccounts) {
  return accountsAnswerSchema.parse({
    data: {
      accounts: accounts.map(toAccount),
      activeAccount: toAccount(active),
      conversionAllowStatus: conversionAllowStatus(accounts),
    },
  });
}

/** An added currency's account opens this long after the call (the client polls, spec 02 §4). */
export const CURRENCY_OPENING_MS = 1500;

function currencyIso(currencyId: number): string | undefined {
  return Object.entries(CURRENCY_IDS).find(([, id]) => id === currencyId)?.[0];
}

export function registerAccountRoutes(router: Router, state: SandboxState): void {
  const { store } = state;

  router.on('GET', '/accounts-api/v1/accounts', (ctx) => {
    const { userId } = requireSession(ctx, state);
    return json(accountsAnswer(playerAccounts(store, userId, state.now())));
  });

  router.on('POST', '/accounts-api/v1/accounts/active', (ctx) => {
    const { userId } = requireSession(ctx, state);
    const { id } = parseQuery(ctx, setActiveAccountQuerySchema);
    const { accounts } = playerAccounts(store, userId, state.now());
    // Another player's account is as unknown as one that does not exist.
    if (!accounts.some((account) => account.id === id)) {
      throw SandboxHttpError.coded(404, 'account_not_found', 'Account not found', {
        detail: `id: the player has no account ${id}`,
        source: { parameter: 'id' },
      });
    }
    store.accounts.setActive(userId, id);
    return json(accountsAnswer(playerAccounts(store, userId, state.now())));
  });

  router.on('POST', '/accounts-api/v1/accounts/currencies', (ctx) => {
    const { userId } = requireSession(ctx, state);
    const { currencyId } = parseBody(ctx, addCurrencyRequestSchema);
    const currency = currencyIso(currencyId);
    if (currency === undefined) {
      throw SandboxHttpError.coded(422, 'currency_unknown', 'This currency is not offered', {
        detail: `currencyId: no currency ${currencyId}`,
        source: { pointer: '/currencyId' },
      });
    }
    playerAccounts(store, userId, state.now());
    // Counts an account still opening, so a double click opens one account.
    const held = store.accounts
      .listForUser(userId)
      .some((account) => account.currency === currency && account.type !== ACCOUNT_TYPES.bonus);
    if (held) {
      throw SandboxHttpError.coded(
        409,
        'currency_exists',
        `You already have a ${currency} account`,
        {
          detail: `currencyId: the player has an account in ${currency}`,
          source: { pointer: '/currencyId' },
        },
      );
    }
    store.accounts.insert({
      userId,
      type: ACCOUNT_TYPES.currency,
      currency,
      balanceMinor: 0,
      createdAt: new Date(state.now() + CURRENCY_OPENING_MS).toISOString(),
    });
    return json({ data: { message: `Your ${currency} account is being opened` } }, 202);
  });

  router.on('DELETE', '/accounts-api/v1/accounts/currencies/:currencyId', (ctx) => {
    const { userId } = requireSession(ctx, state);
    const currencyId = pathParam(ctx, 'currencyId', currencyIdParamSchema);
    const { accounts } = playerAccounts(store, userId, state.now());
    const held = accounts.filter(
      (account) => account.currencyId === currencyId && account.type !== ACCOUNT_TYPES.bonus,
    );
    const removable = held.find((account) => account.type === ACCOUNT_TYPES.currency);
    if (removable === undefined) {
      if (held.length > 0) {
        throw SandboxHttpError.coded(409, 'main_account', 'The main account cannot be removed', {
          detail: `currencyId: ${currencyId} is the main account's currency`,
          source: { parameter: 'currencyId' },
        });
      }
      throw SandboxHttpError.coded(404, 'currency_not_found', 'You have no account in it', {
        detail: `currencyId: the player has no account in currency ${currencyId}`,
        source: { parameter: 'currencyId' },
      });
    }
    if (removable.balanceMinor > 0) {
      throw SandboxHttpError.coded(409, 'balance_not_zero', 'Withdraw the balance first', {
        detail: `currencyId: the ${removable.currency} account holds money`,
        source: { parameter: 'currencyId' },
      });
    }
    store.accounts.remove(removable.id);
    // The main account becomes active when the removed one was (playerAccounts falls back).
    playerAccounts(store, userId, state.now());
    return json({ data: { message: `Your ${removable.currency} account is removed` } });
  });
}
