/**
 * A small per-process cache with a time to live, in-flight de-duplication and stale-if-error.
 * Edge-safe, so the middleware and the server share it. Instances are stateless across the
 * fleet by design (docs/architecture.md "Scale"): each process keeps its own short-lived copy.
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
}

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

    const promise = load()
      .then((value) => {
        this.set(key, value);
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

  /** What is kept for key, fresh or still within stale-if-error, without loading anything. */
  peek(key: string): V | undefined {
    const entry = this.entries.get(key);
    return entry && entry.staleUntil > this.now() ? entry.value : undefined;
  }

  set(key: string, value: V): void {
    const now = this.now();
    const freshUntil = now + this.ttl();
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
