import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { oneClickCouponReset } from '@/features/session';
import { rootReducer } from '@/features/store';
import type { Coupon, SingleResult } from '@/server/upstream/schemas/coupon';
import type { PlaceAnswer } from './betting-api';
import {
  CHANGE_COEF_ACTIONS,
  REQUEST_UNKNOWN_CODE,
  type ChangeCoefAction,
} from '@/server/upstream/schemas/coupon-codes';
import { combinationCount } from './combinations';
import { sameCoef, type CouponBet } from './coupon-bet';
import {
  availableTypes,
  COUPON_TYPES,
  groupByBlock,
  systemOptions,
  type CouponTypeId,
  type SystemOption,
} from './coupon-types';
import { currencyAmounts } from './currency-amounts';
import { bonusBetCoef, isBonusBetOffered, possibleWin } from './possible-win';
import { activeAccountSet } from '@/features/accounts';
import { oneClickEnabled } from './couponSettingsSlice';
import { tabChanged } from './coupon-actions';
import {
  type CouponState,
  type OutcomeUpdate,
  type PendingOneClick,
  NO_COUPON_RULES,
  type CouponErrorItem,
  type CouponRules,
} from './coupon-state';

export { NO_COUPON_RULES } from './coupon-state';
export type {
  CouponErrorItem,
  CouponRules,
  CouponState,
  OutcomeUpdate,
  PendingOneClick,
  PlacingCheck,
} from './coupon-state';

/** The request's limit on bets (couponRequestSchema); the coupon takes no more. */
export const MAX_COUPON_BETS = 50;

/** The lookup found nothing decided under the id: the bet was not placed. */
export const NOT_PLACED: CouponErrorItem = {
  code: REQUEST_UNKNOWN_CODE,
  title: 'The bet was not placed',
};

const INITIAL_CURRENCY = 'RUB';

export const initialCouponState: CouponState = {
  tab: 'coupon',
  typeId: COUPON_TYPES.single.id,
  bets: [],
  accountId: null,
  amount: currencyAmounts(INITIAL_CURRENCY).initial,
  isAmountTouched: false,
  amountByBlockId: {},
  amountByBetId: {},
  minBetAmount: 0,
  maxBetAmount: null,
  availablePrepaidAmount: 0,
  coef: 0,
  promoCode: '',
  manualPromoCode: '',
  promoCodes: [],
  systemValue: 2,
  systemValues: [],
  antiExpressCoef: null,
  successCoupon: null,
  singlesResultCoupons: [],
  maxPayout: null,
  hyperBonusPercent: 0,
  minHyperBonusBetLimit: 0,
  maxHyperBonusLimit: 0,
  isActiveSystemBanker: true,
  isActivePlaceBet: false,
  activePlaceBetIds: [],
  manuallyDeletedBonusBet: false,
  addedAtByBetId: {},
  expressId: null,
  currency: INITIAL_CURRENCY,
  rules: NO_COUPON_RULES,
  requestId: null,
  requestFingerprint: null,
  requestCheck: 'none',
  pendingOneClicks: [],
  errors: [],
};

/** Many singles: placed singles leave the coupon, refused ones stay with their reasons. */
function applySingles(state: CouponState, results: readonly SingleResult[]): void {
  const placed = new Set(results.filter((r) => r.result === 'success').map((r) => r.outcomeId));
  state.singlesResultCoupons = [...results];
  state.successCoupon = null;
  state.bets = state.bets.filter((bet) => !placed.has(bet.market.id));
  for (const id of placed) delete state.amountByBetId[id];
  settle(state);
  state.errors = results.flatMap((r) => (r.result === 'error' ? r.errors : []));
}

/** Bets a type multiplies must be of different games; the same game twice makes both dependent. */
function markDependent(bets: CouponBet[]): void {
  const perGame = new Map<number, number>();
  for (const bet of bets) perGame.set(bet.market.gameId, (perGame.get(bet.market.gameId) ?? 0) + 1);
  for (const bet of bets) bet.isDepend = (perGame.get(bet.market.gameId) ?? 0) > 1;
}

function availabilityOf(state: CouponState) {
  return availableTypes(
    state.bets.map((bet) => ({
      gameId: bet.market.gameId,
      blockId: bet.blockId,
      isBanker: bet.isBanker,
      isBannedExpress: bet.isBannedExpress,
      isDepend: bet.isDepend,
    })),
    { isActiveSystemBanker: state.isActiveSystemBanker },
  );
}

