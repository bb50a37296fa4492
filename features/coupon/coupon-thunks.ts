import { BffError, CLIENT_ERROR } from '@/features/bff';
import { couponRefusals, newRequestId } from '@/features/betting';
import { loadAccounts } from '@/features/accounts';
import type { LiveOutcomeChange } from '@/features/live';
import type { AppThunk, RootState } from '@/features/store';
import { ACCOUNT_TYPES } from '@/server/upstream/schemas/account-codes';
import type { CouponRequest } from '@/server/upstream/schemas/coupon';
import { REQUEST_UNKNOWN_CODE } from '@/server/upstream/schemas/coupon-codes';
import { readOutcomeState } from '@/server/live/wire';
import type { BettingApi, PlaceAnswer } from './betting-api';
import type { CouponBet } from './coupon-bet';
import { couponForSending } from './coupon-request';
import {
  oneClickFinished,
  oneClickSent,
  oneClickStarted,
  oneClickUnconfirmed,
  oneClickUnknown,
  outcomesRefreshed,
  placeFailed,
  placeStarted,
  placeSucceeded,
  placeUnavailable,
  placeUnconfirmed,
  placingCheckFailed,
  placingCheckStarted,
  placingFound,
  placingUnknown,
  singlesPlaced,
  NOT_PLACED,
  type CouponErrorItem,
  type CouponState,
} from './couponSlice';
import { COUPON_TYPES } from './coupon-types';
import { currencyAmounts } from './currency-amounts';
import { requestFingerprint } from './request-fingerprint';

/**
 * After a placing that got no answer, its outcome is asked for this many times, this far apart
 * (the first after one interval: the upstream may still be at work). docs/decisions.md "Coupon".
 */
export const PLACING_CHECK = { tries: 3, intervalMs: 2000 } as const;

/**
 * A BFF failure as the coupon shows it; `answered` is false when no answer came back. The
 * refusal's schema (and zod with it) loads with the first failure, never while the page boots.
 */
async function toCouponErrors(
  error: unknown,
): Promise<{ errors: CouponErrorItem[]; answered: boolean }> {
  if (!(error instanceof BffError)) {
    return { errors: [{ code: CLIENT_ERROR.network, title: String(error) }], answered: false };
  }
  const answered =
    error.status >= 400 &&
    error.status < 500 &&
    error.code !== CLIENT_ERROR.network &&
    error.code !== CLIENT_ERROR.close;
  const { couponErrorSchema } = await import('@/server/upstream/schemas/coupon');
  const errors = error.items.map((item): CouponErrorItem => {
    const parsed = couponErrorSchema.safeParse(item);
    const base: CouponErrorItem = { code: item.code, title: item.title };
    if (item.detail !== undefined) base.detail = item.detail;
    if (parsed.success && parsed.data.meta) base.meta = parsed.data.meta;
    return base;
  });
  return { errors, answered };
}

function accountFor(state: { coupon: CouponState; accounts: { activeAccountId: number | null } }) {
  return state.coupon.accountId ?? state.accounts.activeAccountId;
}

/** The coupon for sending, as the player has it now; null without an account to bet from. */
function couponRequestOf(state: RootState): CouponRequest | null {
  const accountId = accountFor(state);
  if (accountId === null) return null;
  const request = couponForSending(
    state.coupon,
    state.couponSettings,
    accountId,
    state.settings.coefViewId,
  );
  if (state.couponSettings.isVipBet) request.isVipBet = true;
  return request;
}

/** What the lookup of a request id says: decided (placed or refused), nothing, or no answer. */
type PlacingLookup =
  | { kind: 'placed'; answer: PlaceAnswer }
  | { kind: 'refused'; errors: CouponErrorItem[] }
  | { kind: 'unknown' }
  | { kind: 'noAnswer' };

