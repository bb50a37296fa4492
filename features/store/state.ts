import {
  combineSlices,
  type Dispatch,
  type Store,
  type ThunkAction,
  type ThunkDispatch,
  type UnknownAction,
} from '@reduxjs/toolkit';

/*
 * The store's shape, which every slice and thunk reads, without importing any slice: each slice
 * file adds its own entry to `RootState` where it declares the slice,
 *
 *   declare module './state' {
 *     interface RootState { auth: AuthState }
 *   }
 *
 * and joins `rootReducer` itself (`rootReducer.inject`). So the slices depend on this file and
 * this file on none of them: no import circle between the store and its slices. The document
 * shell's store (features/shell/store.ts) injects the slices every page starts with before it
 * makes a store, and checks that the reducers give exactly the declared state; the coupon's
 * slices inject themselves when their code loads (docs/performance.md).
 */

/** The state as the store hands it out (getState, selectors, thunks); one entry per slice. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the slices
export interface RootState {}

/** What thunks get besides dispatch and getState: the calls they make (tests pass fakes). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the features
export interface StoreExtra {}

export type PreloadedState = Partial<RootState>;
export type AppDispatch = ThunkDispatch<RootState, StoreExtra, UnknownAction> &
  Dispatch<UnknownAction>;
export type AppStore = Omit<Store<RootState, UnknownAction>, 'dispatch'> & {
  dispatch: AppDispatch;
};
export type AppThunk<Result = void> = ThunkAction<Result, RootState, StoreExtra, UnknownAction>;

/** The root reducer every slice joins; a slice is absent from the kept state until it joined. */
export const rootReducer = combineSlices().withLazyLoadedSlices<RootState>();
