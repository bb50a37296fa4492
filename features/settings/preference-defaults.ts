/**
 * The display preferences' defaults and bounds (spec 02 §3, §9), declared once: the schema that
 * reads a stored record (preferences.ts) falls back to them field by field, and the store's
 * initial state starts from them (preferences.test.ts checks the schema's own defaults are these).
 * No zod here: the store is in every page's first-load scripts.
 */
/** spec 02 §3 "Boolean-like 0/1 preferences", each with its default. */
export const FLAG_PREFERENCE_DEFAULTS = {
  isAccumulatorOfTheDay: 1,
  isLiveAccumulatorOfTheDay: 1,
  isAppCompactView: 0,
  isAppLightVersion: 0,
  isBestMatchesOnTop: 0,
  isBetGenerator: 0,
  isDetailedScore: 0,
  isDisplayStatsInNewWindow: 1,
  isMoveVideoOnScroll: 1,
  isShowGameId: 0,
  isShowSportsOnly: 0,
  isTeamLogosInCoupon: 0,
} as const satisfies Record<string, 0 | 1>;

export type FlagPreference = keyof typeof FLAG_PREFERENCE_DEFAULTS;
export const FLAG_PREFERENCES = Object.keys(FLAG_PREFERENCE_DEFAULTS) as FlagPreference[];

/** Font sizes offered, in px (spec 02 §3 appFontSize; the values are ours). */
export const APP_FONT_SIZES = [14, 16, 18] as const;
/** UTC offsets in hours a player can choose (spec 02 §9: default 3); fixed, so DST-free. */
export const TIME_ZONE_BOUNDS = { min: -12, max: 14 } as const;

/** Every preference at its default; `is12h` is absent until the player chooses. */
export const PREFERENCE_DEFAULTS = {
  /** 0 European, 1 Asian. */
  appViewType: 0,
  appFontSize: 16,
  coefViewId: 0,
  timeZone: 3,
  marketsNameType: 0,
  isGroupByCountry: true,
  ...FLAG_PREFERENCE_DEFAULTS,
} as const;
