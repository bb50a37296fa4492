/*
 * The settings feature's front door: what other features and the app may use of it
 * (docs/architecture.md "Who may import whom"); its server-only parts come from `./server`.
 * Re-exports only: an import from it compiles to the module that defines the name
 * (server/build/front-doors.ts).
 */

export { BrowserZoneCookie } from './BrowserZoneCookie';
export { COEF_VIEW_CHOICES, formatCoef, isCoefViewId } from './odds-format';
export type { CoefViewId } from './odds-format';
export { officePreferencesLoadedLater, preferencesSavedLater } from './preferences-later';
export { useRightSection } from './right-section';
export {
  APP_THEME,
  initialSettings,
  selectAppTheme,
  selectDisplayClock,
  settingsSlice,
  themeChanged,
} from './settingsSlice';
export type { AppTheme } from './settingsSlice';
export {
  formatDate,
  formatDateTime,
  formatLongDateTime,
  formatTime,
  zoneLabel,
} from './time-format';
export type { DisplayClock } from './time-format';
