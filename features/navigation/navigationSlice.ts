import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** spec 02 §2 "The route history lists up to 20 entries." */
export const ROUTE_HISTORY_LIMIT = 20;

export interface NavigationState {
  /** The pages of this tab, oldest first: path and query, at most ROUTE_HISTORY_LIMIT. */
  history: string[];
  /** The last navigation the guard cancelled, so the page can say why; null when none. */
  cancelled: { path: string; reason: 'banned' } | null;
}

declare module '@/features/store/state' {
  interface RootState {
    navigation: NavigationState;
  }
}

export const initialNavigationState: NavigationState = {
  history: [],
  cancelled: null,
};

export const navigationSlice = createSlice({
  name: 'navigation',
  initialState: initialNavigationState,
  reducers: {
    routeVisited(state, action: PayloadAction<string>) {
      if (state.history.at(-1) === action.payload) return;
      state.history.push(action.payload);
      if (state.history.length > ROUTE_HISTORY_LIMIT) {
        state.history.splice(0, state.history.length - ROUTE_HISTORY_LIMIT);
      }
      state.cancelled = null;
    },
    navigationCancelled(state, action: PayloadAction<NavigationState['cancelled']>) {
      state.cancelled = action.payload;
    },
  },
  selectors: {
    /** The page before this one, or null on the first page of the tab. */
    selectPreviousRoute: (state) => state.history.at(-2) ?? null,
    selectNavigationCancelled: (state) => state.cancelled,
  },
});

export const { routeVisited, navigationCancelled } = navigationSlice.actions;
export const { selectPreviousRoute, selectNavigationCancelled } = navigationSlice.selectors;
