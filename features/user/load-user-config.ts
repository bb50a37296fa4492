import { BffError, CLIENT_ERROR, bffClient } from '@/features/bff';
import type { AppThunk } from '@/features/store';
import { browserNavigation } from '@/features/ui';
import {
  USER_CONFIG_LOAD_FAILED,
  userConfigFailed,
  userConfigLoaded,
  userConfigLoadStarted,
} from './userSlice';
import { PAGE_CLASS_HEADER, sharedPageClass, STALE_PAGE_HEADER } from './stale-page';

/*
 * Loading the player's config: apart from the slice (userSlice.ts), which is in every page's
 * first-load scripts, so the BFF client comes with the parts that load the config (the signed-in
 * player's boot, the profile, the account entry), after the first paint.
 */

const CLIENT_CODES: readonly string[] = Object.values(CLIENT_ERROR);

function failureMessage(error: unknown): string {
  // Only an answer of the BFF carries a message of its own; a network failure does not.
  if (error instanceof BffError && !CLIENT_CODES.includes(error.code) && error.message) {
    return error.message;
  }
  return USER_CONFIG_LOAD_FAILED;
}

/** The load in flight per store (spec 02 §4 "A new load aborts one in flight"). */
const loadsInFlight = new WeakMap<object, AbortController>();

/**
 * spec 02 §4 "Config loading", §7 "User config load (no cache, abortable)": loaded once unless
 * forced; marked installed at start and not installed on failure, so the next call tries again;
 * a new load aborts the one in flight. Answers whether this load set the config.
 */
export function loadUserConfig({ force = false }: { force?: boolean } = {}): AppThunk<
  Promise<boolean>
> {
  return async (dispatch, getState) => {
    if (!force && getState().user.isInstalled) return false;
    loadsInFlight.get(dispatch)?.abort();
    const controller = new AbortController();
    loadsInFlight.set(dispatch, controller);
    dispatch(userConfigLoadStarted());
    try {
      let stale = false;
      const pageClass = sharedPageClass();
      const config = await bffClient.request<Record<string, unknown>>('/api/user/config', {
        signal: controller.signal,
        headers: pageClass ? { [PAGE_CLASS_HEADER]: pageClass } : {},
        onResponse: (response) => (stale = response.headers.get(STALE_PAGE_HEADER) === '1'),
      });
      // The page was shared by a class that is no longer the player's (the guards or the hidden
      // sports changed since): it is loaded again under the new one.
      if (stale) {
        browserNavigation.reload();
        return false;
      }
      // A newer load owns the state; a player who signed out meanwhile has no config.
      if (controller.signal.aborted || getState().auth.userId === null) return false;
      dispatch(userConfigLoaded(config));
      return true;
    } catch (error) {
      if (controller.signal.aborted) return false;
      const message = failureMessage(error);
      console.warn('user config load failed:', message);
      dispatch(userConfigFailed(message));
      return false;
    } finally {
      if (loadsInFlight.get(dispatch) === controller) loadsInFlight.delete(dispatch);
    }
  };
}
