/**
 * A per-process cache of byte arrays, bounded by their total size (the least recently used go
 * first) and by a time to live, that loads a missing key once however many callers ask for it at
 * the same time. Made for rendered pictures: each is tens of kilobytes and costs far more CPU to
 * make than memory to keep, so a count of entries would bound neither well.
 */
export interface ByteLruOptions {
  /** Every value together stays under this. */
  maxBytes: number;
  /** A larger value is served but not kept (it would push out many others). */
  maxEntryBytes: number;
  ttlMs: number;
  /** Injected in tests. */
  now?: () => number;
}

interface Entry<V> {
  value: V;
  bytes: number;
  expiresAt: number;
}

export class ByteLru<V extends { bytes: Uint8Array }> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly inFlight = new Map<string, Promise<V>>();
  private total = 0;

  constructor(private readonly options: ByteLruOptions) {}

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }

  /** The value of key, loaded at most once at a time; a failed load is not kept. */
  async get(key: string, load: () => Promise<V>): Promise<V> {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt > this.now()) {
      // Map order is the recency order: a hit moves to the end.
      this.entries.delete(key);
      this.entries.set(key, entry);
      return entry.value;
    }
    if (entry) this.remove(key);
    const pending = this.inFlight.get(key);
    if (pending) return pending;
    const promise = load()
      .then((value) => {
        this.put(key, value);
        return value;
      })
      .finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, promise);
    return promise;
  }

  /** The bytes kept now (tests, metrics). */
  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.total };
  }

  clear(): void {
    this.entries.clear();
    this.inFlight.clear();
    this.total = 0;
  }

  private put(key: string, value: V): void {
    const bytes = value.bytes.byteLength;
    if (bytes > this.options.maxEntryBytes || bytes > this.options.maxBytes) return;
    this.remove(key);
    this.entries.set(key, { value, bytes, expiresAt: this.now() + this.options.ttlMs });
    this.total += bytes;
    for (const oldest of this.entries.keys()) {
      if (this.total <= this.options.maxBytes) break;
      this.remove(oldest);
    }
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.total -= entry.bytes;
  }
}
