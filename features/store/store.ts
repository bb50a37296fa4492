import {
  combineSlices,
  configureStore,
  type Reducer,
  type StoreEnhancer,
  type ThunkAction,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { accountsSlice } from '@/features/accounts/accountsSlice';
import { authSlice } from '@/features/auth/authSlice';
import { consentSlice } from '@/features/consent/consentSlice';
import type { BettingApi } from '@/features/coupon/betting-api';
import type { CouponSettingsState } from '@/features/coupon/couponSettingsSlice';
import type { CouponState } from '@/features/coupon/couponSlice';
import { lazyBettingApi } from '@/features/coupon/lazy-betting-api';
import { mediaSlice } from '@/features/media/mediaSlice';
import { navigationSlice } from '@/features/navigation/navigationSlice';
import { notificationsSlice } from '@/features/notifications/notificationsSlice';
import { remoteAppsSlice } from '@/features/remote-apps/remoteAppsSlice';
import { settingsSlice } from '@/features/settings/settingsSlice';
import { userSlice } from '@/features/user/userSlice';

/**
 * Slices that join the store with their code: the coupon's (couponSlice.ts and
 * couponSettingsSlice.ts inject themselves when they load), which the pages load right after
 * their first paint rather than in their first-load scripts (docs/performance.md).
 */
export interface LazySlices {
  coupon: CouponState;
  couponSettings: CouponSettingsState;
}

/** Client state only (docs/architecture.md §7); later domains add their slices here. */
export const rootReducer = combineSlices(
  settingsSlice,
  authSlice,
  accountsSlice,
  mediaSlice,
  userSlice,
  navigationSlice,
  consentSlice,
  notificationsSlice,
  remoteAppsSlice,
).withLazyLoadedSlices<LazySlices>();

/** The state as kept: a lazy slice is absent until its code has loaded and an action ran since. */
export type StoredState = ReturnType<typeof rootReducer>;

/**
 * The state as the store hands it out (getState, selectors, thunks): a lazy slice whose code has
 * loaded reads as its initial state until its first action. Code that reads a lazy slice imports
 * it, so it is there; the first-load parts read the coupon through coupon-view.ts, which allows
 * for its absence.
 */
export type RootState = StoredState & LazySlices;
export type PreloadedState = Partial<RootState>;

/** The root reducer as the store runs it: its state read as RootState (above). */
export const appReducer = rootReducer as unknown as Reducer<
  RootState,
  UnknownAction,
  PreloadedState
>;

const withLoadedSlices = rootReducer.selector((state: StoredState) => state);

/** getState answers with every injected slice, whether an action has filled it yet or not. */
const loadedSlicesEnhancer: StoreEnhancer = (createStore) => (reducer, preloadedState) => {
  const store = createStore(reducer, preloadedState);
  const getState = () => withLoadedSlices(store.getState() as unknown as StoredState);
  return { ...store, getState: getState as unknown as typeof store.getState };
};

/** What thunks get besides dispatch and getState: the calls they make (tests pass fakes). */
export interface StoreExtra {
  bettingApi: BettingApi;
}

function createAppStore(preloadedState: PreloadedState | undefined, extra: StoreExtra) {
  return configureStore({
    reducer: appReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware({ thunk: { extraArgument: extra } }),
    enhancers: (getDefaultEnhancers) => getDefaultEnhancers().concat(loadedSlicesEnhancer),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
export type AppThunk<Result = void> = ThunkAction<Result, RootState, StoreExtra, UnknownAction>;

/** One store per request on the server and one per tab in the browser; never module-level. */
export function makeStore(
  preloadedState?: PreloadedState,
  extra: StoreExtra = { bettingApi: lazyBettingApi },
): AppStore {
  return createAppStore(preloadedState, extra);
}
