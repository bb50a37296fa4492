/**
 * The cashier's own state (tables cashier_payments, payment_problems): which account and method a
 * deposit or withdrawal of the payments table (office-activity-store.ts) went through, and the
 * players' payment-problem requests. Payments themselves stay in `payments`, so the payment
 * history, the bonuses and the cashier read one record.
 */
import type Database from 'better-sqlite3';
import type { PaymentRequestStatus } from '@contract/cashier';
import type { PaymentStatus, PaymentType } from '@contract/office';

export const CASHIER_TABLES = `
  CREATE TABLE IF NOT EXISTS cashier_payments (
    payment_id INTEGER PRIMARY KEY REFERENCES payments (id) ON DELETE CASCADE,
    account_id INTEGER NOT NULL,
    method_id TEXT NOT NULL
  ) STRICT;
  CREATE TABLE IF NOT EXISTS payment_problems (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    topic_id INTEGER NOT NULL,
    sub_topic_id INTEGER NOT NULL,
    transaction_id INTEGER,
    message TEXT NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('open', 'in_progress', 'resolved', 'rejected')),
    created_at INTEGER NOT NULL
  ) STRICT;
  CREATE INDEX IF NOT EXISTS payment_problems_by_user ON payment_problems (user_id, created_at, id);
`;

export interface CashierPayment {
  id: number;
  userId: number;
  type: PaymentType;
  method: string;
  /** null for a payment made before the cashier kept its method (the demo seed). */
  methodId: string | null;
  accountId: number | null;
  amountMinor: number;
  currency: string;
  status: PaymentStatus;
  createdAt: number;
}

export interface PaymentProblemRecord {
  id: number;
  userId: number;
  topicId: number;
  subTopicId: number;
  transactionId: number | null;
  message: string;
  status: PaymentRequestStatus;
  createdAt: number;
}

interface PaymentRow {
  id: number;
  user_id: number;
  type: PaymentType;
  method: string;
  method_id: string | null;
  account_id: number | null;
  amount_minor: number;
  currency: string;
  status: PaymentStatus;
  created_at: number;
}

interface ProblemRow {
  id: number;
  user_id: number;
  topic_id: number;
  sub_topic_id: number;
  transaction_id: number | null;
  message: string;
  status: PaymentRequestStatus;
  created_at: number;
}

const toPayment = (row: PaymentRow): CashierPayment => ({
  id: row.id,
  userId: row.user_id,
  type: row.type,
  method: row.method,
  methodId: row.method_id,
  accountId: row.account_id,
  amountMinor: row.amount_minor,
  currency: row.currency,
  status: row.status,
  createdAt: row.created_at,
});

const toProblem = (row: ProblemRow): PaymentProblemRecord => ({
  id: row.id,
  userId: row.user_id,
  topicId: row.topic_id,
  subTopicId: row.sub_topic_id,
  transactionId: row.transaction_id,
  message: row.message,
  status: row.status,
  createdAt: row.created_at,
});

const PAYMENT_COLUMNS = `p.id, p.user_id, p.type, p.method, c.method_id, c.account_id,
  p.amount_minor, p.currency, p.status, p.created_at`;

export class CashierStore {
  constructor(private readonly db: Database.Database) {}

  wipe(): void {
    this.db.exec('DELETE FROM cashier_payments; DELETE FROM payment_problems;');
  }

  /** Records the account and method of a payment just written to `payments`. */
  link(paymentId: number, accountId: number, methodId: string): void {
    this.db
      .prepare('INSERT INTO cashier_payments (payment_id, account_id, method_id) VALUES (?, ?, ?)')
      .run(paymentId, accountId, methodId);
  }

  findPayment(userId: number, id: number): CashierPayment | undefined {
    const row = this.db
      .prepare(
        `SELECT ${PAYMENT_COLUMNS} FROM payments p
         LEFT JOIN cashier_payments c ON c.payment_id = p.id
         WHERE p.user_id = ? AND p.id = ?`,
      )
      .get(userId, id) as PaymentRow | undefined;
    return row === undefined ? undefined : toPayment(row);
  }

