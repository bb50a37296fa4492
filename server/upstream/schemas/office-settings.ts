import { z } from 'zod';
import { sportIdsSchema } from './user';

/**
 * spec 01 §7 "Office settings: get, save setting by id and value" (path not shown; ours in
 * docs/upstream-contract.md). The ids are the display preferences of spec 02 §3.
 */
export const OFFICE_SETTING_IDS = [
  'appViewType',
  'appFontSize',
  'coefViewId',
  'timeZone',
  'is12h',
  'marketsNameType',
  'isGroupByCountry',
  'isAccumulatorOfTheDay',
  'isLiveAccumulatorOfTheDay',
  'isAppCompactView',
  'isAppLightVersion',
  'isBestMatchesOnTop',
  'isBetGenerator',
  'isDetailedScore',
  'isDisplayStatsInNewWindow',
  'isMoveVideoOnScroll',
  'isShowGameId',
  'isShowSportsOnly',
  'isTeamLogosInCoupon',
] as const;

export const officeSettingIdSchema = z.enum(OFFICE_SETTING_IDS);
export type OfficeSettingId = z.infer<typeof officeSettingIdSchema>;
export const officeSettingValueSchema = z.union([z.number().finite(), z.boolean()]);

export type OfficeSettings = Partial<Record<OfficeSettingId, number | boolean>>;

/**
 * GET /office-api/v1/settings, and the answer of a save: what the player saved, by id. Ids this
 * front end does not know (a newer upstream) are dropped, not an error.
 */
export const officeSettingsAnswerSchema = z.object({
  data: z.record(z.string(), z.unknown()).transform((saved) => {
    const known: OfficeSettings = {};
    for (const [key, value] of Object.entries(saved)) {
      const id = officeSettingIdSchema.safeParse(key);
      const checked = officeSettingValueSchema.safeParse(value);
      if (id.success && checked.success) known[id.data] = checked.data;
    }
    return known;
  }),
});

/** PUT /office-api/v1/settings: one setting by id and value. */
export const officeSettingSaveSchema = z
  .object({ id: officeSettingIdSchema, value: officeSettingValueSchema })
  .strict();

/** A list of sport ids as the player saves it; the user config's rule keeps it sorted. */
const sportBlacklistSchema = z.array(z.number().int().positive()).max(200);

/**
 * spec 01 §7 "save disallowed sports (line and live)": PUT /office-api/v1/settings/disallowed-sports
 * (path ours) with both lists; they come back as the user config's `disallow_line_sport` and
 * `disallow_live_sport` (spec 02 §3).
 */
export const disallowedSportsSaveSchema = z
  .object({ disallow_line_sport: sportBlacklistSchema, disallow_live_sport: sportBlacklistSchema })
  .strict();
export type DisallowedSports = z.output<typeof disallowedSportsSaveSchema>;

/** The answer of the save: both lists as the user config now holds them (sorted, each id once). */
export const disallowedSportsAnswerSchema = z.object({
  data: z.object({
    disallow_line_sport: sportIdsSchema,
    disallow_live_sport: sportIdsSchema,
  }),
});
