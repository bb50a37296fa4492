/**
 * Making games and keeping their prices true: a match gets its markets from its pre-match
 * forecast, and is priced again from its score and clock whenever the live state changes.
 */
import { MARKET_KINDS, OUTCOME_TYPES } from '@contract/line';
import type { ChampEntry, SportProfile } from './line-catalog';
import { sportProfile } from './line-catalog';
import type { MatchModel, MatchState, Rng } from './line-model';
import {
  buildMatchModel,
  drawMargin,
  forecast,
  longTermCoefs,
  matchMarkets,
  outcomeProbability,
  priceOf,
  setsToWin,
} from './line-model';
import type {
  BlockedBy,
  GameRecord,
  LineStore,
  NewGame,
  NewOutcome,
  OutcomeRecord,
} from './line-store';

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** Strength 0…1 of the team at `index` of a list ordered strongest first. */
export function strengthAt(index: number, count: number): number {
  return 1 - index / count;
}

/** Midnight UTC of the day of `time`. */
export function dayStart(time: number): number {
  return Math.floor(time / DAY_MS) * DAY_MS;
}

/** `HH:MM` as milliseconds after midnight. */
export function slotOffset(slot: string): number {
  const [hours = 0, minutes = 0] = slot.split(':').map(Number);
  return hours * HOUR_MS + minutes * MINUTE_MS;
}

export function matchState(game: Pick<GameRecord, 'score' | 'elapsedSeconds'>): MatchState {
  return { score: game.score ?? { home: 0, away: 0 }, elapsedSeconds: game.elapsedSeconds };
}

function matchModelOf(game: Pick<GameRecord, 'model' | 'id'>): MatchModel {
  if (game.model.type === 'longTerm') throw new Error(`game ${game.id} is a long-term game`);
  return game.model;
}

/** The period the game is in, from 1; null unless it is live. */
export function periodNumber(game: GameRecord): number | null {
  if (game.status !== 'live' || game.model.type === 'longTerm') return null;
  const profile = sportProfile(game.sportId);
  if (game.model.type === 'sets') {
    const played = (game.score?.home ?? 0) + (game.score?.away ?? 0);
    return Math.min(game.model.bestOf, played + 1);
  }
  return Math.min(profile.periods, Math.floor(game.elapsedSeconds / profile.periodSeconds) + 1);
}

export interface TeamPick {
  index: number;
  /** Form on the day, added to the strength from the list. */
  form: number;
}

export interface MatchPlan {
  champ: ChampEntry;
  home: TeamPick;
  away: TeamPick;
  startTime: number;
  status: 'prematch' | 'live';
  isRecommended: boolean;
  /** Live games: the state they are in. */
  state?: MatchState;
}

/** A match with its markets, priced for its state. */
export function buildMatch(plan: MatchPlan, rng: Rng): { game: NewGame; outcomes: NewOutcome[] } {
  const { champ } = plan;
  const profile = sportProfile(champ.sportId);
  const count = champ.teams.length;
  const model = buildMatchModel(
    profile,
    strengthAt(plan.home.index, count) + plan.home.form,
    strengthAt(plan.away.index, count) + plan.away.form,
    drawMargin(rng),
    champ.unitPerSet,
  );
  const state = plan.state ?? { score: { home: 0, away: 0 }, elapsedSeconds: 0 };
  const outlook = forecast(profile, model, state);
  // A game already in play opens its lines around its current state, as a live line does.
  const specs = matchMarkets(profile, model, outlook);
  const outcomes = specs.map((spec): NewOutcome => {
    const price = priceOf(outcomeProbability(spec, outlook), model.margin);
    return {
      ...spec,
      competitor: null,
      coef: price.coef,
      blockedBy: plan.status === 'live' && price.isDecided ? 'decided' : null,
    };
  });
  const team = (pick: TeamPick) => champ.teams[pick.index] ?? { en: `Team ${pick.index + 1}` };
  return {
    game: {
      sportId: champ.sportId,
      champId: champ.id,
      home: team(plan.home),
      away: team(plan.away),
      startTime: plan.startTime,
      status: plan.status,
      isRecommended: plan.isRecommended,
      score: plan.status === 'live' ? state.score : null,
      elapsedSeconds: plan.status === 'live' ? state.elapsedSeconds : 0,
      model,
    },
    outcomes,
  };
}