  /** The player's withdrawals, newest first, at most `limit`. */
  listWithdrawals(userId: number, limit: number): CashierPayment[] {
    const rows = this.db
      .prepare(
        `SELECT ${PAYMENT_COLUMNS} FROM payments p
         LEFT JOIN cashier_payments c ON c.payment_id = p.id
         WHERE p.user_id = ? AND p.type = 'withdrawal'
         ORDER BY p.created_at DESC, p.id DESC LIMIT ?`,
      )
      .all(userId, limit) as PaymentRow[];
    return rows.map(toPayment);
  }

  /** Moves a payment from `from` to `to`; answers whether it was in `from`. */
  moveStatus(id: number, from: PaymentStatus, to: PaymentStatus): boolean {
    return (
      this.db
        .prepare('UPDATE payments SET status = ? WHERE id = ? AND status = ?')
        .run(to, id, from).changes === 1
    );
  }

  /** What the player deposited in the currency since `since` (epoch ms), completed only. */
  depositedSince(userId: number, currency: string, since: number): number {
    const row = this.db
      .prepare(
        `SELECT coalesce(sum(amount_minor), 0) AS total FROM payments
         WHERE user_id = ? AND currency = ? AND type = 'deposit' AND status = 'completed'
           AND created_at > ?`,
      )
      .get(userId, currency, since) as { total: number };
    return row.total;
  }

  /** What the player paid in and out in the currency since `since`, completed only. */
  netDepositsSince(userId: number, currency: string, since: number): number {
    const row = this.db
      .prepare(
        `SELECT coalesce(sum(CASE type WHEN 'deposit' THEN amount_minor ELSE -amount_minor END), 0)
           AS total FROM payments
         WHERE user_id = ? AND currency = ? AND status IN ('completed', 'pending')
           AND created_at > ?`,
      )
      .get(userId, currency, since) as { total: number };
    return Math.max(0, row.total);
  }

  /* ---------- mailing switches ---------- */

  // Kept in office_settings under ids of their own, which the settings API never lists.
  mailingOf(userId: number): Record<string, boolean> {
    const rows = this.db
      .prepare(
        `SELECT setting_id, value FROM office_settings
         WHERE user_id = ? AND setting_id LIKE 'mailing:%'`,
      )
      .all(userId) as { setting_id: string; value: string }[];
    return Object.fromEntries(rows.map((r) => [r.setting_id.slice(8), r.value === 'true']));
  }

  saveMailing(userId: number, channel: string, enabled: boolean): void {
    this.db
      .prepare(
        `INSERT INTO office_settings (user_id, setting_id, value) VALUES (?, ?, ?)
         ON CONFLICT (user_id, setting_id) DO UPDATE SET value = excluded.value`,
      )
      .run(userId, `mailing:${channel}`, String(enabled));
  }

  /* ---------- payment problems ---------- */

  insertProblem(problem: Omit<PaymentProblemRecord, 'id'>): PaymentProblemRecord {
    const row = this.db
      .prepare(
        `INSERT INTO payment_problems
           (user_id, topic_id, sub_topic_id, transaction_id, message, status, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING *`,
      )
      .get(
        problem.userId,
        problem.topicId,
        problem.subTopicId,
        problem.transactionId,
        problem.message,
        problem.status,
        problem.createdAt,
      ) as ProblemRow;
    return toProblem(row);
  }

  listProblems(userId: number): PaymentProblemRecord[] {
    const rows = this.db
      .prepare('SELECT * FROM payment_problems WHERE user_id = ? ORDER BY created_at DESC, id DESC')
      .all(userId) as ProblemRow[];
    return rows.map(toProblem);
  }

  openProblemCount(userId: number): number {
    const row = this.db
      .prepare(
        `SELECT count(*) AS count FROM payment_problems
         WHERE user_id = ? AND status IN ('open', 'in_progress')`,
      )
      .get(userId) as { count: number };
    return row.count;
  }

  setProblemStatus(id: number, status: PaymentRequestStatus): boolean {
    return (
      this.db.prepare('UPDATE payment_problems SET status = ? WHERE id = ?').run(status, id)
        .changes === 1
    );
  }
}
