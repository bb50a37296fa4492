/**
 * The line API's codes (spec 02 §3 "Time filter values", "Coupon bet" kind and typeId; spec 01
 * §7; docs/upstream-contract.md "Line API"), without zod: the odds tables in the pages' scripts
 * read them, and the schemas in line.ts build on them.
 */

/** spec 02 §3 "Time filter values". */
export const TIME_FILTERS = {
  all: 0,
  upcoming: 1,
  firstPeriod: 2,
  secondPeriod: 3,
  recommended: 6,
} as const;
export type TimeFilter = (typeof TIME_FILTERS)[keyof typeof TIME_FILTERS];

/** spec 01 §7: the extra sport of the sports list, long-term bets (outrights). */
export const LONG_TERM_SPORT_ID = 2999;

/**
 * Market kinds (the `kind` of spec 02 §3 "Coupon bet"). A game has at most one market of each
 * kind, and the market's `id` is its kind. spec 02 §4: kind 7 never takes part in a bonus bet.
 */
export const MARKET_KINDS = {
  /** 1X2: home, draw, away (sports with draws). */
  result: 1,
  /** 12: home or away (sports without draws). */
  winner: 2,
  doubleChance: 3,
  /** Over/under a line, in the sport's unit (goals, points, games, rounds, kills, runs). */
  total: 4,
  /** Handicap on the home side, paired with the opposite handicap on the away side. */
  handicap: 5,
  bothTeamsToScore: 6,
  /** The winner of a tournament or season (sport 2999). */
  longTerm: 7,
} as const;
export type MarketKind = (typeof MARKET_KINDS)[keyof typeof MARKET_KINDS];

/** spec 02 §4: markets of this kind cannot be in an express that gets a bonus bet. */
export const BONUS_BET_EXCLUDED_KIND = MARKET_KINDS.longTerm;

/** Outcome types (the `typeId` of spec 02 §3 "Coupon bet"). */
export const OUTCOME_TYPES = {
  home: 1,
  draw: 2,
  away: 3,
  homeOrDraw: 4,
  homeOrAway: 5,
  drawOrAway: 6,
  handicapHome: 7,
  handicapAway: 8,
  over: 9,
  under: 10,
  bothScoreYes: 11,
  bothScoreNo: 12,
  competitor: 13,
} as const;
export type OutcomeTypeId = (typeof OUTCOME_TYPES)[keyof typeof OUTCOME_TYPES];
