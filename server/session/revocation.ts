import 'server-only';
import {
  appendFileSync,
  closeSync,
  mkdirSync,
  openSync,
  readSync,
  renameSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { log } from '@/server/log';
import { keyDigest, redis, reportSharedFailure } from '@/server/shared/redis';

/**
 * Session ids that were ended on purpose (sign-out, a sign-in replacing the session). A sealed
 * cookie stays valid until its own expiry, so a copy of it would outlive the sign-out; the id is
 * kept here until then and every place that opens a session asks first.
 *
 * One instance keeps them in a file under var/ that a restart reads back (REVOCATION_STORE=file,
 * the default), or only in its memory (`memory`); with REDIS_URL set, every instance keeps them in
 * Redis (RedisRevokedSessions), so a sign-out on one holds on all.
 */
export interface RevokedSessions {
  /** Denylists a session id until `untilMs` (ms since epoch), when its cookie expires anyway. */
  revoke(sid: string, untilMs: number): Promise<void>;
  isRevoked(sid: string): Promise<boolean>;
}

/** The most ids one instance keeps; about 100 bytes each. */
export const MEMORY_REVOCATION_MAX_ENTRIES = 100_000;

/**
 * The in-process store. Entries leave at their expiry; when full, a tenth of the ids go at once,
 * those whose cookies expire soonest (a copied cookie of those has the least time left).
 */
export class MemoryRevokedSessions implements RevokedSessions {
  private readonly until = new Map<string, number>();

  constructor(private readonly options: { maxEntries?: number; now?: () => number } = {}) {}

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }

  get size(): number {
    return this.until.size;
  }

  async revoke(sid: string, untilMs: number): Promise<void> {
    const now = this.now();
    if (untilMs <= now) return;
    this.until.set(sid, Math.max(untilMs, this.until.get(sid) ?? 0));
    const max = this.options.maxEntries ?? MEMORY_REVOCATION_MAX_ENTRIES;
    if (this.until.size <= max) return;
    for (const [id, expiry] of this.until) if (expiry <= now) this.until.delete(id);
    if (this.until.size <= max) return;
    log.warn('session revocation: the in-memory store is full, dropping the soonest to expire', {
      maxEntries: max,
    });
    const soonest = [...this.until].sort((a, b) => a[1] - b[1]);
    const keep = Math.floor(max * 0.9);
    for (const [id] of soonest.slice(0, this.until.size - keep)) this.until.delete(id);
  }

  /** The ids and their expiries, as kept. */
  entries(): [string, number][] {
    return [...this.until];
  }

  async isRevoked(sid: string): Promise<boolean> {
    const expiry = this.until.get(sid);
    if (expiry === undefined) return false;
    if (expiry > this.now()) return true;
    this.until.delete(sid);
    return false;
  }
}

/** Where the file store keeps its ids unless REVOCATION_FILE names another file. */
export const DEFAULT_REVOCATION_FILE = join(process.cwd(), 'var', 'session', 'revoked.jsonl');

/** One line of the file: the id's digest and when its cookie expires (ms since epoch). */
interface RevocationLine {
  d: string;
  u: number;
}

function isRevocationLine(value: unknown): value is RevocationLine {
  if (typeof value !== 'object' || value === null) return false;
  const { d, u } = value as Record<string, unknown>;
  return typeof d === 'string' && /^[A-Za-z0-9_-]{22}$/.test(d) && Number.isSafeInteger(u);
}

/**
 * The in-process store backed by an append-only file, so a sign-out outlives a restart: each
 * revocation is one JSON line appended at once (synchronously, before the sign-out answers); the
 * file is read back at start, and rewritten without the expired lines when they outnumber the
 * live ones. Lines that other processes on the same file append are picked up on the next check
 * (the file grew), and a rewrite by another process (a new inode) is read whole. A line cut by a
 * crash is skipped. A file that cannot be written leaves the id revoked in memory and says so in
 * the log: the sign-out still holds until this process stops. Ids are kept as digests
 * (keyDigest), here as in Redis: the store says which sessions ended, never an id to present.
 */
export class FileRevokedSessions implements RevokedSessions {
  private readonly memory: MemoryRevokedSessions;
  private readonly path: string;
  private readonly now: () => number;
  private readonly maxEntries: number;
  /** What of the file has been read: its inode and how many bytes. */
  private read = { ino: -1, bytes: 0 };
  private lines = 0;

