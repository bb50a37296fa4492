/**
 * Which live games the multi-live page shows (spec 01 §2 "multi (multi-live view)"), read from
 * the page's query `?games=100130,100131`: the selection lives in the URL, so a view can be
 * bookmarked, shared and changed with plain links. Nothing in the query ever fails the page:
 * what cannot be shown is dropped and named in a notice.
 */
import { z } from 'zod';
import type { Game } from '@/server/upstream/schemas/line';

export const MULTI_GAMES_PARAM = 'games';
/** Panels side by side at most (two rows of two). */
export const MAX_PANELS = 4;
/** Panels of the default view: the top live games, with room left to add more. */
export const DEFAULT_PANELS = 2;
/**
 * Ids read from one query at most: a longer list is cut here, so a crafted URL costs no more
 * than a few ids; what is cut is reported as too many.
 */
const MAX_IDS_READ = 12;
/** How much of a malformed value a notice quotes. */
const QUOTE_LENGTH = 24;

const gameIdSchema = z
  .string()
  .regex(/^[1-9]\d{0,14}$/)
  .transform(Number);

/** `games` may come once or repeated (`?games=1&games=2`); every value is a comma list. */
const gamesParamSchema = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value) => (value === undefined ? undefined : [value].flat().join(',')));

export type DroppedGame =
  | { reason: 'invalid'; value: string }
  | { reason: 'duplicate'; id: number }
  | { reason: 'tooMany'; id: number }
  /** Over MAX_IDS_READ: not even looked at. */
  | { reason: 'tooManyUnread'; count: number }
  | { reason: 'notLive'; id: number };

export interface ParsedSelection {
  /** The player chose (the query has `games`, even empty); otherwise the page picks. */
  isChosen: boolean;
  /** Well-formed ids in the order given, without repeats. */
  ids: number[];
  dropped: DroppedGame[];
}

export function parseMultiSelection(
  query: Readonly<Record<string, string | string[] | undefined>> = {},
): ParsedSelection {
  const parsed = gamesParamSchema.safeParse(query[MULTI_GAMES_PARAM]);
  const raw = parsed.success ? parsed.data : undefined;
  if (raw === undefined) return { isChosen: false, ids: [], dropped: [] };
  const tokens = raw
    .split(',')
    .map((token) => token.trim())
    .filter((token) => token !== '');
  const ids: number[] = [];
  const dropped: DroppedGame[] = [];
  for (const token of tokens.slice(0, MAX_IDS_READ)) {
    const id = gameIdSchema.safeParse(token);
    if (!id.success) dropped.push({ reason: 'invalid', value: token.slice(0, QUOTE_LENGTH) });
    else if (ids.includes(id.data)) dropped.push({ reason: 'duplicate', id: id.data });
    else ids.push(id.data);
  }
  if (tokens.length > MAX_IDS_READ) {
    dropped.push({ reason: 'tooManyUnread', count: tokens.length - MAX_IDS_READ });
  }
  return { isChosen: true, ids, dropped };
}

export interface ResolvedSelection {
  /** The games on screen, in the order chosen. */
  games: Game[];
  /** The view is the page's default (nothing chosen, or nothing chosen could be shown). */
  isDefault: boolean;
  dropped: DroppedGame[];
}

/**
 * The live games of a selection: ids not in the live list (finished, not started, unknown) are
 * dropped, then anything past MAX_PANELS. Without a choice the page shows the top live games
 * (recommended first, then the live list's order); a choice of which nothing can be shown falls
 * back to them too, so a stale shared link still opens a working page. An empty `?games=` (the
 * player took every panel off) stays empty.
 */
export function resolveSelection(
  selection: ParsedSelection,
  live: readonly Game[],
): ResolvedSelection {
  const byId = new Map(live.map((game) => [game.id, game]));
  const dropped = [...selection.dropped];
  const games: Game[] = [];
  for (const id of selection.ids) {
    const game = byId.get(id);
    if (!game) dropped.push({ reason: 'notLive', id });
    else if (games.length >= MAX_PANELS) dropped.push({ reason: 'tooMany', id });
    else games.push(game);
  }
  const choseNothingShowable =
    games.length === 0 && (selection.ids.length > 0 || selection.dropped.length > 0);
  const fallBack = !selection.isChosen || choseNothingShowable;
  if (fallBack) return { games: topLiveGames(live), isDefault: true, dropped };
  return { games, isDefault: false, dropped };
}

/** The default panels: recommended live games first, then the rest in the list's order. */
export function topLiveGames(live: readonly Game[], count = DEFAULT_PANELS): Game[] {
  const ranked = [
    ...live.filter((game) => game.isRecommended),
    ...live.filter((game) => !game.isRecommended),
  ];
  return ranked.slice(0, count);
}

/** The multi-live page showing `ids`; an empty list keeps `?games=` (no panels, not defaults). */
export function multiPath(lng: string, ids: readonly number[]): string {
  return `/${lng}/multi?${MULTI_GAMES_PARAM}=${ids.join(',')}`;
}
