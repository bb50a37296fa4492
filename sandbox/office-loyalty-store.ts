/**
 * The loyalty ledger (docs/upstream-contract.md "Loyalty API"): each player's points and Premium
 * subscription, the real-money casino rounds cashback is counted from, the cashback paid and the
 * rewards taken for points. Amounts in minor units.
 */
import type Database from 'better-sqlite3';

/**
 * Appended to the store's migrations (store.ts). `IF NOT EXISTS`: the upgrade tests turn a
 * database back to an older version without dropping the newer tables.
 */
export const OFFICE_LOYALTY_TABLES = `
  CREATE TABLE IF NOT EXISTS loyalty_members (
    user_id INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    points INTEGER NOT NULL CHECK (points >= 0),
    earned_points INTEGER NOT NULL CHECK (earned_points >= 0),
    premium_until INTEGER,
    vip_counted_from INTEGER NOT NULL,
    premium_counted_from INTEGER NOT NULL
  ) STRICT;
  CREATE TABLE IF NOT EXISTS loyalty_casino_rounds (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    stake_minor INTEGER NOT NULL CHECK (stake_minor >= 0),
    win_minor INTEGER NOT NULL CHECK (win_minor >= 0),
    played_at INTEGER NOT NULL
  ) STRICT;
  CREATE INDEX IF NOT EXISTS loyalty_casino_rounds_by_user
    ON loyalty_casino_rounds (user_id, played_at);
  CREATE TABLE IF NOT EXISTS loyalty_cashback_payouts (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    programme TEXT NOT NULL CHECK (programme IN ('vip', 'premium')),
    period_start INTEGER NOT NULL,
    period_end INTEGER NOT NULL,
    net_loss_minor INTEGER NOT NULL,
    percent REAL NOT NULL,
    amount_minor INTEGER NOT NULL,
    currency TEXT NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('claimed', 'weekly')),
    paid_at INTEGER NOT NULL
  ) STRICT;
  CREATE TABLE IF NOT EXISTS loyalty_exchanges (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    reward_id INTEGER NOT NULL,
    cost INTEGER NOT NULL,
    created_at INTEGER NOT NULL
  ) STRICT;
`;

export const DROP_OFFICE_LOYALTY_TABLES = `
  DROP TABLE loyalty_exchanges; DROP TABLE loyalty_cashback_payouts;
  DROP TABLE loyalty_casino_rounds; DROP TABLE loyalty_members;
`;

export type Programme = 'vip' | 'premium';

export interface MemberRecord {
  userId: number;
  points: number;
  earnedPoints: number;
  premiumUntil: number | null;
  vipCountedFrom: number;
  premiumCountedFrom: number;
}

export interface PayoutRecord {
  id: number;
  userId: number;
  programme: Programme;
  periodStart: number;
  periodEnd: number;
  netLossMinor: number;
  percent: number;
  amountMinor: number;
  currency: string;
  kind: 'claimed' | 'weekly';
  paidAt: number;
}

export interface ExchangeRecord {
  id: number;
  userId: number;
  rewardId: number;
  cost: number;
  createdAt: number;
}

interface MemberRow {
  user_id: number;
  points: number;
  earned_points: number;
  premium_until: number | null;
  vip_counted_from: number;
  premium_counted_from: number;
}

interface PayoutRow {
  id: number;
  user_id: number;
  programme: string;
  period_start: number;
  period_end: number;
  net_loss_minor: number;
  percent: number;
  amount_minor: number;
  currency: string;
  kind: string;
  paid_at: number;
}

const toMember = (row: MemberRow): MemberRecord => ({
  userId: row.user_id,
  points: row.points,
  earnedPoints: row.earned_points,
  premiumUntil: row.premium_until,
  vipCountedFrom: row.vip_counted_from,
  premiumCountedFrom: row.premium_counted_from,
});

const toPayout = (row: PayoutRow): PayoutRecord => ({
  id: row.id,
  userId: row.user_id,
  programme: row.programme === 'premium' ? 'premium' : 'vip',
  periodStart: row.period_start,
  periodEnd: row.period_end,
  netLossMinor: row.net_loss_minor,
  percent: row.percent,
  amountMinor: row.amount_minor,
  currency: row.currency,
  kind: row.kind === 'claimed' ? 'claimed' : 'weekly',
  paidAt: row.paid_at,
});

export class OfficeLoyaltyStore {
  constructor(private readonly db: Database.Database) {}

  findMember(userId: number): MemberRecord | undefined {
    const row = this.db.prepare('SELECT * FROM loyalty_members WHERE user_id = ?').get(userId) as
      MemberRow | undefined;
    return row === undefined ? undefined : toMember(row);
  }

