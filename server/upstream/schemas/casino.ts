/**
 * zod schemas of the casino calls (spec 01 §2 "Casino and games", "Bonus games", "Games wrapper
 * and preloaders"). The spec shows neither paths nor shapes; ours are in docs/upstream-contract.md
 * "Casino API".
 */
import { z } from 'zod';
import { GAME_FLAGS, MAX_SEARCH_LENGTH } from './casino-codes';
import { languageCodeSchema } from './config';

/** perPage bounds of GET /casino-api/v1/games; the default fills the 16-tile grid skeleton. */
export const MAX_GAMES_PER_PAGE = 100;
export const DEFAULT_GAMES_PER_PAGE = 16;
/** A player keeps at most this many favourites; the recently played list holds the newest. */
export const MAX_FAVOURITES = 200;
export const RECENT_GAMES_LIMIT = 24;
// The search bound and the game flags live in a module without zod, for the pages' scripts.
export { GAME_FLAGS, MAX_SEARCH_LENGTH, type GameFlag } from './casino-codes';
export const VOLATILITIES = ['low', 'medium', 'high'] as const;
export type Volatility = (typeof VOLATILITIES)[number];
export const LAUNCH_MODES = ['demo', 'real'] as const;
export type LaunchMode = (typeof LAUNCH_MODES)[number];
/** relevance orders by how well the name matches `q`; without `q` it is popular. */
export const GAME_SORTS = ['relevance', 'popular', 'new', 'name', 'rtp'] as const;
export type GameSort = (typeof GAME_SORTS)[number];

export const casinoSlugSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,95}$/, 'a lowercase slug (letters, digits, hyphens)');
const idSchema = z.number().int().positive();
const isoTimeSchema = z.iso.datetime({ offset: true });
/** A path on the upstream, e.g. `/casino-api/images/games/1001.svg`. */
const upstreamPathSchema = z.string().regex(/^\/casino-api\/[a-z0-9/._-]+$/, 'an upstream path');
/** A bet in the catalogue's reference currency (EUR), at most two decimals. */
const betSchema = z.number().positive().multipleOf(0.01);

export const gameSchema = z
  .object({
    id: idSchema,
    /** Unique over the catalogue; the `{gameName}` segment of the game page. */
    slug: casinoSlugSchema,
    name: z.string().min(1).max(80),
    providerId: idSchema,
    /** Category slugs, at least one (the sections it is listed in). */
    categories: z.array(casinoSlugSchema).min(1),
    /** Subcategory slugs, each belonging to one of `categories`; absent when none. */
    subcategories: z.array(casinoSlugSchema).min(1).optional(),
    /** Return to player, in percent. */
    rtp: z.number().min(80).max(100),
    volatility: z.enum(VOLATILITIES).optional(),
    flags: z.object({ new: z.boolean(), popular: z.boolean(), jackpot: z.boolean() }),
    image: upstreamPathSchema,
    /** The game can be launched in demo mode (without money, without signing in). */
    demo: z.boolean(),
    minBet: betSchema.optional(),
    maxBet: betSchema.optional(),
  })
  .refine(
    (game) => game.minBet === undefined || game.maxBet === undefined || game.minBet <= game.maxBet,
    {
      message: 'must not be below minBet',
      path: ['maxBet'],
    },
  );
export type Game = z.infer<typeof gameSchema>;

export const providerSchema = z.object({
  id: idSchema,
  slug: casinoSlugSchema,
  name: z.string().min(1).max(80),
  gamesCount: z.number().int().nonnegative(),
  logo: upstreamPathSchema,
});
export type Provider = z.infer<typeof providerSchema>;

export const subcategorySchema = z.object({
  slug: casinoSlugSchema,
  name: z.string().min(1).max(80),
  gamesCount: z.number().int().nonnegative(),
});
export type Subcategory = z.infer<typeof subcategorySchema>;

export const categorySchema = z.object({
  slug: casinoSlugSchema,
  name: z.string().min(1).max(80),
  gamesCount: z.number().int().nonnegative(),
  subcategories: z.array(subcategorySchema),
});
export type Category = z.infer<typeof categorySchema>;

/* ---------- Queries ---------- */

const positiveIntParamSchema = z
  .string()
  .regex(/^[1-9]\d{0,8}$/, 'a positive integer')
  .transform(Number);

/** An empty `q=` (a search form sent empty) is no search. */
const searchParamSchema = z
  .string()
  .transform((value) => value.trim().replace(/\s+/g, ' '))
  .pipe(z.string().max(MAX_SEARCH_LENGTH, `at most ${MAX_SEARCH_LENGTH} characters`))
  .transform((value) => (value === '' ? undefined : value));

