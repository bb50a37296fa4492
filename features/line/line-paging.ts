/**
 * Sport lists in pages (issue 13: a list page stays under 150 kB of HTML): the games in the
 * order the list shows them (sport, country, championship), cut into pages of LIST_PAGE_SIZE,
 * each page a plain link (`?page=2`) a search engine follows and a visitor without JavaScript
 * uses. A championship cut by a page end shows its heading on both pages.
 */
import { z } from 'zod';
import type { Champ, Game } from '@/server/upstream/schemas/line';
import { groupGames } from './line-grouping';
import type { QueryValues } from './line-view';

export const PAGE_PARAM = 'page';
export const LIST_PAGE_SIZE = 20;
/** Pages beyond any list the line can give (LIST_LIMIT games): a larger number is no page. */
const MAX_PAGE = 999;

const pageSchema = z
  .string()
  .regex(/^[1-9][0-9]{0,2}$/)
  .transform(Number)
  .pipe(z.number().int().min(1).max(MAX_PAGE));

/** The page the query asks for: 1 without `page`, null for a value that is no page number. */
export function parseListPage(query: QueryValues = {}): number | null {
  const value = query[PAGE_PARAM];
  if (value === undefined) return 1;
  const parsed = pageSchema.safeParse(Array.isArray(value) ? value[0] : value);
  return parsed.success ? parsed.data : null;
}

/** The games in the order the grouped list shows them. */
export function displayOrder(
  games: readonly Game[],
  champs: readonly Champ[],
  isGroupByCountry: boolean,
): Game[] {
  return groupGames(games, champs, isGroupByCountry).flatMap((sport) =>
    sport.countries.flatMap((country) => country.champs.flatMap((champ) => champ.games)),
  );
}

/** One page of a list and the number of pages; null for a page after the last one. */
export function listPage<T>(
  items: readonly T[],
  page: number,
  size = LIST_PAGE_SIZE,
): { items: T[]; count: number } | null {
  const count = Math.max(1, Math.ceil(items.length / size));
  if (page > count) return null;
  return { items: items.slice((page - 1) * size, page * size), count };
}

/** A list address with its page: `?page=` set, or taken off for the first page. */
export function withPage(href: string, page: number): string {
  const [path = '', search = ''] = href.split('?');
  const query = new URLSearchParams(search);
  if (page > 1) query.set(PAGE_PARAM, String(page));
  else query.delete(PAGE_PARAM);
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}
