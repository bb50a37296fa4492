/**
 * A small per-process cache with a time to live, in-flight de-duplication and stale-if-error.
 * Edge-safe, so the middleware and the server share it. On the server a cache may be given a
 * shared tier (server/shared/cache-tier.ts, Redis): a miss then reads the copy another instance
 * stored, and only one instance at a time loads from the upstream, so N instances make one
 * upstream call per TTL, not N.
 */
export interface TtlCacheOptions {
  /** How long a value is fresh, in ms; a function gives each entry its own (e.g. jitter). */
  ttlMs: number | (() => number);
  /** How long past freshness a value may still be served when a refresh fails, in ms. */
  staleIfErrorMs?: number;
  /** Injected in tests. */
  now?: () => number;
  /** The most entries kept; the oldest is dropped beyond it. */
  maxEntries?: number;
  /** A tier the instances share, asked on a miss; null (or absent) keeps the cache local. */
  shared?: () => SharedTier<unknown> | null;
}

/**
 * What instances share for a cache. Every call may fail (the store unreachable): the cache then
 * loads for itself, as without a tier.
 */
export interface SharedTier<V> {
  /** The copy another instance stored for key, with how long it stays fresh (ms); null if none. */
  read(key: string): Promise<{ value: V; ttlMs: number } | null>;
  /** Claims the load of key for a short while; false when another instance holds the claim. */
  claim(key: string): Promise<boolean>;
  /** Stores a fresh copy for ttlMs and gives up the claim. */
  write(key: string, value: V, ttlMs: number): Promise<void>;
  /** Gives up the claim without a copy (the load failed): the others need not wait for it. */
  release(key: string): Promise<void>;
}

/** How long a cache waits, in turn, for another instance's load before loading itself. */
const SHARED_WAITS_MS = [25, 50, 100, 200, 400, 800];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Entry<V> {
  value: V;
  freshUntil: number;
  staleUntil: number;
}

export class TtlCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly inFlight = new Map<string, Promise<V>>();

  constructor(private readonly options: TtlCacheOptions) {}

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }

  private ttl(): number {
    const { ttlMs } = this.options;
    return typeof ttlMs === 'function' ? ttlMs() : ttlMs;
  }

  /** The fresh value for key, loading it once however many callers ask at the same time. */
  async get(key: string, load: () => Promise<V>): Promise<V> {
    const entry = this.entries.get(key);
    const now = this.now();
    if (entry && entry.freshUntil > now) return entry.value;

    const pending = this.inFlight.get(key);
    if (pending) return pending;

    const promise = this.loadThrough(key, load)
      .then(({ value, ttlMs }) => {
        this.set(key, value, ttlMs);
        return value;
      })
      .catch((error: unknown) => {
        if (entry && entry.staleUntil > this.now()) return entry.value;
        throw error;
      })
      .finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, promise);
    return promise;
  }

  /**
   * Loads key through the shared tier when there is one: its copy if another instance stored
   * one; else this instance loads and stores it, unless another instance claimed the load, whose
   * copy it waits for a short while (about 1.5 s in all) before loading itself.
   */
  private async loadThrough(
    key: string,
    load: () => Promise<V>,
  ): Promise<{ value: V; ttlMs?: number }> {
    const tier = this.options.shared?.() as SharedTier<V> | null | undefined;
    if (!tier) return { value: await load() };
    try {
      const kept = await tier.read(key);
      if (kept) return kept;
      if (!(await tier.claim(key))) {
        for (const ms of SHARED_WAITS_MS) {
          await sleep(ms);
          const stored = await tier.read(key);
          if (stored) return stored;
        }
      }
    } catch {
      // The tier is unreachable (it reports that itself): this instance loads alone.
    }
    let value: V;
    try {
      value = await load();
    } catch (error) {
      tier.release(key).catch(() => {});
      throw error;
    }
    const ttlMs = this.ttl();
    tier.write(key, value, ttlMs).catch(() => {});
    return { value, ttlMs };
  }

  /** What is kept for key, fresh or still within stale-if-error, without loading anything. */
  peek(key: string): V | undefined {
    const entry = this.entries.get(key);
    return entry && entry.staleUntil > this.now() ? entry.value : undefined;
  }

  /** Keeps value for key, fresh for ttlMs (default: the cache's own TTL). */
  set(key: string, value: V, ttlMs = this.ttl()): void {
    const now = this.now();
    const freshUntil = now + ttlMs;
    this.entries.delete(key);
    this.entries.set(key, {
      value,
      freshUntil,
      staleUntil: freshUntil + (this.options.staleIfErrorMs ?? 0),
    });
    const max = this.options.maxEntries ?? 500;
    if (this.entries.size > max) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }

  clear(): void {
    this.entries.clear();
    this.inFlight.clear();
  }
}
