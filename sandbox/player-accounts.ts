/**
 * A player's accounts as the accounts and coupon APIs see them, and the demo accounts. A player
 * who has none (registered after the seed) gets a main account in the registration currency with
 * a zero balance the first time one is needed; the main account is active until another is chosen.
 */
import { ACCOUNT_TYPES } from '@contract/accounts';
import type { AccountRecord, NewAccount } from './accounts-store';
import { demoPlayer, demoTwoStepPlayer } from './auth-seed';
import type { SandboxStore } from './store';

export interface PlayerAccounts {
  accounts: AccountRecord[];
  active: AccountRecord;
}

interface DemoAccount extends Omit<NewAccount, 'createdAt'> {
  isActive?: boolean;
}

export const demoAccounts: readonly DemoAccount[] = [
  {
    userId: demoPlayer.id,
    type: ACCOUNT_TYPES.main,
    currency: 'RUB',
    balanceMinor: 2_500_000,
    isActive: true,
  },
  { userId: demoPlayer.id, type: ACCOUNT_TYPES.bonus, currency: 'RUB', balanceMinor: 150_000 },
  {
    userId: demoTwoStepPlayer.id,
    type: ACCOUNT_TYPES.main,
    currency: 'RUB',
    balanceMinor: 1_000_000,
    isActive: true,
  },
];

/** The demo players' accounts, for those that exist and have none yet. */
export function seedAccountData(store: SandboxStore, createdAt: string): void {
  const seeded = new Set<number>();
  for (const { isActive, ...account } of demoAccounts) {
    if (store.auth.findUserById(account.userId) === undefined) continue;
    if (!seeded.has(account.userId) && store.accounts.listForUser(account.userId).length > 0) {
      continue;
    }
    seeded.add(account.userId);
    const record = store.accounts.insert({ ...account, createdAt });
    if (isActive === true) store.accounts.setActive(account.userId, record.id);
  }
}

/**
 * The player's accounts and the active one, making the main account when there is none. An
 * account added in another currency is opened a moment later (`createdAt` in the future) and is
 * left out until then, as an operator answers an added currency asynchronously (spec 02 §4).
 */
export function playerAccounts(store: SandboxStore, userId: number, now: number): PlayerAccounts {
  return store.transaction(() => {
    const opened = new Date(now).toISOString();
    let accounts = store.accounts
      .listForUser(userId)
      .filter((account) => account.createdAt <= opened);
    if (accounts.length === 0) {
      const user = store.auth.findUserById(userId);
      const main = store.accounts.insert({
        userId,
        type: ACCOUNT_TYPES.main,
        currency: user?.currency ?? 'RUB',
        balanceMinor: 0,
        createdAt: new Date(now).toISOString(),
      });
      store.accounts.setActive(userId, main.id);
      accounts = [main];
    }
    const activeId = store.accounts.activeAccountId(userId);
    let active = accounts.find((account) => account.id === activeId);
    if (active === undefined) {
      active = accounts.find((account) => account.type === ACCOUNT_TYPES.main) ?? accounts[0];
      if (active === undefined) throw new Error(`player ${userId} has no account`);
      store.accounts.setActive(userId, active.id);
    }
    return { accounts, active };
  });
}
