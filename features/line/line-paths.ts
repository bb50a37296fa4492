/**
 * Addresses of the sport pages (spec 01 §2 Sport). Segments are made from the upstream's slugs,
 * which come from English names, so a page has one path in every language:
 * - championship: `{champId}-{slug}` (`101-premier-league`); the id decides, the slug is for
 *   people and search engines, so a bare `101` or an old slug still opens the page;
 * - game: `{gameId}-{home}-{away}` (`100003-nottingham-forest-brentford`), a long-term game
 *   `{gameId}-{championship slug}`; again the id decides;
 * - the menu section is `all`, the one the line offers.
 */
import type { Game, Stream } from '@/server/upstream/schemas/line';
import { lineViewQuery, type LineView, DEFAULT_LINE_VIEW } from './line-view';

export const MENU_SECTION = 'all';

/** The game route's pattern allows a slug of up to 96 characters after the id. */
const MAX_SLUG = 96;

/** The id at the front of a `{id}` or `{id}-{slug}` segment, or null. */
export function idOfSegment(segment: string | undefined): number | null {
  const match = /^([1-9]\d{0,14})(?:-[a-z0-9-]*)?$/.exec(segment ?? '');
  return match?.[1] === undefined ? null : Number(match[1]);
}

function withSlug(id: number, slug: string): string {
  const cut = slug.slice(0, MAX_SLUG).replace(/-+$/, '');
  return cut ? `${id}-${cut}` : String(id);
}

/** A lowercase ASCII slug of a name (`Dota 2` → `dota-2`), for names the upstream gives no slug. */
export function slugOf(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function champSegment(champ: { id: number; slug: string }): string {
  return withSlug(champ.id, champ.slug);
}

export function gameSegment(game: Pick<Game, 'id' | 'teamSlugs' | 'champSlug'>): string {
  return withSlug(game.id, game.teamSlugs ? game.teamSlugs.join('-') : game.champSlug);
}

/** The stream a game's page is under: live while in play, else the line. */
export function streamOf(game: Pick<Game, 'isLive'>): Stream {
  return game.isLive ? 'live' : 'line';
}

export function gamePath(
  lng: string,
  game: Pick<Game, 'id' | 'isLive' | 'teamSlugs' | 'sportSlug' | 'champId' | 'champSlug'>,
): string {
  const champ = champSegment({ id: game.champId, slug: game.champSlug });
  return `/${lng}/${streamOf(game)}/${MENU_SECTION}/${game.sportSlug}/${champ}/${gameSegment(game)}`;
}

/** A line or live list, optionally of one sport and one championship, with the view's query. */
export function linePath(
  lng: string,
  stream: Stream,
  where: { sport?: string; champ?: { id: number; slug: string } } = {},
  view: LineView = DEFAULT_LINE_VIEW,
): string {
  const segments = [lng, stream];
  if (where.sport) segments.push(MENU_SECTION, where.sport);
  if (where.sport && where.champ) segments.push(champSegment(where.champ));
  return `/${segments.join('/')}${lineViewQuery(view)}`;
}

export function teamPath(lng: string, stream: Stream, teamSlug: string): string {
  return `/${lng}/team/${stream}/${teamSlug}`;
}
