/**
 * Account entry in the sandbox (docs/upstream-contract.md "Account entry API"): the contacts that
 * wait for activation, the activation links (kept as SHA-256 hashes of their tokens) and codes,
 * and the outbox, where every e-mail and SMS the sandbox "sends" is kept for the control API to
 * read. Times are epoch milliseconds from the sandbox clock.
 */
import type Database from 'better-sqlite3';
import type { ContactChannel } from '@contract/account-entry';

/** Appended to the store's migrations (store.ts). */
export const ACCOUNT_ENTRY_TABLES = `
  CREATE TABLE IF NOT EXISTS contact_activations (
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    channel TEXT NOT NULL CHECK (channel IN ('email', 'phone')),
    address TEXT NOT NULL,
    deadline INTEGER NOT NULL,
    PRIMARY KEY (user_id, channel)
  ) STRICT;
  CREATE TABLE IF NOT EXISTS activation_links (
    token_hash TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    channel TEXT NOT NULL CHECK (channel IN ('email', 'phone')),
    address TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    used_at INTEGER
  ) STRICT;
  CREATE INDEX IF NOT EXISTS activation_links_by_user ON activation_links (user_id);
  CREATE TABLE IF NOT EXISTS activation_codes (
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    channel TEXT NOT NULL CHECK (channel IN ('email', 'phone')),
    address TEXT NOT NULL,
    code TEXT,
    sent_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    PRIMARY KEY (user_id, channel)
  ) STRICT;
  CREATE TABLE IF NOT EXISTS outbox (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    via TEXT NOT NULL CHECK (via IN ('email', 'sms')),
    address TEXT NOT NULL,
    kind TEXT NOT NULL,
    subject TEXT NOT NULL,
    link TEXT,
    token TEXT,
    code TEXT,
    sent_at INTEGER NOT NULL
  ) STRICT;
  CREATE INDEX IF NOT EXISTS outbox_by_address ON outbox (address, id);
  CREATE INDEX IF NOT EXISTS outbox_by_user ON outbox (user_id, kind, id);
`;

/** What a test turns a database of this version back into the previous one with. */
export const DROP_ACCOUNT_ENTRY_TABLES = `DROP TABLE outbox; DROP TABLE activation_codes;
  DROP TABLE activation_links; DROP TABLE contact_activations;`;

/**
 * A later migration: the players of a full registration whose e-mail link was not followed yet
 * (sandbox/registration.ts). Such an account is nobody's until then.
 */
export const AWAITING_REGISTRATION_TABLES = `
  CREATE TABLE IF NOT EXISTS awaiting_registrations (
    user_id INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    created_at INTEGER NOT NULL
  ) STRICT;
`;
export const DROP_AWAITING_REGISTRATION_TABLES = 'DROP TABLE awaiting_registrations;';

/**
 * The kinds of message the sandbox sends for account entry; `registration` is the link a full
 * registration waits for, `registration_attempt` the note to an e-mail's owner that somebody
 * tried to register it again.
 */
export type OutboxKind =
  | 'verification'
  | 'activation_link'
  | 'activation_code'
  | 'newsletter'
  | 'registration'
  | 'registration_attempt';

export interface PendingActivation {
  channel: ContactChannel;
  /** The e-mail (lower case) or the phone digits (country code and number) to activate. */
  address: string;
  deadline: number;
}

export interface ActivationLinkRecord {
  userId: number;
  channel: ContactChannel;
  address: string;
  createdAt: number;
  expiresAt: number;
  usedAt: number | null;
}

export interface ActivationCodeRecord {
  address: string;
  code: string | null;
  sentAt: number;
  expiresAt: number;
}

export interface OutboxMessage {
  id: number;
  userId: number;
  via: 'email' | 'sms';
  address: string;
  kind: OutboxKind;
  subject: string;
  link: string | null;
  token: string | null;
  code: string | null;
  sentAt: number;
}

interface OutboxRow {
  id: number;
  user_id: number;
  via: 'email' | 'sms';
  address: string;
  kind: OutboxKind;
  subject: string;
  link: string | null;
  token: string | null;
  code: string | null;
  sent_at: number;
}

const toMessage = (row: OutboxRow): OutboxMessage => ({
  id: row.id,
  userId: row.user_id,
  via: row.via,
  address: row.address,
  kind: row.kind,
  subject: row.subject,
  link: row.link,
  token: row.token,
  code: row.code,
  sentAt: row.sent_at,
});

export class AccountEntryStore {
  constructor(private readonly db: Database.Database) {}

  wipe(): void {
    this.db.exec(`
      DELETE FROM awaiting_registrations;
      DELETE FROM outbox;
      DELETE FROM activation_codes;
      DELETE FROM activation_links;
      DELETE FROM contact_activations;
    `);
  }

  /* ---------- contacts waiting for activation ---------- */

  pendingOf(userId: number): PendingActivation[] {
    return (
      this.db
        .prepare(
          'SELECT channel, address, deadline FROM contact_activations WHERE user_id = ? ORDER BY channel',
        )
        .all(userId) as PendingActivation[]
    ).map((row) => ({ channel: row.channel, address: row.address, deadline: row.deadline }));
  }

