/** @jest-environment node */
import type Redis from 'ioredis';
import { TtlCache } from '@/server/edge/ttl-cache';
import { enforceLimits } from '@/server/auth/limits';
import { captchaStep, redisCaptchaPassStore } from '@/server/bff/captcha-step';
import { ApiError } from '@/server/bff/handler';
import { LOGIN_LIMITS, redisCounters } from '@/server/bff/rate-limit';
import { RedisRevokedSessions } from '@/server/session/revocation';
import { TestRedis } from '@/tests/redis-server';
import { redisCacheTier } from './cache-tier';
import { closeRedis, createRedisClient, reconnectDelayMs, redis } from './redis';

// The shared stores against a real Redis, each "instance" with a client of its own, as two
// processes of the site would have: what one writes, the other reads; Redis gone, each falls
// back as documented (docs/deployment.md), and picks Redis up again when it returns.

let server: TestRedis;
let a: Redis;
let b: Redis;

/** A key as `keys` lists it, without the prefix the client adds by itself. */
const unprefixed = (key: string | undefined) => (key ?? '').replace(/^sportsbook:/, '');

async function ready(client: Redis): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (client.status !== 'ready') {
    if (Date.now() > deadline) throw new Error(`redis client stuck in ${client.status}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function outage(during: () => Promise<void>): Promise<void> {
  await server.stop();
  const deadline = Date.now() + 5_000;
  const clients = [a, b, redis()!];
  while (clients.some((client) => client.status === 'ready')) {
    if (Date.now() > deadline) throw new Error('the clients did not notice the outage');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  try {
    await during();
  } finally {
    await server.start();
    await Promise.all(clients.map(ready));
  }
}

beforeAll(async () => {
  server = await TestRedis.start();
  process.env.REDIS_URL = server.url;
  a = createRedisClient(server.url);
  b = createRedisClient(server.url);
  await Promise.all([ready(a), ready(b), ready(redis()!)]);
});

afterAll(async () => {
  a.disconnect();
  b.disconnect();
  await closeRedis();
  delete process.env.REDIS_URL;
  await server.stop();
});

beforeEach(async () => {
  await ready(a);
  await a.flushall();
});

describe('reconnection', () => {
  it('with Redis down from the start, fails commands at once after the first failed connect', async () => {
    const closed = createRedisClient('redis://127.0.0.1:1');
    try {
      await new Promise((resolve) => closed.once('error', resolve));
      await expect(closed.get('anything')).rejects.toThrow(/enableOfflineQueue/);
    } finally {
      closed.disconnect();
    }
  });

  it('waits longer after each failed attempt, up to 5 s', () => {
    const half = () => 0.5;
    expect([1, 2, 3, 6, 7, 30].map((times) => reconnectDelayMs(times, half))).toEqual([
      100, 200, 400, 3200, 5000, 5000,
    ]);
  });
});

describe('shared rate-limit counters', () => {
  it('count the attempts of both instances in one window', async () => {
    const [onA, onB] = [redisCounters(a), redisCounters(b)];
    for (let i = 0; i < 3; i += 1) {
      await onA.hit('login:ip:198.51.100.7', 60_000);
      await onB.hit('login:ip:198.51.100.7', 60_000);
    }
    expect(await onA.count('login:ip:198.51.100.7')).toBe(6);
    const { count, resetAt } = await onB.hit('login:ip:198.51.100.7', 60_000);
    expect(count).toBe(7);
    expect(resetAt - Date.now()).toBeGreaterThan(55_000);
    expect(resetAt - Date.now()).toBeLessThanOrEqual(60_000);
  });

  it('give parallel attempts distinct counts, and take one back without going below zero', async () => {
    const onA = redisCounters(a);
    const counts = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? redisCounters(b) : onA).hit('k', 60_000)),
    );
    expect([...counts.map((c) => c.count)].sort((x, y) => x - y)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    await onA.clear('k');
    await onA.unhit('k');
    expect(await onA.count('k')).toBe(0);
  });

  it('keep neither the address nor the login in the keyspace, and every key expires', async () => {
    await redisCounters(a).hit('captcha:login:email:someone@example.test', 60_000);
    const keys = await a.keys('*');
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^sportsbook:rl:[A-Za-z0-9_-]{22}$/);
    expect(await a.pttl(unprefixed(keys[0]))).toBeGreaterThan(0);
  });

  it('open a new window once the last one ends', async () => {
    const onA = redisCounters(a);
    await onA.hit('short', 50);
    await onA.hit('short', 50);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect((await onA.hit('short', 50)).count).toBe(1);
  });
});

describe('the sign-in limit across instances', () => {
  const headers = new Headers({ 'x-client-ip': '203.0.113.9' });

  it('refuses the 21st attempt from one address whichever instance it reaches', async () => {
    // enforceLimits uses the process's client: both "instances" here share it, as they share Redis.
    for (let i = 0; i < LOGIN_LIMITS.perIp.max; i += 1) {
      await enforceLimits(headers, 'login', LOGIN_LIMITS.perIp);
    }
    await expect(enforceLimits(headers, 'login', LOGIN_LIMITS.perIp)).rejects.toMatchObject({
      status: 429,
      code: 'too_many_attempts',
    });
  });

  it('answers 503 with Retry-After, not a 500, when the attempts cannot be counted', async () => {
    await outage(async () => {
      const refused = await enforceLimits(headers, 'login', LOGIN_LIMITS.perIp).catch(
        (error: unknown) => error,
      );
      expect(refused).toBeInstanceOf(ApiError);
      expect(refused).toMatchObject({
        status: 503,
        code: 'limits_unavailable',
        headers: { 'retry-after': '30' },
      });
      const step = await captchaStep(headers, 'login:x', {
        freeAttempts: 5,
        windowMs: 60_000,
      }).catch((error: unknown) => error);
      expect(step).toMatchObject({ status: 503, code: 'limits_unavailable' });
    });
    await expect(enforceLimits(headers, 'login', LOGIN_LIMITS.perIp)).resolves.toBeUndefined();
  });
});

describe('shared captcha passes', () => {
  it('are good once, whichever instance takes them', async () => {
    const [onA, onB] = [redisCaptchaPassStore(a), redisCaptchaPassStore(b)];
    await onA.remember('pass-1', 60_000);
    expect(await onB.take('pass-1')).toBe(true);
    expect(await onA.take('pass-1')).toBe(false);
    expect(await onB.take('made-up')).toBe(false);
    expect(await a.keys('*')).toEqual([]);
  });

  it('issued while Redis is down, are good on the instance that saw them', async () => {
    const [onA, onB] = [redisCaptchaPassStore(a), redisCaptchaPassStore(b)];
    await outage(async () => {
      await onA.remember('pass-2', 60_000);
      expect(await onB.take('pass-2')).toBe(false);
      expect(await onA.take('pass-2')).toBe(true);
      expect(await onA.take('pass-2')).toBe(false);
    });
  });
});

describe('shared session revocation', () => {
  const until = () => Date.now() + 3_600_000;

  it('a sign-out on one instance ends the session on the other, until the cookie expires', async () => {
    const [onA, onB] = [new RedisRevokedSessions(a), new RedisRevokedSessions(b)];
    expect(await onB.isRevoked('sid-1')).toBe(false);
    const expiry = until();
    await onA.revoke('sid-1', expiry);
    expect(await onB.isRevoked('sid-1')).toBe(true);
    const [key] = await a.keys('*');
    expect(key).toMatch(/^sportsbook:revoked:[A-Za-z0-9_-]{22}$/);
    expect(key).not.toContain('sid-1');
    const left = await a.pttl(unprefixed(key));
    expect(Math.abs(Date.now() + left - expiry)).toBeLessThan(1_000);
  });

  it('Redis down: decides by the local copy (fails open for others), and writes what waited', async () => {
    const [onA, onB] = [new RedisRevokedSessions(a), new RedisRevokedSessions(b)];
    await onA.revoke('seen-by-b', until());
    expect(await onB.isRevoked('seen-by-b')).toBe(true);
    await outage(async () => {
      await onA.revoke('during-outage', until());
      expect(onA.unwrittenCount).toBe(1);
      expect(await onA.isRevoked('during-outage')).toBe(true);
      // B's local copy holds what it saw; a session it never saw revoked counts as open.
      expect(await onB.isRevoked('seen-by-b')).toBe(true);
      expect(await onB.isRevoked('during-outage')).toBe(false);
    });
    const deadline = Date.now() + 5_000;
    while (onA.unwrittenCount > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(onA.unwrittenCount).toBe(0);
    expect(await onB.isRevoked('during-outage')).toBe(true);
  });
});

describe('the shared cache tier', () => {
  const instance = () =>
    new TtlCache<{ version: number }>({ ttlMs: 60_000, shared: redisCacheTier('test') });

  it('makes one upstream call for two instances, and they expire together', async () => {
    const [onA, onB] = [instance(), instance()];
    let calls = 0;
    const load = async () => {
      calls += 1;
      await new Promise((resolve) => setTimeout(resolve, 100));
      return { version: calls };
    };
    const [fromA, fromB] = await Promise.all([onA.get('config', load), onB.get('config', load)]);
    expect(calls).toBe(1);
    expect(fromA).toEqual({ version: 1 });
    expect(fromB).toEqual({ version: 1 });
    expect(await instance().get('config', load)).toEqual({ version: 1 });
    expect(calls).toBe(1);
    const keys = await a.keys('sportsbook:cache:test:*');
    expect(keys).toHaveLength(1);
    expect(await a.pttl(unprefixed(keys[0]))).toBeGreaterThan(59_000);
  });

  it('waits for a slow load by the other instance as long as its claim holds', async () => {
    const [onA, onB] = [instance(), instance()];
    let calls = 0;
    const slow = async () => {
      calls += 1;
      await new Promise((resolve) => setTimeout(resolve, 1_800));
      return { version: calls };
    };
    const first = onA.get('slow', slow);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await onB.get('slow', slow)).toEqual({ version: 1 });
    expect(await first).toEqual({ version: 1 });
    expect(calls).toBe(1);
  });

  it('loads in the process while Redis is down, and shares again when it is back', async () => {
    let calls = 0;
    const load = async () => ({ version: (calls += 1) });
    await outage(async () => {
      expect(await instance().get('down', load)).toEqual({ version: 1 });
      expect(await instance().get('down', load)).toEqual({ version: 2 });
    });
    expect(await instance().get('back', load)).toEqual({ version: 3 });
    expect(await instance().get('back', load)).toEqual({ version: 3 });
  });

  it('a failed load gives up its claim: the other instance does not wait for it', async () => {
    const [onA, onB] = [instance(), instance()];
    await expect(
      onA.get('fails', async () => {
        throw new Error('upstream down');
      }),
    ).rejects.toThrow('upstream down');
    const started = Date.now();
    expect(await onB.get('fails', async () => ({ version: 9 }))).toEqual({ version: 9 });
    expect(Date.now() - started).toBeLessThan(500);
  });
});
