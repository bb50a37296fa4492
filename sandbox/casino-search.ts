/**
 * The games list of GET /casino-api/v1/games: the filters, the search by name and provider
 * (case- and accent-insensitive, every word must match), the orders and the page.
 */
import type { Game, GameSort, GamesAnswer, GamesQuery } from '@contract/casino';
import type { CasinoCatalogue, CatalogueGame } from './casino-catalogue';
import { normaliseText } from './casino-catalogue';
import { SandboxHttpError } from './http';

function unknownValue(parameter: string, detail: string): SandboxHttpError {
  return SandboxHttpError.single(400, 'Invalid query parameter', `${parameter}: ${detail}`, {
    parameter,
  });
}

/** 0 best: the name starts with the search, a word of it does, the name holds it, the provider. */
function relevanceOf(entry: CatalogueGame, search: string): number {
  if (entry.normalisedName.startsWith(search)) return 0;
  if (entry.normalisedName.split(/[\s-]+/).some((word) => word.startsWith(search))) return 1;
  if (entry.normalisedName.includes(search)) return 2;
  return 3;
}

type Compare = (a: CatalogueGame, b: CatalogueGame) => number;

const byPopularity: Compare = (a, b) => b.popularity - a.popularity || a.game.id - b.game.id;

function comparerFor(sort: GameSort, search: string | undefined): Compare {
  switch (sort) {
    case 'relevance':
      if (search === undefined) return byPopularity;
      return (a, b) => relevanceOf(a, search) - relevanceOf(b, search) || byPopularity(a, b);
    case 'popular':
      return byPopularity;
    case 'new':
      return (a, b) => b.releaseRank - a.releaseRank || a.game.id - b.game.id;
    case 'name':
      return (a, b) => a.game.name.localeCompare(b.game.name, 'en') || a.game.id - b.game.id;
    case 'rtp':
      return (a, b) => b.game.rtp - a.game.rtp || byPopularity(a, b);
  }
}

/** The page of games the query asks for; 400 naming the parameter for an unknown value. */
export function listGames(catalogue: CasinoCatalogue, query: GamesQuery): GamesAnswer {
  const category =
    query.category === undefined ? undefined : catalogue.categoryBySlug.get(query.category);
  if (query.category !== undefined && category === undefined) {
    throw unknownValue('category', `no category ${query.category}`);
  }
  if (
    query.subcategory !== undefined &&
    !category?.subcategories.some((subcategory) => subcategory.slug === query.subcategory)
  ) {
    throw unknownValue(
      'subcategory',
      `${query.subcategory} is not a subcategory of ${query.category}`,
    );
  }
  const provider =
    query.provider === undefined ? undefined : catalogue.providerBySlug.get(query.provider);
  if (query.provider !== undefined && provider === undefined) {
    throw unknownValue('provider', `no provider ${query.provider}`);
  }

  const search = query.q === undefined ? undefined : normaliseText(query.q);
  const words = search === undefined ? [] : search.split(' ');
  const sort = query.sort ?? (search === undefined ? 'popular' : 'relevance');

  const matching = catalogue.games.filter(({ game, searchText }) => {
    if (query.category !== undefined && !game.categories.includes(query.category)) return false;
    if (query.subcategory !== undefined && !game.subcategories?.includes(query.subcategory)) {
      return false;
    }
    if (provider !== undefined && game.providerId !== provider.provider.id) return false;
    if (query.slug !== undefined && game.slug !== query.slug) return false;
    if (query.flag !== undefined && !game.flags[query.flag]) return false;
    return words.every((word) => searchText.includes(word));
  });
  matching.sort(comparerFor(sort, search));

  const start = (query.page - 1) * query.perPage;
  const data: Game[] = matching.slice(start, start + query.perPage).map(({ game }) => game);
  return {
    data,
    meta: {
      page: query.page,
      perPage: query.perPage,
      total: matching.length,
      filters: {
        category: query.category ?? null,
        subcategory: query.subcategory ?? null,
        provider: query.provider ?? null,
        slug: query.slug ?? null,
        q: query.q ?? null,
        flag: query.flag ?? null,
        sort,
      },
    },
  };
}
