import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getGame, getOfferedChamps, getOfferedSports } from '@/server/line/line-api';
import type { Stream } from '@/server/upstream/schemas/line';
import type { RouteMatch } from '@/server/routes/match';
import { idOfSegment } from './line-paths';
import { parseListPage, withPage } from './line-paging';
import type { QueryValues } from './line-view';

/** The stream a line route shows: its `section` segment. */
function streamOfMatch(match: RouteMatch): Stream {
  return match.params.section === 'live' ? 'live' : 'line';
}

function titled(metadata: Metadata, title: string, description: string): Metadata {
  return {
    ...metadata,
    title,
    description,
    openGraph: { ...metadata.openGraph, title, description },
  };
}

/**
 * Line pages name what they list (issue 22 §7; the SEO module's page data is per route, not per
 * game): a game page its championship and sides ("Premier League odds — Arsenal v Chelsea"), a
 * sport's or a championship's list its sport and championship, with a description to match. A
 * name the upstream cannot give now leaves the route's own title: a title never fails a page.
 */
export async function withGameTitle(
  lng: string,
  match: RouteMatch,
  metadata: Metadata,
): Promise<Metadata> {
  const t = await getTranslations({ locale: lng, namespace: 'line.seo' });
  if (match.params.game !== undefined) {
    const id = idOfSegment(match.params.game);
    const game = id === null ? null : await getGame(lng, id).catch(() => null);
    if (!game) return metadata;
    const names = {
      home: game.opponents[0],
      away: game.opponents[1],
      champ: game.champName,
      sport: game.sportName,
    };
    if (game.teamSlugs === null) {
      // A long-term game has no sides: it is an event and what is bet on ("Winner").
      return titled(metadata, t('longTermTitle', names), t('longTermDescription', names));
    }
    const markets = game.markets.reduce((count, market) => count + market.outcomes.length, 0);
    return titled(
      metadata,
      t('gameTitle', names),
      t('gameDescription', { ...names, markets, live: String(game.isLive) }),
    );
  }
  if (match.entry.id !== 'line' || !match.params.sport) return metadata;
  const stream = streamOfMatch(match);
  try {
    const sports = await getOfferedSports(lng, stream);
    const sport = sports.find((item) => item.slug === match.params.sport);
    if (!sport) return metadata;
    const champId = idOfSegment(match.params.champ);
    if (champId === null) {
      const names = { sport: sport.name, count: sport.gameCount, stream };
      return titled(metadata, t('sportTitle', names), t('sportDescription', names));
    }
    const champs = await getOfferedChamps(lng, stream, { sportId: sport.id });
    const champ = champs.find((item) => item.id === champId);
    if (!champ) return metadata;
    const names = { sport: sport.name, champ: champ.name, count: champ.gameCount, stream };
    return titled(metadata, t('champTitle', names), t('champDescription', names));
  } catch {
    return metadata;
  }
}

/**
 * A later page of a sport list (`?page=2`, line-paging.ts) is a page of its own for search
 * engines: its number in the title and its own canonical address, so the pages are not taken for
 * copies of the first.
 */
export async function withListPage(
  lng: string,
  match: RouteMatch,
  query: QueryValues,
  metadata: Metadata,
): Promise<Metadata> {
  const page = parseListPage(query);
  if (match.entry.id !== 'line' || page === null || page === 1) return metadata;
  const t = await getTranslations({ locale: lng, namespace: 'line' });
  const base = typeof metadata.title === 'string' ? metadata.title : null;
  const absolute =
    metadata.title && typeof metadata.title === 'object' && 'absolute' in metadata.title
      ? metadata.title.absolute
      : null;
  const named = (title: string) => t('paging.title', { title, page });
  const canonical = metadata.alternates?.canonical;
  return {
    ...metadata,
    title:
      absolute !== null
        ? { absolute: named(absolute) }
        : base !== null
          ? named(base)
          : metadata.title,
    alternates: {
      ...metadata.alternates,
      canonical: typeof canonical === 'string' ? withPage(canonical, page) : canonical,
    },
  };
}
