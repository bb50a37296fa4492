/**
 * The bench's "instances" part (issue 24): what sharing through Redis costs and gives. A
 * signed-in sport page (never a shared page copy: every request renders) on one instance and on
 * two side by side on this machine, each without and with Redis; the line calls the upstream
 * gets while under that load; and the p50 of one Redis round trip as the session check makes it
 * on every signed-in request.
 */
import autocannon from 'autocannon';
import Redis from 'ioredis';
import { TestRedis } from '../redis-server';
import { CONNECTIONS, DURATION_S, WARMUP_REQUESTS } from './load';
import { startProcess, stopProcess, waitForUrl, type Started } from './processes';
import { serverNodeFlags } from '@/server/http/node-flags.mjs';

export interface Measured {
  reqPerS: number;
  p50Ms: number;
  p99Ms: number;
  failures: number;
  /** Upstream line calls per second during the measured window (warm-up excluded). */
  lineCallsPerS: number;
  /** How many different line answers the page reads (one cache entry each). */
  lineAnswers: number;
}

/** The signed-in sport page on each set-up, CONNECTIONS connections in all (two: summed). */
export interface InstanceFigures {
  oneWithout: Measured;
  twoWithout: Measured;
  oneWith: Measured;
  twoWith: Measured;
  /** One PTTL from this process to Redis, p50 over 2,000 in a row, in ms. */
  redisP50Ms: number;
}

const DEMO = { login: 'demo@betarena.example', password: 'Demo-2026!' };
const SECRET = 'bench-instances-session-secret-0123456789abcdef';

interface Context {
  root: string;
  sandboxUrl: string;
  path: string;
  ports: [number, number];
  env: (extra: Record<string, string>) => NodeJS.ProcessEnv;
}

/** A set-up's instances share a Redis prefix; each set-up has its own (nothing carried over). */
async function startInstance(
  ctx: Context,
  port: number,
  redis?: { url: string; prefix: string },
): Promise<Started> {
  const site = startProcess(
    `instance on ${port}`,
    process.execPath,
    [...serverNodeFlags(), 'server/http/serve.mjs'],
    {
      cwd: ctx.root,
      env: ctx.env({
        PORT: String(port),
        NODE_ENV: 'production',
        UPSTREAM_URL: ctx.sandboxUrl,
        SESSION_SECRET: SECRET,
        REVOCATION_FILE: `var/bench/revoked-${port}.jsonl`,
        ...(redis ? { REDIS_URL: redis.url, REDIS_PREFIX: redis.prefix } : {}),
      }),
    },
  );
  await waitForUrl(`http://127.0.0.1:${port}/en`, site, 120_000);
  return site;
}

/** The demo player's session cookie, signed in on `origin`. */
async function signIn(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ type: 'login_password', ...DEMO, isRemember: false }),
  });
  if (response.status !== 200) throw new Error(`sign-in answered ${response.status}`);
  const session = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .find((pair) => /sb-session=./.test(pair));
  if (!session) throw new Error('sign-in set no session cookie');
  return session;
}

/**
 * The signed-in page under load on every instance in `urls` at once, CONNECTIONS connections in
 * all: a warm-up, then the measured DURATION_S, with the upstream's line calls of that window
 * counted by the sandbox (`/__sandbox/requests/counts`: every call, not only the 200 it logs).
 */
async function measure(ctx: Context, urls: string[], cookie: string): Promise<Measured> {
  const connections = CONNECTIONS / urls.length;
  // One public host for every instance, as behind a load balancer: the answers the instances
  // cache are keyed on it.
  const host = new URL(urls[0] ?? '').host;
  const options = (url: string) => ({ url, connections, timeout: 60, headers: { cookie, host } });
  await Promise.all(urls.map((url) => autocannon({ ...options(url), amount: WARMUP_REQUESTS })));
  await fetch(`${ctx.sandboxUrl}/__sandbox/requests`, { method: 'DELETE' });
  const results = await Promise.all(
    urls.map((url) => autocannon({ ...options(url), duration: DURATION_S })),
  );
  const log = await fetch(`${ctx.sandboxUrl}/__sandbox/requests/counts?path=/line-api/`);
  const { data } = (await log.json()) as { data: Record<string, number> };
  const lineCalls = Object.values(data).reduce((sum, count) => sum + count, 0);
  const seconds = Math.max(...results.map((r) => r.duration));
  return {
    reqPerS: results.reduce((sum, r) => sum + r.requests.total / r.duration, 0),
    p50Ms: Math.max(...results.map((r) => r.latency.p50)),
    p99Ms: Math.max(...results.map((r) => r.latency.p99)),
    failures: results.reduce((sum, r) => sum + r.non2xx + r.errors + r.timeouts, 0),
    lineCallsPerS: lineCalls / seconds,
    lineAnswers: Object.keys(data).length,
  };
}

async function redisRoundTripP50(url: string): Promise<number> {
  const client = new Redis(url);
  await client.ping();
  const times: number[] = [];
  for (let i = 0; i < 2_000; i += 1) {
    const started = process.hrtime.bigint();
    await client.pttl(`revoked:bench-${i}`);
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  client.disconnect();
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? 0;
}

export async function benchInstances(ctx: Context): Promise<InstanceFigures> {
  const urls = ctx.ports.map((port) => `http://127.0.0.1:${port}${ctx.path}`);
  const redis = await TestRedis.start();
  const running: Started[] = [];
  const stopRunning = async () => {
    for (const site of running.splice(0)) await stopProcess(site);
  };
  /** `count` instances (fresh processes), and the demo player's cookie signed in on the first. */
  let setUps = 0;
  const setUp = async (count: 1 | 2, redisUrl?: string) => {
    await stopRunning();
    setUps += 1;
    const shared = redisUrl ? { url: redisUrl, prefix: `bench-${setUps}:` } : undefined;
    for (const port of ctx.ports.slice(0, count)) {
      running.push(await startInstance(ctx, port, shared));
    }
    return signIn(`http://127.0.0.1:${ctx.ports[0]}`);
  };
  try {
    const oneWithout = await measure(ctx, urls.slice(0, 1), await setUp(1));
    const twoWithout = await measure(ctx, urls, await setUp(2));
    const oneWith = await measure(ctx, urls.slice(0, 1), await setUp(1, redis.url));
    const twoWith = await measure(ctx, urls, await setUp(2, redis.url));
    return {
      oneWithout,
      twoWithout,
      oneWith,
      twoWith,
      redisP50Ms: await redisRoundTripP50(redis.url),
    };
  } finally {
    await stopRunning();
    await redis.stop();
  }
}