  /** The contact waits for activation until `deadline` (a new address replaces the old one). */
  putPending(userId: number, channel: ContactChannel, address: string, deadline: number): void {
    this.db
      .prepare(
        `INSERT INTO contact_activations (user_id, channel, address, deadline) VALUES (?, ?, ?, ?)
         ON CONFLICT (user_id, channel) DO UPDATE SET
           address = excluded.address, deadline = excluded.deadline`,
      )
      .run(userId, channel, address, deadline);
  }

  clearPending(userId: number, channel: ContactChannel): void {
    this.db
      .prepare('DELETE FROM contact_activations WHERE user_id = ? AND channel = ?')
      .run(userId, channel);
  }

  /* ---------- full registrations waiting for their link ---------- */

  awaitRegistration(userId: number, now: number): void {
    this.db
      .prepare('INSERT OR IGNORE INTO awaiting_registrations (user_id, created_at) VALUES (?, ?)')
      .run(userId, now);
  }

  isAwaitingRegistration(userId: number): boolean {
    return (
      this.db.prepare('SELECT 1 FROM awaiting_registrations WHERE user_id = ?').get(userId) !==
      undefined
    );
  }

  endAwaitingRegistration(userId: number): void {
    this.db.prepare('DELETE FROM awaiting_registrations WHERE user_id = ?').run(userId);
  }

  /* ---------- links ---------- */

  putLink(tokenHash: string, link: Omit<ActivationLinkRecord, 'usedAt'>): void {
    this.db
      .prepare(
        `INSERT INTO activation_links (token_hash, user_id, channel, address, created_at, expires_at)
         VALUES (?, ?, ?, ?, ?, ?)`,
      )
      .run(tokenHash, link.userId, link.channel, link.address, link.createdAt, link.expiresAt);
  }

  findLink(tokenHash: string): ActivationLinkRecord | undefined {
    const row = this.db
      .prepare(
        `SELECT user_id, channel, address, created_at, expires_at, used_at FROM activation_links
         WHERE token_hash = ?`,
      )
      .get(tokenHash) as
      | {
          user_id: number;
          channel: ContactChannel;
          address: string;
          created_at: number;
          expires_at: number;
          used_at: number | null;
        }
      | undefined;
    if (row === undefined) return undefined;
    return {
      userId: row.user_id,
      channel: row.channel,
      address: row.address,
      createdAt: row.created_at,
      expiresAt: row.expires_at,
      usedAt: row.used_at,
    };
  }

  /** Marks the link used; answers false when it already was (two clicks at once). */
  useLink(tokenHash: string, now: number): boolean {
    const result = this.db
      .prepare('UPDATE activation_links SET used_at = ? WHERE token_hash = ? AND used_at IS NULL')
      .run(now, tokenHash);
    return result.changes === 1;
  }

  /* ---------- codes ---------- */

  findCode(userId: number, channel: ContactChannel): ActivationCodeRecord | undefined {
    const row = this.db
      .prepare(
        `SELECT address, code, sent_at, expires_at FROM activation_codes
         WHERE user_id = ? AND channel = ?`,
      )
      .get(userId, channel) as
      { address: string; code: string | null; sent_at: number; expires_at: number } | undefined;
    if (row === undefined) return undefined;
    return { address: row.address, code: row.code, sentAt: row.sent_at, expiresAt: row.expires_at };
  }

  /** One code per contact: a new one replaces the previous. */
  putCode(userId: number, channel: ContactChannel, record: ActivationCodeRecord): void {
    this.db
      .prepare(
        `INSERT INTO activation_codes (user_id, channel, address, code, sent_at, expires_at)
         VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (user_id, channel) DO UPDATE SET address = excluded.address,
           code = excluded.code, sent_at = excluded.sent_at, expires_at = excluded.expires_at`,
      )
      .run(userId, channel, record.address, record.code, record.sentAt, record.expiresAt);
  }

  /** A used code stops working; its send time still holds back the next send. */
  useCode(userId: number, channel: ContactChannel): void {
    this.db
      .prepare('UPDATE activation_codes SET code = NULL WHERE user_id = ? AND channel = ?')
      .run(userId, channel);
  }

  /* ---------- outbox ---------- */

  send(message: Omit<OutboxMessage, 'id'>): OutboxMessage {
    const row = this.db
      .prepare(
        `INSERT INTO outbox (user_id, via, address, kind, subject, link, token, code, sent_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING *`,
      )
      .get(
        message.userId,
        message.via,
        message.address,
        message.kind,
        message.subject,
        message.link,
        message.token,
        message.code,
        message.sentAt,
      ) as OutboxRow;
    return toMessage(row);
  }

  /** The newest messages to an address, newest first. */
  messagesTo(address: string, limit = 20): OutboxMessage[] {
    return (
      this.db
        .prepare('SELECT * FROM outbox WHERE address = ? ORDER BY id DESC LIMIT ?')
        .all(address, limit) as OutboxRow[]
    ).map(toMessage);
  }

  /** When the player was last sent a message of this kind over `via`, if ever. */
  lastSentAt(userId: number, kind: OutboxKind, via: 'email' | 'sms'): number | undefined {
    const row = this.db
      .prepare(
        `SELECT sent_at FROM outbox WHERE user_id = ? AND kind = ? AND via = ?
         ORDER BY id DESC LIMIT 1`,
      )
      .get(userId, kind, via) as { sent_at: number } | undefined;
    return row?.sent_at;
  }
}