  constructor(options: { path?: string; maxEntries?: number; now?: () => number } = {}) {
    this.path = options.path ?? DEFAULT_REVOCATION_FILE;
    this.now = options.now ?? Date.now;
    this.maxEntries = options.maxEntries ?? MEMORY_REVOCATION_MAX_ENTRIES;
    this.memory = new MemoryRevokedSessions({ maxEntries: this.maxEntries, now: this.now });
    this.catchUp();
    if (this.lines > 2 * this.memory.size) this.rewrite();
  }

  get size(): number {
    return this.memory.size;
  }

  async revoke(sid: string, untilMs: number): Promise<void> {
    if (untilMs <= this.now()) return;
    const digest = keyDigest(sid);
    await this.memory.revoke(digest, untilMs);
    try {
      mkdirSync(dirname(this.path), { recursive: true });
      const line: RevocationLine = { d: digest, u: untilMs };
      appendFileSync(this.path, `${JSON.stringify(line)}\n`, { mode: 0o600 });
      this.catchUp();
      if (this.lines > Math.max(2 * this.memory.size, 1000)) this.rewrite();
    } catch (error) {
      log.error('session revocation: the file store could not be written; kept in memory', {
        error,
      });
    }
  }

  async isRevoked(sid: string): Promise<boolean> {
    this.catchUp();
    return this.memory.isRevoked(keyDigest(sid));
  }

  /** Reads what was appended since the last read; the whole file when it was replaced. */
  private catchUp(): void {
    let stat;
    try {
      stat = statSync(this.path);
    } catch {
      return;
    }
    if (stat.ino !== this.read.ino || stat.size < this.read.bytes) {
      this.read = { ino: stat.ino, bytes: 0 };
      this.lines = 0;
    }
    if (stat.size === this.read.bytes) return;
    let text: string;
    try {
      const fd = openSync(this.path, 'r');
      try {
        const buffer = Buffer.alloc(stat.size - this.read.bytes);
        const got = readSync(fd, buffer, 0, buffer.length, this.read.bytes);
        text = buffer.subarray(0, got).toString('utf8');
      } finally {
        closeSync(fd);
      }
    } catch (error) {
      log.error('session revocation: the file store could not be read', { error });
      return;
    }
    // Only whole lines count; a line still being written is read next time.
    const end = text.lastIndexOf('\n') + 1;
    this.read.bytes += Buffer.byteLength(text.slice(0, end));
    const now = this.now();
    for (const raw of text.slice(0, end).split('\n')) {
      if (raw === '') continue;
      this.lines += 1;
      let line: unknown;
      try {
        line = JSON.parse(raw);
      } catch {
        continue;
      }
      if (isRevocationLine(line) && line.u > now) void this.memory.revoke(line.d, line.u);
    }
  }

  /** Writes the live ids to a new file and puts it in place of the old one in one step. */
  private rewrite(): void {
    try {
      const now = this.now();
      const live = this.memory
        .entries()
        .filter(([, until]) => until > now)
        .map(([d, u]) => `${JSON.stringify({ d, u } satisfies RevocationLine)}\n`);
      const next = `${this.path}.${process.pid}.tmp`;
      mkdirSync(dirname(this.path), { recursive: true });
      writeFileSync(next, live.join(''), { mode: 0o600 });
      renameSync(next, this.path);
      const stat = statSync(this.path);
      this.read = { ino: stat.ino, bytes: stat.size };
      this.lines = live.length;
    } catch (error) {
      log.error('session revocation: the file store could not be rewritten', { error });
    }
  }
}

/**
 * The ids in Redis (`revoked:<digest>`, SET … PXAT the cookie's expiry, read with PTTL), with a
 * short local copy: the revocations this instance made and the ones it has seen in Redis, each
 * until its own expiry.
 *
 * Redis unreachable, the check decides by the local copy and says so in the log: a session that
 * copy does not know counts as not revoked (it fails open). Failing closed would sign every
 * player out of every page for as long as Redis is down, destroying their sessions, which turns
 * a Redis outage into a site outage; failing open exposes only a cookie copied before a sign-out
 * made on another instance, for the length of the outage, and the upstream ends that session's
 * token on sign-out in any case. A revocation made while Redis is down is kept locally and
 * written to Redis as soon as the connection is back.
 */
export class RedisRevokedSessions implements RevokedSessions {
  private readonly local: MemoryRevokedSessions;
  /** Revocations not yet written to Redis: digest → expiry. */
  private readonly unwritten = new Map<string, number>();
  private readonly now: () => number;

