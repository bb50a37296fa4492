/**
 * What players do with the casino catalogue: their favourites, the games they launched last and
 * the launch tickets the launcher page checks (docs/upstream-contract.md "Casino API"). Game ids
 * point into the catalogue (casino-catalogue.ts), which is code, so they carry no foreign key.
 */
import type Database from 'better-sqlite3';
import type { LaunchMode } from '@contract/casino';
import { RECENT_GAMES_LIMIT } from '@contract/casino';

/**
 * Appended to the store's migrations (store.ts). `IF NOT EXISTS`: the upgrade tests turn a
 * database back to an older version without dropping the newer tables.
 */
export const CASINO_TABLES = `
  CREATE TABLE IF NOT EXISTS casino_favourites (
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    game_id INTEGER NOT NULL,
    added_at INTEGER NOT NULL,
    PRIMARY KEY (user_id, game_id)
  ) STRICT;
  CREATE TABLE IF NOT EXISTS casino_recent (
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    game_id INTEGER NOT NULL,
    mode TEXT NOT NULL CHECK (mode IN ('demo', 'real')),
    played_at INTEGER NOT NULL,
    PRIMARY KEY (user_id, game_id)
  ) STRICT;
  CREATE TABLE IF NOT EXISTS casino_launches (
    token_hash TEXT PRIMARY KEY,
    game_id INTEGER NOT NULL,
    mode TEXT NOT NULL CHECK (mode IN ('demo', 'real')),
    user_id INTEGER REFERENCES users (id) ON DELETE CASCADE,
    login_id INTEGER,
    lang TEXT NOT NULL,
    frame_origin TEXT,
    expires_at INTEGER NOT NULL,
    CHECK (mode = 'demo' OR (user_id IS NOT NULL AND login_id IS NOT NULL))
  ) STRICT;
  CREATE INDEX IF NOT EXISTS casino_launches_by_expiry ON casino_launches (expires_at);
`;

export interface FavouriteRecord {
  gameId: number;
  addedAt: number;
}

export interface RecentRecord {
  gameId: number;
  mode: LaunchMode;
  playedAt: number;
}

export interface LaunchTicket {
  gameId: number;
  mode: LaunchMode;
  userId: number | null;
  loginId: number | null;
  lang: string;
  /** The site origin that asked for the launch; the only one allowed to frame the launcher. */
  frameOrigin: string | null;
  expiresAt: number;
}

interface LaunchRow {
  game_id: number;
  mode: string;
  user_id: number | null;
  login_id: number | null;
  lang: string;
  frame_origin: string | null;
  expires_at: number;
}

const modeOf = (mode: string): LaunchMode => (mode === 'real' ? 'real' : 'demo');

export class CasinoStore {
  constructor(private readonly db: Database.Database) {}

  /** Newest first; rowid breaks ties of one millisecond. */
  favouritesOf(userId: number): FavouriteRecord[] {
    const rows = this.db
      .prepare(
        `SELECT game_id, added_at FROM casino_favourites WHERE user_id = ?
         ORDER BY added_at DESC, rowid DESC`,
      )
      .all(userId) as { game_id: number; added_at: number }[];
    return rows.map((row) => ({ gameId: row.game_id, addedAt: row.added_at }));
  }

  countFavourites(userId: number): number {
    const row = this.db
      .prepare('SELECT count(*) AS count FROM casino_favourites WHERE user_id = ?')
      .get(userId) as { count: number };
    return row.count;
  }

  isFavourite(userId: number, gameId: number): boolean {
    return (
      this.db
        .prepare('SELECT 1 FROM casino_favourites WHERE user_id = ? AND game_id = ?')
        .get(userId, gameId) !== undefined
    );
  }

  /** Adding one already there keeps its first time. */
  addFavourite(userId: number, gameId: number, now: number): void {
    this.db
      .prepare(
        `INSERT INTO casino_favourites (user_id, game_id, added_at) VALUES (?, ?, ?)
         ON CONFLICT (user_id, game_id) DO NOTHING`,
      )
      .run(userId, gameId, now);
  }

  removeFavourite(userId: number, gameId: number): void {
    this.db
      .prepare('DELETE FROM casino_favourites WHERE user_id = ? AND game_id = ?')
      .run(userId, gameId);
  }

  recentOf(userId: number): RecentRecord[] {
    const rows = this.db
      .prepare(
        `SELECT game_id, mode, played_at FROM casino_recent WHERE user_id = ?
         ORDER BY played_at DESC, rowid DESC LIMIT ?`,
      )
      .all(userId, RECENT_GAMES_LIMIT) as { game_id: number; mode: string; played_at: number }[];
    return rows.map((row) => ({
      gameId: row.game_id,
      mode: modeOf(row.mode),
      playedAt: row.played_at,
    }));
  }

  /** The game moves to the top; only the newest RECENT_GAMES_LIMIT are kept. */
  recordPlay(userId: number, gameId: number, mode: LaunchMode, now: number): void {
    this.db.transaction(() => {
      this.db
        .prepare('DELETE FROM casino_recent WHERE user_id = ? AND game_id = ?')
        .run(userId, gameId);
      this.db
        .prepare(
          'INSERT INTO casino_recent (user_id, game_id, mode, played_at) VALUES (?, ?, ?, ?)',
        )
        .run(userId, gameId, mode, now);
      this.db
        .prepare(
          `DELETE FROM casino_recent WHERE user_id = ? AND rowid NOT IN (
             SELECT rowid FROM casino_recent WHERE user_id = ?
             ORDER BY played_at DESC, rowid DESC LIMIT ?)`,
        )
        .run(userId, userId, RECENT_GAMES_LIMIT);
    })();
  }

  /** Stores a ticket under the hash of its token; expired tickets are dropped on the way. */
  putLaunch(tokenHash: string, ticket: LaunchTicket, now: number): void {
    this.db.prepare('DELETE FROM casino_launches WHERE expires_at <= ?').run(now);
    this.db
      .prepare(
        `INSERT INTO casino_launches
           (token_hash, game_id, mode, user_id, login_id, lang, frame_origin, expires_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        tokenHash,
        ticket.gameId,
        ticket.mode,
        ticket.userId,
        ticket.loginId,
        ticket.lang,
        ticket.frameOrigin,
        ticket.expiresAt,
      );
  }

  /** Ends a ticket: its address opens nothing from now on. */
  removeLaunch(tokenHash: string): void {
    this.db.prepare('DELETE FROM casino_launches WHERE token_hash = ?').run(tokenHash);
  }

  /** The ticket stored under the hash while it lasts. */
  findLaunch(tokenHash: string, now: number): LaunchTicket | undefined {
    const row = this.db
      .prepare(
        `SELECT game_id, mode, user_id, login_id, lang, frame_origin, expires_at
         FROM casino_launches WHERE token_hash = ? AND expires_at > ?`,
      )
      .get(tokenHash, now) as LaunchRow | undefined;
    if (row === undefined) return undefined;
    return {
      gameId: row.game_id,
      mode: modeOf(row.mode),
      userId: row.user_id,
      loginId: row.login_id,
      lang: row.lang,
      frameOrigin: row.frame_origin,
      expiresAt: row.expires_at,
    };
  }

  wipe(): void {
    this.db.exec(`
      DELETE FROM casino_launches;
      DELETE FROM casino_recent;
      DELETE FROM casino_favourites;
    `);
  }
}
