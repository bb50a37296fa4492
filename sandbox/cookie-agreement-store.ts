/**
 * The players' cookie choices and when they were made (spec 02 §6 "Cookie agreement time is
 * saved on the server for signed-in users"), one row per player: the last choice wins.
 */
import type Database from 'better-sqlite3';
import { cookieAgreementSchema, type CookieAgreement } from '@contract/cookie-agreement';

/**
 * Appended to the store's migrations (store.ts). `IF NOT EXISTS`: the upgrade tests turn a
 * database back to an older version without dropping the newer tables.
 */
export const COOKIE_AGREEMENT_TABLES = `
  CREATE TABLE IF NOT EXISTS cookie_agreements (
    user_id INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    agree_type TEXT NOT NULL,
    agreed_at TEXT NOT NULL,
    recorded_at INTEGER NOT NULL
  ) STRICT;
`;

export class CookieAgreementStore {
  constructor(private readonly db: Database.Database) {}

  agreementOf(userId: number): CookieAgreement | null {
    const row = this.db
      .prepare('SELECT agree_type, agreed_at FROM cookie_agreements WHERE user_id = ?')
      .get(userId) as { agree_type: string; agreed_at: string } | undefined;
    if (row === undefined) return null;
    const parsed = cookieAgreementSchema.safeParse({
      cookiesAgreeType: row.agree_type,
      cookiesAgreeTime: row.agreed_at,
    });
    return parsed.success ? parsed.data : null;
  }

  save(userId: number, agreement: CookieAgreement, now: number): CookieAgreement {
    this.db
      .prepare(
        `INSERT INTO cookie_agreements (user_id, agree_type, agreed_at, recorded_at)
         VALUES (?, ?, ?, ?)
         ON CONFLICT (user_id) DO UPDATE SET agree_type = excluded.agree_type,
           agreed_at = excluded.agreed_at, recorded_at = excluded.recorded_at`,
      )
      .run(userId, agreement.cookiesAgreeType, agreement.cookiesAgreeTime, now);
    return agreement;
  }

  wipe(): void {
    this.db.prepare('DELETE FROM cookie_agreements').run();
  }
}
