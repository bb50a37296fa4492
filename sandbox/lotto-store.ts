/**
 * Players' lotto tickets (docs/upstream-contract.md "Lotto API"). Draws are code
 * (lotto-games.ts), so a ticket's draw carries no foreign key; the account it was paid from does.
 */
import type Database from 'better-sqlite3';

/** Appended to the store's migrations (store.ts) with the toto coupons' table. */
export const LOTTO_TABLES = `
  CREATE TABLE IF NOT EXISTS lotto_tickets (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    account_id INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    lottery_id INTEGER NOT NULL,
    draw_number INTEGER NOT NULL,
    numbers TEXT NOT NULL,
    price_minor INTEGER NOT NULL CHECK (price_minor > 0),
    currency TEXT NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('pending', 'won', 'lost')),
    matched TEXT,
    win_minor INTEGER,
    placed_at INTEGER NOT NULL
  ) STRICT;
  CREATE INDEX IF NOT EXISTS lotto_tickets_by_user ON lotto_tickets (user_id, id);
`;

export interface LottoTicketRecord {
  id: number;
  userId: number;
  accountId: number;
  lotteryId: number;
  drawNumber: number;
  numbers: number[];
  priceMinor: number;
  currency: string;
  status: 'pending' | 'won' | 'lost';
  matched: number[] | null;
  winMinor: number | null;
  placedAt: number;
}

interface Row {
  id: number;
  user_id: number;
  account_id: number;
  lottery_id: number;
  draw_number: number;
  numbers: string;
  price_minor: number;
  currency: string;
  status: LottoTicketRecord['status'];
  matched: string | null;
  win_minor: number | null;
  placed_at: number;
}

const COLUMNS =
  'id, user_id, account_id, lottery_id, draw_number, numbers, price_minor, currency, status, matched, win_minor, placed_at';

function toRecord(row: Row): LottoTicketRecord {
  return {
    id: row.id,
    userId: row.user_id,
    accountId: row.account_id,
    lotteryId: row.lottery_id,
    drawNumber: row.draw_number,
    numbers: JSON.parse(row.numbers) as number[],
    priceMinor: row.price_minor,
    currency: row.currency,
    status: row.status,
    matched: row.matched === null ? null : (JSON.parse(row.matched) as number[]),
    winMinor: row.win_minor,
    placedAt: row.placed_at,
  };
}

export class LottoStore {
  constructor(private readonly db: Database.Database) {}

  insert(
    ticket: Omit<LottoTicketRecord, 'id' | 'status' | 'matched' | 'winMinor'>,
  ): LottoTicketRecord {
    const row = this.db
      .prepare(
        `INSERT INTO lotto_tickets
           (user_id, account_id, lottery_id, draw_number, numbers, price_minor, currency, status, placed_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, 'pending', ?) RETURNING ${COLUMNS}`,
      )
      .get(
        ticket.userId,
        ticket.accountId,
        ticket.lotteryId,
        ticket.drawNumber,
        JSON.stringify(ticket.numbers),
        ticket.priceMinor,
        ticket.currency,
        ticket.placedAt,
      ) as Row;
    return toRecord(row);
  }

  /** The player's tickets, newest first, of one lottery when given. */
  listForUser(userId: number, lotteryId?: number, limit = 50): LottoTicketRecord[] {
    const rows = (
      lotteryId === undefined
        ? this.db
            .prepare(
              `SELECT ${COLUMNS} FROM lotto_tickets WHERE user_id = ? ORDER BY id DESC LIMIT ?`,
            )
            .all(userId, limit)
        : this.db
            .prepare(
              `SELECT ${COLUMNS} FROM lotto_tickets WHERE user_id = ? AND lottery_id = ?
               ORDER BY id DESC LIMIT ?`,
            )
            .all(userId, lotteryId, limit)
    ) as Row[];
    return rows.map(toRecord);
  }

  settle(id: number, status: 'won' | 'lost', matched: number[], winMinor: number): void {
    this.db
      .prepare(
        `UPDATE lotto_tickets SET status = ?, matched = ?, win_minor = ?
         WHERE id = ? AND status = 'pending'`,
      )
      .run(status, JSON.stringify(matched), winMinor, id);
  }
}
