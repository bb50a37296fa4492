import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { authSlice } from '@/features/auth/authSlice';
import { settingsSlice } from '@/features/settings/settingsSlice';

/** Client state only (ARCHITECTURE §7); later domains add their slices here. */
export const rootReducer = combineSlices(settingsSlice, authSlice);

export type RootState = ReturnType<typeof rootReducer>;
export type PreloadedState = Partial<RootState>;

/** One store per request on the server and one per tab in the browser; never module-level. */
export function makeStore(preloadedState?: PreloadedState) {
  return configureStore({ reducer: rootReducer, preloadedState });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
