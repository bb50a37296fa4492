/**
 * spec 02 §3 "Analytics storage: authTryCounter, lastAuthPopUpCallTime, regTryCounter,
 * lastRegCallTime, hasDone, socialData, additionalParams", kept in localStorage for 24 h
 * (spec 02 §9 "Analytics storage lifetime 24 h"), counted from its first write: the counters say
 * how often a visitor came back to the sign-in and registration forms within a day.
 * Storage failures (private mode, quota) are warnings only (spec 02 §8 "analytics storage
 * warnings"): the counters then start again, nothing else changes.
 */
import { z } from 'zod';
import { SOCIAL_NETWORKS } from './event-codes';

export const ANALYTICS_STORAGE_KEY = 'analytics_storage';
export const ANALYTICS_STORAGE_LIFETIME_MS = 24 * 60 * 60 * 1000;

const epochMs = z.number().int().nonnegative();

const analyticsStorageSchema = z.object({
  authTryCounter: z.number().int().nonnegative().default(0),
  lastAuthPopUpCallTime: epochMs.nullable().default(null),
  regTryCounter: z.number().int().nonnegative().default(0),
  lastRegCallTime: epochMs.nullable().default(null),
  /** A registration was finished on this device within the lifetime. */
  hasDone: z.boolean().default(false),
  /** The social network a registration started with. */
  socialData: z
    .object({ network: z.enum(SOCIAL_NETWORKS) })
    .nullable()
    .default(null),
  /** Further values the operator's tags read (short strings only). */
  additionalParams: z.record(z.string().max(64), z.string().max(256)).default({}),
});
export type AnalyticsStorage = z.infer<typeof analyticsStorageSchema>;

const storedSchema = z.object({ expiresAt: epochMs, data: analyticsStorageSchema });

export const EMPTY_ANALYTICS_STORAGE: AnalyticsStorage = analyticsStorageSchema.parse({});

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch (error) {
    console.warn('analytics storage unavailable:', error);
    return null;
  }
}

function readStored(now: number): z.infer<typeof storedSchema> | null {
  const store = storage();
  if (!store) return null;
  let raw: string | null;
  try {
    raw = store.getItem(ANALYTICS_STORAGE_KEY);
  } catch (error) {
    console.warn('analytics storage not read:', error);
    return null;
  }
  if (raw === null) return null;
  let parsed: z.ZodSafeParseResult<z.infer<typeof storedSchema>>;
  try {
    parsed = storedSchema.safeParse(JSON.parse(raw));
  } catch {
    parsed = storedSchema.safeParse(null);
  }
  if (!parsed.success) {
    console.warn('analytics storage was not valid and starts again');
    return null;
  }
  return parsed.data.expiresAt > now ? parsed.data : null;
}

/** What is kept, or a fresh storage once the 24 h have passed (or nothing valid is kept). */
export function readAnalyticsStorage(now = Date.now()): AnalyticsStorage {
  return readStored(now)?.data ?? EMPTY_ANALYTICS_STORAGE;
}

/**
 * Applies a change and keeps the result until the storage's expiry (24 h after a fresh storage
 * was first written). Answers the new values, kept or not.
 */
export function updateAnalyticsStorage(
  change: (current: AnalyticsStorage) => AnalyticsStorage,
  now = Date.now(),
): AnalyticsStorage {
  const stored = readStored(now);
  const data = change(stored?.data ?? EMPTY_ANALYTICS_STORAGE);
  const expiresAt = stored?.expiresAt ?? now + ANALYTICS_STORAGE_LIFETIME_MS;
  try {
    storage()?.setItem(ANALYTICS_STORAGE_KEY, JSON.stringify({ expiresAt, data }));
  } catch (error) {
    console.warn('analytics storage not saved:', error);
  }
  return data;
}

/** Seconds since an earlier call within the storage's lifetime; null when there was none. */
export function secondsSince(earlier: number | null, now: number): number | null {
  if (earlier === null || earlier > now) return null;
  return Math.min(86_400, Math.floor((now - earlier) / 1000));
}
