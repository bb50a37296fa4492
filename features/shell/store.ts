import {
  configureStore,
  type Reducer,
  type StoreEnhancer,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { accountsSlice } from '@/features/accounts';
import { consentSlice } from '@/features/consent';
import { type CouponSettingsState, type CouponState, lazyBettingApi } from '@/features/coupon';
import { liveSlice } from '@/features/live';
import { mediaSlice } from '@/features/media';
import { navigationSlice } from '@/features/navigation';
import { notificationsSlice } from '@/features/notifications';
import { remoteAppsSlice } from '@/features/remote-apps';
import { authSlice } from '@/features/session';
import { settingsSlice } from '@/features/settings';
import {
  rootReducer,
  type AppStore,
  type PreloadedState,
  type RootState,
  type StoreExtra,
} from '@/features/store';
import { userSlice } from '@/features/user';

/*
 * The document shell's store: the slices every page starts with join the root reducer here,
 * before any store is made (client state only, docs/architecture.md §7). The coupon's slices
 * (couponSlice.ts, couponSettingsSlice.ts) join when their code loads, which the pages load
 * right after their first paint rather than in their first-load scripts (docs/performance.md).
 */
const startSlices = [
  settingsSlice,
  authSlice,
  accountsSlice,
  mediaSlice,
  liveSlice,
  userSlice,
  navigationSlice,
  consentSlice,
  notificationsSlice,
  remoteAppsSlice,
] as const;
for (const slice of startSlices) rootReducer.inject(slice);

/** The slices that join with their code. */
interface LazySlices {
  coupon: CouponState;
  couponSettings: CouponSettingsState;
}

type StartState = {
  [S in (typeof startSlices)[number] as S['reducerPath']]: ReturnType<S['getInitialState']>;
};

/** The declared state (features/store/state.ts) is exactly what the reducers give. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const stateDeclared: Same<RootState, StartState & LazySlices> = true;
void stateDeclared;

/**
 * The root reducer as the store runs it: its state read as RootState. A lazy slice whose code has
 * loaded reads as its initial state until its first action. Code that reads a lazy slice imports
 * it, so it is there; the first-load parts read the coupon through coupon-view.ts, which allows
 * for its absence.
 */
export const appReducer = rootReducer as unknown as Reducer<
  RootState,
  UnknownAction,
  PreloadedState
>;

const withLoadedSlices = rootReducer.selector((state) => state);

/** getState answers with every injected slice, whether an action has filled it yet or not. */
const loadedSlicesEnhancer: StoreEnhancer = (createStore) => (reducer, preloadedState) => {
  const store = createStore(reducer, preloadedState);
  const getState = () => withLoadedSlices(store.getState() as never);
  return { ...store, getState: getState as unknown as typeof store.getState };
};

function createAppStore(preloadedState: PreloadedState | undefined, extra: StoreExtra) {
  return configureStore({
    reducer: appReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware({ thunk: { extraArgument: extra } }),
    enhancers: (getDefaultEnhancers) => getDefaultEnhancers().concat(loadedSlicesEnhancer),
  });
}

/** One store per request on the server and one per tab in the browser; never module-level. */
export function makeStore(
  preloadedState?: PreloadedState,
  extra: StoreExtra = { bettingApi: lazyBettingApi },
): AppStore {
  return createAppStore(preloadedState, extra);
}
