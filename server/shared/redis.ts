import 'server-only';
import { createHash } from 'node:crypto';
import Redis from 'ioredis';
import { log } from '@/server/log';

/**
 * The one Redis connection of this process, for what the site's instances share (revoked
 * sessions, rate-limit and captcha counters, captcha passes, the cached upstream answers many
 * players read). REDIS_URL unset: there is none, and every store keeps to the process as before.
 *
 * Set, the client is made to fail fast rather than wait: once connected, no offline queue (a
 * command while the connection is down fails at once), REDIS_TIMEOUT_MS per command (default
 * 250), and it reconnects by itself with a growing wait (0.1 s doubling to 5 s, with jitter), so
 * Redis coming back is picked up without a restart. Every key carries REDIS_PREFIX (default `sportsbook:`), so
 * one Redis can serve several sites; every key the site writes has a TTL.
 */
export const DEFAULT_REDIS_PREFIX = 'sportsbook:';
export const DEFAULT_REDIS_TIMEOUT_MS = 250;
/** How often one kind of Redis failure is written to the log during an outage. */
const FAILURE_LOG_INTERVAL_MS = 30_000;

const GLOBAL_KEY = Symbol.for('sportsbook.redis');
interface RedisGlobal {
  [GLOBAL_KEY]?: { url: string; client: Redis };
}

/** Thrown by the shared stores when Redis cannot answer: the caller decides how to fail. */
export class SharedStoreUnavailableError extends Error {
  override name = 'SharedStoreUnavailableError';
  constructor(what: string, cause?: unknown) {
    super(`shared store unavailable: ${what}`, { cause });
  }
}

export function redisTimeoutMs(): number {
  const value = Number(process.env.REDIS_TIMEOUT_MS ?? DEFAULT_REDIS_TIMEOUT_MS);
  return Number.isFinite(value) && value > 0 ? value : DEFAULT_REDIS_TIMEOUT_MS;
}

/** The wait before the `times`-th reconnection attempt: doubling from 100 ms to 5 s, ±20 %. */
export function reconnectDelayMs(times: number, random = Math.random): number {
  const base = Math.min(5_000, 100 * 2 ** Math.min(Math.max(times - 1, 0), 6));
  return Math.round(base * (0.8 + 0.4 * random()));
}

/** Host and port only: a REDIS_URL may carry a password, which the log never sees. */
function describeUrl(url: string): string {
  try {
    const { protocol, hostname, port } = new URL(url);
    return `${protocol}//${hostname}:${port || '6379'}`;
  } catch {
    return '(unparsable REDIS_URL)';
  }
}

const lastFailureLog = new Map<string, number>();

/**
 * Logs that `what` could not use Redis and how the site carries on, at most once per 30 s for
 * each `what`: an outage is one line per store and half-minute, not one per request.
 */
export function reportSharedFailure(what: string, fallback: string, error: unknown): void {
  const now = Date.now();
  if ((lastFailureLog.get(what) ?? 0) + FAILURE_LOG_INTERVAL_MS > now) return;
  lastFailureLog.set(what, now);
  const reason = error instanceof Error ? { name: error.name, message: error.message } : {};
  log.warn(`redis: ${what} failed; ${fallback}`, { error: reason });
}

/** What every key (and pub/sub channel) of this site starts with (REDIS_PREFIX). */
export function redisPrefix(): string {
  return process.env.REDIS_PREFIX?.trim() || DEFAULT_REDIS_PREFIX;
}

/**
 * A client with the site's options (the process keeps one: redis()). Until its first connection
 * or first failure a command waits for it (at most the command timeout), so the first requests
 * after a start are counted, not refused; after either, a missing connection fails commands at
 * once.
 */
export function createRedisClient(url: string): Redis {
  const client = new Redis(url, {
    keyPrefix: redisPrefix(),
    enableOfflineQueue: true,
    maxRetriesPerRequest: 1,
    commandTimeout: redisTimeoutMs(),
    connectTimeout: 2_000,
    retryStrategy: (times) => reconnectDelayMs(times),
    enableAutoPipelining: true,
  });
  const failFast = () => {
    client.options.enableOfflineQueue = false;
  };
  client.once('ready', failFast);
  // Redis down at start: fail fast from the first failed attempt on, not after a first success.
  client.once('error', failFast);
  return client;
}

/** The process's client, made on first use; null without REDIS_URL. */
export function redis(): Redis | null {
  const url = process.env.REDIS_URL?.trim();
  if (!url) return null;
  const shared = globalThis as RedisGlobal;
  const kept = shared[GLOBAL_KEY];
  if (kept?.url === url) return kept.client;
  kept?.client.disconnect();

  const client = createRedisClient(url);
  let down = false;
  client.on('ready', () => {
    if (down) log.info('redis: connected again', { redis: describeUrl(url) });
    down = false;
  });
  client.on('error', (error: Error) => {
    if (down) return;
    down = true;
    log.warn('redis: connection lost; the shared stores fall back until it returns', {
      redis: describeUrl(url),
      error: { name: error.name, message: error.message },
    });
  });
  shared[GLOBAL_KEY] = { url, client };
  return client;
}

/** Closes the connection (tests; a process that stops). */
export async function closeRedis(): Promise<void> {
  const shared = globalThis as RedisGlobal;
  const kept = shared[GLOBAL_KEY];
  delete shared[GLOBAL_KEY];
  await kept?.client.quit().catch(() => kept.client.disconnect());
}

/**
 * A key's digest for use inside Redis keys: counters are keyed on addresses and logins, which a
 * reader of the Redis keyspace has no business seeing, and keys on origins stay short.
 */
export function keyDigest(text: string): string {
  return createHash('sha256').update(text).digest('base64url').slice(0, 22);
}
