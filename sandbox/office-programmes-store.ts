/**
 * The office's programmes (docs/upstream-contract.md "Programmes API"): the promotions each player
 * joined, the partner links, the one-time QR sign-in codes and the devices signed in with them.
 * Times are epoch milliseconds.
 */
import type Database from 'better-sqlite3';

/**
 * Appended to the store's migrations (store.ts). `IF NOT EXISTS`: the upgrade tests turn a
 * database back to an older version without dropping the newer tables.
 */
export const OFFICE_PROGRAMMES_TABLES = `
  CREATE TABLE IF NOT EXISTS promotion_participations (
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    promotion_id INTEGER NOT NULL,
    joined_at INTEGER NOT NULL,
    ends_at INTEGER NOT NULL,
    completed_at INTEGER,
    PRIMARY KEY (user_id, promotion_id)
  ) STRICT;
  CREATE TABLE IF NOT EXISTS partner_links (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    sub_id TEXT,
    created_at INTEGER NOT NULL
  ) STRICT;
  CREATE UNIQUE INDEX IF NOT EXISTS partner_links_by_sub_id
    ON partner_links (user_id, coalesce(sub_id, ''));
  CREATE TABLE IF NOT EXISTS qr_sign_in_codes (
    user_id INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    token TEXT NOT NULL UNIQUE,
    expires_at INTEGER NOT NULL
  ) STRICT;
  CREATE TABLE IF NOT EXISTS qr_devices (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    login_id INTEGER NOT NULL,
    name TEXT NOT NULL,
    signed_in_at INTEGER NOT NULL
  ) STRICT;
`;

export const DROP_OFFICE_PROGRAMMES_TABLES = `
  DROP TABLE qr_devices; DROP TABLE qr_sign_in_codes;
  DROP TABLE partner_links; DROP TABLE promotion_participations;
`;

export interface ParticipationRecord {
  userId: number;
  promotionId: number;
  joinedAt: number;
  endsAt: number;
  completedAt: number | null;
}

export interface PartnerLinkRecord {
  id: number;
  userId: number;
  subId: string | null;
  createdAt: number;
}

export interface QrDeviceRecord {
  id: number;
  userId: number;
  loginId: number;
  name: string;
  signedInAt: number;
}

interface ParticipationRow {
  user_id: number;
  promotion_id: number;
  joined_at: number;
  ends_at: number;
  completed_at: number | null;
}

interface PartnerLinkRow {
  id: number;
  user_id: number;
  sub_id: string | null;
  created_at: number;
}

interface QrDeviceRow {
  id: number;
  user_id: number;
  login_id: number;
  name: string;
  signed_in_at: number;
}

const toParticipation = (row: ParticipationRow): ParticipationRecord => ({
  userId: row.user_id,
  promotionId: row.promotion_id,
  joinedAt: row.joined_at,
  endsAt: row.ends_at,
  completedAt: row.completed_at,
});

const toLink = (row: PartnerLinkRow): PartnerLinkRecord => ({
  id: row.id,
  userId: row.user_id,
  subId: row.sub_id,
  createdAt: row.created_at,
});

const toDevice = (row: QrDeviceRow): QrDeviceRecord => ({
  id: row.id,
  userId: row.user_id,
  loginId: row.login_id,
  name: row.name,
  signedInAt: row.signed_in_at,
});

export class OfficeProgrammesStore {
  constructor(private readonly db: Database.Database) {}

  wipe(): void {
    this.db.exec(`
      DELETE FROM qr_devices; DELETE FROM qr_sign_in_codes;
      DELETE FROM partner_links; DELETE FROM promotion_participations;
    `);
  }

  /* ---------- promotions ---------- */

  participations(userId: number): ParticipationRecord[] {
    const rows = this.db
      .prepare(
        `SELECT * FROM promotion_participations WHERE user_id = ?
         ORDER BY joined_at DESC, promotion_id DESC`,
      )
      .all(userId) as ParticipationRow[];
    return rows.map(toParticipation);
  }

  findParticipation(userId: number, promotionId: number): ParticipationRecord | undefined {
    const row = this.db
      .prepare('SELECT * FROM promotion_participations WHERE user_id = ? AND promotion_id = ?')
      .get(userId, promotionId) as ParticipationRow | undefined;
    return row === undefined ? undefined : toParticipation(row);
  }

  insertParticipation(record: ParticipationRecord): void {
    this.db
      .prepare(
        `INSERT INTO promotion_participations
           (user_id, promotion_id, joined_at, ends_at, completed_at) VALUES (?, ?, ?, ?, ?)`,
      )
      .run(record.userId, record.promotionId, record.joinedAt, record.endsAt, record.completedAt);
  }

