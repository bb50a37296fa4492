import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CoefViewId } from './odds-format';
import { PREFERENCE_DEFAULTS } from './preference-defaults';
import type { Preferences } from './preferences';
import { zoneShown } from './browser-zone';
import type { DisplayClock } from './time-format';

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

/**
 * Display state; the player's preferences (features/settings/preferences.ts) come from the
 * `prefs` cookie in the server render, so the first paint is right.
 */
export interface SettingsState extends Omit<Preferences, 'is12h'> {
  appTheme: AppTheme;
  language: string;
  /** spec 01 §3 customizeConfig decides it by geo until the player chooses. */
  is12h: boolean;
  partnerHasTaxes: boolean;
  /** The visitor's own zone as the browser told the server (browser-zone.ts); null: unknown. */
  browserZone: number | null;
  /** spec 02 §3: 1 means the section is hidden. */
  rightSectionState: 0 | 1;
  leftSectionState: 0 | 1;
}

declare module '@/features/store/state' {
  interface RootState {
    settings: SettingsState;
  }
}

export const initialSettings: SettingsState = {
  ...PREFERENCE_DEFAULTS,
  appTheme: APP_THEME.dark,
  language: 'ru',
  is12h: false,
  partnerHasTaxes: true,
  browserZone: null,
  rightSectionState: 0,
  leftSectionState: 0,
};

let lastClock: DisplayClock | null = null;

/**
 * The clock as one object per setting, so a part that selects it renders again only when the
 * clock changes (a memo of the last one: reselect stays out of the first-load scripts).
 */
function displayClock(timeZone: number, is12h: boolean, browserZone: number | null): DisplayClock {
  const showZone = zoneShown(timeZone, browserZone);
  if (
    lastClock?.timeZone !== timeZone ||
    lastClock.is12h !== is12h ||
    lastClock.showZone !== showZone
  )
    lastClock = { timeZone, is12h, showZone };
  return lastClock;
}

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
    /**
     * The player's preferences, checked and merged over the current ones by the caller
     * (save-preferences.ts: known fields with valid values only), so the store needs no schema.
     */
    preferencesChanged(state, action: PayloadAction<Preferences>) {
      const merged = action.payload;
      return { ...state, ...merged, is12h: merged.is12h ?? state.is12h };
    },
  },
  selectors: {
    selectAppTheme: (state) => state.appTheme,
    selectIsRightSectionHidden: (state) => state.rightSectionState === 1,
    selectLanguage: (state) => state.language,
    selectDisplayClock: (state): DisplayClock =>
      displayClock(state.timeZone, state.is12h, state.browserZone),
  },
});

export const { themeChanged, rightSectionToggled, coefViewChanged, preferencesChanged } =
  settingsSlice.actions;
export const { selectAppTheme, selectIsRightSectionHidden, selectLanguage, selectDisplayClock } =
  settingsSlice.selectors;
