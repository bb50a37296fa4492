import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CoefViewId } from '@/features/coupon/odds-format';

/** spec 02 §3 "Global settings": appTheme 0 light, 1 dark. */
export const APP_THEME = { light: 0, dark: 1 } as const;
export type AppTheme = (typeof APP_THEME)[keyof typeof APP_THEME];

/** spec 02 §3 "Time filter values". */
export const TIME_FILTER = {
  all: 0,
  upcoming: 1,
  firstPeriod: 2,
  secondPeriod: 3,
  recommended: 6,
} as const;

/** Display preferences a player can change; the server reads the theme from a cookie. */
export interface SettingsState {
  appTheme: AppTheme;
  /** 0 European, 1 Asian. */
  appViewType: 0 | 1;
  appFontSize: number;
  coefViewId: CoefViewId;
  language: string;
  /** Hours from UTC; spec 02 §9 default 3. */
  timeZone: number;
  is12h: boolean;
  isGroupByCountry: boolean;
  partnerHasTaxes: boolean;
  /** spec 02 §3: 1 means the section is hidden. */
  rightSectionState: 0 | 1;
  leftSectionState: 0 | 1;
  isAccumulatorOfTheDay: 0 | 1;
  isLiveAccumulatorOfTheDay: 0 | 1;
  isDisplayStatsInNewWindow: 0 | 1;
  isMoveVideoOnScroll: 0 | 1;
  isTeamLogosInCoupon: 0 | 1;
  isShowGameId: 0 | 1;
}

export const initialSettings: SettingsState = {
  appTheme: APP_THEME.dark,
  appViewType: 0,
  appFontSize: 16,
  // spec 02 §3 coefficient formats: features/coupon/odds-format.ts; 0 is decimal.
  coefViewId: 0,
  language: 'ru',
  timeZone: 3,
  is12h: false,
  isGroupByCountry: true,
  partnerHasTaxes: true,
  rightSectionState: 0,
  leftSectionState: 0,
  isAccumulatorOfTheDay: 1,
  isLiveAccumulatorOfTheDay: 1,
  isDisplayStatsInNewWindow: 1,
  isMoveVideoOnScroll: 1,
  isTeamLogosInCoupon: 0,
  isShowGameId: 0,
};

export const settingsSlice = createSlice({
  name: 'settings',
  initialState: initialSettings,
  reducers: {
    themeChanged(state, action: PayloadAction<AppTheme>) {
      state.appTheme = action.payload;
    },
    rightSectionToggled(state) {
      state.rightSectionState = state.rightSectionState === 1 ? 0 : 1;
    },
    coefViewChanged(state, action: PayloadAction<CoefViewId>) {
      state.coefViewId = action.payload;
    },
  },
  selectors: {
    selectAppTheme: (state) => state.appTheme,
    selectIsRightSectionHidden: (state) => state.rightSectionState === 1,
    selectLanguage: (state) => state.language,
  },
});

export const { themeChanged, rightSectionToggled, coefViewChanged } = settingsSlice.actions;
export const { selectAppTheme, selectIsRightSectionHidden, selectLanguage } =
  settingsSlice.selectors;