  setCompleted(userId: number, promotionId: number, at: number): void {
    this.db
      .prepare(
        `UPDATE promotion_participations SET completed_at = ?
         WHERE user_id = ? AND promotion_id = ? AND completed_at IS NULL`,
      )
      .run(at, userId, promotionId);
  }

  /** Moves a participation `ms` into the past (the control API's time travel). */
  shiftParticipation(userId: number, promotionId: number, ms: number): boolean {
    return (
      this.db
        .prepare(
          `UPDATE promotion_participations
           SET joined_at = joined_at - ?, ends_at = ends_at - ?,
               completed_at = CASE WHEN completed_at IS NULL THEN NULL ELSE completed_at - ? END
           WHERE user_id = ? AND promotion_id = ?`,
        )
        .run(ms, ms, ms, userId, promotionId).changes === 1
    );
  }

  /** The player's bets placed in [from, to). */
  countBets(userId: number, from: number, to: number): number {
    const row = this.db
      .prepare(
        'SELECT count(*) AS n FROM coupons WHERE user_id = ? AND placed_at >= ? AND placed_at < ?',
      )
      .get(userId, from, to) as { n: number };
    return row.n;
  }

  /** The different casino games the player last played for real money in [from, to). */
  countRealGames(userId: number, from: number, to: number): number {
    const row = this.db
      .prepare(
        `SELECT count(*) AS n FROM casino_recent
         WHERE user_id = ? AND mode = 'real' AND played_at >= ? AND played_at < ?`,
      )
      .get(userId, from, to) as { n: number };
    return row.n;
  }

  /* ---------- partner links ---------- */

  partnerLinks(userId: number): PartnerLinkRecord[] {
    const rows = this.db
      .prepare('SELECT * FROM partner_links WHERE user_id = ? ORDER BY sub_id IS NOT NULL, id DESC')
      .all(userId) as PartnerLinkRow[];
    return rows.map(toLink);
  }

  /** The new link, or undefined when the player already has one with this sub-id. */
  insertPartnerLink(
    userId: number,
    subId: string | null,
    now: number,
  ): PartnerLinkRecord | undefined {
    const result = this.db
      .prepare(
        `INSERT INTO partner_links (user_id, sub_id, created_at) VALUES (?, ?, ?)
         ON CONFLICT DO NOTHING`,
      )
      .run(userId, subId, now);
    if (result.changes === 0) return undefined;
    return { id: Number(result.lastInsertRowid), userId, subId, createdAt: now };
  }

  /* ---------- QR sign-in ---------- */

  putQrCode(userId: number, token: string, expiresAt: number): void {
    this.db
      .prepare(
        `INSERT INTO qr_sign_in_codes (user_id, token, expires_at) VALUES (?, ?, ?)
         ON CONFLICT (user_id) DO UPDATE SET token = excluded.token, expires_at = excluded.expires_at`,
      )
      .run(userId, token, expiresAt);
  }

  findQrCode(userId: number): { token: string; expiresAt: number } | undefined {
    const row = this.db
      .prepare('SELECT token, expires_at FROM qr_sign_in_codes WHERE user_id = ?')
      .get(userId) as { token: string; expires_at: number } | undefined;
    return row === undefined ? undefined : { token: row.token, expiresAt: row.expires_at };
  }

  /** One use: the code's player if it is still valid; the code is gone either way. */
  takeQrCode(token: string, now: number): number | undefined {
    const row = this.db
      .prepare('DELETE FROM qr_sign_in_codes WHERE token = ? RETURNING user_id, expires_at')
      .get(token) as { user_id: number; expires_at: number } | undefined;
    return row !== undefined && row.expires_at > now ? row.user_id : undefined;
  }

  insertQrDevice(userId: number, loginId: number, name: string, now: number): QrDeviceRecord {
    const result = this.db
      .prepare('INSERT INTO qr_devices (user_id, login_id, name, signed_in_at) VALUES (?, ?, ?, ?)')
      .run(userId, loginId, name, now);
    return { id: Number(result.lastInsertRowid), userId, loginId, name, signedInAt: now };
  }

  /** The devices whose QR sign-in is still active, newest first. */
  activeQrDevices(userId: number): QrDeviceRecord[] {
    const rows = this.db
      .prepare(
        `SELECT d.* FROM qr_devices d JOIN logins l ON l.id = d.login_id
         WHERE d.user_id = ? AND l.revoked_at IS NULL ORDER BY d.signed_in_at DESC, d.id DESC`,
      )
      .all(userId) as QrDeviceRow[];
    return rows.map(toDevice);
  }
}
