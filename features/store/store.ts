import {
  combineSlices,
  configureStore,
  type ThunkAction,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { accountsSlice } from '@/features/accounts/accountsSlice';
import { authSlice } from '@/features/auth/authSlice';
import { consentSlice } from '@/features/consent/consentSlice';
import type { BettingApi } from '@/features/coupon/betting-api';
import { bffBettingApi } from '@/features/coupon/bff-betting-api';
import { couponSettingsSlice } from '@/features/coupon/couponSettingsSlice';
import { couponSlice } from '@/features/coupon/couponSlice';
import { mediaSlice } from '@/features/media/mediaSlice';
import { navigationSlice } from '@/features/navigation/navigationSlice';
import { notificationsSlice } from '@/features/notifications/notificationsSlice';
import { remoteAppsSlice } from '@/features/remote-apps/remoteAppsSlice';
import { settingsSlice } from '@/features/settings/settingsSlice';
import { userSlice } from '@/features/user/userSlice';

/** Client state only (ARCHITECTURE §7); later domains add their slices here. */
export const rootReducer = combineSlices(
  settingsSlice,
  authSlice,
  accountsSlice,
  couponSlice,
  couponSettingsSlice,
  mediaSlice,
  userSlice,
  navigationSlice,
  consentSlice,
  notificationsSlice,
  remoteAppsSlice,
);

export type RootState = ReturnType<typeof rootReducer>;
export type PreloadedState = Partial<RootState>;

/** What thunks get besides dispatch and getState: the calls they make (tests pass fakes). */
export interface StoreExtra {
  bettingApi: BettingApi;
}

/** One store per request on the server and one per tab in the browser; never module-level. */
export function makeStore(
  preloadedState?: PreloadedState,
  extra: StoreExtra = { bettingApi: bffBettingApi },
) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware({ thunk: { extraArgument: extra } }),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
export type AppThunk<Result = void> = ThunkAction<Result, RootState, StoreExtra, UnknownAction>;