  constructor(
    private readonly client: NonNullable<ReturnType<typeof redis>>,
    options: { now?: () => number; maxEntries?: number } = {},
  ) {
    this.now = options.now ?? Date.now;
    this.local = new MemoryRevokedSessions({ now: this.now, maxEntries: options.maxEntries });
    // Redis back: what was revoked meanwhile is written at once (else on the next check).
    client.on('ready', () => void this.writeUnwritten().catch(() => {}));
  }

  async revoke(sid: string, untilMs: number): Promise<void> {
    if (untilMs <= this.now()) return;
    const digest = keyDigest(sid);
    await this.local.revoke(digest, untilMs);
    try {
      await this.write(digest, untilMs);
    } catch (error) {
      this.unwritten.set(digest, untilMs);
      reportSharedFailure(
        'session revocation',
        'the sign-out holds on this instance and is written to Redis when it returns',
        error,
      );
    }
  }

  async isRevoked(sid: string): Promise<boolean> {
    const digest = keyDigest(sid);
    if (await this.local.isRevoked(digest)) return true;
    try {
      if (this.unwritten.size > 0) await this.writeUnwritten();
      const leftMs = await this.client.pttl(this.keyOf(digest));
      if (leftMs === -2) return false;
      // A key without TTL (-1) was not written by the site; it still counts, for a day.
      await this.local.revoke(digest, this.now() + (leftMs > 0 ? leftMs : 86_400_000));
      return true;
    } catch (error) {
      reportSharedFailure(
        'session revocation check',
        'deciding by the local copy: sessions ended on other instances count as open',
        error,
      );
      return false;
    }
  }

  /** How many revocations wait for Redis to return. */
  get unwrittenCount(): number {
    return this.unwritten.size;
  }

  private keyOf(digest: string): string {
    return `revoked:${digest}`;
  }

  private async write(digest: string, untilMs: number): Promise<void> {
    await this.client.set(this.keyOf(digest), '1', 'PXAT', untilMs);
  }

  /** Writes what was revoked while Redis was down; what fails again stays for the next try. */
  private async writeUnwritten(): Promise<void> {
    const now = this.now();
    for (const [digest, untilMs] of [...this.unwritten]) {
      this.unwritten.delete(digest);
      if (untilMs <= now) continue;
      try {
        await this.write(digest, untilMs);
      } catch (error) {
        this.unwritten.set(digest, untilMs);
        throw error;
      }
    }
  }
}

export const REVOCATION_STORES = ['file', 'memory'] as const;

/**
 * The process's store, on `globalThis`: the front door's shared-page check (shared-viewer.ts,
 * loaded by instrumentation.ts) and the app's bundles must see one store, not one each.
 */
const STORE_KEY = Symbol.for('sportsbook.revoked-sessions');
type StoreGlobal = typeof globalThis & { [STORE_KEY]?: RevokedSessions | null };

function kept(): RevokedSessions | null {
  return (globalThis as StoreGlobal)[STORE_KEY] ?? null;
}

function keep<T extends RevokedSessions | null>(next: T): T {
  (globalThis as StoreGlobal)[STORE_KEY] = next;
  return next;
}

/**
 * Redis when REDIS_URL is set; else the store named by REVOCATION_STORE: `file` (the default;
 * REVOCATION_FILE, default var/session/revoked.jsonl) or `memory`. An unknown name fails loudly
 * rather than falling back to a per-instance store a fleet would not share.
 */
export function revokedSessions(): RevokedSessions {
  const store = kept();
  if (store) return store;
  const client = redis();
  if (client) return keep(new RedisRevokedSessions(client));
  const name = process.env.REVOCATION_STORE?.trim() || 'file';
  if (name === 'memory') return keep(new MemoryRevokedSessions());
  if (name === 'file') {
    const path = process.env.REVOCATION_FILE?.trim() || undefined;
    return keep(new FileRevokedSessions({ path }));
  }
  throw new Error(
    `REVOCATION_STORE=${name} is not available (use one of: ${REVOCATION_STORES.join(', ')}; ` +
      'a shared store is installed with installRevokedSessions())',
  );
}

/** Installs a shared store (e.g. a Redis one at start-up) or, in tests, a fresh one. */
export function installRevokedSessions(next: RevokedSessions | null): void {
  keep(next);
}
