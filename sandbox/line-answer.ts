/**
 * Line records turned into the answers of the line API (server/upstream/schemas/line.ts), with
 * every name in the asked language: Russian for `ru`, English otherwise.
 */
import type { Champ, Game, Market, MarketKind, Outcome, Sport } from '@contract/line';
import { LONG_TERM_SPORT_ID, MARKET_KINDS, MAX_GAME_EVENTS, OUTCOME_TYPES } from '@contract/line';
import type { LocalName } from './line-catalog';
import { SPORT_PROFILES } from './line-catalog';
import { periodNumber } from './line-game';
import { slugify } from './line-slug';
import type {
  ChampRecord,
  CountryRecord,
  GameEventRecord,
  GameRecord,
  LineStore,
  OutcomeRecord,
  SportRecord,
} from './line-store';

export type Lang = 'en' | 'ru';

export function answerLang(lang: string | undefined): Lang {
  return lang === 'ru' ? 'ru' : 'en';
}

function named(name: LocalName, lang: Lang): string {
  return lang === 'ru' ? (name.ru ?? name.en) : name.en;
}

const MARKET_NAMES: Record<MarketKind, { en: string; ru: string }> = {
  [MARKET_KINDS.result]: { en: 'Match result', ru: 'Исход матча' },
  [MARKET_KINDS.winner]: { en: 'Winner', ru: 'Победитель' },
  [MARKET_KINDS.doubleChance]: { en: 'Double chance', ru: 'Двойной шанс' },
  [MARKET_KINDS.total]: { en: 'Total', ru: 'Тотал' },
  [MARKET_KINDS.handicap]: { en: 'Handicap', ru: 'Фора' },
  [MARKET_KINDS.bothTeamsToScore]: { en: 'Both teams to score', ru: 'Обе забьют' },
  [MARKET_KINDS.longTerm]: { en: 'Outright', ru: 'Итоговый победитель' },
};

const FIXED_OUTCOME_NAMES: Partial<Record<number, { en: string; ru: string }>> = {
  [OUTCOME_TYPES.home]: { en: '1', ru: '1' },
  [OUTCOME_TYPES.draw]: { en: 'X', ru: 'X' },
  [OUTCOME_TYPES.away]: { en: '2', ru: '2' },
  [OUTCOME_TYPES.homeOrDraw]: { en: '1X', ru: '1X' },
  [OUTCOME_TYPES.homeOrAway]: { en: '12', ru: '12' },
  [OUTCOME_TYPES.drawOrAway]: { en: 'X2', ru: 'X2' },
  [OUTCOME_TYPES.bothScoreYes]: { en: 'Yes', ru: 'Да' },
  [OUTCOME_TYPES.bothScoreNo]: { en: 'No', ru: 'Нет' },
};

function signed(value: number): string {
  return value > 0 ? `+${value}` : String(value);
}

function outcomeName(outcome: OutcomeRecord, lang: Lang): string {
  const fixed = FIXED_OUTCOME_NAMES[outcome.typeId];
  if (fixed !== undefined) return fixed[lang];
  const param = outcome.param ?? 0;
  switch (outcome.typeId) {
    case OUTCOME_TYPES.handicapHome:
      return `1 (${signed(param)})`;
    case OUTCOME_TYPES.handicapAway:
      return `2 (${signed(param)})`;
    case OUTCOME_TYPES.over:
      return `${lang === 'ru' ? 'Больше' : 'Over'} ${param}`;
    case OUTCOME_TYPES.under:
      return `${lang === 'ru' ? 'Меньше' : 'Under'} ${param}`;
    default:
      return outcome.competitor === null ? '?' : named(outcome.competitor, lang);
  }
}

function ordinal(value: number, lang: Lang, feminine: boolean): string {
  if (lang === 'ru') return `${value}-${feminine ? 'я' : 'й'}`;
  const suffix = value === 1 ? 'st' : value === 2 ? 'nd' : value === 3 ? 'rd' : 'th';
  return `${value}${suffix}`;
}

