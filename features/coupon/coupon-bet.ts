import type { BetStatusId } from '@/server/upstream/schemas/coupon';
import type { GameStatus, Outcome, Score } from '@/server/upstream/schemas/line';

/**
 * A bet in the coupon, spec 02 §3 "Coupon bet". `market` is the outcome as the line gave it
 * (decimal coef only; other formats are made for display, docs/conventions.md "Money and odds").
 */
export interface CouponBet {
  market: {
    /** The outcome id: what the coupon sends and what the line refreshes. */
    id: number;
    gameId: number;
    sportId: number;
    champId: number;
    /** The outcome type (home, draw, over, …). */
    typeId: number;
    /** The market kind; one outcome per market kind and game. */
    kind: number;
    coef: number;
    isLive: boolean;
    sportName: string;
    champName: string;
    opponents: [string, string];
    marketName: string;
    /** The outcome's name within its market. */
    name: string;
    param: number | null;
  };
  /** Multibet (4) and conditional (5) group bets in blocks; a new bet starts in its own block. */
  blockId: number;
  /** Set once the bet is placed and settled; null in the coupon. */
  statusId: BetStatusId | null;
  startTime: string;
  gameStatus: GameStatus;
  timeSeconds: number | null;
  scores: Score | null;
  isBlocked: boolean;
  /** Another bet of the same game is in the coupon: they cannot be combined. */
  isDepend: boolean;
  /** The line does not allow this outcome in combinations. */
  isBannedExpress: boolean;
  /** System: making this bet a banker would leave no k-of-n choice. */
  isDisabledBanker: boolean;
  isBanker: boolean;
  /** The accumulator of the day the bet came from, if any. */
  expressId: number | null;
  /** The kind of page the bet was added on (`line`, `live`, `game`). */
  pageType: string | null;
  /** The coef before the last change, for the up / down mark; null when unchanged. */
  previousCoef: number | null;
  /** A change the player has to accept before placing (changeCoefAction, spec 02 §3). */
  isCoefChangePending: boolean;
}

/** What an odds button knows of the game besides the outcome. */
export interface BetGameInfo {
  startTime: string;
  status?: GameStatus;
  timeSeconds?: number | null;
  score?: Score | null;
  pageType?: string | null;
  expressId?: number | null;
  isBannedExpress?: boolean;
}

/** A coupon bet made of a line outcome; blockId and the flags are set by the coupon. */
export function toCouponBet(outcome: Outcome, game: BetGameInfo): CouponBet {
  return {
    market: {
      id: outcome.id,
      gameId: outcome.gameId,
      sportId: outcome.sportId,
      champId: outcome.champId,
      typeId: outcome.typeId,
      kind: outcome.kind,
      coef: outcome.coef,
      isLive: outcome.isLive,
      sportName: outcome.sportName,
      champName: outcome.champName,
      opponents: [outcome.opponents[0], outcome.opponents[1]],
      marketName: outcome.marketName,
      name: outcome.name,
      param: outcome.param,
    },
    blockId: 0,
    statusId: null,
    startTime: game.startTime,
    gameStatus: game.status ?? (outcome.isLive ? 'live' : 'prematch'),
    timeSeconds: game.timeSeconds ?? null,
    scores: game.score ?? null,
    isBlocked: outcome.isBlocked,
    isDepend: false,
    isBannedExpress: game.isBannedExpress ?? false,
    isDisabledBanker: false,
    isBanker: false,
    expressId: game.expressId ?? null,
    pageType: game.pageType ?? null,
    previousCoef: null,
    isCoefChangePending: false,
  };
}

/** Two coefs are the same price when they agree to the thousandth. */
export function sameCoef(a: number, b: number): boolean {
  return Math.round(a * 1000) === Math.round(b * 1000);
}
