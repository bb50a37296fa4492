import 'server-only';
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { log } from '@/server/log';
import { READ_SCRIPT } from '@/server/shared/cache-tier';
import { keyDigest, redis, reportSharedFailure } from '@/server/shared/redis';

/**
 * What a player's shared page is rendered from (issue 26): the player's class, never who the
 * player is. The guard state decides bans, terms and identification before any copy is served;
 * the sports the player hides are display choices, like the odds format: players with the same
 * class get the same markup, and nothing in it names one of them.
 */
export const playerClassSchema = z.strictObject({
  guard: z.strictObject({
    banLevel: z.number().int().nonnegative(),
    banVersion: z.number().int().nonnegative(),
    needIdentification: z.boolean(),
    identificationBonus: z.boolean(),
    dataAfterRegistration: z.boolean(),
    termsToConfirm: z.boolean(),
  }),
  hidden: z.strictObject({
    line: z.array(z.number().int()).max(500),
    live: z.array(z.number().int()).max(500),
  }),
});

export type PlayerClass = z.infer<typeof playerClassSchema>;

/**
 * How long a class read on a page rendered for the player stands for the player's shared pages:
 * a ban, an unban or new terms show on the player's shared pages within this, and at once on the
 * pages rendered for the player alone (the office, the coupon, any BFF call).
 */
export const PLAYER_CLASS_TTL_MS = 30_000;
/** The classes one instance keeps in memory; the oldest go first. */
export const PLAYER_CLASS_MAX_ENTRIES = 50_000;

/** The class as a key: the same class, the same text, whatever order the upstream listed. */
export function playerClassKey(value: PlayerClass): string {
  const sorted = (ids: readonly number[]) => [...new Set(ids)].sort((a, b) => a - b);
  return JSON.stringify({
    guard: value.guard,
    hidden: { line: sorted(value.hidden.line), live: sorted(value.hidden.live) },
  });
}

/**
 * A short name of a class, which a page shared by its players carries (`<html data-shared>`): the
 * browser sends it back with the user config call, which answers whether the class is still the
 * player's (features/user STALE_PAGE_HEADER). The same for every player of the class.
 */
export function playerClassDigest(value: PlayerClass): string {
  return createHash('sha256').update(playerClassKey(value)).digest('base64url').slice(0, 16);
}

interface Kept {
  value: PlayerClass;
  expiresAt: number;
}

const MEMORY_KEY = Symbol.for('sportsbook.player-classes');
type MemoryGlobal = typeof globalThis & { [MEMORY_KEY]?: Map<string, Kept> };

/** The process's classes, on `globalThis`: the front door and the app's bundles share them. */
function memory(): Map<string, Kept> {
  const scope = globalThis as MemoryGlobal;
  scope[MEMORY_KEY] ??= new Map();
  return scope[MEMORY_KEY];
}

const entryKey = (origin: string, sid: string) => `${origin}|${sid}`;
const redisKey = (origin: string, sid: string) =>
  `player-class:${keyDigest(entryKey(origin, sid))}`;

function keepInMemory(key: string, value: PlayerClass, ttlMs: number, now: number): void {
  const map = memory();
  map.delete(key);
  map.set(key, { value, expiresAt: now + ttlMs });
  if (map.size <= PLAYER_CLASS_MAX_ENTRIES) return;
  for (const [oldest, kept] of map) {
    if (map.size <= PLAYER_CLASS_MAX_ENTRIES && kept.expiresAt > now) break;
    map.delete(oldest);
  }
}

/**
 * The players' classes of a site, by session (its `sid`, drawn at each sign-in): a class read for
 * one sign-in never serves another, whoever signs in next. In this process, and with REDIS_URL in
 * Redis too (the class a page of one instance read serves the player's next page on any
 * instance). Redis down: each instance knows the classes of its own renders.
 */
export const playerClasses = {
  async read(origin: string, sid: string, now = Date.now()): Promise<PlayerClass | null> {
    const key = entryKey(origin, sid);
    const kept = memory().get(key);
    if (kept && kept.expiresAt > now) return kept.value;
    if (kept) memory().delete(key);
    const client = redis();
    if (!client) return null;
    try {
      const answer = await client.eval(READ_SCRIPT, 1, redisKey(origin, sid));
      if (!Array.isArray(answer)) return null;
      const ttl = Number(answer[1]);
      const parsed = playerClassSchema.safeParse(JSON.parse(String(answer[0])));
      if (!parsed.success || !(ttl > 0)) return null;
      keepInMemory(key, parsed.data, ttl, now);
      return parsed.data;
    } catch (error) {
      reportSharedFailure('player classes', 'players share pages per instance', error);
      return null;
    }
  },

  async write(origin: string, sid: string, value: PlayerClass, now = Date.now()) {
    keepInMemory(entryKey(origin, sid), value, PLAYER_CLASS_TTL_MS, now);
    const client = redis();
    if (!client) return;
    await client
      .set(redisKey(origin, sid), JSON.stringify(value), 'PX', PLAYER_CLASS_TTL_MS)
      .catch((error: unknown) =>
        reportSharedFailure('player classes', 'players share pages per instance', error),
      );
  },

  /** Forgets a session's class (the player changed what it is made of). */
  async forget(origin: string, sid: string) {
    memory().delete(entryKey(origin, sid));
    await redis()
      ?.del(redisKey(origin, sid))
      .catch((error: unknown) => log.warn('player classes: could not forget', { error }));
  },
};