function twoDigits(value: number): string {
  return String(value).padStart(2, '0');
}

interface LiveView {
  period: string | null;
  periodNumber: number | null;
  timeSeconds: number | null;
  statusText: string;
}

const STATUS_TEXTS = {
  prematch: { en: 'Not started', ru: 'Не начался' },
  finished: { en: 'Finished', ru: 'Завершён' },
} as const;

function liveView(game: GameRecord, lang: Lang): LiveView {
  const profile = SPORT_PROFILES.get(game.sportId);
  const number = periodNumber(game);
  if (game.status !== 'live' || profile === undefined || number === null) {
    const text = game.status === 'finished' ? STATUS_TEXTS.finished : STATUS_TEXTS.prematch;
    return { period: null, periodNumber: null, timeSeconds: null, statusText: text[lang] };
  }
  const period = `${ordinal(number, lang, profile.period.ruFeminine)} ${profile.period[lang]}`;
  const fullTime = profile.periods * profile.periodSeconds;
  const clock = Math.min(game.elapsedSeconds, fullTime);
  let statusText = period;
  if (profile.clock === 'minute') {
    statusText = `${period}, ${Math.min(Math.floor(clock / 60) + 1, fullTime / 60)}'`;
  } else if (profile.clock === 'period-clock') {
    const inPeriod = Math.min(clock - (number - 1) * profile.periodSeconds, profile.periodSeconds);
    statusText = `${period}, ${twoDigits(Math.floor(inPeriod / 60))}:${twoDigits(inPeriod % 60)}`;
  }
  return {
    period,
    periodNumber: number,
    timeSeconds: profile.clock === 'none' ? null : clock,
    statusText,
  };
}

/** The names an answer needs, read once per request. */
export interface LineNames {
  sports: Map<number, SportRecord>;
  champs: Map<number, ChampRecord>;
  countries: Map<number, CountryRecord>;
}

export function lineNames(line: LineStore): LineNames {
  return {
    sports: new Map(line.listSports().map((sport) => [sport.id, sport])),
    champs: new Map(line.listChamps().map((champ) => [champ.id, champ])),
    countries: new Map(line.listCountries().map((country) => [country.id, country])),
  };
}

function nameOf(map: Map<number, { name: LocalName }>, id: number, lang: Lang): string {
  const record = map.get(id);
  return record === undefined ? String(id) : named(record.name, lang);
}

export function toOutcome(
  outcome: OutcomeRecord,
  game: GameRecord,
  names: LineNames,
  lang: Lang,
): Outcome {
  return {
    id: outcome.id,
    gameId: game.id,
    sportId: game.sportId,
    champId: game.champId,
    sportName: nameOf(names.sports, game.sportId, lang),
    champName: nameOf(names.champs, game.champId, lang),
    opponents: [named(game.home, lang), named(game.away, lang)],
    typeId: outcome.typeId,
    kind: outcome.kind,
    marketName: marketName(outcome.kind, game, lang),
    name: outcomeName(outcome, lang),
    param: outcome.param,
    coef: outcome.coef,
    isLive: game.status === 'live',
    isBlocked: outcome.blockedBy !== null || game.status === 'finished',
  };
}

function marketName(kind: MarketKind, game: GameRecord, lang: Lang): string {
  // A long-term market is named by what is bet on: Winner, Champion, …
  return kind === MARKET_KINDS.longTerm ? named(game.away, lang) : MARKET_NAMES[kind][lang];
}

/** The slugs of a match's two sides (what `team` selects on). */
export function teamSlugs(game: Pick<GameRecord, 'home' | 'away'>): [string, string] {
  return [slugify(game.home.en), slugify(game.away.en)];
}

/**
 * A live game's last scoring plays, newest first, each told when as the game's state line was
 * then (the clock and the score just before it).
 */
