import 'server-only';
import { z } from 'zod';
import { ApiError } from '@/server/bff/handler';
import { upstreamBaseUrl } from '@/server/edge/upstream-headers';
import { languageCodeSchema } from '@/server/upstream/schemas/config';
import {
  casinoSlugSchema,
  GAME_FLAGS,
  GAME_SORTS,
  MAX_SEARCH_LENGTH,
} from '@/server/upstream/schemas/casino';
import type { CasinoCatalogue, GamesFilter } from './casino-api';

/** A page of the browser's lists and searches holds at most this many games (issue 13). */
export const BFF_MAX_PER_PAGE = 48;

const pageParamSchema = z
  .string()
  .regex(/^[1-9]\d{0,4}$/, 'a positive integer')
  .transform(Number);

/** GET /api/casino/games: the query, every parameter optional, no other parameter. */
export const bffGamesQuerySchema = z
  .object({
    lang: languageCodeSchema.optional(),
    category: casinoSlugSchema.optional(),
    subcategory: casinoSlugSchema.optional(),
    provider: casinoSlugSchema.optional(),
    q: z
      .string()
      .transform((value) => value.trim().replace(/\s+/g, ' '))
      .pipe(z.string().max(MAX_SEARCH_LENGTH, `at most ${MAX_SEARCH_LENGTH} characters`))
      .optional(),
    flag: z.enum(GAME_FLAGS).optional(),
    sort: z.enum(GAME_SORTS).optional(),
    page: pageParamSchema.optional(),
    perPage: pageParamSchema
      .pipe(z.number().max(BFF_MAX_PER_PAGE, `at most ${BFF_MAX_PER_PAGE}`))
      .optional(),
  })
  .strict()
  .refine((query) => query.subcategory === undefined || query.category !== undefined, {
    message: 'needs category',
    path: ['subcategory'],
  });
export type BffGamesQuery = z.output<typeof bffGamesQuerySchema>;

function unknown(parameter: string, detail: string): ApiError {
  return new ApiError(400, 'invalid', `${parameter}: ${detail}`, undefined, {
    source: { parameter },
  });
}

/**
 * The query as the catalogue takes it, each slug checked against the shared catalogue first, so
 * a wrong one is a 400 naming the parameter and never reaches the upstream or the cache.
 */
export async function gamesFilterOf(
  query: BffGamesQuery,
  source: CasinoCatalogue,
  lang: string,
): Promise<GamesFilter> {
  if (query.category !== undefined) {
    const category = (await source.categories(lang)).find((c) => c.slug === query.category);
    if (!category) throw unknown('category', `no section ${query.category}`);
    if (
      query.subcategory !== undefined &&
      !category.subcategories.some((s) => s.slug === query.subcategory)
    ) {
      throw unknown('subcategory', `${query.subcategory} is not a subcategory of ${category.slug}`);
    }
  }
  if (query.provider !== undefined) {
    const providers = await source.providers();
    if (!providers.some((p) => p.slug === query.provider)) {
      throw unknown('provider', `no provider ${query.provider}`);
    }
  }
  const q = query.q || undefined;
  return {
    category: query.category,
    subcategory: query.subcategory,
    provider: query.provider,
    q,
    flag: query.flag,
    sort: query.sort ?? (q ? 'relevance' : 'popular'),
    page: query.page ?? 1,
    perPage: query.perPage ?? BFF_MAX_PER_PAGE,
  };
}

/** A game id in the path (`/api/casino/games/{id}/launch`, `/api/casino/favourites/{gameId}`). */
export const gameIdSchema = z
  .string()
  .regex(/^[1-9]\d{0,8}$/, 'a positive integer')
  .transform(Number);

export function gameIdOf(value: string, parameter: string): number {
  const parsed = gameIdSchema.safeParse(value);
  if (!parsed.success) throw unknown(parameter, parsed.error.issues[0]?.message ?? 'invalid');
  return parsed.data;
}

/**
 * The origins a launcher page may come from: the upstream's own (docs/upstream-contract.md
 * "Casino API": the launcher lives beside the API). The page's CSP frames only these
 * (server/edge/security-headers.ts), so a launch answer naming another origin is refused here
 * rather than shown as an empty frame.
 */
export function launcherOrigins(): string[] {
  return [new URL(upstreamBaseUrl()).origin];
}
