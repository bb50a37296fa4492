/**
 * Players' toto coupons (docs/upstream-contract.md "Toto API"). Draws are code (toto-draws.ts),
 * so a coupon's draw id carries no foreign key; the account it was paid from does.
 */
import type Database from 'better-sqlite3';
import type { TotoPick } from '@contract/toto';

/** Appended to the store's migrations (store.ts), with the lotto tickets' tables. */
export const TOTO_TABLES = `
  CREATE TABLE IF NOT EXISTS toto_coupons (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    account_id INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    draw_id INTEGER NOT NULL,
    picks TEXT NOT NULL,
    combinations INTEGER NOT NULL CHECK (combinations >= 1),
    stake_minor INTEGER NOT NULL CHECK (stake_minor > 0),
    currency TEXT NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('pending', 'won', 'lost')),
    correct INTEGER,
    win_minor INTEGER,
    placed_at INTEGER NOT NULL
  ) STRICT;
  CREATE INDEX IF NOT EXISTS toto_coupons_by_user ON toto_coupons (user_id, id);
  CREATE INDEX IF NOT EXISTS toto_coupons_by_draw ON toto_coupons (draw_id);
`;

export interface TotoCouponRecord {
  id: number;
  userId: number;
  accountId: number;
  drawId: number;
  picks: TotoPick[][];
  combinations: number;
  stakeMinor: number;
  currency: string;
  status: 'pending' | 'won' | 'lost';
  correct: number | null;
  winMinor: number | null;
  placedAt: number;
}

interface Row {
  id: number;
  user_id: number;
  account_id: number;
  draw_id: number;
  picks: string;
  combinations: number;
  stake_minor: number;
  currency: string;
  status: TotoCouponRecord['status'];
  correct: number | null;
  win_minor: number | null;
  placed_at: number;
}

const COLUMNS =
  'id, user_id, account_id, draw_id, picks, combinations, stake_minor, currency, status, correct, win_minor, placed_at';

function toRecord(row: Row): TotoCouponRecord {
  return {
    id: row.id,
    userId: row.user_id,
    accountId: row.account_id,
    drawId: row.draw_id,
    picks: JSON.parse(row.picks) as TotoPick[][],
    combinations: row.combinations,
    stakeMinor: row.stake_minor,
    currency: row.currency,
    status: row.status,
    correct: row.correct,
    winMinor: row.win_minor,
    placedAt: row.placed_at,
  };
}

export class TotoStore {
  constructor(private readonly db: Database.Database) {}

  insert(
    coupon: Omit<TotoCouponRecord, 'id' | 'status' | 'correct' | 'winMinor'>,
  ): TotoCouponRecord {
    const row = this.db
      .prepare(
        `INSERT INTO toto_coupons
           (user_id, account_id, draw_id, picks, combinations, stake_minor, currency, status, placed_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, 'pending', ?) RETURNING ${COLUMNS}`,
      )
      .get(
        coupon.userId,
        coupon.accountId,
        coupon.drawId,
        JSON.stringify(coupon.picks),
        coupon.combinations,
        coupon.stakeMinor,
        coupon.currency,
        coupon.placedAt,
      ) as Row;
    return toRecord(row);
  }

  /** The player's coupons, newest first. */
  listForUser(userId: number, limit = 50): TotoCouponRecord[] {
    const rows = this.db
      .prepare(`SELECT ${COLUMNS} FROM toto_coupons WHERE user_id = ? ORDER BY id DESC LIMIT ?`)
      .all(userId, limit) as Row[];
    return rows.map(toRecord);
  }

  /** What the stored coupons added to a draw's pool, in minor units. */
  stakesOfDraw(drawId: number): number {
    const row = this.db
      .prepare('SELECT coalesce(sum(stake_minor), 0) AS total FROM toto_coupons WHERE draw_id = ?')
      .get(drawId) as { total: number };
    return row.total;
  }

  settle(id: number, status: 'won' | 'lost', correct: number, winMinor: number): void {
    this.db
      .prepare(
        `UPDATE toto_coupons SET status = ?, correct = ?, win_minor = ?
         WHERE id = ? AND status = 'pending'`,
      )
      .run(status, correct, winMinor, id);
  }
}
