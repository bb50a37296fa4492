/**
 * What the office shows of a player's activity (tables payments, bonuses, inbox_messages,
 * support_tickets): deposits and withdrawals, bonuses with their wagering, the inbox and the
 * support requests. Amounts in minor units, times in epoch ms; texts the operator writes (bonus
 * names, messages) in English and Russian.
 */
import type Database from 'better-sqlite3';
import type {
  BonusStatus,
  PaymentStatus,
  PaymentType,
  SupportTopic,
  TicketStatus,
} from '@contract/office';

export type TextLang = 'en' | 'ru';

export interface PaymentRecord {
  id: number;
  userId: number;
  type: PaymentType;
  method: string;
  amountMinor: number;
  currency: string;
  status: PaymentStatus;
  createdAt: number;
}

export interface BonusRecord {
  id: number;
  userId: number;
  name: Record<TextLang, string>;
  status: BonusStatus;
  percent: number;
  maxAmountMinor: number;
  minDepositMinor: number;
  currency: string;
  wagerMultiplier: number;
  wagerDays: number;
  offerExpiresAt: number | null;
  amountMinor: number | null;
  wageredMinor: number;
  takenAt: number | null;
  expiresAt: number | null;
}

export interface MessageRecord {
  id: number;
  userId: number;
  subject: Record<TextLang, string>;
  body: Record<TextLang, string>;
  sentAt: number;
  readAt: number | null;
}

export interface TicketRecord {
  id: number;
  userId: number;
  topic: SupportTopic;
  message: string;
  status: TicketStatus;
  reply: string | null;
  createdAt: number;
  updatedAt: number;
}

export interface PaymentFilter {
  from?: number;
  to?: number;
  type?: PaymentType;
}

interface PaymentRow {
  id: number;
  user_id: number;
  type: PaymentType;
  method: string;
  amount_minor: number;
  currency: string;
  status: PaymentStatus;
  created_at: number;
}

interface BonusRow {
  id: number;
  user_id: number;
  name_en: string;
  name_ru: string;
  status: BonusStatus;
  percent: number;
  max_amount_minor: number;
  min_deposit_minor: number;
  currency: string;
  wager_multiplier: number;
  wager_days: number;
  offer_expires_at: number | null;
  amount_minor: number | null;
  wagered_minor: number;
  taken_at: number | null;
  expires_at: number | null;
}

interface MessageRow {
  id: number;
  user_id: number;
  subject_en: string;
  subject_ru: string;
  body_en: string;
  body_ru: string;
  sent_at: number;
  read_at: number | null;
}

interface TicketRow {
  id: number;
  user_id: number;
  topic: SupportTopic;
  message: string;
  status: TicketStatus;
  reply: string | null;
  created_at: number;
  updated_at: number;
}

const toPayment = (row: PaymentRow): PaymentRecord => ({
  id: row.id,
  userId: row.user_id,
  type: row.type,
  method: row.method,
  amountMinor: row.amount_minor,
  currency: row.currency,
  status: row.status,
  createdAt: row.created_at,
});

const toBonus = (row: BonusRow): BonusRecord => ({
  id: row.id,
  userId: row.user_id,
  name: { en: row.name_en, ru: row.name_ru },
  status: row.status,
  percent: row.percent,
  maxAmountMinor: row.max_amount_minor,
  minDepositMinor: row.min_deposit_minor,
  currency: row.currency,
  wagerMultiplier: row.wager_multiplier,
  wagerDays: row.wager_days,
  offerExpiresAt: row.offer_expires_at,
  amountMinor: row.amount_minor,
  wageredMinor: row.wagered_minor,
  takenAt: row.taken_at,
  expiresAt: row.expires_at,
});

const toMessage = (row: MessageRow): MessageRecord => ({
  id: row.id,
  userId: row.user_id,
  subject: { en: row.subject_en, ru: row.subject_ru },
  body: { en: row.body_en, ru: row.body_ru },
  sentAt: row.sent_at,
  readAt: row.read_at,
});

