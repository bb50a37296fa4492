import 'server-only';
import { disciplinesOf, idOfSegment } from '@/features/line';
import { isHomePageType } from '@/features/home';
import { getChamps, getGame, getOfferedSports } from '@/server/line/line-api';
import { log } from '@/server/log';
import type { RouteMatch } from '@/server/routes/match';
import type { Stream } from '@/server/upstream/schemas/line';
import { BONUS_ENTITY_ROUTES } from '@/features/bonuses';
import { lottoSlugSchema } from '@/server/upstream/schemas/lotto';
import { totoSlugSchema } from '@/server/upstream/schemas/toto';
import { getTranslations } from 'next-intl/server';
import { areaOf } from './areas';

const STREAMS: readonly Stream[] = ['line', 'live'];
const CMS_NAMED_ROUTES: readonly string[] = [
  'promotion',
  'bonusRules',
  'bonusRulesOffers',
  'rules',
  'footballChampionsRules',
  'ourPartners',
  'bettingAlphabet',
  'token',
];

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

/** A sport by its slug, as the line names it in the page's language. */
async function sportName(lng: string, match: RouteMatch, slug: string): Promise<string | null> {
  for (const stream of streamsOf(match)) {
    const sport = (await getOfferedSports(lng, stream)).find((item) => item.slug === slug);
    if (sport) return sport.name;
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
    if (BONUS_ENTITY_ROUTES[match.entry.id]) {
      // The bonus pages are named as the CMS titles their offer, tournament or landing.
      const { bonusEntityName } = await import('@/features/bonuses/bonus-metadata');
      return await bonusEntityName(lng, match);
    }
    if (area === 'casino' || area === 'bonusGames') {
      // The casino and bonus-games pages name their game, section or provider from the catalogue.
      const { casinoEntityName } = await import('@/features/casino/casino-metadata');
      return await casinoEntityName(lng, match);
    }
    if (match.entry.id === 'news') {
      // A news article is named by its title, never its slug.
      const { newsEntityName } = await import('@/features/feeds/news/feeds-metadata');
      return await newsEntityName(lng, match);
    }
    if (match.entry.id === 'toto' || match.entry.id === 'totoTab' || match.entry.id === 'lotto') {
      // A toto or a lottery is named as the draws service names it, a toto's tab by its label.
      return await drawsEntityName(lng, match);
    }
    if (CMS_NAMED_ROUTES.includes(match.entry.id)) {
      // Promotions, rules chapters, tabs and glossary terms are named as the CMS titles them.
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
    if (match.entry.id === 'homePageType' && isHomePageType(match.params.pageType)) {
      const t = await getTranslations('homeEvents');
      return t(`pageTypes.${match.params.pageType}`);
    }
    if (match.params.sport) return await sportName(lng, match, match.params.sport);
  } catch (error) {
    log.error('page entity name failed', { error, route: match.entry.id });
  }
  return null;
}

async function drawsEntityName(lng: string, match: RouteMatch): Promise<string | null> {
  const { totoSection, tab, sectionName, lottoId } = match.params;
  const { getLottery, getToto } = await import('@/server/draws/site-draws');
  if (match.entry.id === 'lotto') {
    if (lottoId && lottoSlugSchema.safeParse(lottoId).success) {
      return (await getLottery(lottoId, lng))?.name ?? null;
    }
    const t = await getTranslations('lotto');
    return sectionName && t.has(`tabs.${sectionName}`) ? t(`tabs.${sectionName}`) : null;
  }
  if (!totoSection || !totoSlugSchema.safeParse(totoSection).success) return null;
  const name = (await getToto(totoSection, lng))?.toto.name ?? null;
  if (!name || !tab) return name;
  const t = await getTranslations('toto');
  return t.has(`tabs.${tab}`) ? `${name} — ${t(`tabs.${tab}`)}` : name;
}
