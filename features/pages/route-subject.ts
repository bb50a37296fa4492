import 'server-only';
import { disciplinesOf } from '@/features/line/esports';
import { idOfSegment } from '@/features/line/line-paths';
import { getChamps, getGame } from '@/server/line/line-api';
import { log } from '@/server/log';
import type { RouteMatch } from '@/server/routes/match';
import type { Stream } from '@/server/upstream/schemas/line';
import { areaOf } from './areas';

const STREAMS: readonly Stream[] = ['line', 'live'];

function streamsOf(match: RouteMatch): readonly Stream[] {
  const section = match.params.section;
  return section === 'line' || section === 'live' ? [section] : STREAMS;
}

async function champName(lng: string, match: RouteMatch, id: number): Promise<string | null> {
  for (const stream of streamsOf(match)) {
    const champ = (await getChamps(lng, stream)).find((item) => item.id === id);
    if (champ) return champ.name;
  }
  return null;
}

async function disciplineName(lng: string, slug: string): Promise<string | null> {
  const champs = (await Promise.all(STREAMS.map((stream) => getChamps(lng, stream)))).flat();
  return disciplinesOf(champs).find((item) => item.slug === slug)?.name ?? null;
}

/**
 * The name of the entity a page is about, from the line, where the page has one: a game
 * ("Nottingham Forest — Brentford"), a championship, an esports discipline. Null when the page
 * names no such entity or the line does not answer (the heading then shows the route's words).
 */
export async function entityNameOf(lng: string, match: RouteMatch): Promise<string | null> {
  const { game, champ, discipline } = match.params;
  const area = areaOf(match.entry.id);
  try {
    if (area === 'casino' || area === 'bonusGames') {
      // The casino and bonus-games pages name their game, section or provider from the catalogue.
      const { casinoEntityName } = await import('@/features/casino/casino-metadata');
      return await casinoEntityName(lng, match);
    }
    if (['promotion', 'bonusRules', 'bonusRulesOffers', 'rules'].includes(match.entry.id)) {
      // Promotions and rules chapters are named as the CMS titles them.
      const { cmsEntityName } = await import('@/features/promotions/promotion-metadata');
      return await cmsEntityName(lng, match);
    }
    const gameId = idOfSegment(game);
    if (gameId !== null) {
      const found = await getGame(lng, gameId);
      return found ? `${found.opponents[0]} — ${found.opponents[1]}` : null;
    }
    const champId = idOfSegment(champ);
    if (champId !== null) return await champName(lng, match, champId);
    if (discipline) return await disciplineName(lng, discipline);
  } catch (error) {
    log.error('page entity name failed', { error, route: match.entry.id });
  }
  return null;
}