const toTicket = (row: TicketRow): TicketRecord => ({
  id: row.id,
  userId: row.user_id,
  topic: row.topic,
  message: row.message,
  status: row.status,
  reply: row.reply,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

export class OfficeActivityStore {
  constructor(private readonly db: Database.Database) {}

  wipe(): void {
    this.db.exec(`
      DELETE FROM payments; DELETE FROM bonuses;
      DELETE FROM inbox_messages; DELETE FROM support_tickets;
    `);
  }

  /* ---------- payments ---------- */

  insertPayment(payment: Omit<PaymentRecord, 'id'>): PaymentRecord {
    const row = this.db
      .prepare(
        `INSERT INTO payments (user_id, type, method, amount_minor, currency, status, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING *`,
      )
      .get(
        payment.userId,
        payment.type,
        payment.method,
        payment.amountMinor,
        payment.currency,
        payment.status,
        payment.createdAt,
      ) as PaymentRow;
    return toPayment(row);
  }

  /** A page of the player's payments in the filter, newest first, and how many match. */
  listPayments(
    userId: number,
    filter: PaymentFilter,
    page: number,
    pageSize: number,
  ): { payments: PaymentRecord[]; total: number } {
    const where = ['user_id = ?'];
    const args: (number | string)[] = [userId];
    if (filter.from !== undefined) {
      where.push('created_at >= ?');
      args.push(filter.from);
    }
    if (filter.to !== undefined) {
      where.push('created_at < ?');
      args.push(filter.to);
    }
    if (filter.type !== undefined) {
      where.push('type = ?');
      args.push(filter.type);
    }
    const clause = where.join(' AND ');
    const { total } = this.db
      .prepare(`SELECT count(*) AS total FROM payments WHERE ${clause}`)
      .get(...args) as { total: number };
    const rows = this.db
      .prepare(
        `SELECT * FROM payments WHERE ${clause}
         ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
      )
      .all(...args, pageSize, (page - 1) * pageSize) as PaymentRow[];
    return { payments: rows.map(toPayment), total };
  }

  /** The player's newest completed deposit in the currency, if any. */
  lastCompletedDeposit(userId: number, currency: string): PaymentRecord | undefined {
    const row = this.db
      .prepare(
        `SELECT * FROM payments
         WHERE user_id = ? AND currency = ? AND type = 'deposit' AND status = 'completed'
         ORDER BY created_at DESC, id DESC LIMIT 1`,
      )
      .get(userId, currency) as PaymentRow | undefined;
    return row === undefined ? undefined : toPayment(row);
  }

  /* ---------- bonuses ---------- */

  insertBonus(bonus: Omit<BonusRecord, 'id'>): BonusRecord {
    const row = this.db
      .prepare(
        `INSERT INTO bonuses (user_id, name_en, name_ru, status, percent, max_amount_minor,
           min_deposit_minor, currency, wager_multiplier, wager_days, offer_expires_at,
           amount_minor, wagered_minor, taken_at, expires_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING *`,
      )
      .get(
        bonus.userId,
        bonus.name.en,
        bonus.name.ru,
        bonus.status,
        bonus.percent,
        bonus.maxAmountMinor,
        bonus.minDepositMinor,
        bonus.currency,
        bonus.wagerMultiplier,
        bonus.wagerDays,
        bonus.offerExpiresAt,
        bonus.amountMinor,
        bonus.wageredMinor,
        bonus.takenAt,
        bonus.expiresAt,
      ) as BonusRow;
    return toBonus(row);
  }

  /** The player's bonuses, newest first. */
  listBonuses(userId: number): BonusRecord[] {
    const rows = this.db
      .prepare('SELECT * FROM bonuses WHERE user_id = ? ORDER BY id DESC')
      .all(userId) as BonusRow[];
    return rows.map(toBonus);
  }

  findBonus(userId: number, id: number): BonusRecord | undefined {
    const row = this.db
      .prepare('SELECT * FROM bonuses WHERE user_id = ? AND id = ?')
      .get(userId, id) as BonusRow | undefined;
    return row === undefined ? undefined : toBonus(row);
  }

  takeBonus(id: number, amountMinor: number, takenAt: number, expiresAt: number): void {
    this.db
      .prepare(
        `UPDATE bonuses SET status = 'active', amount_minor = ?, wagered_minor = 0,
           taken_at = ?, expires_at = ? WHERE id = ?`,
      )
      .run(amountMinor, takenAt, expiresAt, id);
  }

  setBonusStatus(id: number, status: BonusStatus): void {
    this.db.prepare('UPDATE bonuses SET status = ? WHERE id = ?').run(status, id);
  }

  /* ---------- inbox ---------- */

  insertMessage(message: Omit<MessageRecord, 'id'>): MessageRecord {
    const row = this.db
      .prepare(
        `INSERT INTO inbox_messages (user_id, subject_en, subject_ru, body_en, body_ru, sent_at,
           read_at)
         VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING *`,
      )
      .get(
        message.userId,
        message.subject.en,
        message.subject.ru,
        message.body.en,
        message.body.ru,
        message.sentAt,
        message.readAt,
      ) as MessageRow;
    return toMessage(row);
  }

  listMessages(
    userId: number,
    page: number,
    pageSize: number,
  ): { messages: MessageRecord[]; total: number } {
    const { total } = this.db
      .prepare('SELECT count(*) AS total FROM inbox_messages WHERE user_id = ?')
      .get(userId) as { total: number };
    const rows = this.db
      .prepare(
        `SELECT * FROM inbox_messages WHERE user_id = ?
         ORDER BY sent_at DESC, id DESC LIMIT ? OFFSET ?`,
      )
      .all(userId, pageSize, (page - 1) * pageSize) as MessageRow[];
    return { messages: rows.map(toMessage), total };
  }

  findMessage(userId: number, id: number): MessageRecord | undefined {
    const row = this.db
      .prepare('SELECT * FROM inbox_messages WHERE user_id = ? AND id = ?')
      .get(userId, id) as MessageRow | undefined;
    return row === undefined ? undefined : toMessage(row);
  }

  /** Marks it read (the first reading's time stays). */
  markMessageRead(id: number, at: number): void {
    this.db
      .prepare('UPDATE inbox_messages SET read_at = coalesce(read_at, ?) WHERE id = ?')
      .run(at, id);
  }

  deleteMessage(userId: number, id: number): boolean {
    return (
      this.db.prepare('DELETE FROM inbox_messages WHERE user_id = ? AND id = ?').run(userId, id)
        .changes === 1
    );
  }

  /** spec 02 §3 user_msg_count: the player's unread messages. */
  unreadCount(userId: number): number {
    const { unread } = this.db
      .prepare(
        'SELECT count(*) AS unread FROM inbox_messages WHERE user_id = ? AND read_at IS NULL',
      )
      .get(userId) as { unread: number };
    return unread;
  }

  /* ---------- support ---------- */

  insertTicket(ticket: Omit<TicketRecord, 'id'>): TicketRecord {
    const row = this.db
      .prepare(
        `INSERT INTO support_tickets (user_id, topic, message, status, reply, created_at,
           updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING *`,
      )
      .get(
        ticket.userId,
        ticket.topic,
        ticket.message,
        ticket.status,
        ticket.reply,
        ticket.createdAt,
        ticket.updatedAt,
      ) as TicketRow;
    return toTicket(row);
  }

  listTickets(userId: number): TicketRecord[] {
    const rows = this.db
      .prepare('SELECT * FROM support_tickets WHERE user_id = ? ORDER BY created_at DESC, id DESC')
      .all(userId) as TicketRow[];
    return rows.map(toTicket);
  }

  openTicketCount(userId: number): number {
    const { open } = this.db
      .prepare("SELECT count(*) AS open FROM support_tickets WHERE user_id = ? AND status = 'open'")
      .get(userId) as { open: number };
    return open;
  }

  findTicket(id: number): TicketRecord | undefined {
    const row = this.db.prepare('SELECT * FROM support_tickets WHERE id = ?').get(id) as
      TicketRow | undefined;
    return row === undefined ? undefined : toTicket(row);
  }

  answerTicket(id: number, status: TicketStatus, reply: string | null, at: number): void {
    this.db
      .prepare(
        'UPDATE support_tickets SET status = ?, reply = coalesce(?, reply), updated_at = ? WHERE id = ?',
      )
      .run(status, reply, at, id);
  }
}

/** The migration that adds these tables (store.ts appends it). */
export const OFFICE_ACTIVITY_TABLES = `
  CREATE TABLE payments (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    type TEXT NOT NULL CHECK (type IN ('deposit', 'withdrawal')),
    method TEXT NOT NULL,
    amount_minor INTEGER NOT NULL CHECK (amount_minor > 0),
    currency TEXT NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('pending', 'completed', 'cancelled', 'rejected')),
    created_at INTEGER NOT NULL
  ) STRICT;
  CREATE INDEX payments_by_user ON payments (user_id, created_at, id);
  CREATE TABLE bonuses (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    name_en TEXT NOT NULL,
    name_ru TEXT NOT NULL,
    status TEXT NOT NULL
      CHECK (status IN ('available', 'active', 'completed', 'refused', 'expired')),
    percent INTEGER NOT NULL CHECK (percent > 0),
    max_amount_minor INTEGER NOT NULL CHECK (max_amount_minor > 0),
    min_deposit_minor INTEGER NOT NULL CHECK (min_deposit_minor >= 0),
    currency TEXT NOT NULL,
    wager_multiplier INTEGER NOT NULL CHECK (wager_multiplier > 0),
    wager_days INTEGER NOT NULL CHECK (wager_days > 0),
    offer_expires_at INTEGER,
    amount_minor INTEGER,
    wagered_minor INTEGER NOT NULL DEFAULT 0 CHECK (wagered_minor >= 0),
    taken_at INTEGER,
    expires_at INTEGER
  ) STRICT;
  CREATE INDEX bonuses_by_user ON bonuses (user_id, id);
  CREATE TABLE inbox_messages (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    subject_en TEXT NOT NULL,
    subject_ru TEXT NOT NULL,
    body_en TEXT NOT NULL,
    body_ru TEXT NOT NULL,
    sent_at INTEGER NOT NULL,
    read_at INTEGER
  ) STRICT;
  CREATE INDEX inbox_messages_by_user ON inbox_messages (user_id, sent_at, id);
  CREATE TABLE support_tickets (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    topic TEXT NOT NULL,
    message TEXT NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('open', 'answered', 'closed')),
    reply TEXT,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
  ) STRICT;
  CREATE INDEX support_tickets_by_user ON support_tickets (user_id, created_at, id);
`;

/** What OFFICE_ACTIVITY_TABLES added, so a test can take a database back before it. */
export const DROP_OFFICE_ACTIVITY_TABLES = `
  DROP TABLE support_tickets; DROP TABLE inbox_messages; DROP TABLE bonuses; DROP TABLE payments;
`;