/** The type after a change of bets: kept when it still fits, else the nearest that does. */
function settleType(state: CouponState, available: readonly CouponTypeId[]): void {
  if (state.bets.length <= 1) {
    state.typeId = COUPON_TYPES.single.id;
    return;
  }
  if (available.includes(state.typeId) && state.typeId !== COUPON_TYPES.single.id) return;
  const preferred: CouponTypeId[] = [COUPON_TYPES.express.id, COUPON_TYPES.manySingles.id];
  state.typeId = preferred.find((id) => available.includes(id)) ?? available[0] ?? 0;
}

function bankerCount(state: CouponState): number {
  return state.isActiveSystemBanker ? state.bets.filter((bet) => bet.isBanker).length : 0;
}

/** The k-of-blocks choices of a multibet: k from 2 to the number of blocks. */
function multibetOptions(blocks: number): SystemOption[] {
  return Array.from({ length: Math.max(0, blocks - 1) }, (_, i) => ({
    value: i + 2,
    offset: 0,
    combo: combinationCount(blocks, i + 2),
    minBetAmount: 0,
  }));
}

/** k of a system or multibet, within the choices the bets allow, never below 2 (spec 02 §5). */
function settleSystem(state: CouponState): void {
  const n = state.bets.length;
  const bankers = bankerCount(state);
  state.systemValues =
    state.typeId === COUPON_TYPES.multibet.id
      ? multibetOptions(groupByBlock(state.bets)?.length ?? 0)
      : systemOptions(n, bankers, lineMinimum(state));
  const values = state.systemValues.map((option) => option.value);
  const lowest = Math.min(...values);
  const highest = Math.max(...values);
  if (values.length > 0 && !values.includes(state.systemValue)) {
    state.systemValue = state.systemValue < lowest ? lowest : highest;
  }
  state.systemValue = Math.max(2, state.systemValue);
  for (const bet of state.bets) {
    bet.isDisabledBanker = !bet.isBanker && systemOptions(n, bankers + 1).length === 0;
  }
}

/** The smallest stake of one system line: the site's minimum when it applies to systems. */
function lineMinimum(state: CouponState): number {
  return state.rules.minMaxAmountTypes.includes(COUPON_TYPES.system.id) ? state.minBetAmount : 0;
}

/** spec 02 §5: min and max apply only to the types the config lists. */
function settleLimits(state: CouponState): void {
  const limits = state.rules.amountLimitsByCurrency[state.currency];
  const applies = limits !== undefined && state.rules.minMaxAmountTypes.includes(state.typeId);
  state.minBetAmount = applies ? limits.minBetAmount : 0;
  state.maxBetAmount = applies ? limits.maxBetAmount : null;
}

/** The express coef with the bonus bet when it is on (spec 02 §4). */
export function hasBonusBet(state: CouponState): boolean {
  return (
    state.typeId === COUPON_TYPES.express.id &&
    !state.manuallyDeletedBonusBet &&
    isBonusBetOffered(
      state.bets.map((bet) => ({ coef: bet.market.coef, kind: bet.market.kind })),
      state.rules.isBonusBetAllowed,
    )
  );
}

/** The total coef the coupon shows and sends: the product, the server's price, or win / stake. */
export function coefOf(state: CouponState): number {
  const { bets, typeId } = state;
  if (bets.length === 0) return 0;
  if (typeId === COUPON_TYPES.antiExpress.id) return state.antiExpressCoef ?? 0;
  if (typeId === COUPON_TYPES.manySingles.id) return 0;
  if (typeId === COUPON_TYPES.single.id || typeId === COUPON_TYPES.express.id) {
    const product = bets.reduce((total, bet) => total * bet.market.coef, 1);
    const withBonus = hasBonusBet(state) ? product * bonusBetCoef(bets.length) : product;
    return Math.round(withBonus * 1000) / 1000;
  }
  const win = possibleWin({
    typeId,
    bets: bets.map((bet) => ({
      id: bet.market.id,
      coef: bet.market.coef,
      blockId: bet.blockId,
      isBanker: bet.isBanker,
    })),
    amount: 100,
    amountByBlockId: Object.fromEntries(
      (groupByBlock(bets) ?? []).map((block, index) => [block.blockId, index === 0 ? 100 : 0]),
    ),
    systemValue: state.systemValue,
    isActiveSystemBanker: state.isActiveSystemBanker,
  });
  return win && win.stake > 0 ? Math.round((win.maxWin / win.stake) * 1000) / 1000 : 0;
}

