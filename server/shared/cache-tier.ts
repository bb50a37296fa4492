import 'server-only';
import type { SharedTier } from '@/server/edge/ttl-cache';
import { keyDigest, redis, reportSharedFailure } from '@/server/shared/redis';

/** How long one instance's claim on a load holds when it neither stores nor gives it up. */
export const CLAIM_MS = 3_000;

/** A value and its time left in one atomic read (the caches' tier, the players' classes). */
export const READ_SCRIPT = `
local value = redis.call('GET', KEYS[1])
if not value then return nil end
return {value, redis.call('PTTL', KEYS[1])}`;

/**
 * The Redis tier of a TtlCache named `name` (`cache:<name>:<digest of the key>`, JSON, with the
 * cache's own TTL; claims `cache-claim:…` with SET NX PX). Given to a cache as its `shared`
 * option: without REDIS_URL it answers null and the cache stays in the process.
 * The values must survive JSON (plain data, as the upstream schemas parse it).
 */
export function redisCacheTier(name: string): () => SharedTier<unknown> | null {
  let made: { client: NonNullable<ReturnType<typeof redis>>; tier: SharedTier<unknown> } | null =
    null;
  return () => {
    const client = redis();
    if (!client) return null;
    if (made?.client === client) return made.tier;
    const valueKey = (key: string) => `cache:${name}:${keyDigest(key)}`;
    const claimKey = (key: string) => `cache-claim:${name}:${keyDigest(key)}`;
    const failed = (error: unknown): never => {
      reportSharedFailure(
        `cache ${name}`,
        'each instance loads from the upstream for itself',
        error,
      );
      throw error;
    };
    const tier: SharedTier<unknown> = {
      async read(key) {
        const answer = (await client.eval(READ_SCRIPT, 1, valueKey(key)).catch(failed)) as
          [string, number] | null;
        if (!answer || Number(answer[1]) <= 0) return null;
        try {
          return { value: JSON.parse(answer[0]) as unknown, ttlMs: Number(answer[1]) };
        } catch {
          return null;
        }
      },
      async claim(key) {
        const answer = await client.set(claimKey(key), '1', 'PX', CLAIM_MS, 'NX').catch(failed);
        return answer === 'OK';
      },
      async write(key, value, ttlMs) {
        if (!(ttlMs > 0)) return;
        await client
          .multi()
          .set(valueKey(key), JSON.stringify(value), 'PX', Math.ceil(ttlMs))
          .del(claimKey(key))
          .exec()
          .catch(failed);
      },
      async release(key) {
        await client.del(claimKey(key)).catch(failed);
      },
    };
    made = { client, tier };
    return tier;
  };
}
