/**
 * A stored coupon as the coupon API answers it: money as decimal strings, names from the line in
 * the asked language, and the status (spec 02 §3 "Bet status ids"): the settled one, else −1
 * while no game of the coupon has started and −2 (not calculated) once one has.
 */
import type { BetStatusId, Coupon, CouponBet } from '@contract/coupon';
import { BET_STATUSES, betStatusKeyOf } from '@contract/coupon';
import { formatMinor } from './accounts-store';
import type { CouponRecord, StoredBet } from './coupon-store';
import type { Lang, LineNames } from './line-answer';
import { toOutcome } from './line-answer';
import type { SandboxStore } from './store';

function betOf(
  store: SandboxStore,
  bet: StoredBet,
  settled: BetStatusId | null,
  names: LineNames,
  lang: Lang,
): CouponBet {
  const game = store.line.findGame(bet.gameId);
  const [outcome] = store.line.findOutcomes([bet.outcomeId]);
  if (game === undefined || outcome === undefined) {
    throw new Error(`coupon bet on outcome ${bet.outcomeId} lost its line record`);
  }
  const view = toOutcome(outcome, game, names, lang);
  const statusId: BetStatusId =
    settled ??
    (game.status === 'prematch' ? BET_STATUSES.gameNotStarted : BET_STATUSES.notCalculated);
  return {
    outcomeId: bet.outcomeId,
    gameId: bet.gameId,
    sportId: view.sportId,
    champId: view.champId,
    sportName: view.sportName,
    champName: view.champName,
    opponents: view.opponents,
    typeId: view.typeId,
    kind: view.kind,
    marketName: view.marketName,
    outcomeName: view.name,
    param: view.param,
    coef: bet.coef,
    requestedCoef: bet.requestedCoef,
    blockId: bet.blockId,
    isBanker: bet.isBanker,
    isLive: bet.isLive,
    startTime: new Date(bet.startTime).toISOString(),
    statusId,
    status: betStatusKeyOf(statusId),
  };
}

export function toCoupon(
  store: SandboxStore,
  record: CouponRecord,
  names: LineNames,
  lang: Lang,
): Coupon {
  const bets = record.bets.map((bet) => betOf(store, bet, record.settledStatusId, names, lang));
  const statusId: BetStatusId =
    record.settledStatusId ??
    (bets.every((bet) => bet.statusId === BET_STATUSES.gameNotStarted)
      ? BET_STATUSES.gameNotStarted
      : BET_STATUSES.notCalculated);
  return {
    couponId: record.id,
    typeId: record.typeId,
    statusId,
    status: betStatusKeyOf(statusId),
    accountId: record.accountId,
    currency: store.accounts.find(record.accountId)?.currency ?? 'RUB',
    amount: formatMinor(record.amountMinor),
    coef: record.coef,
    possibleWin: formatMinor(record.possibleWinMinor),
    payout: record.payoutMinor === null ? null : formatMinor(record.payoutMinor),
    systemValue: record.systemValue,
    changeCoefAction: record.changeCoefAction,
    coefViewId: record.coefViewId as Coupon['coefViewId'],
    exactCoef: record.exactCoef,
    placedAt: new Date(record.placedAt).toISOString(),
    settledAt: record.settledAt === null ? null : new Date(record.settledAt).toISOString(),
    bets,
  };
}

/**
 * What settling credits (spec 02 §3 status ids): the possible win for a win, the stake for a
 * return, halves for the half results, nothing for a loss. Rounded down to the minor unit.
 */
export function payoutOf(record: CouponRecord, statusId: BetStatusId): number {
  const win = record.possibleWinMinor;
  const stake = record.amountMinor;
  switch (statusId) {
    case BET_STATUSES.win:
      return win;
    case BET_STATUSES.return:
    case BET_STATUSES.forcedReturn:
      return stake;
    case BET_STATUSES.halfWinHalfReturn:
      return Math.floor((win + stake) / 2);
    case BET_STATUSES.halfLoseHalfReturn:
      return Math.floor(stake / 2);
    case BET_STATUSES.halfLoseHalfWin:
      return Math.floor(win / 2);
    default:
      return 0;
  }
}
