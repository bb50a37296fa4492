import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { logout, sessionInit, signedOut } from '@/features/session';
import type { UserConfig } from '@/server/upstream/schemas/user';

/**
 * spec 02 §3 "User config" and §4 "Config loading": the player's config (derived states are the
 * selectors of user-selectors.ts), whether a load is installed, and the last load's failure.
 */
export interface UserState {
  config: UserConfig;
  /** spec 02 §4: "marked installed at start, set to not installed on failure". */
  isInstalled: boolean;
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  /** spec 02 §8: the error from the response, or 'failed to get user config'. */
  error: string | null;
}

declare module '@/features/store/state' {
  interface RootState {
    user: UserState;
  }
}

/** The config before it is loaded (a visitor's): every field, none set. */
export const EMPTY_USER_CONFIG: UserConfig = {
  disallow_line_sport: [],
  disallow_live_sport: [],
  phone_number: null,
  phone_code: null,
  user_email: null,
  user_name: null,
  user_country_code: null,
  user_country_id: null,
  activation_type: 0,
  user_ref_id: null,
  user_msg_count: 0,
  isRequiredTransfer: false,
  is_active_secure_question: false,
  // spec 02 §3 "user_hide_balance (default true)".
  user_hide_balance: true,
  changed_pass_day_count: null,
  user_data: {
    date_birthday: null,
    document_type_id: null,
    inn: null,
    name: null,
    passport: null,
    passport_date: null,
    passport_end_date: null,
    registration_address: null,
    surname: null,
  },
  protection_level: null,
  protection_methods: {
    is_changed_password: false,
    enable_two_factor_auth: false,
    enable_phone_binding: false,
    enable_security_question: false,
    enable_email_auth: false,
  },
  should_sync_protection_methods: false,
  is_need_identification: false,
  ban_level: 0,
  ban_version: 0,
  user_status_id: 0,
  internal_verification_status: 0,
  verification_status: 0,
  verification_types: [],
  isCCLine: false,
  isCClive: false,
  isDataAfterRegistration: false,
  verification_status_group_code: null,
  requested_additional_document: false,
  has_deposit: false,
  is_identification_bonus: false,
  show_verification_modal_on_deposit_page: false,
  remaining_days_to_activate: null,
  show_recharge_notification: false,
  is_recharge_notification_shown: false,
};

export const initialUserState: UserState = {
  config: EMPTY_USER_CONFIG,
  isInstalled: false,
  status: 'idle',
  error: null,
};

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * spec 02 §5 "Config merge accepts only fields already in the state": a field the state does not
 * have is ignored, at the top level and inside user_data and protection_methods.
 */
function mergeKnown(target: Record<string, unknown>, source: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(source)) {
    if (!Object.hasOwn(target, key) || value === undefined) continue;
    const current = target[key];
    if (isPlainObject(current)) {
      if (isPlainObject(value)) mergeKnown(current, value);
    } else {
      target[key] = value;
    }
  }
}

const signedOutState = () => initialUserState;

export const userSlice = createSlice({
  name: 'user',
  initialState: initialUserState,
  reducers: {
    userConfigLoadStarted(state) {
      state.isInstalled = true;
      state.status = 'loading';
      state.error = null;
    },
    userConfigLoaded(state, action: PayloadAction<Record<string, unknown>>) {
      mergeKnown(state.config as unknown as Record<string, unknown>, action.payload);
      state.status = 'loaded';
    },
    userConfigFailed(state, action: PayloadAction<string>) {
      state.isInstalled = false;
      state.status = 'failed';
      state.error = action.payload;
    },
    /** A change the page made (e.g. a phone bound): merged like a load, known fields only. */
    userConfigMerged(state, action: PayloadAction<Record<string, unknown>>) {
      mergeKnown(state.config as unknown as Record<string, unknown>, action.payload);
    },
  },
  extraReducers: (builder) => {
    // spec 02 §6: only a signed-in player has a user config; signing out forgets it.
    builder
      .addCase(logout.fulfilled, signedOutState)
      .addCase(signedOut, signedOutState)
      .addCase(sessionInit.fulfilled, (state, action) =>
        action.payload === null ? initialUserState : state,
      );
  },
  selectors: {
    selectUserConfig: (state) => state.config,
    selectUserConfigStatus: (state) => state.status,
    selectUserConfigError: (state) => state.error,
    selectIsUserConfigInstalled: (state) => state.isInstalled,
  },
});

export const { userConfigLoadStarted, userConfigLoaded, userConfigFailed, userConfigMerged } =
  userSlice.actions;
export const {
  selectUserConfig,
  selectUserConfigStatus,
  selectUserConfigError,
  selectIsUserConfigInstalled,
} = userSlice.selectors;

/** spec 02 §8 "User config load failure: the error from the response, or …". */
export const USER_CONFIG_LOAD_FAILED = 'failed to get user config';
