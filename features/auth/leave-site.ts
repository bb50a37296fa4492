import type { AppThunk } from '@/features/store';
import { logout } from '@/features/session';
import { browserNavigation } from '@/features/ui';

/**
 * spec 01 §4 Login state change "On success go home or reload" and §8 "A logout failure reloads
 * the page": the one way every part of the site signs the player out and leaves (the logout
 * button, auto log-off, the terms, the reminders).
 */
export function logoutAndLeave(lng: string): AppThunk<Promise<void>> {
  return async (dispatch) => {
    const result = await dispatch(logout());
    if (logout.fulfilled.match(result)) browserNavigation.assign(`/${lng}`);
    else browserNavigation.reload();
  };
}