  insertMember(member: MemberRecord): void {
    this.db
      .prepare(
        `INSERT INTO loyalty_members
           (user_id, points, earned_points, premium_until, vip_counted_from, premium_counted_from)
         VALUES (?, ?, ?, ?, ?, ?)`,
      )
      .run(
        member.userId,
        member.points,
        member.earnedPoints,
        member.premiumUntil,
        member.vipCountedFrom,
        member.premiumCountedFrom,
      );
  }

  setCountedFrom(userId: number, programme: Programme, at: number): void {
    const column = programme === 'vip' ? 'vip_counted_from' : 'premium_counted_from';
    this.db.prepare(`UPDATE loyalty_members SET ${column} = ? WHERE user_id = ?`).run(at, userId);
  }

  setPremiumUntil(userId: number, until: number | null): void {
    this.db
      .prepare('UPDATE loyalty_members SET premium_until = ? WHERE user_id = ?')
      .run(until, userId);
  }

  /** Adds earned points (they raise the level too). */
  earnPoints(userId: number, points: number): void {
    this.db
      .prepare(
        `UPDATE loyalty_members SET points = points + ?, earned_points = earned_points + ?
         WHERE user_id = ?`,
      )
      .run(points, points, userId);
  }

  /** Takes `points` off the balance if they are there; answers whether they were. */
  spendPoints(userId: number, points: number): boolean {
    return (
      this.db
        .prepare('UPDATE loyalty_members SET points = points - ? WHERE user_id = ? AND points >= ?')
        .run(points, userId, points).changes === 1
    );
  }

  insertRound(userId: number, stakeMinor: number, winMinor: number, playedAt: number): void {
    this.db
      .prepare(
        `INSERT INTO loyalty_casino_rounds (user_id, stake_minor, win_minor, played_at)
         VALUES (?, ?, ?, ?)`,
      )
      .run(userId, stakeMinor, winMinor, playedAt);
  }

  /** Stakes minus wins of the rounds played in [from, to); may be negative. */
  netResultMinor(userId: number, from: number, to: number): number {
    const row = this.db
      .prepare(
        `SELECT coalesce(sum(stake_minor - win_minor), 0) AS net FROM loyalty_casino_rounds
         WHERE user_id = ? AND played_at >= ? AND played_at < ?`,
      )
      .get(userId, from, to) as { net: number };
    return row.net;
  }

  insertPayout(payout: Omit<PayoutRecord, 'id'>): PayoutRecord {
    const result = this.db
      .prepare(
        `INSERT INTO loyalty_cashback_payouts (user_id, programme, period_start, period_end,
           net_loss_minor, percent, amount_minor, currency, kind, paid_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        payout.userId,
        payout.programme,
        payout.periodStart,
        payout.periodEnd,
        payout.netLossMinor,
        payout.percent,
        payout.amountMinor,
        payout.currency,
        payout.kind,
        payout.paidAt,
      );
    return { ...payout, id: Number(result.lastInsertRowid) };
  }

  /** Newest first. */
  payoutsOf(userId: number, programme: Programme): PayoutRecord[] {
    const rows = this.db
      .prepare(
        `SELECT * FROM loyalty_cashback_payouts WHERE user_id = ? AND programme = ?
         ORDER BY paid_at DESC, id DESC`,
      )
      .all(userId, programme) as PayoutRow[];
    return rows.map(toPayout);
  }

  insertExchange(exchange: Omit<ExchangeRecord, 'id'>): ExchangeRecord {
    const result = this.db
      .prepare(
        `INSERT INTO loyalty_exchanges (user_id, reward_id, cost, created_at) VALUES (?, ?, ?, ?)`,
      )
      .run(exchange.userId, exchange.rewardId, exchange.cost, exchange.createdAt);
    return { ...exchange, id: Number(result.lastInsertRowid) };
  }

  /** Newest first. */
  exchangesOf(userId: number): ExchangeRecord[] {
    const rows = this.db
      .prepare(
        `SELECT id, user_id, reward_id, cost, created_at FROM loyalty_exchanges
         WHERE user_id = ? ORDER BY created_at DESC, id DESC`,
      )
      .all(userId) as {
      id: number;
      user_id: number;
      reward_id: number;
      cost: number;
      created_at: number;
    }[];
    return rows.map((row) => ({
      id: row.id,
      userId: row.user_id,
      rewardId: row.reward_id,
      cost: row.cost,
      createdAt: row.created_at,
    }));
  }

  wipe(): void {
    this.db.exec(`
      DELETE FROM loyalty_exchanges;
      DELETE FROM loyalty_cashback_payouts;
      DELETE FROM loyalty_casino_rounds;
      DELETE FROM loyalty_members;
    `);
  }
}