async function lookUpPlacing(bettingApi: BettingApi, requestId: string): Promise<PlacingLookup> {
  try {
    return { kind: 'placed', answer: await bettingApi.findPlacing(requestId) };
  } catch (error) {
    if (error instanceof BffError && error.status === 404 && error.code === REQUEST_UNKNOWN_CODE) {
      return { kind: 'unknown' };
    }
    const { errors, answered } = await toCouponErrors(error);
    // Only the upstream's coded refusal decides; a 401 or a 429 of the lookup says nothing.
    if (answered && couponRefusals(error).length > 0) return { kind: 'refused', errors };
    return { kind: 'noAnswer' };
  }
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Asks what became of the coupon sent under the kept request id, when placing got no answer:
 * placed shows it placed, refused shows why, unknown lets the player place again; no answer
 * after every try keeps placing blocked until the next check. By default one try at once (the
 * player's "Check again", a page opened with a pending id).
 */
export function checkPlacing(
  options: { tries: number; intervalMs: number } = { tries: 1, intervalMs: 0 },
): AppThunk<Promise<void>> {
  return async (dispatch, getState, { bettingApi }) => {
    const { requestId, requestCheck } = getState().coupon;
    if (requestId === null || requestCheck !== 'unresolved') return;
    dispatch(placingCheckStarted());
    for (let attempt = 0; attempt < options.tries; attempt++) {
      if (options.intervalMs > 0) await wait(options.intervalMs);
      const now = getState().coupon;
      // Another tab sharing the stored coupon may have settled it meanwhile.
      if (now.requestId !== requestId || now.requestCheck !== 'checking') return;
      const found = await lookUpPlacing(bettingApi, requestId);
      if (found.kind === 'noAnswer') continue;
      if (found.kind === 'placed') {
        dispatch(placingFound(found.answer));
        void dispatch(loadAccounts());
      } else if (found.kind === 'refused') {
        dispatch(placeFailed({ errors: found.errors }));
      } else {
        dispatch(placingUnknown());
      }
      return;
    }
    dispatch(placingCheckFailed());
  };
}

/**
 * Sends the coupon once: a second press while it is on its way does nothing. Its request id is
 * bound to its content and kept until placing is decided; when no answer comes (time-out,
 * network, 5xx) the coupon asks what became of it before anything else may be placed, so a late
 * answer never turns into a second bet.
 */
export function placeBet(): AppThunk<Promise<void>> {
  return async (dispatch, getState, { bettingApi }) => {
    const state = getState();
    const { coupon } = state;
    if (coupon.isActivePlaceBet || coupon.requestCheck === 'checking') return;
    if (coupon.requestCheck === 'unresolved') {
      await dispatch(checkPlacing());
      return;
    }
    if (coupon.bets.length === 0) return;
    const request = couponRequestOf(state);
    if (request === null) {
      dispatch(placeUnavailable([{ code: 'no_account', title: 'No account to bet from' }]));
      return;
    }
    const fingerprint = requestFingerprint(request);
    const requestId =
      coupon.requestId !== null && coupon.requestFingerprint === fingerprint
        ? coupon.requestId
        : newRequestId();
    dispatch(placeStarted({ requestId, fingerprint }));
    try {
      const answer = await bettingApi.placeCoupon(request, requestId);
      if (answer.kind === 'coupon') dispatch(placeSucceeded(answer.coupon));
      else dispatch(singlesPlaced(answer.results));
      void dispatch(loadAccounts());
    } catch (error) {
      const { errors, answered } = await toCouponErrors(error);
      if (answered) {
        dispatch(placeFailed({ errors }));
        return;
      }
      dispatch(placeUnconfirmed());
      await dispatch(checkPlacing(PLACING_CHECK));
    }
  };
}

/** A one-click's definite answer as the coupon shows it. */
function oneClickSettled(outcomeId: number, answer: PlaceAnswer) {
  return oneClickFinished(
    answer.kind === 'coupon' ? { outcomeId, coupon: answer.coupon } : { outcomeId },
  );
}

/**
 * One-click betting (spec 02 §4, §5): the outcome is placed at once as a single with the
 * one-click amount, without going through the coupon. Its request id stays pending until a
 * definite answer; a click on an outcome whose last one-click got none asks what became of it
 * first, and places only when nothing was (under the same id when the bet is the same).
 */
export function placeOneClick(bet: CouponBet): AppThunk<Promise<void>> {
  return async (dispatch, getState, { bettingApi }) => {
    const state = getState();
    const accountId = accountFor(state);
    const outcomeId = bet.market.id;
    if (accountId === null || state.coupon.activePlaceBetIds.includes(outcomeId)) return;
    const account = state.accounts.accounts.find((a) => a.id === accountId);
    const settings = state.couponSettings;
    const isBonus = account?.type === ACCOUNT_TYPES.bonus;
    const amount =
      (isBonus ? settings.bonusAccountOneClickAmount : settings.oneClickAmount) ||
      currencyAmounts(account?.currency ?? state.coupon.currency).initial;
    const request: CouponRequest = {
      accountId,
      amount,
      bets: [{ outcomeId, gameId: bet.market.gameId, coef: bet.market.coef }],
      changeCoefAction: settings.changeCoefAction,
      coef: bet.market.coef,
      coefViewId: state.settings.coefViewId,
      typeId: COUPON_TYPES.single.id,
    };
    const fingerprint = requestFingerprint(request);
    const pending = state.coupon.pendingOneClicks.find((p) => p.outcomeId === outcomeId);
    dispatch(oneClickStarted(outcomeId));
    let requestId = newRequestId();
    if (pending) {
      const found = await lookUpPlacing(bettingApi, pending.requestId);
      if (found.kind === 'noAnswer') {
        dispatch(oneClickUnconfirmed(outcomeId));
        return;
      }
      if (found.kind === 'placed') {
        dispatch(oneClickSettled(outcomeId, found.answer));
        void dispatch(loadAccounts());
        return;
      }
      if (found.kind === 'refused') {
        dispatch(oneClickFinished({ outcomeId, errors: found.errors }));
        return;
      }
      dispatch(oneClickUnknown(outcomeId));
      if (pending.fingerprint === fingerprint) requestId = pending.requestId;
    }
    dispatch(oneClickSent({ outcomeId, requestId, fingerprint }));
    try {
      dispatch(oneClickSettled(outcomeId, await bettingApi.placeCoupon(request, requestId)));
      void dispatch(loadAccounts());
    } catch (error) {
      const { errors, answered } = await toCouponErrors(error);
      if (answered) dispatch(oneClickFinished({ outcomeId, errors }));
      else dispatch(oneClickUnconfirmed(outcomeId));
    }
  };
}

/** The player's "Check again" for one-click bets without an answer (none is placed here). */
export function checkOneClicks(): AppThunk<Promise<void>> {
  return async (dispatch, getState, { bettingApi }) => {
    const { pendingOneClicks, activePlaceBetIds } = getState().coupon;
    const waiting = pendingOneClicks.filter((p) => !activePlaceBetIds.includes(p.outcomeId));
    await Promise.all(
      waiting.map(async ({ outcomeId, requestId }) => {
        dispatch(oneClickStarted(outcomeId));
        const found = await lookUpPlacing(bettingApi, requestId);
        if (found.kind === 'placed') {
          dispatch(oneClickSettled(outcomeId, found.answer));
          void dispatch(loadAccounts());
        } else if (found.kind === 'refused') {
          dispatch(oneClickFinished({ outcomeId, errors: found.errors }));
        } else if (found.kind === 'unknown') {
          dispatch(oneClickFinished({ outcomeId, errors: [NOT_PLACED] }));
        } else {
          dispatch(oneClickUnconfirmed(outcomeId));
        }
      }),
    );
  };
}

/**
 * The live stream's changes of outcomes (features/live) applied to the coupon with the player's
 * changeCoefAction (spec 02 §3). `completeGames` are games whose every outcome the changes list
 * (a game's snapshot): a bet of theirs that is not listed has left the line and is blocked.
 */
export function applyLiveOutcomes(
  changes: readonly LiveOutcomeChange[],
  completeGames: readonly number[],
): AppThunk {
  return (dispatch, getState) => {
    const { bets } = getState().coupon;
    const now = new Map(changes.map((change) => [change.id, change.now]));
    const complete = new Set(completeGames);
    const askedIds = bets
      .filter((bet) => now.has(bet.market.id) || complete.has(bet.market.gameId))
      .map((bet) => bet.market.id);
    if (askedIds.length === 0) return;
    const outcomes = askedIds.flatMap((id) => {
      const state = now.get(id);
      if (state === undefined || state === null) return [];
      const { coef, blocked } = readOutcomeState(state);
      return [{ id, coef, isBlocked: blocked }];
    });
    dispatch(
      outcomesRefreshed({
        outcomes,
        changeCoefAction: getState().couponSettings.changeCoefAction,
        askedIds,
      }),
    );
  };
}