/** Everything derived from the bets, after any change to them. */
function settle(state: CouponState): void {
  markDependent(state.bets);
  const available = availabilityOf(state);
  settleType(state, available);
  settleLimits(state);
  settleSystem(state);
  if (state.typeId !== COUPON_TYPES.antiExpress.id) state.antiExpressCoef = null;
  state.coef = coefOf(state);
  state.errors = [];
}

/** Placing under the kept id is decided: the next coupon gets an id of its own. */
function settlePlacing(state: CouponState): void {
  state.requestId = null;
  state.requestFingerprint = null;
  state.requestCheck = 'none';
}

function clearBets(state: CouponState): void {
  state.bets = [];
  state.amountByBetId = {};
  state.amountByBlockId = {};
  state.addedAtByBetId = {};
  state.manuallyDeletedBonusBet = false;
  state.expressId = null;
  settle(state);
}

function nextBlockId(bets: readonly CouponBet[]): number {
  return bets.reduce((max, bet) => Math.max(max, bet.blockId + 1), 0);
}

function roundAmount(amount: number): number {
  return Number.isFinite(amount) && amount > 0 ? Math.round(amount * 100) / 100 : 0;
}

export const couponSlice = createSlice({
  name: 'coupon',
  initialState: initialCouponState,
  reducers: {
    /**
     * A click on odds: the same outcome again takes it out; another outcome of the same market of
     * the same game replaces it (one outcome per market); otherwise it is added.
     */
    outcomeToggled(state, action: PayloadAction<{ bet: CouponBet; now: number }>) {
      const { bet, now } = action.payload;
      state.successCoupon = null;
      state.singlesResultCoupons = [];
      const same = state.bets.findIndex((b) => b.market.id === bet.market.id);
      if (same >= 0) {
        state.bets.splice(same, 1);
        delete state.addedAtByBetId[bet.market.id];
        delete state.amountByBetId[bet.market.id];
        settle(state);
        return;
      }
      const sameMarket = state.bets.findIndex(
        (b) => b.market.gameId === bet.market.gameId && b.market.kind === bet.market.kind,
      );
      if (sameMarket >= 0) {
        const replaced = state.bets[sameMarket] as CouponBet;
        delete state.addedAtByBetId[replaced.market.id];
        delete state.amountByBetId[replaced.market.id];
        state.bets[sameMarket] = { ...bet, blockId: replaced.blockId };
      } else {
        if (state.bets.length >= MAX_COUPON_BETS) {
          state.errors = [{ code: 'too_many_bets', title: 'Too many bets' }];
          return;
        }
        state.bets.push({ ...bet, blockId: nextBlockId(state.bets) });
      }
      state.addedAtByBetId[bet.market.id] = now;
      if (bet.expressId !== null) state.expressId = bet.expressId;
      settle(state);
    },
    betRemoved(state, action: PayloadAction<number>) {
      state.bets = state.bets.filter((bet) => bet.market.id !== action.payload);
      delete state.addedAtByBetId[action.payload];
      delete state.amountByBetId[action.payload];
      settle(state);
    },
    couponCleared(state) {
      clearBets(state);
      state.successCoupon = null;
      state.singlesResultCoupons = [];
    },
    /** The coupon kept in the browser; the caller has validated it. */
    couponRestored(state, action: PayloadAction<Partial<CouponState>>) {
      const { requestId, requestCheck } = action.payload;
      // A check this tab runs for the same id goes on; a pending id from storage waits for one.
      const checking = state.requestCheck === 'checking' && state.requestId === requestId;
      Object.assign(state, action.payload);
      settle(state);
      if (requestCheck !== undefined) {
        state.requestCheck = checking
          ? 'checking'
          : requestCheck === 'none'
            ? 'none'
            : 'unresolved';
      }
    },
    /** A type the bets allow; any other is ignored. */
    typeChanged(state, action: PayloadAction<CouponTypeId>) {
      if (!availabilityOf(state).includes(action.payload)) return;
      state.typeId = action.payload;
      settleLimits(state);
      settleSystem(state);
      state.coef = coefOf(state);
      state.errors = [];
    },
    systemValueChanged(state, action: PayloadAction<number>) {
      const value = Math.trunc(action.payload);
      if (!state.systemValues.some((option) => option.value === value)) return;
      state.systemValue = Math.max(2, value);
      state.coef = coefOf(state);
    },
    /** System: a banker is in every line (spec 02 §3, "with banker when a lobby block exists"). */
    bankerToggled(state, action: PayloadAction<number>) {
      const bet = state.bets.find((b) => b.market.id === action.payload);
      if (!bet || (!bet.isBanker && bet.isDisabledBanker)) return;
      bet.isBanker = !bet.isBanker;
      settle(state);
    },
    systemBankerActiveChanged(state, action: PayloadAction<boolean>) {
      state.isActiveSystemBanker = action.payload;
      settle(state);
    },
    /** Multibet and conditional: the block a bet is in. */
    betBlockChanged(state, action: PayloadAction<{ id: number; blockId: number }>) {
      const bet = state.bets.find((b) => b.market.id === action.payload.id);
      const blockId = Math.trunc(action.payload.blockId);
      if (!bet || !(blockId >= 0 && blockId <= 99)) return;
      bet.blockId = blockId;
      settle(state);
    },
    amountChanged(state, action: PayloadAction<number>) {
      state.amount = roundAmount(action.payload);
      state.isAmountTouched = true;
      state.errors = [];
    },
    blockAmountChanged(state, action: PayloadAction<{ blockId: number; amount: number }>) {
      state.amountByBlockId[action.payload.blockId] = roundAmount(action.payload.amount);
    },
    betAmountChanged(state, action: PayloadAction<{ id: number; amount: number }>) {
      state.amountByBetId[action.payload.id] = roundAmount(action.payload.amount);
    },
    /**
     * The currency the coupon is in (the active account's, else the site's). A new currency starts
     * from its amount unless the player typed one.
     */
    currencySet(state, action: PayloadAction<string>) {
      if (state.currency === action.payload) return;
      state.currency = action.payload;
      if (!state.isAmountTouched) state.amount = currencyAmounts(action.payload).initial;
      settleLimits(state);
      settleSystem(state);
    },
    rulesLoaded(state, action: PayloadAction<CouponRules>) {
      state.rules = action.payload;
      settle(state);
    },
    /** spec 02 §4: a new account resets the prepaid amount. */
    accountChanged(state, action: PayloadAction<number | null>) {
      state.accountId = action.payload;
      state.availablePrepaidAmount = 0;
    },
    promoCodeChanged(state, action: PayloadAction<string>) {
      state.manualPromoCode = action.payload.trim().slice(0, 64);
      state.promoCode = state.manualPromoCode;
    },
    /** spec 02 §4: deleting the bonus bet is remembered until the coupon is cleared. */
    bonusBetRemoved(state) {
      state.manuallyDeletedBonusBet = true;
      state.coef = coefOf(state);
    },
    antiExpressPriced(state, action: PayloadAction<number | null>) {
      state.antiExpressCoef = action.payload;
      state.coef = coefOf(state);
    },
    /**
     * The line's current coefs (spec 02 §3 changeCoefAction): 1 takes any change, 2 takes a rise
     * and asks about a fall, 0 asks about any change. A missing outcome is blocked.
     */
    outcomesRefreshed(
      state,
      action: PayloadAction<{
        outcomes: OutcomeUpdate[];
        changeCoefAction: ChangeCoefAction;
        /** The ids the line was asked about; bets added since are left as they are. */
        askedIds?: readonly number[];
      }>,
    ) {
      const { outcomes, changeCoefAction, askedIds } = action.payload;
      const byId = new Map(outcomes.map((outcome) => [outcome.id, outcome]));
      const asked = askedIds ? new Set(askedIds) : null;
      let changed = false;
      for (const bet of state.bets) {
        if (asked && !asked.has(bet.market.id)) continue;
        const now = byId.get(bet.market.id);
        const isBlocked = now === undefined || now.isBlocked;
        if (bet.isBlocked !== isBlocked) changed = true;
        bet.isBlocked = isBlocked;
        if (now === undefined) continue;
        if (now.score !== undefined) bet.scores = now.score;
        if (sameCoef(now.coef, bet.market.coef)) continue;
        changed = true;
        const rose = now.coef > bet.market.coef;
        bet.previousCoef = bet.market.coef;
        bet.market.coef = now.coef;
        const accepted =
          changeCoefAction === CHANGE_COEF_ACTIONS.acceptAny ||
          (changeCoefAction === CHANGE_COEF_ACTIONS.acceptIncrease && rose);
        if (!accepted) bet.isCoefChangePending = true;
      }
      if (changed) {
        state.coef = coefOf(state);
        settleSystem(state);
      }
    },
    /** The player accepts the changed coefs. */
    coefChangesAccepted(state) {
      for (const bet of state.bets) {
        bet.isCoefChangePending = false;
        bet.previousCoef = null;
      }
      state.errors = [];
    },
    /** The coupon is sent under `requestId`, bound to the content it carries. */
    placeStarted(state, action: PayloadAction<{ requestId: string; fingerprint: string }>) {
      state.isActivePlaceBet = true;
      state.requestId = action.payload.requestId;
      state.requestFingerprint = action.payload.fingerprint;
      state.errors = [];
    },
    /** The coupon was placed: it is shown as placed and the bets are cleared. */
    placeSucceeded(state, action: PayloadAction<Coupon>) {
      state.isActivePlaceBet = false;
      settlePlacing(state);
      clearBets(state);
      state.successCoupon = action.payload;
      state.singlesResultCoupons = [];
    },
    /** Many singles: placed singles leave the coupon, refused ones stay with their reasons. */
    singlesPlaced(state, action: PayloadAction<SingleResult[]>) {
      state.isActivePlaceBet = false;
      settlePlacing(state);
      applySingles(state, action.payload);
    },
    /** Why the coupon cannot be sent now, before anything is sent. */
    placeUnavailable(state, action: PayloadAction<CouponErrorItem[]>) {
      state.errors = action.payload;
    },
    /**
     * A refusal (of placing, or found by the check): changed coefs are taken into the coupon and
     * wait for the player's accept, blocked outcomes are marked. The request id is done with.
     */
    placeFailed(state, action: PayloadAction<{ errors: CouponErrorItem[] }>) {
      state.isActivePlaceBet = false;
      settlePlacing(state);
      state.errors = action.payload.errors;
      for (const error of action.payload.errors) {
        const bet = state.bets.find((b) => b.market.id === error.meta?.outcomeId);
        if (!bet) continue;
        if (error.code === 'outcome_blocked') bet.isBlocked = true;
        if (error.code === 'coef_changed' && error.meta?.coef !== undefined) {
          if (!sameCoef(error.meta.coef, bet.market.coef)) bet.previousCoef = bet.market.coef;
          bet.market.coef = error.meta.coef;
          bet.isCoefChangePending = true;
        }
      }
      const antiExpressPrice = action.payload.errors.find(
        (e) => e.code === 'coef_changed' && e.meta?.outcomeId === undefined,
      );
      if (antiExpressPrice?.meta?.coef !== undefined)
        state.antiExpressCoef = antiExpressPrice.meta.coef;
      state.coef = coefOf(state);
    },
    /**
     * No answer came (time-out, network, 5xx, cancelled): the bet may have been placed. The id
     * stays pending, whatever the player edits, until a check finds out, so a late answer never
     * becomes a second bet (docs/decisions.md "Coupon").
     */
    placeUnconfirmed(state) {
      state.isActivePlaceBet = false;
      state.requestCheck = 'unresolved';
      state.errors = [];
    },
    placingCheckStarted(state) {
      state.requestCheck = 'checking';
      state.errors = [];
    },
    /** The check got no answer either: placing stays blocked until the next check. */
    placingCheckFailed(state) {
      state.requestCheck = 'unresolved';
    },
    /**
     * Nothing was decided under the id: the player may place again. The same content reuses the
     * id (a slow first sending then replays instead of placing twice); other content gets its own.
     */
    placingUnknown(state) {
      state.requestCheck = 'none';
      state.errors = [NOT_PLACED];
    },
    /**
     * The check found the coupon placed: it is shown as placed, and its bets leave the coupon;
     * bets the player added while it was checked stay.
     */
    placingFound(state, action: PayloadAction<PlaceAnswer>) {
      settlePlacing(state);
      if (action.payload.kind === 'singles') {
        applySingles(state, action.payload.results);
        return;
      }
      const placed = new Set(action.payload.coupon.bets.map((bet) => bet.outcomeId));
      const left = state.bets.filter((bet) => !placed.has(bet.market.id));
      if (left.length === 0) {
        clearBets(state);
      } else {
        state.bets = left;
        for (const id of placed) {
          delete state.amountByBetId[id];
          delete state.addedAtByBetId[id];
        }
        settle(state);
      }
      state.successCoupon = action.payload.coupon;
      state.singlesResultCoupons = [];
    },
    successDismissed(state) {
      state.successCoupon = null;
      state.singlesResultCoupons = [];
    },
    /** A click on one-click odds is being handled (a check, then maybe a sending). */
    oneClickStarted(state, action: PayloadAction<number>) {
      state.activePlaceBetIds.push(action.payload);
      state.errors = [];
    },
    /** A one-click bet is sent: its id is pending from now until a definite answer. */
    oneClickSent(state, action: PayloadAction<PendingOneClick>) {
      state.pendingOneClicks = state.pendingOneClicks.filter(
        (pending) => pending.outcomeId !== action.payload.outcomeId,
      );
      state.pendingOneClicks.push(action.payload);
    },
    /** A definite answer: placed (the coupon) or refused (the errors); the id is done with. */
    oneClickFinished(
      state,
      action: PayloadAction<{ outcomeId: number; coupon?: Coupon; errors?: CouponErrorItem[] }>,
    ) {
      const { outcomeId } = action.payload;
      state.activePlaceBetIds = state.activePlaceBetIds.filter((id) => id !== outcomeId);
      state.pendingOneClicks = state.pendingOneClicks.filter((p) => p.outcomeId !== outcomeId);
      if (action.payload.coupon) state.successCoupon = action.payload.coupon;
      state.errors = action.payload.errors ?? [];
    },
    /** No answer: the one-click id stays pending; the next click on the outcome checks first. */
    oneClickUnconfirmed(state, action: PayloadAction<number>) {
      state.activePlaceBetIds = state.activePlaceBetIds.filter((id) => id !== action.payload);
      state.errors = [{ code: 'placing_unconfirmed', title: 'The bet is not confirmed yet' }];
    },
    /** Nothing was decided under the one-click id: it is let go. */
    oneClickUnknown(state, action: PayloadAction<number>) {
      state.pendingOneClicks = state.pendingOneClicks.filter(
        (pending) => pending.outcomeId !== action.payload,
      );
    },
  },
  extraReducers: (builder) => {
    // spec 02 §4: one-click on with a non-empty coupon empties it (after the player's Enable).
    // spec 02 §4: a new active account resets the prepaid amount.
    builder.addCase(activeAccountSet, (state) => {
      state.accountId = null;
      state.availablePrepaidAmount = 0;
    });
    builder.addCase(oneClickEnabled, (state) => {
      clearBets(state);
    });
    builder.addCase(oneClickCouponReset, (state) => {
      state.activePlaceBetIds = [];
    });
    builder.addCase(tabChanged, (state, action) => {
      state.tab = action.payload;
    });
  },
  selectors: {
    selectCoupon: (state) => state,
    selectCouponBets: (state) => state.bets,
    selectIsInCoupon: (state, outcomeId: number) =>
      state.bets.some((bet) => bet.market.id === outcomeId),
    selectIsPlacingOneClick: (state, outcomeId: number) =>
      state.activePlaceBetIds.includes(outcomeId),
    selectHasBonusBet: (state) => hasBonusBet(state),
    selectHasPendingChanges: (state) => state.bets.some((bet) => bet.isCoefChangePending),
    /** Placing waits: a coupon on its way, or one whose outcome is not known yet. */
    selectIsPlacingBlocked: (state) => state.isActivePlaceBet || state.requestCheck !== 'none',
  },
});

