/**
 * The players' accounts (schema version 4): one main account, a bonus account and accounts in
 * other currencies, each with its balance in minor units (kopecks, cents), never a float, and the
 * player's active account. A balance never goes below zero.
 */
import type Database from 'better-sqlite3';
import type { Account, AccountType } from '@contract/accounts';
import { ACCOUNT_TYPES } from '@contract/accounts';

export interface AccountRecord {
  id: number;
  userId: number;
  type: AccountType;
  currencyId: number;
  currency: string;
  balanceMinor: number;
  createdAt: string;
}

export type NewAccount = Omit<AccountRecord, 'id' | 'currencyId'>;

interface AccountRow {
  id: number;
  user_id: number;
  type: number;
  currency_id: number;
  currency: string;
  balance_minor: number;
  created_at: string;
}

/** The currency ids of the sandbox; spec 02 §3 geoCurrency has RUB as 1. */
export const CURRENCY_IDS: Readonly<Record<string, number>> = {
  RUB: 1,
  USD: 2,
  EUR: 3,
  UAH: 4,
  KZT: 5,
  GBP: 6,
  BYN: 7,
  UZS: 8,
  TRY: 9,
  INR: 10,
  PLN: 11,
  BRL: 12,
};

/** Other currencies get 1000 + their three letters read as a base-26 number. */
export function currencyIdOf(iso: string): number {
  const known = CURRENCY_IDS[iso];
  if (known !== undefined) return known;
  return [...iso].reduce((total, letter) => total * 26 + (letter.charCodeAt(0) - 65), 0) + 1000;
}

/** Minor units as the API's decimal string: 2500000 → `25000.00`. */
export function formatMinor(minor: number): string {
  const whole = Math.trunc(minor / 100);
  return `${whole}.${String(Math.abs(minor % 100)).padStart(2, '0')}`;
}

/** An amount with at most two decimals as minor units. */
export function toMinor(amount: number): number {
  return Math.round(amount * 100);
}

export function toAccount(record: AccountRecord): Account {
  return {
    id: record.id,
    type: record.type,
    currencyId: record.currencyId,
    currency: record.currency,
    balance: formatMinor(record.balanceMinor),
  };
}

function toRecord(row: AccountRow): AccountRecord {
  return {
    id: row.id,
    userId: row.user_id,
    type: row.type as AccountType,
    currencyId: row.currency_id,
    currency: row.currency,
    balanceMinor: row.balance_minor,
    createdAt: row.created_at,
  };
}

const COLUMNS = 'id, user_id, type, currency_id, currency, balance_minor, created_at';

export class AccountStore {
  constructor(private readonly db: Database.Database) {}

  wipe(): void {
    this.db.exec('DELETE FROM active_accounts; DELETE FROM accounts;');
  }

  insert(account: NewAccount): AccountRecord {
    const row = this.db
      .prepare(
        `INSERT INTO accounts (user_id, type, currency_id, currency, balance_minor, created_at)
         VALUES (?, ?, ?, ?, ?, ?) RETURNING ${COLUMNS}`,
      )
      .get(
        account.userId,
        account.type,
        currencyIdOf(account.currency),
        account.currency,
        account.balanceMinor,
        account.createdAt,
      ) as AccountRow;
    return toRecord(row);
  }

  find(id: number): AccountRecord | undefined {
    const row = this.db.prepare(`SELECT ${COLUMNS} FROM accounts WHERE id = ?`).get(id) as
      AccountRow | undefined;
    return row === undefined ? undefined : toRecord(row);
  }

  /** The player's accounts: main first, then by id. */
  listForUser(userId: number): AccountRecord[] {
    const rows = this.db
      .prepare(
        `SELECT ${COLUMNS} FROM accounts WHERE user_id = ?
         ORDER BY type = ${ACCOUNT_TYPES.main} DESC, id`,
      )
      .all(userId) as AccountRow[];
    return rows.map(toRecord);
  }

  activeAccountId(userId: number): number | undefined {
    const row = this.db
      .prepare('SELECT account_id FROM active_accounts WHERE user_id = ?')
      .get(userId) as { account_id: number } | undefined;
    return row?.account_id;
  }

  setActive(userId: number, accountId: number): void {
    this.db
      .prepare(
        `INSERT INTO active_accounts (user_id, account_id) VALUES (?, ?)
         ON CONFLICT (user_id) DO UPDATE SET account_id = excluded.account_id`,
      )
      .run(userId, accountId);
  }

  /** Takes `minor` off the balance if it is there; answers whether it was. */
  debit(id: number, minor: number): boolean {
    return (
      this.db
        .prepare(
          'UPDATE accounts SET balance_minor = balance_minor - ? WHERE id = ? AND balance_minor >= ?',
        )
        .run(minor, id, minor).changes === 1
    );
  }

  credit(id: number, minor: number): void {
    this.db
      .prepare('UPDATE accounts SET balance_minor = balance_minor + ? WHERE id = ?')
      .run(minor, id);
  }

  /** Removes the account; its coupons go with it (ON DELETE CASCADE). */
  remove(id: number): void {
    this.db.prepare('DELETE FROM accounts WHERE id = ?').run(id);
  }

  setBalance(id: number, minor: number): void {
    this.db.prepare('UPDATE accounts SET balance_minor = ? WHERE id = ?').run(minor, id);
  }
}
