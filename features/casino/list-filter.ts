/**
 * The filters and pages of a casino list (spec 01 §2 "Casino and games"), read from the page's
 * query and written back into plain links, so every chip and page works without JavaScript and
 * a search engine can follow the pages (issue 13: a list page stays under 150 KB of HTML).
 */
import {
  GAME_FLAGS,
  MAX_SEARCH_LENGTH,
  type GameFlag,
} from '@/server/upstream/schemas/casino-codes';

/** Orders a player can pick on a list; `popular` is the default and is left out of links. */
export const LIST_SORTS = ['popular', 'new', 'rtp', 'name'] as const;
export type ListSort = (typeof LIST_SORTS)[number];
export const DEFAULT_SORT: ListSort = 'popular';

/** Tiles on one page of a list: full rows of 4, 5 or 8 (issue 13: the page stays light). */
export const GAMES_PER_PAGE = 40;

/** Query names a list reads; any of them on the lobby's address asks for its grid instead. */
export const LIST_PARAMS = ['subcategory', 'provider', 'flag', 'sort', 'page'] as const;

export interface ListFilter {
  /** Only for sections whose subcategory is not a path segment (bingo, poker…). */
  subcategory?: string;
  provider?: string;
  flag?: GameFlag;
  sort: ListSort;
  page: number;
}

export type QueryValues = Readonly<Record<string, string | string[] | undefined>>;

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

const PAGE_PATTERN = /^[1-9]\d{0,4}$/;

/**
 * The filter a page's query asks for. A value the list does not know (a provider that is gone,
 * a misspelt sort) is dropped rather than failing the page: the list shows without it and its
 * canonical address says so.
 */
export function parseListFilter(
  query: QueryValues | undefined,
  known: { providers: readonly string[]; subcategories?: readonly string[] },
): ListFilter {
  const value = (name: string) => first(query?.[name])?.trim();
  const provider = value('provider');
  const subcategory = value('subcategory');
  const flag = value('flag');
  const sort = value('sort');
  const page = value('page');
  return {
    ...(subcategory && known.subcategories?.includes(subcategory) ? { subcategory } : {}),
    ...(provider && known.providers.includes(provider) ? { provider } : {}),
    ...(flag && (GAME_FLAGS as readonly string[]).includes(flag) ? { flag: flag as GameFlag } : {}),
    sort:
      sort && (LIST_SORTS as readonly string[]).includes(sort) ? (sort as ListSort) : DEFAULT_SORT,
    page: page && PAGE_PATTERN.test(page) ? Number(page) : 1,
  };
}

/** Whether the query names any list parameter (the lobby then shows its grid). */
export function hasListQuery(query: QueryValues | undefined): boolean {
  return LIST_PARAMS.some((name) => first(query?.[name]) !== undefined);
}

/** Provider, flag or order chosen: a variant of the list, not a page of its own for search. */
export function isNarrowed(filter: ListFilter): boolean {
  return (
    filter.provider !== undefined ||
    filter.flag !== undefined ||
    filter.subcategory !== undefined ||
    filter.sort !== DEFAULT_SORT
  );
}

/** The filter with one choice changed; any change but the page's starts again at page 1. */
export function changed(filter: ListFilter, change: Partial<ListFilter>): ListFilter {
  const next: ListFilter = { ...filter, ...change, page: change.page ?? 1 };
  for (const key of ['subcategory', 'provider', 'flag'] as const) {
    if (key in change && change[key] === undefined) delete next[key];
  }
  return next;
}

/**
 * A list's address with its filter, in a fixed order and without defaults, so one list has one
 * address. `keepFirstPage` writes `page=1` when nothing else would be in the query: the lobby's
 * own address shows the lobby, and its full grid needs a query of its own.
 */
export function listHref(
  base: string,
  filter: ListFilter,
  options: { keepFirstPage?: boolean } = {},
): string {
  const [path, baseQuery] = base.split('?', 2) as [string, string | undefined];
  const params = new URLSearchParams(baseQuery);
  if (filter.subcategory) params.set('subcategory', filter.subcategory);
  if (filter.provider) params.set('provider', filter.provider);
  if (filter.flag) params.set('flag', filter.flag);
  if (filter.sort !== DEFAULT_SORT) params.set('sort', filter.sort);
  if (filter.page > 1 || (options.keepFirstPage && params.size === 0)) {
    params.set('page', String(filter.page));
  }
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

export function pageCount(total: number, perPage: number = GAMES_PER_PAGE): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/** The search a page's query asks for: trimmed, spaces collapsed, at most 64 characters. */
export function searchOf(query: QueryValues | undefined): string {
  const value = first(query?.q) ?? '';
  return value.trim().replace(/\s+/g, ' ').slice(0, MAX_SEARCH_LENGTH);
}
