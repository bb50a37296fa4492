import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** spec 02 §2 "The route history lists up to 20 entries." */
export const ROUTE_HISTORY_LIMIT = 20;

export interface NavigationState {
  /** The pages of this tab, oldest first: path and query, at most ROUTE_HISTORY_LIMIT. */
  history: string[];
  /**
   * spec 02 §2 Ban guard "a blocked-navigation flag cancels navigation": set while the player is
   * banned and the site has no external ban page.
   */
  blocked: boolean;
  /** The last navigation the guard cancelled, so the page can say why; null when none. */
  cancelled: { path: string; reason: 'banned' } | null;
}

export const initialNavigationState: NavigationState = {
  history: [],
  blocked: false,
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
    navigationBlocked(state, action: PayloadAction<boolean>) {
      state.blocked = action.payload;
    },
    navigationCancelled(state, action: PayloadAction<NavigationState['cancelled']>) {
      state.cancelled = action.payload;
    },
  },
  selectors: {
    selectRouteHistory: (state) => state.history,
    /** The page before this one, or null on the first page of the tab. */
    selectPreviousRoute: (state) => state.history.at(-2) ?? null,
    selectNavigationCancelled: (state) => state.cancelled,
  },
});

export const { routeVisited, navigationBlocked, navigationCancelled } = navigationSlice.actions;
export const { selectRouteHistory, selectPreviousRoute, selectNavigationCancelled } =
  navigationSlice.selectors;