function eventsOf(
  game: GameRecord,
  events: readonly GameEventRecord[],
  lang: Lang,
): Pick<Game, 'events'> {
  if (game.status !== 'live') return {};
  return {
    events: events.slice(0, MAX_GAME_EVENTS).map((event) => {
      const before = { ...event.score, [event.side]: event.score[event.side] - event.points };
      const then = { ...game, elapsedSeconds: event.elapsedSeconds, score: before };
      return {
        when: liveView(then, lang).statusText,
        side: event.side,
        points: event.points,
        score: event.score,
      };
    }),
  };
}

export function toGame(
  game: GameRecord,
  outcomes: readonly OutcomeRecord[],
  names: LineNames,
  lang: Lang,
  events: readonly GameEventRecord[] = [],
): Game {
  const markets: Market[] = [];
  for (const outcome of outcomes) {
    let market = markets.find((candidate) => candidate.id === outcome.kind);
    if (market === undefined) {
      market = { id: outcome.kind, name: marketName(outcome.kind, game, lang), outcomes: [] };
      markets.push(market);
    }
    market.outcomes.push(toOutcome(outcome, game, names, lang));
  }
  return {
    id: game.id,
    sportId: game.sportId,
    champId: game.champId,
    sportName: nameOf(names.sports, game.sportId, lang),
    champName: nameOf(names.champs, game.champId, lang),
    opponents: [named(game.home, lang), named(game.away, lang)],
    sportSlug: names.sports.get(game.sportId)?.slug ?? String(game.sportId),
    champSlug: slugify(names.champs.get(game.champId)?.name.en ?? String(game.champId)),
    teamSlugs: game.sportId === LONG_TERM_SPORT_ID ? null : teamSlugs(game),
    startTime: new Date(game.startTime).toISOString(),
    status: game.status,
    isLive: game.status === 'live',
    isRecommended: game.isRecommended,
    score: game.score,
    ...liveView(game, lang),
    markets,
    ...mediaOf(game),
    ...eventsOf(game, events, lang),
  };
}

/**
 * A few live games carry a video or a game zone (docs/upstream-contract.md "Game media"): an even
 * id has a video, an id divisible by 3 a zone, so some have both and most have none.
 */
export function mediaOf(game: Pick<GameRecord, 'id' | 'status'>): Pick<Game, 'media'> {
  if (game.status !== 'live') return {};
  const media = {
    ...(game.id % 2 === 0 ? { videoId: `v${game.id}` } : {}),
    ...(game.id % 3 === 0 ? { zoneId: `z${game.id}` } : {}),
  };
  return Object.keys(media).length > 0 ? { media } : {};
}

/** spec 01 §7: the sports list by English name, long-term bets (2999) last. */
export function compareSports(a: SportRecord, b: SportRecord): number {
  if (a.id === LONG_TERM_SPORT_ID || b.id === LONG_TERM_SPORT_ID) {
    return Number(a.id === LONG_TERM_SPORT_ID) - Number(b.id === LONG_TERM_SPORT_ID);
  }
  return a.name.en.localeCompare(b.name.en, 'en');
}

export function toSport(sport: SportRecord, gameCount: number, lang: Lang): Sport {
  return {
    id: sport.id,
    name: named(sport.name, lang),
    nameEn: sport.name.en,
    slug: sport.slug,
    gameCount,
  };
}

export function toChamp(
  champ: ChampRecord,
  names: LineNames,
  gameCount: number,
  lang: Lang,
): Champ {
  const country = names.countries.get(champ.countryId);
  return {
    id: champ.id,
    sportId: champ.sportId,
    name: named(champ.name, lang),
    slug: slugify(champ.name.en),
    country: {
      id: champ.countryId,
      code: country?.code ?? 'world',
      name: country === undefined ? '' : named(country.name, lang),
    },
    isTop: champ.isTop,
    gameCount,
  };
}
