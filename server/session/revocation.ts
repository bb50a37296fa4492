import 'server-only';
import { log } from '@/server/log';

/**
 * Session ids that were ended on purpose (sign-out, a sign-in replacing the session). A sealed
 * cookie stays valid until its own expiry, so a copy of it would outlive the sign-out; the id is
 * kept here until then and every place that opens a session asks first.
 *
 * One instance keeps them in its memory; several instances share a store that implements this
 * interface (Redis: `SET revoked:<sid> 1 PXAT <untilMs>` and `EXISTS revoked:<sid>`), chosen with
 * REVOCATION_STORE.
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

  async isRevoked(sid: string): Promise<boolean> {
    const expiry = this.until.get(sid);
    if (expiry === undefined) return false;
    if (expiry > this.now()) return true;
    this.until.delete(sid);
    return false;
  }
}

export const REVOCATION_STORES = ['memory'] as const;

let store: RevokedSessions | null = null;

/**
 * The store named by REVOCATION_STORE (default `memory`). An unknown name fails loudly rather
 * than falling back to a per-instance store a fleet would not share.
 */
export function revokedSessions(): RevokedSessions {
  if (store) return store;
  const name = process.env.REVOCATION_STORE?.trim() || 'memory';
  if (name !== 'memory') {
    throw new Error(
      `REVOCATION_STORE=${name} is not available (use one of: ${REVOCATION_STORES.join(', ')}; ` +
        'a shared store is installed with installRevokedSessions())',
    );
  }
  return (store = new MemoryRevokedSessions());
}

/** Installs a shared store (e.g. a Redis one at start-up) or, in tests, a fresh one. */
export function installRevokedSessions(next: RevokedSessions | null): void {
  store = next;
}
