/**
 * Where each bonus page lives (spec 01 §2 "Promotions and bonus pages", "Casino and games"
 * bonus/casino/…), and the tournament status a page shows. Pure: pages and tests share it.
 */
import type { RouteMatch } from '@/server/routes/match';

/** The routes whose page names one CMS bonus entity, and the param naming it. */
export const BONUS_ENTITY_ROUTES: Readonly<Record<string, string>> = {
  bonusPartner: 'id',
  bonusPartnerOffers: 'id',
  bonusGames: 'id',
  bonusGamesOffers: 'id',
  bonusCasinoItem: 'id',
  bonusCasinoPromotion: 'id',
  bonusCasinoTournament: 'id',
  gamesLanding: 'landingRoute',
  bonusLanding: 'landingId',
};

export function bonusRefOf(match: RouteMatch): string | null {
  const param = BONUS_ENTITY_ROUTES[match.entry.id];
  return param ? (match.params[param] ?? null) : null;
}

export function casinoBonusPath(lng: string, slug: string): string {
  return `/${lng}/bonus/casino/${encodeURIComponent(slug)}`;
}

export function casinoPromotionPath(lng: string, slug: string): string {
  return `/${lng}/bonus/casino/promotions/${encodeURIComponent(slug)}`;
}

export function tournamentPath(lng: string, slug: string): string {
  return `/${lng}/bonus/casino/tournaments/${encodeURIComponent(slug)}`;
}

/**
 * The bonus rules page of the route-name variant the page itself uses (bonus/{id} or
 * bonus-offer/{id}): the site setting picks one, the other only redirects (spec 01 §2).
 */
export function bonusRulesPath(lng: string, match: RouteMatch, id: string): string {
  const rules = match.entry.variant === 'bonuses-offers' ? 'bonus-offer' : 'bonus';
  return `/${lng}/${rules}/${encodeURIComponent(id)}`;
}

export type TournamentStatus = 'upcoming' | 'running' | 'finished';

export function tournamentStatus(
  tournament: { startsAt: string; endsAt: string },
  now: number,
): TournamentStatus {
  if (now < Date.parse(tournament.startsAt)) return 'upcoming';
  return now <= Date.parse(tournament.endsAt) ? 'running' : 'finished';
}

/** `?page=` of a games list: a whole number from 1, else the first page. */
export function pageOf(query: Record<string, string | string[] | undefined> | undefined): number {
  const raw = query?.page;
  const value = Array.isArray(raw) ? raw[0] : raw;
  return value && /^[1-9]\d{0,3}$/.test(value) ? Number(value) : 1;
}
