import type { Champ, Game, Market, Outcome } from '@/server/upstream/schemas/line';

let nextOutcomeId = 1;

/** An outcome of the given market kind and type, priced at coef. */
export function outcome(
  kind: Outcome['kind'],
  typeId: Outcome['typeId'],
  name: string,
  coef: number,
  param: number | null = null,
): Outcome {
  return {
    id: nextOutcomeId++,
    gameId: 1,
    sportId: 1,
    champId: 101,
    sportName: 'Football',
    champName: 'Premier League',
    opponents: ['Arsenal', 'Chelsea'],
    typeId,
    kind,
    marketName: 'Market',
    name,
    param,
    coef,
    isLive: false,
    isBlocked: false,
  };
}

export function market(id: Market['id'], outcomes: Outcome[]): Market {
  return { id, name: `Market ${id}`, outcomes };
}

export function game(overrides: Partial<Game> = {}): Game {
  return {
    id: 1,
    sportId: 1,
    champId: 101,
    sportName: 'Football',
    champName: 'Premier League',
    opponents: ['Arsenal', 'Chelsea'],
    sportSlug: 'football',
    champSlug: 'premier-league',
    teamSlugs: ['arsenal', 'chelsea'],
    startTime: '2026-11-22T12:30:00.000Z',
    status: 'prematch',
    isLive: false,
    isRecommended: false,
    score: null,
    period: null,
    periodNumber: null,
    timeSeconds: null,
    statusText: 'Not started',
    markets: [],
    ...overrides,
  };
}

export function champ(id: number, country: string, sportId = 1): Champ {
  return {
    id,
    sportId,
    name: `Champ ${id}`,
    slug: `champ-${id}`,
    country: { id: country.length, code: country, name: country.toUpperCase() },
    isTop: false,
    gameCount: 1,
  };
}
