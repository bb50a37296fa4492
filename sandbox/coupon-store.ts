/**
 * Placed coupons (schema version 4), each with its bets as accepted, and the first answer to every
 * request id a player sent, so that a repeated request is answered again instead of betting twice.
 * Money is in minor units; times are epoch milliseconds.
 */
import type Database from 'better-sqlite3';
import { z } from 'zod';
import type { BetStatusId, ChangeCoefAction, CouponTypeId } from '@contract/coupon';

/** A bet as it was accepted; the names are read from the line when the coupon is shown. */
export const storedBetSchema = z.object({
  outcomeId: z.number().int().positive(),
  gameId: z.number().int().positive(),
  coef: z.number(),
  requestedCoef: z.number(),
  blockId: z.number().int().nullable(),
  isBanker: z.boolean(),
  isLive: z.boolean(),
  startTime: z.number(),
});
export type StoredBet = z.infer<typeof storedBetSchema>;
const storedBetsSchema = z.array(storedBetSchema).min(1);

export interface CouponRecord {
  id: number;
  userId: number;
  accountId: number;
  typeId: Exclude<CouponTypeId, 9>;
  amountMinor: number;
  coef: number;
  possibleWinMinor: number;
  systemValue: number | null;
  changeCoefAction: ChangeCoefAction;
  coefViewId: number;
  exactCoef: number;
  bets: StoredBet[];
  placedAt: number;
  settledStatusId: BetStatusId | null;
  payoutMinor: number | null;
  settledAt: number | null;
}

export type NewCoupon = Omit<CouponRecord, 'id' | 'settledStatusId' | 'payoutMinor' | 'settledAt'>;

export interface StoredAnswer {
  bodyHash: string;
  status: number;
  body: unknown;
  createdAt: number;
}

interface CouponRow {
  id: number;
  user_id: number;
  account_id: number;
  type_id: number;
  amount_minor: number;
  coef: number;
  possible_win_minor: number;
  system_value: number | null;
  change_coef_action: number;
  coef_view_id: number;
  exact_coef: number;
  bets: string;
  placed_at: number;
  settled_status_id: number | null;
  payout_minor: number | null;
  settled_at: number | null;
}

const COLUMNS = `id, user_id, account_id, type_id, amount_minor, coef, possible_win_minor,
  system_value, change_coef_action, coef_view_id, exact_coef, bets, placed_at, settled_status_id,
  payout_minor, settled_at`;

function settledClause(status: 'open' | 'settled' | undefined): string {
  if (status === undefined) return '';
  return status === 'open' ? ' AND settled_at IS NULL' : ' AND settled_at IS NOT NULL';
}

/** Coupon numbers start here, so they read like a bookmaker's. */
const FIRST_COUPON_ID = 10_000_001;

function toRecord(row: CouponRow): CouponRecord {
  return {
    id: row.id,
    userId: row.user_id,
    accountId: row.account_id,
    typeId: row.type_id as CouponRecord['typeId'],
    amountMinor: row.amount_minor,
    coef: row.coef,
    possibleWinMinor: row.possible_win_minor,
    systemValue: row.system_value,
    changeCoefAction: row.change_coef_action as ChangeCoefAction,
    coefViewId: row.coef_view_id,
    exactCoef: row.exact_coef,
    bets: storedBetsSchema.parse(JSON.parse(row.bets)),
    placedAt: row.placed_at,
    settledStatusId: row.settled_status_id as BetStatusId | null,
    payoutMinor: row.payout_minor,
    settledAt: row.settled_at,
  };
}

export class CouponStore {
  constructor(private readonly db: Database.Database) {}

  wipe(): void {
    this.db.exec('DELETE FROM coupon_requests; DELETE FROM coupons;');
  }

  /** Stores a coupon with the request it came from; answers the stored record. */
  insert(coupon: NewCoupon, request: unknown): CouponRecord {
    const row = this.db
      .prepare(
        `INSERT INTO coupons (id, user_id, account_id, type_id, amount_minor, coef,
           possible_win_minor, system_value, change_coef_action, coef_view_id, exact_coef, bets,
           request, placed_at)
         VALUES ((SELECT coalesce(max(id) + 1, ?) FROM coupons), ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?,
           ?, ?)
         RETURNING ${COLUMNS}`,
      )
      .get(
        FIRST_COUPON_ID,
        coupon.userId,
        coupon.accountId,
        coupon.typeId,
        coupon.amountMinor,
        coupon.coef,
        coupon.possibleWinMinor,
        coupon.systemValue,
        coupon.changeCoefAction,
        coupon.coefViewId,
        coupon.exactCoef,
        JSON.stringify(coupon.bets),
        JSON.stringify(request),
        coupon.placedAt,
      ) as CouponRow;
    return toRecord(row);
  }

  find(id: number): CouponRecord | undefined {
    const row = this.db.prepare(`SELECT ${COLUMNS} FROM coupons WHERE id = ?`).get(id) as
      CouponRow | undefined;
    return row === undefined ? undefined : toRecord(row);
  }

  /** The player's coupons, newest first; `open` ones are not settled yet, `settled` ones are. */
  listForUser(
    userId: number,
    offset: number,
    limit: number,
    status?: 'open' | 'settled',
  ): CouponRecord[] {
    const rows = this.db
      .prepare(
        `SELECT ${COLUMNS} FROM coupons WHERE user_id = ?${settledClause(status)}
         ORDER BY placed_at DESC, id DESC LIMIT ? OFFSET ?`,
      )
      .all(userId, limit, offset) as CouponRow[];
    return rows.map(toRecord);
  }

  countForUser(userId: number, status?: 'open' | 'settled'): number {
    const row = this.db
      .prepare(`SELECT count(*) AS count FROM coupons WHERE user_id = ?${settledClause(status)}`)
      .get(userId) as { count: number };
    return row.count;
  }

  settle(id: number, statusId: BetStatusId, payoutMinor: number, settledAt: number): void {
    this.db
      .prepare(
        'UPDATE coupons SET settled_status_id = ?, payout_minor = ?, settled_at = ? WHERE id = ?',
      )
      .run(statusId, payoutMinor, settledAt, id);
  }

  /** The answer kept for the player's request id, if it was made at `since` or later. */
  findAnswer(userId: number, requestId: string, since: number): StoredAnswer | undefined {
    const row = this.db
      .prepare(
        `SELECT body_hash, status, answer, created_at FROM coupon_requests
         WHERE user_id = ? AND request_id = ? AND created_at >= ?`,
      )
      .get(userId, requestId, since) as
      { body_hash: string; status: number; answer: string; created_at: number } | undefined;
    if (row === undefined) return undefined;
    return {
      bodyHash: row.body_hash,
      status: row.status,
      body: JSON.parse(row.answer) as unknown,
      createdAt: row.created_at,
    };
  }

  /** Keeps an answer for the request id, replacing one that has lapsed; drops lapsed ones. */
  keepAnswer(userId: number, requestId: string, answer: StoredAnswer, lapsedBefore: number): void {
    this.db.prepare('DELETE FROM coupon_requests WHERE created_at < ?').run(lapsedBefore);
    this.db
      .prepare(
        `INSERT INTO coupon_requests (user_id, request_id, body_hash, status, answer, created_at)
         VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (user_id, request_id) DO UPDATE SET body_hash = excluded.body_hash,
           status = excluded.status, answer = excluded.answer, created_at = excluded.created_at`,
      )
      .run(
        userId,
        requestId,
        answer.bodyHash,
        answer.status,
        JSON.stringify(answer.body),
        answer.createdAt,
      );
  }
}
