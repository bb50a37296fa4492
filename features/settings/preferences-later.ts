import type { AppThunk } from '@/features/store';
import type { Preferences } from './preferences';

/*
 * The preferences' code (and the schema it checks saved settings with) stays out of the shell's
 * first-load scripts: the parts that change or load preferences on a player's action take it
 * through these, and it loads then (docs/performance.md "Lighthouse mobile").
 */

/** `preferencesSaved(patch)` once its code is here; a failed load is logged, the choice lost. */
export function preferencesSavedLater(patch: Partial<Preferences>): AppThunk<Promise<void>> {
  return async (dispatch) => {
    try {
      const { preferencesSaved } = await import('./save-preferences');
      dispatch(preferencesSaved(patch));
    } catch (error) {
      console.warn('preference save failed:', error);
    }
  };
}

/** `loadOfficePreferences()` once its code is here: true when something changed. */
export function officePreferencesLoadedLater(): AppThunk<Promise<boolean>> {
  return async (dispatch) => {
    try {
      const { loadOfficePreferences } = await import('./save-preferences');
      return await dispatch(loadOfficePreferences());
    } catch (error) {
      console.warn('office settings load failed:', error);
      return false;
    }
  };
}
