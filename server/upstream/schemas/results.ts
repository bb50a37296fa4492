/**
 * zod schemas of the results and statistics calls (spec 01 §2 "Other": `results/{live|zone}?`,
 * `statistic`, `statisticpopup`; spec 02 "results page"). The spec shows neither paths nor
 * shapes; ours are in docs/upstream-contract.md "Results API".
 */
import { z } from 'zod';
import { languageCodeSchema } from './config';

const idSchema = z.number().int().positive();
const isoTimeSchema = z.iso.datetime({ offset: true });
const nameSchema = z.string().trim().min(1).max(120);
const scoreSchema = z.object({
  home: z.number().int().nonnegative(),
  away: z.number().int().nonnegative(),
});
export type ResultScore = z.infer<typeof scoreSchema>;

/** A calendar day, `2026-11-23` (UTC). */
export const resultsDateSchema = z.iso.date({ message: 'a date as YYYY-MM-DD' });

/** How many days back the results reach, today included. */
export const RESULTS_DAYS = 30;

export const resultsQuerySchema = z.object({
  lang: languageCodeSchema.optional(),
  date: resultsDateSchema.optional(),
});
export const langQuerySchema = z.object({ lang: languageCodeSchema.optional() });

export const finishedEventSchema = z.object({
  id: idSchema,
  startTime: isoTimeSchema,
  home: nameSchema,
  away: nameSchema,
  score: scoreSchema,
});
export type FinishedEvent = z.infer<typeof finishedEventSchema>;

export const liveEventSchema = finishedEventSchema.extend({
  /** The state as the line shows it: `2nd half, 67'`, `3rd set`. */
  statusText: z.string().trim().min(1).max(80),
});
export type LiveEvent = z.infer<typeof liveEventSchema>;

function sportGroups<E extends z.ZodType>(event: E) {
  return z.array(
    z.object({
      id: idSchema,
      slug: z.string().regex(/^[a-z0-9-]{1,64}$/),
      name: nameSchema,
      champs: z.array(
        z.object({ id: idSchema, name: nameSchema, country: nameSchema, events: z.array(event) }),
      ),
    }),
  );
}

export const resultsAnswerSchema = z.object({
  data: z.object({ date: resultsDateSchema, sports: sportGroups(finishedEventSchema) }),
  meta: z.object({
    /** The days that can be asked for, newest first. */
    dates: z.array(resultsDateSchema).min(1),
  }),
});
export type ResultsDay = z.infer<typeof resultsAnswerSchema>;
export type SportResults = ResultsDay['data']['sports'][number];

export const liveResultsAnswerSchema = z.object({
  data: z.object({ sports: sportGroups(liveEventSchema) }),
});
export type LiveResults = z.infer<typeof liveResultsAnswerSchema>['data'];

/** Virtual sports: a match ends in a score, a race in the order the first runners finished. */
export const zoneEventSchema = z.object({
  id: idSchema,
  startTime: isoTimeSchema,
  name: nameSchema,
  result: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('score'), home: nameSchema, away: nameSchema, score: scoreSchema }),
    z.object({ kind: z.literal('placings'), runners: z.array(nameSchema).min(1).max(8) }),
  ]),
});
export type ZoneEvent = z.infer<typeof zoneEventSchema>;

export const zoneResultsAnswerSchema = z.object({
  data: z.array(
    z.object({
      slug: z.string().regex(/^[a-z0-9-]{1,64}$/),
      name: nameSchema,
      events: z.array(zoneEventSchema),
    }),
  ),
});
export type ZoneSport = z.infer<typeof zoneResultsAnswerSchema>['data'][number];

export const standingRowSchema = z.object({
  position: z.number().int().positive(),
  team: nameSchema,
  played: z.number().int().nonnegative(),
  won: z.number().int().nonnegative(),
  drawn: z.number().int().nonnegative(),
  lost: z.number().int().nonnegative(),
  /** Goals, points, sets or maps, as the sport counts. */
  scored: z.number().int().nonnegative(),
  conceded: z.number().int().nonnegative(),
  points: z.number().int().nonnegative(),
});
export type StandingRow = z.infer<typeof standingRowSchema>;

export const leagueTableSchema = z.object({
  champId: idSchema,
  champName: nameSchema,
  country: nameSchema,
  sportSlug: z.string().regex(/^[a-z0-9-]{1,64}$/),
  sportName: nameSchema,
  /** `2026/27` */
  season: z.string().regex(/^\d{4}\/\d{2}$/),
  rows: z.array(standingRowSchema).min(2),
});
export type LeagueTable = z.infer<typeof leagueTableSchema>;

export const standingsAnswerSchema = z.object({ data: z.array(leagueTableSchema) });

const formEntrySchema = z.object({
  id: idSchema,
  startTime: isoTimeSchema,
  home: nameSchema,
  away: nameSchema,
  score: scoreSchema,
  /** For the side whose form this is. */
  outcome: z.enum(['W', 'D', 'L']),
});
export type FormEntry = z.infer<typeof formEntrySchema>;

export const gameStatsSchema = z.object({
  id: idSchema,
  sportName: nameSchema,
  champId: idSchema,
  champName: nameSchema,
  home: nameSchema,
  away: nameSchema,
  startTime: isoTimeSchema,
  status: z.enum(['prematch', 'live', 'finished']),
  score: scoreSchema.nullable(),
  /** Earlier meetings of the two sides, newest first. */
  headToHead: z.array(finishedEventSchema).max(10),
  form: z.object({ home: z.array(formEntrySchema).max(5), away: z.array(formEntrySchema).max(5) }),
  /** The two sides' rows of their league table, when the championship has one. */
  standings: z.array(standingRowSchema).max(2),
});
export type GameStats = z.infer<typeof gameStatsSchema>;

export const gameStatsAnswerSchema = z.object({ data: gameStatsSchema });

/** A game id as a path or query string gives it. */
export const gameIdParamSchema = z
  .string()
  .regex(/^[1-9]\d{0,11}$/, 'a positive integer')
  .transform(Number);
