/**
 * The accounts API (spec 02 §3 "Account", §4 "Accounts", §7 "Account data fetch", "Set active
 * account"), for a signed-in player: GET /accounts-api/v1/accounts and
 * POST /accounts-api/v1/accounts/active?id=.
 */
import {
  accountsAnswerSchema,
  setActiveAccountQuerySchema,
} from '@/server/upstream/schemas/accounts';
import { toAccount } from '../accounts-store';
import { requireSession } from '../auth-session';
import { json, parseQuery, SandboxHttpError } from '../http';
import type { PlayerAccounts } from '../player-accounts';
import { playerAccounts } from '../player-accounts';
import type { Router } from '../router';
import type { SandboxState } from '../state';

function accountsAnswer({ accounts, active }: PlayerAccounts) {
  return accountsAnswerSchema.parse({
    data: { accounts: accounts.map(toAccount), activeAccount: toAccount(active) },
  });
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
}
