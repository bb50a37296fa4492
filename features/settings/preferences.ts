import { z } from 'zod';
import { COEF_FORMAT_BY_VIEW_ID, type CoefViewId } from './odds-format';
import {
  APP_FONT_SIZES,
  FLAG_PREFERENCE_DEFAULTS,
  FLAG_PREFERENCES,
  PREFERENCE_DEFAULTS,
  TIME_ZONE_BOUNDS,
  type FlagPreference,
} from './preference-defaults';

/** The one cookie that carries a player's display preferences to the server render. */
export const PREFERENCES_COOKIE = 'prefs';
export const PREFERENCES_COOKIE_MAX_AGE_S = 365 * 24 * 3600;
/** Browsers drop cookies above 4 KB; the record written is far smaller. */
export const PREFERENCES_COOKIE_MAX_BYTES = 4096;

export {
  APP_FONT_SIZES,
  FLAG_PREFERENCE_DEFAULTS,
  FLAG_PREFERENCES,
  TIME_ZONE_BOUNDS,
  type FlagPreference,
} from './preference-defaults';

const flag = z.union([z.literal(0), z.literal(1)]);
const coefViewIds = Object.keys(COEF_FORMAT_BY_VIEW_ID).map(Number);

/**
 * One field per preference; a missing or broken field falls back to its default on its own, so
 * one bad value never resets the rest. Unknown fields are dropped.
 */
export const preferencesSchema = z.object({
  /** 0 European, 1 Asian. */
  appViewType: flag.catch(PREFERENCE_DEFAULTS.appViewType),
  appFontSize: z
    .number()
    .refine((size) => (APP_FONT_SIZES as readonly number[]).includes(size))
    .catch(PREFERENCE_DEFAULTS.appFontSize),
  coefViewId: z
    .number()
    .refine((id): id is CoefViewId => coefViewIds.includes(id))
    .catch(PREFERENCE_DEFAULTS.coefViewId) as z.ZodType<CoefViewId>,
  timeZone: z
    .number()
    .min(TIME_ZONE_BOUNDS.min)
    .max(TIME_ZONE_BOUNDS.max)
    .multipleOf(0.25)
    .catch(PREFERENCE_DEFAULTS.timeZone),
  /** Absent until the player chooses: then the geo rule of spec 01 §3 decides. */
  is12h: z.boolean().optional().catch(undefined),
  /** 0 full market names, 1 short names (the values are ours; the spec names the field only). */
  marketsNameType: flag.catch(PREFERENCE_DEFAULTS.marketsNameType),
  isGroupByCountry: z.boolean().catch(PREFERENCE_DEFAULTS.isGroupByCountry),
  ...(Object.fromEntries(
    FLAG_PREFERENCES.map((name) => [name, flag.catch(FLAG_PREFERENCE_DEFAULTS[name])]),
  ) as { [K in FlagPreference]: z.ZodCatch<typeof flag> }),
});

export type Preferences = z.infer<typeof preferencesSchema>;

export const DEFAULT_PREFERENCES: Preferences = PREFERENCE_DEFAULTS;

export const PREFERENCE_KEYS = Object.keys(preferencesSchema.shape) as (keyof Preferences)[];

/** The preferences stored in a cookie value; anything unreadable gives the defaults. */
export function parsePreferences(value: string | undefined): Preferences {
  if (!value || value.length > PREFERENCES_COOKIE_MAX_BYTES) return DEFAULT_PREFERENCES;
  let raw: unknown;
  try {
    raw = JSON.parse(value);
  } catch {
    return DEFAULT_PREFERENCES;
  }
  const record = typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? raw : {};
  return preferencesSchema.parse(record);
}

/** The cookie value: only what differs from the defaults, so it stays small. */
export function serializePreferences(preferences: Preferences): string {
  const known = preferencesSchema.parse(preferences);
  const changed = Object.fromEntries(
    Object.entries(known).filter(
      ([key, value]) =>
        value !== undefined && value !== DEFAULT_PREFERENCES[key as keyof Preferences],
    ),
  );
  return JSON.stringify(changed);
}

/** spec 01 §3 customizeConfig: a 12 h clock where the geo country is listed, when switched on. */
export function is12hByGeo(
  customizeConfig: { geo_with_twelve_format: readonly number[]; has_twelve_h_by_geo: boolean },
  geoCountryId: number,
): boolean {
  return (
    customizeConfig.has_twelve_h_by_geo &&
    customizeConfig.geo_with_twelve_format.includes(geoCountryId)
  );
}

/**
 * A partial update (the upstream answer, the settings page) over a base: known fields with a valid
 * value win; a bad value keeps the base value rather than the default.
 */
export function mergePreferences(base: Preferences, patch: unknown): Preferences {
  const source: Record<string, unknown> =
    typeof patch === 'object' && patch !== null ? { ...patch } : {};
  const merged: Record<string, unknown> = { ...base };
  for (const key of PREFERENCE_KEYS) {
    const value = source[key];
    if (value === undefined) continue;
    const checked = preferencesSchema.parse({ [key]: value }) as Record<string, unknown>;
    if (checked[key] === value) merged[key] = value;
  }
  return preferencesSchema.parse(merged);
}
