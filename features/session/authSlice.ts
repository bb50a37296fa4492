import { createAction, createAsyncThunk, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AppDispatch, RootState } from '@/features/store';
import type { LoginRequest, RegisterRequest } from '@/server/upstream/schemas/auth';
import { BffError, CLIENT_ERROR, lazyBffClient } from '@/features/bff';

/** spec 01 §3 "Auth form state" currentForm: one per login payload variant. */
export const AUTH_FORM = {
  loginPassword: 'login_password',
  phonePassword: 'phone_password',
  sms: 'sms',
  twoStepCode: 'login_password_two_step_code',
} as const;
export type AuthForm = (typeof AUTH_FORM)[keyof typeof AUTH_FORM];

export type AuthModal = 'login' | 'registration' | 'forgotPassword' | 'logoutConfirm' | 'captcha';

/** spec 01 §4 Session init: "fetched with 2 retries at 1500 ms"; §9 "Session fetch". */
export const SESSION_INIT_RETRY = { retries: 2, delayMs: 1500 } as const;

/** A failed call as the forms show it: the BFF's code and title, and the field it is about. */
export interface AuthFailure {
  status: number;
  code: string;
  title: string;
  /** 429: seconds to wait (the Retry-After header). */
  retryAfterS: number | null;
  /** Field errors by body field (`source.pointer` `/email` → `email`). */
  fields: Record<string, { code: string; title: string }>;
}

export interface PhoneCountry {
  id: number;
  name: string;
  country_code: string;
  tel_code: string;
}
export interface PhoneMask {
  CountryId: number;
  Mask: string;
  Min: number;
  Max: number;
}
/** spec 01 §3 "Phone data". */
export interface PhoneData {
  countries: PhoneCountry[];
  masks: PhoneMask[];
}

export type LoginAnswer =
  { status: 'authorized'; userId: number } | { status: 'two_step_required'; twoStepToken: string };
/**
 * One-click and phone registration sign the player in; a full one answers `confirmation_sent`
 * whether the e-mail is free or taken, and the account is the player's once the link sent to the
 * e-mail is followed (docs/decisions.md "Registration answers alike").
 */
export type RegisterAnswer =
  | {
      status: 'authorized';
      userId: number;
      credentials: { login: string; password: string } | null;
    }
  | { status: 'confirmation_sent' };

type PasswordForm = typeof AUTH_FORM.loginPassword | typeof AUTH_FORM.phonePassword;

export interface AuthState {
  /** The signed-in player's id; null for a visitor (spec 02 §3 "userId absent means anonymous"). */
  userId: number | null;
  currentForm: AuthForm;
  loading: boolean;
  /** What the login form says after the last answer; null when there is nothing to say. */
  message: AuthFailure | null;
  responseType: 'authorized' | 'two_step_required' | 'error' | null;
  userInfo: { twoStepToken: string | null };
  /**
   * What the login form starts with. Passwords are never kept from typing: they are only the
   * generated ones a one-click registration hands out, so the form is ready with them.
   */
  defaults: {
    login: string;
    phone: string;
    phoneBySms: string;
    passwords: Record<PasswordForm, string>;
    remember: boolean;
  };
  modal: AuthModal | null;
  /**
   * Where the login modal sends the player once signed in, when it opened for a page that needs
   * a player (spec 02 §2 General guard "the authorization block opened"); null: the page under it.
   */
  modalReturnUrl: string | null;
  /** The modal a captcha check covers; it comes back when the captcha closes. */
  modalUnderCaptcha: AuthModal | null;
  phoneData: PhoneData | null;
  phoneDataStatus: 'idle' | 'loading' | 'ready' | 'failed';
}

declare module '@/features/store/state' {
  interface RootState {
    auth: AuthState;
  }
}

export const initialAuthState: AuthState = {
  userId: null,
  currentForm: AUTH_FORM.loginPassword,
  loading: false,
  message: null,
  responseType: null,
  userInfo: { twoStepToken: null },
  defaults: {
    login: '',
    phone: '',
    phoneBySms: '',
    passwords: { login_password: '', phone_password: '' },
    remember: false,
  },
  modal: null,
  modalReturnUrl: null,
  modalUnderCaptcha: null,
  phoneData: null,
  phoneDataStatus: 'idle',
};

