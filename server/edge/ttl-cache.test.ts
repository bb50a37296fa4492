import { withRetry } from './retry';
import { TtlCache } from './ttl-cache';

describe('TtlCache', () => {
  let now = 0;
  const clock = () => now;
  beforeEach(() => {
    now = 0;
  });

  it('serves a fresh value without loading again, then reloads after the TTL', async () => {
    const cache = new TtlCache<number>({ ttlMs: 1000, now: clock });
    const load = jest.fn().mockResolvedValueOnce(1).mockResolvedValueOnce(2);
    expect(await cache.get('k', load)).toBe(1);
    now = 999;
    expect(await cache.get('k', load)).toBe(1);
    now = 1000;
    expect(await cache.get('k', load)).toBe(2);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('loads once for callers that ask at the same time', async () => {
    const cache = new TtlCache<string>({ ttlMs: 1000, now: clock });
    let resolve: (v: string) => void = () => undefined;
    const load = jest.fn(() => new Promise<string>((r) => (resolve = r)));
    const both = Promise.all([cache.get('k', load), cache.get('k', load)]);
    resolve('v');
    expect(await both).toEqual(['v', 'v']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('serves the stale value when a refresh fails within the stale window, then gives up', async () => {
    const cache = new TtlCache<number>({ ttlMs: 1000, staleIfErrorMs: 5000, now: clock });
    await cache.get('k', async () => 7);
    now = 3000;
    expect(await cache.get('k', () => Promise.reject(new Error('down')))).toBe(7);
    now = 6001;
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
  });

  it('keeps at most maxEntries, dropping the oldest', async () => {
    const cache = new TtlCache<number>({ ttlMs: 1000, now: clock, maxEntries: 2 });
    await cache.get('a', async () => 1);
    await cache.get('b', async () => 2);
    await cache.get('c', async () => 3);
    const load = jest.fn(async () => 10);
    expect(await cache.get('a', load)).toBe(10);
    expect(await cache.get('c', load)).toBe(3);
  });
});

describe('withRetry', () => {
  const sleep = jest.fn(async () => undefined);
  beforeEach(() => sleep.mockClear());

  it('retries up to the budget with the given delay, then throws the last error', async () => {
    const attempt = jest.fn(async (n: number) => {
      throw new Error(`fail ${n}`);
    });
    await expect(withRetry(attempt, { retries: 5, delayMs: 1000, sleep })).rejects.toThrow(
      'fail 5',
    );
    expect(attempt).toHaveBeenCalledTimes(6);
    expect(sleep).toHaveBeenCalledTimes(5);
    expect(sleep).toHaveBeenCalledWith(1000);
  });

  it('stops at the first success', async () => {
    const attempt = jest.fn(async (n: number) => {
      if (n < 2) throw new Error('not yet');
      return 'ok';
    });
    expect(await withRetry(attempt, { retries: 2, delayMs: 100, sleep })).toBe('ok');
    expect(sleep).toHaveBeenCalledTimes(2);
  });

  it('does not retry an error the policy calls final', async () => {
    const attempt = jest.fn(async () => {
      throw new Error('bad shape');
    });
    await expect(
      withRetry(attempt, { retries: 5, delayMs: 1, sleep, shouldRetry: () => false }),
    ).rejects.toThrow('bad shape');
    expect(attempt).toHaveBeenCalledTimes(1);
  });
});
