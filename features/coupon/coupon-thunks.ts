import { BffError, CLIENT_ERROR } from '@/features/auth/bff-client';
import { newRequestId } from '@/features/betting/betting-client';
import { loadAccounts } from '@/features/accounts/accounts-thunks';
import type { AppThunk } from '@/features/store/store';
import { ACCOUNT_TYPES } from '@/server/upstream/schemas/accounts';
import { couponErrorSchema } from '@/server/upstream/schemas/coupon';
import type { CouponBet } from './coupon-bet';
import { couponForSending } from './coupon-request';
import {
  oneClickFinished,
  oneClickStarted,
  outcomesRefreshed,
  outcomeToggled,
  placeFailed,
  placeStarted,
  placeSucceeded,
  singlesPlaced,
  type CouponErrorItem,
  type CouponState,
} from './couponSlice';
import { COUPON_TYPES } from './coupon-types';
import { currencyAmounts } from './currency-amounts';

/** A BFF failure as the coupon shows it; `answered` is false when no answer came back. */
export function toCouponErrors(error: unknown): { errors: CouponErrorItem[]; answered: boolean } {
  if (!(error instanceof BffError)) {
    return { errors: [{ code: CLIENT_ERROR.network, title: String(error) }], answered: false };
  }
  const answered =
    error.status >= 400 &&
    error.status < 500 &&
    error.code !== CLIENT_ERROR.network &&
    error.code !== CLIENT_ERROR.close;
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

/**
 * Sends the coupon once: a second press while it is on its way does nothing, and the request id
 * is kept when no answer came, so pressing again cannot place it twice.
 */
export function placeBet(): AppThunk<Promise<void>> {
  return async (dispatch, getState, { bettingApi }) => {
    const state = getState();
    const { coupon } = state;
    if (coupon.isActivePlaceBet || coupon.bets.length === 0) return;
    const accountId = accountFor(state);
    if (accountId === null) {
      dispatch(placeFailed({ errors: [{ code: 'no_account', title: 'No account to bet from' }] }));
      return;
    }
    const request = couponForSending(
      coupon,
      state.couponSettings,
      accountId,
      state.settings.coefViewId,
    );
    if (state.couponSettings.isVipBet) request.isVipBet = true;
    const requestId = coupon.requestId ?? newRequestId();
    dispatch(placeStarted(requestId));
    try {
      const answer = await bettingApi.placeCoupon(request, requestId);
      if (answer.kind === 'coupon') dispatch(placeSucceeded(answer.coupon));
      else dispatch(singlesPlaced(answer.results));
      void dispatch(loadAccounts());
    } catch (error) {
      const { errors, answered } = toCouponErrors(error);
      dispatch(placeFailed({ errors, keepRequestId: !answered }));
    }
  };
}

/**
 * One-click betting (spec 02 §4, §5): the outcome is placed at once as a single with the
 * one-click amount, without going through the coupon.
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
    dispatch(oneClickStarted(outcomeId));
    try {
      const answer = await bettingApi.placeCoupon(
        {
          accountId,
          amount,
          bets: [{ outcomeId, gameId: bet.market.gameId, coef: bet.market.coef }],
          changeCoefAction: settings.changeCoefAction,
          coef: bet.market.coef,
          coefViewId: state.settings.coefViewId,
          typeId: COUPON_TYPES.single.id,
        },
        newRequestId(),
      );
      dispatch(
        oneClickFinished(
          answer.kind === 'coupon' ? { outcomeId, coupon: answer.coupon } : { outcomeId },
        ),
      );
      void dispatch(loadAccounts());
    } catch (error) {
      dispatch(oneClickFinished({ outcomeId, errors: toCouponErrors(error).errors }));
    }
  };
}

/** A click on odds: one-click betting when it is on and allowed, else the coupon. */
export function clickOdds(bet: CouponBet): AppThunk<void> {
  return (dispatch, getState) => {
    const state = getState();
    const oneClick =
      state.couponSettings.isActiveOneClick &&
      state.coupon.rules.isOneClickEnabled &&
      state.auth.userId !== null;
    if (oneClick) void dispatch(placeOneClick(bet));
    else dispatch(outcomeToggled({ bet, now: Date.now() }));
  };
}

/** Asks the line for the coupon's outcomes and applies the player's changeCoefAction. */
export function refreshCouponOutcomes(): AppThunk<Promise<void>> {
  return async (dispatch, getState, { bettingApi }) => {
    const ids = getState().coupon.bets.map((bet) => bet.market.id);
    if (ids.length === 0) return;
    try {
      const outcomes = await bettingApi.fetchOutcomes(ids);
      // Bets added while the answer was on its way were not asked about: they stay as they are.
      dispatch(
        outcomesRefreshed({
          outcomes,
          changeCoefAction: getState().couponSettings.changeCoefAction,
          askedIds: ids,
        }),
      );
    } catch (error) {
      // The next refresh tries again; the coupon keeps what it has.
      console.warn('coupon refresh failed', error);
    }
  };
}
