/**
 * zod schemas of the line API: sports, championships and games with their markets and outcomes
 * (spec 02 §3 "Coupon bet", whose `market` is our outcome, and "Time filter values"; spec 01 §2
 * "Sport" and §7, the sports list by English name plus sport 2999, long-term bets). The spec shows
 * neither paths nor answers; these are ours: docs/upstream-contract.md "Line API".
 */
import { z } from 'zod';
import { languageCodeSchema } from './config';
import { TIME_FILTERS, type TimeFilter } from './line-codes';

// The codes and tables themselves live in a module without zod, for the pages' scripts.
export {
  BONUS_BET_EXCLUDED_KIND,
  LONG_TERM_SPORT_ID,
  MARKET_KINDS,
  OUTCOME_TYPES,
  TIME_FILTERS,
  type MarketKind,
  type OutcomeTypeId,
  type TimeFilter,
} from './line-codes';

const idSchema = z.number().int().positive();
/** A URL segment: lowercase ASCII letters, digits and hyphens. */
const slugSchema = z.string().regex(/^[a-z0-9][a-z0-9-]*$/);
const isoTimeSchema = z.iso.datetime({ offset: true });

/** `line` is pre-match, `live` is in play (spec 02 §2 "Betting type is live or line"). */
export const streamSchema = z.enum(['line', 'live']);
export type Stream = z.infer<typeof streamSchema>;

/** TIME_FILTERS. */
export const timeFilterSchema = z.literal([0, 1, 2, 3, 6]);

/** MARKET_KINDS. */
export const marketKindSchema = z.literal([1, 2, 3, 4, 5, 6, 7]);

