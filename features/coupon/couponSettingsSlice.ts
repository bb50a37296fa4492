import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { oneClickCouponReset } from '@/features/session';
import { rootReducer } from '@/features/store';
import { CHANGE_COEF_ACTIONS, type ChangeCoefAction } from '@/server/upstream/schemas/coupon-codes';
import { AMOUNTS_BY_CURRENCY } from './currency-amounts';

/** spec 02 §3 "Coupon settings", with the defaults of §9 and of the spec's field notes. */
export interface CouponSettingsState {
  /** The − / + step per currency ISO; starts from the table of spec 02 §9. */
  amountStepByCurrencyIso: Record<string, number>;
  /** The player set a step of their own (the table no longer applies to that currency). */
  isManualAmountStep: boolean;
  /** spec 02 §3: 0 confirm, 1 accept any change, 2 accept on increase (default, §9). */
  changeCoefAction: ChangeCoefAction;
  /** The amount follows the coupon's max amount. */
  isAutoMax: boolean;
  isVipBet: boolean;
  isBalanceShown: boolean;
  isPossibleWinShown: boolean;
  isSelectAccountShown: boolean;
  /** The coupon stays on screen while the page scrolls. */
  isCouponFixed: boolean;
  /** The stake of a one-click bet; 0 until the player sets it (the currency's start amount). */
  oneClickAmount: number;
  isActiveOneClick: boolean;
  /** 0 is off; otherwise a single or express is priced at exactly this coef (spec 02 §4, §5). */
  exactCoef: number;
  isDropOnScoreChange: boolean;
  /** The one-click stake when the active account is a bonus account. */
  bonusAccountOneClickAmount: number;
}

declare module '@/features/store/state' {
  interface RootState {
    couponSettings: CouponSettingsState;
  }
}

export const initialCouponSettings: CouponSettingsState = {
  amountStepByCurrencyIso: Object.fromEntries(
    Object.entries(AMOUNTS_BY_CURRENCY).map(([iso, amounts]) => [iso, amounts.step]),
  ),
  isManualAmountStep: false,
  changeCoefAction: CHANGE_COEF_ACTIONS.acceptIncrease,
  isAutoMax: false,
  isVipBet: false,
  isBalanceShown: true,
  isPossibleWinShown: true,
  isSelectAccountShown: true,
  isCouponFixed: true,
  oneClickAmount: 0,
  isActiveOneClick: false,
  exactCoef: 0,
  isDropOnScoreChange: false,
  bonusAccountOneClickAmount: 0,
};

type Flag =
  | 'isAutoMax'
  | 'isVipBet'
  | 'isBalanceShown'
  | 'isPossibleWinShown'
  | 'isSelectAccountShown'
  | 'isCouponFixed';

export const couponSettingsSlice = createSlice({
  name: 'couponSettings',
  initialState: initialCouponSettings,
  reducers: {
    /** Settings kept in the browser; the caller has validated them. */
    couponSettingsRestored(state, action: PayloadAction<Partial<CouponSettingsState>>) {
      return { ...state, ...action.payload };
    },
    changeCoefActionChanged(state, action: PayloadAction<ChangeCoefAction>) {
      state.changeCoefAction = action.payload;
    },
    settingFlagChanged(state, action: PayloadAction<{ flag: Flag; value: boolean }>) {
      state[action.payload.flag] = action.payload.value;
    },
    amountStepChanged(state, action: PayloadAction<{ currency: string; step: number }>) {
      const { currency, step } = action.payload;
      if (!(step > 0)) return;
      state.amountStepByCurrencyIso[currency] = Math.round(step * 100) / 100;
      state.isManualAmountStep = true;
    },
    /**
     * spec 02 §4: one-click on. With a non-empty coupon the caller asks first and clears the
     * coupon on Enable (`oneClickEnabled` clears it in the coupon slice too).
     */
    oneClickEnabled(state) {
      state.isActiveOneClick = true;
      // A one-click bet is sent at once: nothing to re-check on a score change.
      state.isDropOnScoreChange = false;
    },
    oneClickDisabled(state) {
      state.isActiveOneClick = false;
    },
    oneClickAmountChanged(state, action: PayloadAction<{ amount: number; isBonus?: boolean }>) {
      const amount = Math.round(Math.max(0, action.payload.amount) * 100) / 100;
      if (action.payload.isBonus) state.bonusAccountOneClickAmount = amount;
      else state.oneClickAmount = amount;
    },
    /** spec 02 §4: exact coef off (0) also turns drop-on-score-change off. */
    exactCoefChanged(state, action: PayloadAction<number>) {
      const value = action.payload;
      state.exactCoef = Number.isFinite(value) && value >= 1 ? Math.round(value * 1000) / 1000 : 0;
      if (state.exactCoef === 0) state.isDropOnScoreChange = false;
    },
    /** spec 02 §4: drop-on-score-change on turns one-click off. */
    dropOnScoreChangeChanged(state, action: PayloadAction<boolean>) {
      state.isDropOnScoreChange = action.payload;
      if (action.payload) state.isActiveOneClick = false;
    },
  },
  extraReducers: (builder) => {
    // spec 02 §4 / spec 01 §4: a logout resets the one-click flag.
    builder.addCase(oneClickCouponReset, (state) => {
      state.isActiveOneClick = false;
    });
  },
  selectors: {
    selectCouponSettings: (state) => state,
    selectChangeCoefAction: (state) => state.changeCoefAction,
    selectIsActiveOneClick: (state) => state.isActiveOneClick,
  },
});

export const {
  couponSettingsRestored,
  changeCoefActionChanged,
  settingFlagChanged,
  amountStepChanged,
  oneClickEnabled,
  oneClickDisabled,
  oneClickAmountChanged,
  exactCoefChanged,
  dropOnScoreChangeChanged,
} = couponSettingsSlice.actions;
export const { selectCouponSettings, selectChangeCoefAction, selectIsActiveOneClick } =
  couponSettingsSlice.selectors;

// The coupon's settings join the store with the coupon's code (store.ts LazySlices).
rootReducer.inject(couponSettingsSlice);