export const {
  outcomeToggled,
  betRemoved,
  couponCleared,
  couponRestored,
  typeChanged,
  systemValueChanged,
  bankerToggled,
  systemBankerActiveChanged,
  betBlockChanged,
  amountChanged,
  blockAmountChanged,
  betAmountChanged,
  currencySet,
  rulesLoaded,
  accountChanged,
  promoCodeChanged,
  bonusBetRemoved,
  antiExpressPriced,
  outcomesRefreshed,
  coefChangesAccepted,
  placeStarted,
  placeSucceeded,
  singlesPlaced,
  placeUnavailable,
  placeFailed,
  placeUnconfirmed,
  placingCheckStarted,
  placingCheckFailed,
  placingUnknown,
  placingFound,
  successDismissed,
  oneClickStarted,
  oneClickSent,
  oneClickFinished,
  oneClickUnconfirmed,
  oneClickUnknown,
} = couponSlice.actions;
export { tabChanged };

// The coupon joins the store with its code (store.ts LazySlices).
rootReducer.inject(couponSlice);

export const {
  selectCoupon,
  selectCouponBets,
  selectIsInCoupon,
  selectIsPlacingOneClick,
  selectHasBonusBet,
  selectHasPendingChanges,
  selectIsPlacingBlocked,
} = couponSlice.selectors;

/** The types the bets allow, in typeId order (one array per change of the coupon). */
export const selectAvailableTypes = createSelector([selectCoupon], (coupon) =>
  availabilityOf(coupon),
);