/** OUTCOME_TYPES. */
export const outcomeTypeIdSchema = z.literal([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);

/** A decimal coefficient (spec 02 §3 coefViewId 0); other formats are made for display only. */
export const coefSchema = z.number().min(1).max(10_000);

export const sportSchema = z.object({
  id: idSchema,
  /** In the requested language. */
  name: z.string().min(1),
  /** spec 01 §7: the sports list is by English name. */
  nameEn: z.string().min(1),
  /** The `{sport}` segment of sport routes (spec 01 §2). */
  slug: slugSchema,
  /** Games of this sport that match the stream and time filter asked for. */
  gameCount: z.number().int().nonnegative(),
});
export type Sport = z.infer<typeof sportSchema>;

/** What a championship is grouped under when isGroupByCountry is on (spec 02 §3). */
export const countrySchema = z.object({
  id: idSchema,
  /** A stable lowercase key: `england`, `spain`, `europe`, `world`, … */
  code: z.string().regex(/^[a-z][a-z-]*$/),
  name: z.string().min(1),
});
export type Country = z.infer<typeof countrySchema>;

export const champSchema = z.object({
  id: idSchema,
  sportId: idSchema,
  name: z.string().min(1),
  /** From the English name, the same in every language: `premier-league`. */
  slug: slugSchema,
  country: countrySchema,
  /** A top championship: its games lead the recommended ones. */
  isTop: z.boolean(),
  gameCount: z.number().int().nonnegative(),
});
export type Champ = z.infer<typeof champSchema>;

/**
 * The two sides (home first). A long-term game has no sides: it holds the event and what is bet
 * on, e.g. `["Premier League 2026/27", "Winner"]`.
 */
export const opponentsSchema = z.tuple([z.string().min(1), z.string().min(1)]);

/**
 * One outcome a player can add to the coupon: the spec's coupon-bet `market`, carrying all a
 * coupon needs without the game.
 */
export const outcomeSchema = z.object({
  id: idSchema,
  gameId: idSchema,
  sportId: idSchema,
  champId: idSchema,
  sportName: z.string().min(1),
  champName: z.string().min(1),
  opponents: opponentsSchema,
  typeId: outcomeTypeIdSchema,
  kind: marketKindSchema,
  /** The market's name, e.g. `Total`. */
  marketName: z.string().min(1),
  /** The outcome's name within its market, e.g. `Over 2.5`, `1 (-1.5)`, `X`, a competitor. */
  name: z.string().min(1),
  /** The line of a total or handicap (the side's own handicap); null for other kinds. */
  param: z.number().nullable(),
  coef: coefSchema,
  isLive: z.boolean(),
  /** No bet is taken while blocked (suspended, already decided, or the game is over). */
  isBlocked: z.boolean(),
});
export type Outcome = z.infer<typeof outcomeSchema>;

export const marketSchema = z.object({
  /** The market kind. */
  id: marketKindSchema,
  name: z.string().min(1),
  outcomes: z.array(outcomeSchema).min(1),
});
export type Market = z.infer<typeof marketSchema>;

export const scoreSchema = z.object({
  home: z.number().int().nonnegative(),
  away: z.number().int().nonnegative(),
});
export type Score = z.infer<typeof scoreSchema>;

/** A video's or a game zone's id. */
export const mediaSourceIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

export const gameMediaSchema = z.object({
  videoId: mediaSourceIdSchema.optional(),
  zoneId: mediaSourceIdSchema.optional(),
});
export type GameMedia = z.infer<typeof gameMediaSchema>;

/** A scoring play of a live game: what the game zone lists as the last events. */
export const gameEventSchema = z.object({
  /** When, as the game's own state line gives it: `2nd half, 67'`, `3rd set`. */
  when: z.string().min(1).max(80),
  side: z.enum(['home', 'away']),
  /** Goals, points, a set or a map won, runs. */
  points: z.number().int().positive(),
  /** The score after it. */
  score: scoreSchema,
});
export type GameEvent = z.infer<typeof gameEventSchema>;

/** At most this many last events come with a live game. */
export const MAX_GAME_EVENTS = 5;

export const gameStatusSchema = z.enum(['prematch', 'live', 'finished']);
export type GameStatus = z.infer<typeof gameStatusSchema>;

export const gameSchema = z.object({
  id: idSchema,
  sportId: idSchema,
  champId: idSchema,
  sportName: z.string().min(1),
  champName: z.string().min(1),
  opponents: opponentsSchema,
  /** Slugs from the English names, the same in every language: the sport's, the championship's. */
  sportSlug: slugSchema,
  champSlug: slugSchema,
  /** The two sides' slugs (what `team` selects on); null for a long-term game. */
  teamSlugs: z.tuple([slugSchema, slugSchema]).nullable(),
  /** Kick-off; for a long-term game, when the outcome is known. */
  startTime: isoTimeSchema,
  status: gameStatusSchema,
  isLive: z.boolean(),
  /** Listed under time filter 6. */
  isRecommended: z.boolean(),
  /** Goals, points, sets or maps won, runs; null before the start. */
  score: scoreSchema.nullable(),
  /** The current period's name (`2nd half`, `3rd set`); null when not live. */
  period: z.string().nullable(),
  /** The current period, from 1; what time filters 2 and 3 select on. */
  periodNumber: z.number().int().positive().nullable(),
  /** Match clock from kick-off, for sports with a clock; null otherwise. */
  timeSeconds: z.number().int().nonnegative().nullable(),
  /** A line to show for the state: `2nd half, 67'`, `Not started`, `Finished`. */
  statusText: z.string(),
  markets: z.array(marketSchema),
  /**
   * A live video or game zone of the game (spec 02 §3 "Media entity"): absent when it has none,
   * and in answers from before the field existed.
   */
  media: gameMediaSchema.optional(),
  /**
   * A live game's last scoring plays, newest first (docs/upstream-contract.md "game event"):
   * absent for a game not in play, and in answers from before the field existed.
   */
  events: z.array(gameEventSchema).max(MAX_GAME_EVENTS).optional(),
});
export type Game = z.infer<typeof gameSchema>;

export const sportsAnswerSchema = z.object({ data: z.array(sportSchema) });
export const champsAnswerSchema = z.object({ data: z.array(champSchema) });
export const gamesAnswerSchema = z.object({
  data: z.array(gameSchema),
  meta: z.object({
    /** Games matching the query before `limit`. */
    total: z.number().int().nonnegative(),
    limit: z.number().int().positive(),
  }),
});
export const gameAnswerSchema = z.object({ data: gameSchema });
export const outcomesAnswerSchema = z.object({ data: z.array(outcomeSchema) });

/** A positive id as a query string gives it. */
const idParamSchema = z
  .string()
  .regex(/^[1-9]\d{0,14}$/, 'a positive integer')
  .transform(Number);

const timeFilterParamSchema = z
  .enum(['0', '1', '2', '3', '6'], { message: 'one of 0, 1, 2, 3, 6' })
  .transform((value) => Number(value) as TimeFilter);

export const MAX_GAMES_LIMIT = 500;
export const DEFAULT_GAMES_LIMIT = 100;
export const MAX_OUTCOME_IDS = 100;

/** GET /line-api/v1/sports */
export const sportsQuerySchema = z.object({
  stream: streamSchema,
  timeFilter: timeFilterParamSchema.default(TIME_FILTERS.all),
  lang: languageCodeSchema.optional(),
});

/** GET /line-api/v1/champs */
export const champsQuerySchema = sportsQuerySchema.extend({ sportId: idParamSchema.optional() });

/** GET /line-api/v1/games */
export const gamesQuerySchema = champsQuerySchema.extend({
  champId: idParamSchema.optional(),
  /** Games in which one side has this slug (`teamSlugs`). */
  team: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{0,95}$/, 'a team slug: lowercase letters, digits and hyphens')
    .optional(),
  limit: z
    .string()
    .regex(/^\d{1,4}$/, 'a whole number')
    .transform(Number)
    .pipe(z.number().int().min(1).max(MAX_GAMES_LIMIT))
    .default(DEFAULT_GAMES_LIMIT),
});

/** GET /line-api/v1/games/:id */
export const gameQuerySchema = z.object({ lang: languageCodeSchema.optional() });

/** GET /line-api/v1/outcomes?ids=1,2,3 */
export const outcomesQuerySchema = z.object({
  ids: z
    .string()
    .regex(/^[1-9]\d{0,14}(,[1-9]\d{0,14})*$/, 'comma-separated positive integers')
    .transform((value) => [...new Set(value.split(',').map(Number))])
    .pipe(z.array(z.number()).max(MAX_OUTCOME_IDS, `at most ${MAX_OUTCOME_IDS} ids`)),
  lang: languageCodeSchema.optional(),
});
