import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getGame } from '@/server/line/line-api';
import type { RouteMatch } from '@/server/routes/match';
import { idOfSegment } from './line-paths';
import { parseListPage, withPage } from './line-paging';
import type { QueryValues } from './line-view';

/**
 * A game page names its game in the title (the SEO module's page data is per route, not per
 * game): "Arsenal — Chelsea: betting odds and live score". Other pages keep their metadata.
 */
export async function withGameTitle(
  lng: string,
  match: RouteMatch,
  metadata: Metadata,
): Promise<Metadata> {
  const id = idOfSegment(match.params.game);
  if (id === null) return metadata;
  const game = await getGame(lng, id).catch(() => null);
  if (!game) return metadata;
  const t = await getTranslations({ locale: lng, namespace: 'line' });
  const title = t('gameTitle', { home: game.opponents[0], away: game.opponents[1] });
  return { ...metadata, title, openGraph: { ...metadata.openGraph, title } };
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
