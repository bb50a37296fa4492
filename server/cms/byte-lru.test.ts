import { ByteLru } from './byte-lru';

const value = (size: number, tag = 0) => ({ bytes: new Uint8Array(size).fill(tag) });

describe('ByteLru', () => {
  let now = 0;
  const clock = () => now;
  const cache = (maxBytes = 100, maxEntryBytes = 60) =>
    new ByteLru<{ bytes: Uint8Array }>({ maxBytes, maxEntryBytes, ttlMs: 1000, now: clock });
  beforeEach(() => {
    now = 0;
  });

  it('loads a key once, then serves it until its time to live ends', async () => {
    const lru = cache();
    const load = jest.fn(async () => value(10));
    await lru.get('a', load);
    now = 999;
    await lru.get('a', load);
    expect(load).toHaveBeenCalledTimes(1);
    now = 1000;
    await lru.get('a', load);
    expect(load).toHaveBeenCalledTimes(2);
    expect(lru.size).toEqual({ entries: 1, bytes: 10 });
  });

  it('loads once for callers that ask at the same time', async () => {
    const lru = cache();
    let resolve: (v: { bytes: Uint8Array }) => void = () => undefined;
    const load = jest.fn(() => new Promise<{ bytes: Uint8Array }>((r) => (resolve = r)));
    const both = Promise.all([lru.get('a', load), lru.get('a', load)]);
    resolve(value(5, 7));
    const [first, second] = await both;
    expect(first).toBe(second);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps the total under its bytes, dropping the least recently used first', async () => {
    const lru = cache(100);
    await lru.get('a', async () => value(40));
    await lru.get('b', async () => value(40));
    // A hit makes `a` the most recent: `b` goes when `c` does not fit.
    await lru.get('a', async () => value(40));
    await lru.get('c', async () => value(40));
    expect(lru.size).toEqual({ entries: 2, bytes: 80 });
    const load = jest.fn(async () => value(40));
    await lru.get('a', load);
    expect(load).not.toHaveBeenCalled();
    await lru.get('b', load);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('serves a value too large to keep without keeping it', async () => {
    const lru = cache(100, 60);
    const load = jest.fn(async () => value(61));
    expect((await lru.get('big', load)).bytes.byteLength).toBe(61);
    await lru.get('big', load);
    expect(load).toHaveBeenCalledTimes(2);
    expect(lru.size).toEqual({ entries: 0, bytes: 0 });
  });

  it('keeps nothing from a load that failed, and the next caller loads again', async () => {
    const lru = cache();
    await expect(lru.get('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect((await lru.get('a', async () => value(3, 1))).bytes[0]).toBe(1);
    expect(lru.size).toEqual({ entries: 1, bytes: 3 });
  });

  it('counts a reloaded key once', async () => {
    const lru = cache();
    await lru.get('a', async () => value(30));
    now = 2000;
    await lru.get('a', async () => value(20));
    expect(lru.size).toEqual({ entries: 1, bytes: 20 });
  });
});