/** Two different teams of the championship, each with a little form. */
export function drawTeams(rng: Rng, count: number): { home: TeamPick; away: TeamPick } {
  const home = Math.floor(rng() * count);
  const away = (home + 1 + Math.floor(rng() * (count - 1))) % count;
  return {
    home: { index: home, form: (rng() - 0.5) * 0.1 },
    away: { index: away, form: (rng() - 0.5) * 0.1 },
  };
}

export interface LongTermPlan {
  sportId: number;
  champId: number;
  event: { en: string; ru: string };
  subject: { en: string; ru: string };
  contenders: ChampEntry['teams'];
  /** Strength list length the contenders come from. */
  fieldSize: number;
  startTime: number;
}

/** A long-term game: one market (kind 7) naming the winner among the contenders. */
export function buildLongTerm(
  plan: LongTermPlan,
  rng: Rng,
): { game: NewGame; outcomes: NewOutcome[] } {
  const margin = drawMargin(rng);
  const strengths = plan.contenders.map(
    (_, index) => strengthAt(index, plan.fieldSize) + (rng() - 0.5) * 0.05,
  );
  const coefs = longTermCoefs(strengths, margin);
  return {
    game: {
      sportId: plan.sportId,
      champId: plan.champId,
      home: plan.event,
      away: plan.subject,
      startTime: plan.startTime,
      status: 'prematch',
      isRecommended: false,
      score: null,
      elapsedSeconds: 0,
      model: { type: 'longTerm', margin },
    },
    outcomes: plan.contenders.map((contender, index) => ({
      kind: MARKET_KINDS.longTerm,
      typeId: OUTCOME_TYPES.competitor,
      param: null,
      competitor: contender,
      coef: coefs[index] ?? 500,
      blockedBy: null,
    })),
  };
}

export interface RepriceOptions {
  /** Outcomes to suspend for this tick. */
  suspend?: (outcome: OutcomeRecord) => boolean;
}

/**
 * Prices a live game's outcomes from its state and sets their blocks: a control block stays, an
 * outcome as good as settled is `decided`, the suspended ones are `suspended`, the rest are open.
 */
export function repriceGame(line: LineStore, game: GameRecord, options: RepriceOptions = {}): void {
  const outcomes = line.outcomesOfGames([game.id]).get(game.id) ?? [];
  if (game.status === 'finished') {
    for (const outcome of outcomes) line.setOutcomePrice(outcome.id, outcome.coef, 'finished');
    return;
  }
  if (game.status !== 'live') return;
  const profile = sportProfile(game.sportId);
  const model = matchModelOf(game);
  const outlook = forecast(profile, model, matchState(game));
  for (const outcome of outcomes) {
    const price = priceOf(outcomeProbability(outcome, outlook), model.margin);
    let blockedBy: BlockedBy | null = null;
    if (outcome.blockedBy === 'control') blockedBy = 'control';
    else if (price.isDecided) blockedBy = 'decided';
    else if (options.suspend?.(outcome) === true) blockedBy = 'suspended';
    line.setOutcomePrice(outcome.id, price.coef, blockedBy);
  }
}

/** Whether a live game has reached its end: the clock ran out, or a side won enough sets. */
export function isOver(profile: SportProfile, game: GameRecord): boolean {
  const model = matchModelOf(game);
  if (model.type === 'sets') {
    const toWin = setsToWin(model.bestOf);
    return (game.score?.home ?? 0) >= toWin || (game.score?.away ?? 0) >= toWin;
  }
  return game.elapsedSeconds >= profile.periods * profile.periodSeconds;
}
