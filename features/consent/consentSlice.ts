import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { lazyBffClient } from '@/features/bff';
import type { AppThunk, RootState } from '@/features/store';
import type { CookiesAgreeType } from '@/server/upstream/schemas/cookie-agreement';
import { isCookieTypeAllowed, type CookieType } from './consent-choice';

/**
 * spec 02 §3 cookiesAgreeType: the choice in force, preloaded by the server render from the
 * consent cookie (or the config), so gated features decide on the first render.
 */
export interface ConsentState {
  agreeType: CookiesAgreeType | null;
  saving: boolean;
  /** The last save failed: the modal stays and says so. */
  saveFailed: boolean;
}

declare module '@/features/store/state' {
  interface RootState {
    consent: ConsentState;
  }
}

export const initialConsentState: ConsentState = {
  agreeType: null,
  saving: false,
  saveFailed: false,
};

export const consentSlice = createSlice({
  name: 'consent',
  initialState: initialConsentState,
  reducers: {
    consentSaveStarted(state) {
      state.saving = true;
      state.saveFailed = false;
    },
    consentSaveFailed(state) {
      state.saving = false;
      state.saveFailed = true;
    },
    cookiesAgreed(state, action: PayloadAction<CookiesAgreeType>) {
      state.agreeType = action.payload;
      state.saving = false;
      state.saveFailed = false;
    },
  },
});

export const { consentSaveStarted, consentSaveFailed, cookiesAgreed } = consentSlice.actions;

export const selectCookiesAgreeType = (state: RootState) => state.consent.agreeType;
export const selectCookieTypeAllowed = (state: RootState, type: CookieType) =>
  isCookieTypeAllowed(state.consent.agreeType, type);

/**
 * The visitor's choice: the BFF keeps it in the consent cookie, records it upstream for a
 * signed-in player and logs it (spec 01 §4 "The choice is saved and logged"). It applies once
 * saved, so what the page runs and what the next page reads never disagree.
 */
export function cookiesAgreeChosen(agreeType: CookiesAgreeType): AppThunk<Promise<void>> {
  return async (dispatch) => {
    dispatch(consentSaveStarted());
    try {
      const bff = await lazyBffClient();
      await bff.request('/api/consent', {
        method: 'POST',
        body: { cookiesAgreeType: agreeType },
      });
      dispatch(cookiesAgreed(agreeType));
    } catch (error) {
      console.warn('cookie choice not saved:', error);
      dispatch(consentSaveFailed());
    }
  };
}
