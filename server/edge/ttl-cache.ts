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

/**
 * How a cache waits for another instance's load: reads again after 10 ms, doubling to 200 ms,
 * for at most 5 s (a claim lapses after 3 s, server/shared/cache-tier.ts).
 */
const SHARED_FIRST_WAIT_MS = 10;
const SHARED_LONGEST_WAIT_MS = 200;
const SHARED_WAIT_MAX_MS = 5_000;
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
   * one; else the instance that claims the load loads it and stores it, while the others wait
   * for that copy as long as the claim holds (it lapses by itself when its holder dies). The
   * wait stops at SHARED_WAIT_MAX_MS, after which this instance loads for itself.
   */
  private async loadThrough(
    key: string,
    load: () => Promise<V>,
  ): Promise<{ value: V; ttlMs?: number }> {
    const tier = this.options.shared?.() as SharedTier<V> | null | undefined;
    if (!tier) return { value: await load() };
    try {
      const deadline = this.now() + SHARED_WAIT_MAX_MS;
      for (let wait = SHARED_FIRST_WAIT_MS; ; wait = Math.min(wait * 2, SHARED_LONGEST_WAIT_MS)) {
        const kept = await tier.read(key);
        if (kept) return kept;
        if ((await tier.claim(key)) || this.now() >= deadline) break;
        await sleep(wait);
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
