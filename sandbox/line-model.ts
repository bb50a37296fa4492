/**
 * How the sandbox prices its line: a forecast of each game's final score from the two sides'
 * strengths and the score so far, turned into coefficients with the game's margin (5–7 %).
 * Everything random here draws from a seeded generator, so a seed and a run of live ticks give
 * the same line every time.
 */
import { z } from 'zod';
import type { MarketKind, OutcomeTypeId, Score } from '@contract/line';
import { MARKET_KINDS, OUTCOME_TYPES } from '@contract/line';
import type { SportProfile } from './line-catalog';

export type Rng = () => number;

/** A small fast generator (mulberry32) over a 32-bit state. */
export function seededRng(seed: number): Rng {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

/** One 32-bit seed from several integers. */
export function mixSeed(...values: number[]): number {
  let hash = 0x811c9dc5;
  for (const value of values) {
    hash = Math.imul(hash ^ (value & 0xffff), 0x01000193);
    hash = Math.imul(hash ^ Math.floor(value / 0x10000), 0x01000193);
  }
  return hash >>> 0;
}

export function randomInt(rng: Rng, below: number): number {
  return Math.min(below - 1, Math.floor(rng() * below));
}

export function pick<T>(rng: Rng, list: readonly T[]): T {
  const item = list[randomInt(rng, list.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

/** A standard normal draw (Box–Muller). */
export function gaussian(rng: Rng): number {
  const u = Math.max(rng(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng());
}

export function poissonDraw(rng: Rng, mean: number): number {
  const limit = Math.exp(-mean);
  let count = 0;
  let product = rng();
  while (product > limit) {
    count += 1;
    product *= rng();
  }
  return count;
}

/** Φ(x), the standard normal distribution function (Abramowitz–Stegun 7.1.26, error < 1.5e-7). */
export function normalCdf(x: number): number {
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * z);
  const poly =
    t *
    (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-z * z);
  return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

function logistic(x: number): number {
  return 1 / (1 + Math.exp(-x));
}

/**
 * What a game is priced from. `drift` wanders a little on every live tick (mean-reverting) and
 * leans the game towards one side: positive favours home.
 */
export const gameModelSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('goals'),
    lambdaHome: z.number().positive(),
    lambdaAway: z.number().positive(),
    drift: z.number(),
    margin: z.number().min(0).max(0.5),
  }),
  z.object({
    type: z.literal('points'),
    meanHome: z.number().positive(),
    meanAway: z.number().positive(),
    sd: z.number().positive(),
    drift: z.number(),
    margin: z.number().min(0).max(0.5),
  }),
  z.object({
    type: z.literal('sets'),
    setWin: z.number().gt(0).lt(1),
    bestOf: z.number().int().positive(),
    unitBase: z.number().positive(),
    unitSpread: z.number().positive(),
    drift: z.number(),
    margin: z.number().min(0).max(0.5),
  }),
  z.object({ type: z.literal('longTerm'), margin: z.number().min(0).max(0.5) }),
]);
export type GameModel = z.infer<typeof gameModelSchema>;
export type MatchModel = Exclude<GameModel, { type: 'longTerm' }>;

/** A game's margin: 5 to 7 %. */
export function drawMargin(rng: Rng): number {
  return Math.round((0.05 + rng() * 0.02) * 1000) / 1000;
}

/** The model of a match between sides of strength 0…1 (from their places in the catalogue). */
export function buildMatchModel(
  profile: SportProfile,
  strengthHome: number,
  strengthAway: number,
  margin: number,
  unitPerSet?: { base: number; spread: number },
): MatchModel {
  const gap = strengthHome - strengthAway;
  switch (profile.model) {
    case 'goals':
      return {
        type: 'goals',
        lambdaHome:
          (profile.base / 2) * Math.exp((profile.strengthEffect * gap) / 2 + profile.homeAdvantage),
        lambdaAway: (profile.base / 2) * Math.exp((-profile.strengthEffect * gap) / 2),
        drift: 0,
        margin,
      };
    case 'points': {
      const lean = (profile.strengthEffect * gap + profile.homeAdvantage) / 2;
      return {
        type: 'points',
        meanHome: profile.base / 2 + lean,
        meanAway: profile.base / 2 - lean,
        sd: profile.spread,
        drift: 0,
        margin,
      };
    }
    case 'sets':
      return {
        type: 'sets',
        setWin: logistic(profile.strengthEffect * gap + profile.homeAdvantage),
        bestOf: profile.periods,
        unitBase: unitPerSet?.base ?? profile.base,
        unitSpread: unitPerSet?.spread ?? profile.spread,
        drift: 0,
        margin,
      };
  }
}

/** Game seconds a match with a clock lasts; sets sports end on sets instead. */
export function matchSeconds(profile: SportProfile): number {
  return profile.periods * profile.periodSeconds;
}

export function setsToWin(bestOf: number): number {
  return Math.floor(bestOf / 2) + 1;
}

/** The chance of a set for the home side, drift included. */
export function currentSetWin(model: Extract<GameModel, { type: 'sets' }>): number {
  return logistic(Math.log(model.setWin / (1 - model.setWin)) + model.drift);
}

/** Expected goals or points per side over the whole match, drift included. */
export function currentMeans(model: Extract<GameModel, { type: 'goals' | 'points' }>): {
  home: number;
  away: number;
} {
  if (model.type === 'goals') {
    return {
      home: model.lambdaHome * Math.exp(model.drift),
      away: model.lambdaAway * Math.exp(-model.drift),
    };
  }
  const lean = (model.drift * model.sd) / 2;
  return { home: model.meanHome + lean, away: Math.max(1, model.meanAway - lean) };
}

/** The distribution of a game's final result, as the markets need it. */
export interface Forecast {
  /** P(final home − away > x). */
  diffAbove(x: number): number;
  /** P(final home − away = x). */
  diffEquals(x: number): number;
  /** P(final total > line), in the sport's unit. */
  totalAbove(line: number): number;
  /** P(both sides score at least once). */
  bothScore(): number;
  expectedDiff(): number;
  expectedTotal(): number;
}

export interface MatchState {
  score: Score;
  /** Game seconds since the start. */
  elapsedSeconds: number;
}

type Distribution = Map<number, number>;

function addTo(distribution: Distribution, key: number, probability: number): void {
  distribution.set(key, (distribution.get(key) ?? 0) + probability);
}

function sumWhere(distribution: Distribution, keep: (key: number) => boolean): number {
  let total = 0;
  for (const [key, probability] of distribution) if (keep(key)) total += probability;
  return total;
}

function mean(distribution: Distribution): number {
  let total = 0;
  for (const [key, probability] of distribution) total += key * probability;
  return total;
}

function poissonPmfs(lambda: number): number[] {
  const max = Math.ceil(lambda + 8 * Math.sqrt(lambda) + 8);
  const pmfs = [Math.exp(-lambda)];
  for (let k = 1; k <= max; k++) pmfs.push(((pmfs[k - 1] ?? 0) * lambda) / k);
  return pmfs;
}

function goalsForecast(
  model: Extract<GameModel, { type: 'goals' }>,
  state: MatchState,
  remaining: number,
  drawBoost: number,
): Forecast {
  const means = currentMeans(model);
  const home = poissonPmfs(means.home * remaining);
  const away = poissonPmfs(means.away * remaining);
  const diff: Distribution = new Map();
  const total: Distribution = new Map();
  let bothScore = 0;
  // Level scores are likelier than two independent Poisson counts say (ice hockey most of all).
  let mass = 0;
  for (const [i, pHome] of home.entries()) {
    const j = state.score.home + i - state.score.away;
    mass += pHome * (away[j] ?? 0) * (drawBoost - 1);
  }
  for (const [i, pHome] of home.entries()) {
    for (const [j, pAway] of away.entries()) {
      const level = state.score.home + i === state.score.away + j;
      const p = (pHome * pAway * (level ? drawBoost : 1)) / (1 + mass);
      const finalHome = state.score.home + i;
      const finalAway = state.score.away + j;
      addTo(diff, finalHome - finalAway, p);
      addTo(total, finalHome + finalAway, p);
      if (finalHome > 0 && finalAway > 0) bothScore += p;
    }
  }
  return {
    diffAbove: (x) => sumWhere(diff, (d) => d > x),
    diffEquals: (x) => diff.get(x) ?? 0,
    totalAbove: (line) => sumWhere(total, (sum) => sum > line),
    bothScore: () => bothScore,
    expectedDiff: () => mean(diff),
    expectedTotal: () => mean(total),
  };
}

function pointsForecast(
  model: Extract<GameModel, { type: 'points' }>,
  state: MatchState,
  remaining: number,
): Forecast {
  const means = currentMeans(model);
  const diffMean = state.score.home - state.score.away + (means.home - means.away) * remaining;
  const totalMean = state.score.home + state.score.away + (means.home + means.away) * remaining;
  // Two independent sides of equal spread: the difference and the sum are independent normals.
  const sd = Math.max(0.3, model.sd * Math.SQRT2 * Math.sqrt(remaining));
  return {
    diffAbove: (x) => 1 - normalCdf((x - diffMean) / sd),
    diffEquals: () => 0,
    totalAbove: (line) => 1 - normalCdf((line - totalMean) / sd),
    bothScore: () => 1,
    expectedDiff: () => diffMean,
    expectedTotal: () => totalMean,
  };
}

function setsForecast(model: Extract<GameModel, { type: 'sets' }>, state: MatchState): Forecast {
  const toWin = setsToWin(model.bestOf);
  const p = currentSetWin(model);
  const finals: Distribution = new Map();
  const setCounts: Distribution = new Map();
  const walk = (home: number, away: number, probability: number) => {
    if (home >= toWin || away >= toWin) {
      addTo(finals, home - away, probability);
      addTo(setCounts, home + away, probability);
      return;
    }
    walk(home + 1, away, probability * p);
    walk(home, away + 1, probability * (1 - p));
  };
  walk(state.score.home, state.score.away, 1);
  const totalAbove = (line: number) => {
    let above = 0;
    for (const [sets, probability] of setCounts) {
      const sd = Math.sqrt(sets) * model.unitSpread;
      above += probability * (1 - normalCdf((line - sets * model.unitBase) / sd));
    }
    return above;
  };
  return {
    diffAbove: (x) => sumWhere(finals, (d) => d > x),
    diffEquals: (x) => finals.get(x) ?? 0,
    totalAbove,
    bothScore: () => 1,
    expectedDiff: () => mean(finals),
    expectedTotal: () => mean(setCounts) * model.unitBase,
  };
}

export function forecast(profile: SportProfile, model: MatchModel, state: MatchState): Forecast {
  const remaining = Math.max(0, 1 - state.elapsedSeconds / matchSeconds(profile));
  switch (model.type) {
    case 'goals':
      return goalsForecast(model, state, remaining, profile.drawBoost);
    case 'points':
      return pointsForecast(model, state, remaining);
    case 'sets':
      return setsForecast(model, state);
  }
}

/** What one outcome of a match market pays on. */
export interface OutcomeSpec {
  kind: MarketKind;
  typeId: OutcomeTypeId;
  /** Total line, or this side's own handicap. */
  param: number | null;
}

/** The chance of an outcome of a match (not a long-term one). */
export function outcomeProbability(spec: OutcomeSpec, outlook: Forecast): number {
  const param = spec.param ?? 0;
  const draw = outlook.diffEquals(0);
  const home = outlook.diffAbove(0);
  switch (spec.typeId) {
    case OUTCOME_TYPES.home:
      // 12 markets (no draw) split a tied forecast evenly.
      return spec.kind === MARKET_KINDS.winner ? home + draw / 2 : home;
    case OUTCOME_TYPES.draw:
      return draw;
    case OUTCOME_TYPES.away:
      return spec.kind === MARKET_KINDS.winner ? 1 - home - draw / 2 : 1 - home - draw;
    case OUTCOME_TYPES.homeOrDraw:
      return home + draw;
    case OUTCOME_TYPES.homeOrAway:
      return 1 - draw;
    case OUTCOME_TYPES.drawOrAway:
      return 1 - home;
    case OUTCOME_TYPES.handicapHome:
      return outlook.diffAbove(-param);
    case OUTCOME_TYPES.handicapAway:
      return 1 - outlook.diffAbove(param) - outlook.diffEquals(param);
    case OUTCOME_TYPES.over:
      return outlook.totalAbove(param);
    case OUTCOME_TYPES.under:
      return 1 - outlook.totalAbove(param);
    case OUTCOME_TYPES.bothScoreYes:
      return outlook.bothScore();
    case OUTCOME_TYPES.bothScoreNo:
      return 1 - outlook.bothScore();
    case OUTCOME_TYPES.competitor:
      throw new Error('a long-term outcome has no match forecast');
  }
}

export interface Price {
  coef: number;
  /** The outcome is as good as settled: too likely or too unlikely to take bets on. */
  isDecided: boolean;
}

const DECIDED_BELOW = 0.01;
const DECIDED_ABOVE = 0.99;
export const MIN_COEF = 1.01;
const MAX_MATCH_COEF = 100;
const MAX_LONG_TERM_COEF = 500;

export function roundCoef(coef: number, max = MAX_LONG_TERM_COEF): number {
  return Math.min(max, Math.max(MIN_COEF, Math.round(coef * 100) / 100));
}

/** A fair chance turned into a coefficient that keeps the margin. */
export function priceOf(probability: number, margin: number): Price {
  const p = Math.min(1, Math.max(0, probability));
  const isDecided = p <= DECIDED_BELOW || p >= DECIDED_ABOVE;
  const coef = p <= 0 ? MAX_MATCH_COEF : roundCoef(1 / (p * (1 + margin)), MAX_MATCH_COEF);
  return { coef, isDecided };
}

/** Long-term contenders by strength: each one's chance grows steeply with strength. */
export function longTermCoefs(strengths: readonly number[], margin: number): number[] {
  const weights = strengths.map((strength) => Math.exp(4 * strength));
  const sum = weights.reduce((total, weight) => total + weight, 0);
  return weights.map((weight) => roundCoef(1 / ((weight / sum) * (1 + margin))));
}

function halfLine(value: number): number {
  return Math.floor(value) + 0.5;
}

/**
 * The markets of a match, from its pre-match forecast: 1X2 or 12, double chance where a draw is
 * possible, three total lines around the expected total, two handicap lines nearest to even, and
 * both teams to score where the sport offers it. The lines stay fixed for the game's life.
 */
export function matchMarkets(
  profile: SportProfile,
  model: MatchModel,
  outlook: Forecast,
): OutcomeSpec[] {
  const specs: OutcomeSpec[] = [];
  const add = (kind: MarketKind, typeId: OutcomeTypeId, param: number | null = null) =>
    specs.push({ kind, typeId, param });

  if (profile.hasDraw) {
    add(MARKET_KINDS.result, OUTCOME_TYPES.home);
    add(MARKET_KINDS.result, OUTCOME_TYPES.draw);
    add(MARKET_KINDS.result, OUTCOME_TYPES.away);
    add(MARKET_KINDS.doubleChance, OUTCOME_TYPES.homeOrDraw);
    add(MARKET_KINDS.doubleChance, OUTCOME_TYPES.homeOrAway);
    add(MARKET_KINDS.doubleChance, OUTCOME_TYPES.drawOrAway);
  } else {
    add(MARKET_KINDS.winner, OUTCOME_TYPES.home);
    add(MARKET_KINDS.winner, OUTCOME_TYPES.away);
  }

  const centre = halfLine(outlook.expectedTotal());
  for (const line of [centre - profile.totalStep, centre, centre + profile.totalStep]) {
    if (line <= 0) continue;
    add(MARKET_KINDS.total, OUTCOME_TYPES.over, line);
    add(MARKET_KINDS.total, OUTCOME_TYPES.under, line);
  }

  for (const handicap of handicapLines(profile, model, outlook)) {
    add(MARKET_KINDS.handicap, OUTCOME_TYPES.handicapHome, handicap);
    add(MARKET_KINDS.handicap, OUTCOME_TYPES.handicapAway, -handicap);
  }

  if (profile.bothTeamsToScore) {
    add(MARKET_KINDS.bothTeamsToScore, OUTCOME_TYPES.bothScoreYes);
    add(MARKET_KINDS.bothTeamsToScore, OUTCOME_TYPES.bothScoreNo);
  }
  return specs;
}

/** Two home handicaps (half lines), the nearest to an even chance at least `handicapGap` apart. */
function handicapLines(profile: SportProfile, model: MatchModel, outlook: Forecast): number[] {
  let candidates: number[];
  if (model.type === 'sets') {
    // ±0.5 sets is the match winner; a side can lead by at most the sets it needs.
    const reach = setsToWin(model.bestOf) - 1;
    candidates = [];
    for (let lead = 1; lead <= reach; lead++) candidates.push(-lead - 0.5, lead + 0.5);
  } else {
    const centre = halfLine(-outlook.expectedDiff());
    // Whole steps keep every candidate a half line.
    const step = model.type === 'goals' ? 1 : Math.max(1, Math.round(profile.handicapGap / 4));
    candidates = [];
    for (let offset = -8; offset <= 8; offset++) candidates.push(centre + offset * step);
    // ±0.5 goals would repeat the 1X2 and double chance prices.
    if (model.type === 'goals')
      candidates = candidates.filter((handicap) => Math.abs(handicap) > 1);
  }
  const evenness = (handicap: number) => Math.abs(outlook.diffAbove(-handicap) - 0.5);
  const ordered = [...candidates].sort((a, b) => evenness(a) - evenness(b) || a - b);
  const first = ordered[0];
  if (first === undefined) return [];
  const second = ordered.find((handicap) => Math.abs(handicap - first) >= profile.handicapGap);
  return (second === undefined ? [first] : [first, second]).sort((a, b) => a - b);
}
