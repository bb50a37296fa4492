/**
 * The players' responsible-gaming limits (spec 01 §3, §4): at most one ACTIVE and one PENDING row
 * per player and type (table player_limits), the test questions a save is waiting on
 * (limit_tests), and the control API's clock offset (sandbox_clock), all persisted.
 */
import type Database from 'better-sqlite3';

export const LIMITS_TABLES = `
  CREATE TABLE IF NOT EXISTS player_limits (
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    limit_type INTEGER NOT NULL,
    state TEXT NOT NULL CHECK (state IN ('ACTIVE', 'PENDING')),
    value INTEGER,
    started_at INTEGER NOT NULL,
    ends_at INTEGER,
    applies_at INTEGER,
    reason_id INTEGER,
    need_approve INTEGER NOT NULL DEFAULT 0 CHECK (need_approve IN (0, 1)),
    PRIMARY KEY (user_id, limit_type, state)
  ) STRICT;
  CREATE TABLE IF NOT EXISTS limit_tests (
    token_guid TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    changes TEXT NOT NULL,
    expires_at INTEGER NOT NULL
  ) STRICT;
  CREATE TABLE IF NOT EXISTS sandbox_clock (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    offset_ms INTEGER NOT NULL
  ) STRICT;
`;

export type LimitRowState = 'ACTIVE' | 'PENDING';

export interface LimitRow {
  userId: number;
  limitType: number;
  state: LimitRowState;
  /** null on a PENDING row: the change removes the limit. */
  value: number | null;
  /** Epoch seconds, as the spec's startedAt and endsAt. */
  startedAt: number;
  endsAt: number | null;
  appliesAt: number | null;
  reasonId: number | null;
  needApprove: boolean;
}

interface Row {
  user_id: number;
  limit_type: number;
  state: string;
  value: number | null;
  started_at: number;
  ends_at: number | null;
  applies_at: number | null;
  reason_id: number | null;
  need_approve: number;
}

function toLimitRow(row: Row): LimitRow {
  return {
    userId: row.user_id,
    limitType: row.limit_type,
    state: row.state === 'PENDING' ? 'PENDING' : 'ACTIVE',
    value: row.value,
    startedAt: row.started_at,
    endsAt: row.ends_at,
    appliesAt: row.applies_at,
    reasonId: row.reason_id,
    needApprove: row.need_approve === 1,
  };
}

export class LimitsStore {
  private clockOffsetMs: number | undefined;

  constructor(private readonly db: Database.Database) {}

  rowsOf(userId: number): LimitRow[] {
    const rows = this.db
      .prepare('SELECT * FROM player_limits WHERE user_id = ? ORDER BY limit_type, state')
      .all(userId) as Row[];
    return rows.map(toLimitRow);
  }

  put(row: LimitRow): void {
    this.db
      .prepare(
        `INSERT INTO player_limits (user_id, limit_type, state, value, started_at, ends_at,
           applies_at, reason_id, need_approve)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (user_id, limit_type, state) DO UPDATE SET value = excluded.value,
           started_at = excluded.started_at, ends_at = excluded.ends_at,
           applies_at = excluded.applies_at, reason_id = excluded.reason_id,
           need_approve = excluded.need_approve`,
      )
      .run(
        row.userId,
        row.limitType,
        row.state,
        row.value,
        row.startedAt,
        row.endsAt,
        row.appliesAt,
        row.reasonId,
        row.needApprove ? 1 : 0,
      );
  }

  remove(userId: number, limitType: number, state: LimitRowState): boolean {
    return (
      this.db
        .prepare('DELETE FROM player_limits WHERE user_id = ? AND limit_type = ? AND state = ?')
        .run(userId, limitType, state).changes > 0
    );
  }

  putTest(tokenGuid: string, userId: number, changes: unknown, expiresAt: number): void {
    this.db
      .prepare(
        'INSERT INTO limit_tests (token_guid, user_id, changes, expires_at) VALUES (?, ?, ?, ?)',
      )
      .run(tokenGuid, userId, JSON.stringify(changes), expiresAt);
  }

  /** The changes a test token holds, used up: a token answers once. */
  takeTest(tokenGuid: string, userId: number, now: number): unknown {
    const row = this.db
      .prepare('SELECT changes, expires_at FROM limit_tests WHERE token_guid = ? AND user_id = ?')
      .get(tokenGuid, userId) as { changes: string; expires_at: number } | undefined;
    if (row === undefined) return undefined;
    this.db.prepare('DELETE FROM limit_tests WHERE token_guid = ?').run(tokenGuid);
    return row.expires_at > now ? (JSON.parse(row.changes) as unknown) : undefined;
  }

  /** How far the control API moved the sandbox's clock forward, in ms. */
  clockOffset(): number {
    if (this.clockOffsetMs === undefined) {
      const row = this.db.prepare('SELECT offset_ms FROM sandbox_clock WHERE id = 1').get() as
        { offset_ms: number } | undefined;
      this.clockOffsetMs = row?.offset_ms ?? 0;
    }
    return this.clockOffsetMs;
  }

  setClockOffset(offsetMs: number): void {
    this.db
      .prepare(
        `INSERT INTO sandbox_clock (id, offset_ms) VALUES (1, ?)
         ON CONFLICT (id) DO UPDATE SET offset_ms = excluded.offset_ms`,
      )
      .run(offsetMs);
    this.clockOffsetMs = offsetMs;
  }

  wipe(): void {
    this.db.exec('DELETE FROM player_limits; DELETE FROM limit_tests; DELETE FROM sandbox_clock;');
    this.clockOffsetMs = 0;
  }
}