/** Any failure of a BFF call as plain data for the store (and the forms). */
export function toAuthFailure(error: unknown): AuthFailure {
  if (error instanceof BffError) {
    const fields: AuthFailure['fields'] = {};
    for (const item of error.items) {
      const field = item.source?.pointer?.replace(/^\//, '').split('/')[0];
      if (field && !fields[field]) fields[field] = { code: item.code, title: item.title };
    }
    return {
      status: error.status,
      code: error.code,
      title: error.items[0]?.title ?? error.message,
      retryAfterS: error.retryAfterS,
      fields,
    };
  }
  return {
    status: 0,
    code: CLIENT_ERROR.network,
    title: error instanceof Error ? error.message : 'Network error',
    retryAfterS: null,
    fields: {},
  };
}

const createAuthThunk = createAsyncThunk.withTypes<{
  state: RootState;
  dispatch: AppDispatch;
  rejectValue: AuthFailure;
}>();

/** A BFF call whose failure becomes the thunk's rejected AuthFailure. */
function bffThunk<Arg, Result>(type: string, call: (arg: Arg) => Promise<Result>) {
  return createAuthThunk(`auth/${type}`, async (arg: Arg, { rejectWithValue }) => {
    try {
      return await call(arg);
    } catch (error) {
      return rejectWithValue(toAuthFailure(error));
    }
  });
}

export const login = bffThunk('login', async (payload: LoginRequest) =>
  (await lazyBffClient()).post<LoginAnswer>('/api/auth/login', payload),
);

export const sendSms = bffThunk(
  'sendSms',
  async (payload: { countryCode: string; phone: string; purpose: 'login' | 'registration' }) =>
    (await lazyBffClient()).post<{ sent: true; resendAfterSeconds: number }>(
      '/api/auth/sms',
      payload,
    ),
);

export const register = bffThunk('register', async (payload: RegisterRequest) =>
  (await lazyBffClient()).post<RegisterAnswer>('/api/auth/register', payload),
);

export const passwordRecovery = bffThunk('passwordRecovery', async (payload: { login: string }) =>
  (await lazyBffClient()).post<{ sent: true; codeExpiresAt: string }>(
    '/api/auth/password/recovery',
    payload,
  ),
);

export const passwordReset = bffThunk(
  'passwordReset',
  async (payload: { login: string; code: string; password: string }) =>
    (await lazyBffClient()).post<{ reset: true }>('/api/auth/password/reset', payload),
);

export const loadPhoneData = createAuthThunk(
  'auth/loadPhoneData',
  async (_: void, { rejectWithValue }) => {
    try {
      return await (await lazyBffClient()).get<PhoneData>('/api/auth/phone-data');
    } catch (error) {
      return rejectWithValue(toAuthFailure(error));
    }
  },
  // Loaded once per page; a failure may be retried by opening a phone form again.
  {
    condition: (_, { getState }) => !['loading', 'ready'].includes(getState().auth.phoneDataStatus),
  },
);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * spec 01 §4 Session init: the user id with 2 retries at 1500 ms; with none the visitor is
 * signed out. A check that keeps failing is logged (spec 01 §8) and changes nothing.
 */
export const sessionInit = createAuthThunk(
  'auth/sessionInit',
  async (_: void, { rejectWithValue }) => {
    for (let attempt = 0; ; attempt += 1) {
      try {
        const data = await (
          await lazyBffClient()
        ).get<{ userId: number } | null>('/api/auth/session');
        return data?.userId ?? null;
      } catch (error) {
        if (attempt >= SESSION_INIT_RETRY.retries) {
          // A warning, not an error: the player stays signed in and the next refresh tries again.
          console.warn('session check failed', error);
          return rejectWithValue(toAuthFailure(error));
        }
        await sleep(SESSION_INIT_RETRY.delayMs);
      }
    }
  },
);

/**
 * spec 01 §4 Login state change, spec 02 §4: a logout resets the one-click coupon flag. The coupon
 * slice answers this action; the auth slice only announces it.
 */
export const oneClickCouponReset = createAction('auth/oneClickCouponReset');

/**
 * spec 01 §4 Login state change: the one-click coupon flag is reset, then the player is
 * disconnected. A failed call still ends here: the page reloads afterwards (spec 01 §8).
 */
export const logout = createAuthThunk(
  'auth/logout',
  async (_: void, { dispatch, rejectWithValue }) => {
    dispatch(oneClickCouponReset());
    try {
      await (await lazyBffClient()).post<{ signedOut: true }>('/api/auth/logout');
    } catch (error) {
      return rejectWithValue(toAuthFailure(error));
    }
  },
);

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    formChanged(state, action: PayloadAction<AuthForm>) {
      state.currentForm = action.payload;
      state.message = null;
      state.responseType = null;
      if (action.payload !== AUTH_FORM.twoStepCode) state.userInfo.twoStepToken = null;
    },
    messageCleared(state) {
      state.message = null;
    },
    modalOpened(state, action: PayloadAction<Exclude<AuthModal, 'captcha'>>) {
      state.modal = action.payload;
      state.modalReturnUrl = null;
      state.modalUnderCaptcha = null;
      state.message = null;
    },
    signInRequested(state, action: PayloadAction<string>) {
      state.modal = 'login';
      state.modalReturnUrl = action.payload;
      state.modalUnderCaptcha = null;
      state.message = null;
    },
    modalClosed(state) {
      state.modal = null;
      state.modalReturnUrl = null;
      state.modalUnderCaptcha = null;
    },
    captchaRequested(state) {
      if (state.modal !== 'captcha') state.modalUnderCaptcha = state.modal;
      state.modal = 'captcha';
    },
    captchaSettled(state) {
      if (state.modal === 'captcha') state.modal = state.modalUnderCaptcha;
      state.modalUnderCaptcha = null;
    },
    /** The session ended elsewhere (refresh refused, session check found none). */
    signedOut(state) {
      state.userId = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(login.pending, (state, action) => {
        state.loading = true;
        state.message = null;
        const request = action.meta.arg;
        if (request.type === 'login_password') {
          state.defaults.login = request.login;
          state.defaults.remember = request.isRemember;
        } else if (request.type === 'phone_password') {
          state.defaults.phone = request.phone;
          state.defaults.remember = request.isRemember;
        } else if (request.type === 'sms') {
          state.defaults.phoneBySms = request.phone;
        }
      })
      .addCase(login.fulfilled, (state, action) => {
        state.loading = false;
        state.responseType = action.payload.status;
        if (action.payload.status === 'two_step_required') {
          state.currentForm = AUTH_FORM.twoStepCode;
          state.userInfo.twoStepToken = action.payload.twoStepToken;
          return;
        }
        state.userId = action.payload.userId;
        state.userInfo.twoStepToken = null;
        state.defaults.passwords = initialAuthState.defaults.passwords;
      })
      .addCase(login.rejected, (state, action) => {
        state.loading = false;
        state.responseType = 'error';
        state.message = action.payload ?? toAuthFailure(action.error);
      })
      .addCase(register.fulfilled, (state, action) => {
        if (action.payload.status !== 'authorized') return;
        state.userId = action.payload.userId;
        const credentials = action.payload.credentials;
        if (credentials) {
          state.defaults.login = credentials.login;
          state.defaults.passwords.login_password = credentials.password;
        }
      })
      .addCase(logout.fulfilled, (state) => {
        state.userId = null;
        state.modal = null;
        state.currentForm = AUTH_FORM.loginPassword;
        state.defaults = initialAuthState.defaults;
      })
      .addCase(sessionInit.fulfilled, (state, action) => {
        state.userId = action.payload;
      })
      .addCase(loadPhoneData.pending, (state) => {
        state.phoneDataStatus = 'loading';
      })
      .addCase(loadPhoneData.fulfilled, (state, action) => {
        state.phoneDataStatus = 'ready';
        state.phoneData = action.payload;
      })
      .addCase(loadPhoneData.rejected, (state) => {
        state.phoneDataStatus = 'failed';
      });
  },
  selectors: {
    selectUserId: (state) => state.userId,
    selectIsSignedIn: (state) => state.userId !== null,
    selectAuthModal: (state) => state.modal,
    selectLoginForm: (state) => state,
    selectPhoneData: (state) => state.phoneData,
  },
});

export const {
  formChanged,
  messageCleared,
  modalOpened,
  signInRequested,
  modalClosed,
  captchaRequested,
  captchaSettled,
  signedOut,
} = authSlice.actions;

export const { selectUserId, selectIsSignedIn, selectAuthModal, selectLoginForm, selectPhoneData } =
  authSlice.selectors;
