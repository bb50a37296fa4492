import { getCookie } from 'cookies-next/client';
import { bffClient } from '@/features/bff';
import { setPreferenceCookie } from '@/features/ui';
import type { AppThunk } from '@/features/store';
import {
  mergePreferences,
  parsePreferences,
  PREFERENCE_KEYS,
  PREFERENCES_COOKIE,
  PREFERENCES_COOKIE_MAX_AGE_S,
  serializePreferences,
  type Preferences,
} from './preferences';
import { preferencesChanged } from './settingsSlice';

/** The cookie keeps only what the player chose, so an unchosen 12 h clock follows the geo rule. */
function storeInCookie(patch: Partial<Preferences>): Preferences {
  const stored = parsePreferences(getCookie(PREFERENCES_COOKIE));
  const next = mergePreferences(stored, patch);
  setPreferenceCookie(PREFERENCES_COOKIE, serializePreferences(next), PREFERENCES_COOKIE_MAX_AGE_S);
  return next;
}

/**
 * A preference the player changed: into the state now, into the `prefs` cookie so the next server
 * render paints it (the odds format survives a reload), and for a signed-in player into the
 * office settings (spec 01 §7 "save setting by id and value"), so it follows them to any device.
 */
export function preferencesSaved(patch: Partial<Preferences>): AppThunk {
  return (dispatch, getState) => {
    dispatch(preferencesChanged(mergePreferences({ ...getState().settings }, patch)));
    const next = storeInCookie(patch);
    if (getState().auth.userId === null) return;
    for (const id of PREFERENCE_KEYS) {
      const value = next[id];
      if (!(id in patch) || value === undefined) continue;
      // The cookie already holds it; a failed upstream save only costs the other devices.
      bffClient
        .request('/api/user/settings', { method: 'PUT', body: { id, value } })
        .catch((error: unknown) => console.warn('office setting save failed:', id, error));
    }
  };
}

/**
 * After sign-in: the player's office settings over the cookie (spec 01 §7 "Office settings get").
 * Resolves true when something changed, so the caller renders the server parts again.
 */
export function loadOfficePreferences(): AppThunk<Promise<boolean>> {
  return async (dispatch, getState) => {
    let saved: unknown;
    try {
      saved = await bffClient.get<unknown>('/api/user/settings');
    } catch (error) {
      console.warn('office settings load failed:', error);
      return false;
    }
    if (getState().auth.userId === null) return false;
    const before = serializePreferences(parsePreferences(getCookie(PREFERENCES_COOKIE)));
    const next = mergePreferences(parsePreferences(getCookie(PREFERENCES_COOKIE)), saved);
    dispatch(preferencesChanged(next));
    const after = serializePreferences(next);
    if (after === before) return false;
    setPreferenceCookie(PREFERENCES_COOKIE, after, PREFERENCES_COOKIE_MAX_AGE_S);
    return true;
  };
}