export const categoriesQuerySchema = z.object({ lang: languageCodeSchema.optional() });

/** GET /casino-api/v1/games, as the query string gives it. */
export const gamesQuerySchema = z
  .object({
    category: casinoSlugSchema.optional(),
    subcategory: casinoSlugSchema.optional(),
    provider: casinoSlugSchema.optional(),
    /** One game by its slug ({keno}, poker/{game}, allgamesentrance/{gameRoute}). */
    slug: casinoSlugSchema.optional(),
    q: searchParamSchema.optional(),
    flag: z.enum(GAME_FLAGS).optional(),
    sort: z.enum(GAME_SORTS).optional(),
    page: positiveIntParamSchema.default(1),
    perPage: positiveIntParamSchema
      .pipe(z.number().max(MAX_GAMES_PER_PAGE, `at most ${MAX_GAMES_PER_PAGE}`))
      .default(DEFAULT_GAMES_PER_PAGE),
  })
  .refine((query) => query.subcategory === undefined || query.category !== undefined, {
    message: 'needs category',
    path: ['subcategory'],
  });
export type GamesQuery = z.output<typeof gamesQuerySchema>;

export const gameIdParamSchema = positiveIntParamSchema;

export const launchRequestSchema = z
  .object({
    mode: z.enum(LAUNCH_MODES),
    /** The launcher page's language; English when absent or unknown. */
    lang: languageCodeSchema.optional(),
  })
  .strict();
export type LaunchRequest = z.infer<typeof launchRequestSchema>;

/* ---------- Answers ---------- */

export const categoriesAnswerSchema = z.object({ data: z.array(categorySchema) });
export type CategoriesAnswer = z.infer<typeof categoriesAnswerSchema>;

export const providersAnswerSchema = z.object({ data: z.array(providerSchema) });
export type ProvidersAnswer = z.infer<typeof providersAnswerSchema>;

export const gamesAnswerSchema = z.object({
  data: z.array(gameSchema),
  meta: z.object({
    page: z.number().int().positive(),
    perPage: z.number().int().positive().max(MAX_GAMES_PER_PAGE),
    total: z.number().int().nonnegative(),
    /** The filters applied, as understood (q trimmed); null where none was given. */
    filters: z.object({
      category: casinoSlugSchema.nullable(),
      subcategory: casinoSlugSchema.nullable(),
      provider: casinoSlugSchema.nullable(),
      slug: casinoSlugSchema.nullable(),
      q: z.string().nullable(),
      flag: z.enum(GAME_FLAGS).nullable(),
      sort: z.enum(GAME_SORTS),
    }),
  }),
});
export type GamesAnswer = z.infer<typeof gamesAnswerSchema>;

/**
 * GET /casino-api/v1/games/{id}?currency=: the game, its bets in `meta.currency` (the catalogue's
 * reference currency, EUR, when none is asked or the operator has no rate for it).
 */
export const gameQuerySchema = z.object({
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/, 'a currency code like RUB')
    .optional(),
});
export const gameAnswerSchema = z.object({
  data: gameSchema,
  meta: z.object({ currency: z.string().regex(/^[A-Z]{3}$/) }).optional(),
});
export type GameAnswer = z.infer<typeof gameAnswerSchema>;

/** The player's favourites, the most recently added first. */
export const favouritesAnswerSchema = z.object({ data: z.array(gameSchema) });
export type FavouritesAnswer = z.infer<typeof favouritesAnswerSchema>;

/** After adding or removing one: the ids of all the player's favourites, newest first. */
export const favouriteIdsAnswerSchema = z.object({
  data: z.object({ gameIds: z.array(idSchema).max(MAX_FAVOURITES) }),
});
export type FavouriteIdsAnswer = z.infer<typeof favouriteIdsAnswerSchema>;

export const recentGameSchema = z.object({
  game: gameSchema,
  mode: z.enum(LAUNCH_MODES),
  playedAt: isoTimeSchema,
});
export type RecentGame = z.infer<typeof recentGameSchema>;

/** The player's recently launched games, newest first, at most RECENT_GAMES_LIMIT. */
export const recentAnswerSchema = z.object({ data: z.array(recentGameSchema) });
export type RecentAnswer = z.infer<typeof recentAnswerSchema>;

export const launchAnswerSchema = z.object({
  data: z.object({
    /** The launcher page to frame (absolute http(s) URL, carries its own one-off token). */
    url: z.url({ protocol: /^https?$/ }),
    mode: z.enum(LAUNCH_MODES),
    /** After this the launcher answers 401 and the game must be launched again. */
    expiresAt: isoTimeSchema,
  }),
});
export type LaunchAnswer = z.infer<typeof launchAnswerSchema>;
