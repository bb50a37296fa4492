import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getGame } from '@/server/line/line-api';
import type { RouteMatch } from '@/server/routes/match';
import { idOfSegment } from './line-paths';

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
