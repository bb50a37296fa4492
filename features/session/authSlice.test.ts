import { bffBettingApi } from '@/features/coupon/bff-betting-api';
import { configureStore, type Middleware } from '@reduxjs/toolkit';
import { appReducer, makeStore } from '@/features/shell/store';
import {
  AUTH_FORM,
  captchaRequested,
  captchaSettled,
  initialAuthState,
  loadPhoneData,
  login,
  logout,
  modalOpened,
  oneClickCouponReset,
  passwordReset,
  register,
  sessionInit,
  SESSION_INIT_RETRY,
} from './authSlice';
import { bffError, installFakeBff } from '@/features/bff/testing/fake-bff';
import { PHONE_DATA } from '@/features/auth/testing/render-auth';

let network: ReturnType<typeof installFakeBff> | null = null;
function fakeNetwork(routes: Parameters<typeof installFakeBff>[0]) {
  network = installFakeBff(routes);
  return network;
}
afterEach(() => {
  network?.restore();
  jest.useRealTimers();
});

const signedIn = { auth: { ...initialAuthState, userId: 1001 } };

describe('login', () => {
  it('signs in: the user id is kept and the login is remembered for the form', async () => {
    const net = fakeNetwork({
      'POST /api/auth/login': { body: { data: { status: 'authorized', userId: 1001 } } },
    });
    const store = makeStore();
    const request = {
      type: 'login_password',
      login: 'demo@betarena.example',
      password: 'Demo-2026!',
      isRemember: true,
    } as const;
    await store.dispatch(login(request));
    const { auth } = store.getState();
    expect(auth).toMatchObject({
      userId: 1001,
      loading: false,
      message: null,
      responseType: 'authorized',
      defaults: { login: 'demo@betarena.example', remember: true },
    });
    expect(net.callsTo('POST /api/auth/login')[0]?.body).toEqual(request);
  });

  it('moves to the two-step code form with the challenge token', async () => {
    fakeNetwork({
      'POST /api/auth/login': {
        body: { data: { status: 'two_step_required', twoStepToken: 'tok-1' } },
      },
    });
    const store = makeStore();
    await store.dispatch(
      login({ type: 'login_password', login: 'a@b.cd', password: 'x', isRemember: false }),
    );
    expect(store.getState().auth).toMatchObject({
      userId: null,
      currentForm: AUTH_FORM.twoStepCode,
      responseType: 'two_step_required',
      userInfo: { twoStepToken: 'tok-1' },
    });
  });

  it('keeps the server’s answer as the form’s message', async () => {
    fakeNetwork({
      'POST /api/auth/login': bffError(429, 'too_many_attempts', 'Too many attempts', {
        headers: { 'retry-after': '120' },
      }),
    });
    const store = makeStore();
    await store.dispatch(
      login({ type: 'login_password', login: 'a@b.cd', password: 'x', isRemember: false }),
    );
    expect(store.getState().auth).toMatchObject({
      loading: false,
      responseType: 'error',
      message: { status: 429, code: 'too_many_attempts', retryAfterS: 120 },
    });
  });
});

describe('register', () => {
  it('signs the new player in and readies the login form with generated credentials', async () => {
    fakeNetwork({
      'POST /api/auth/register': {
        body: {
          data: {
            status: 'authorized',
            userId: 2001,
            credentials: { login: 'p2001@betarena.example', password: 'Gen-pass-1' },
          },
        },
      },
    });
    const store = makeStore();
    await store.dispatch(register({ type: 'one_click', currencyIso: 'RUB', countryId: 1 }));
    expect(store.getState().auth).toMatchObject({
      userId: 2001,
      defaults: {
        login: 'p2001@betarena.example',
        passwords: { login_password: 'Gen-pass-1' },
      },
    });
  });

  it('signs nobody in when a full registration waits for its e-mail link', async () => {
    fakeNetwork({
      'POST /api/auth/register': { status: 202, body: { data: { status: 'confirmation_sent' } } },
    });
    const store = makeStore();
    const result = await store.dispatch(
      register({
        type: 'full',
        email: 'nina@example.test',
        password: 'Secret-123',
        firstName: 'A',
        lastName: 'B',
        birthDate: '1990-01-01',
        countryId: 1,
        currencyIso: 'RUB',
        acceptTerms: true,
      }),
    );
    expect(result.payload).toEqual({ status: 'confirmation_sent' });
    expect(store.getState().auth.userId).toBeNull();
  });

  it('rejects with the fields the server points at', async () => {
    fakeNetwork({
      'POST /api/auth/register': bffError(400, 'underage', 'too young', { pointer: '/birthDate' }),
    });
    const result = await makeStore().dispatch(
      register({
        type: 'full',
        email: 'demo@betarena.example',
        password: 'Secret-123',
        firstName: 'A',
        lastName: 'B',
        birthDate: '1990-01-01',
        countryId: 1,
        currencyIso: 'RUB',
        acceptTerms: true,
      }),
    );
    expect(result.payload).toMatchObject({
      status: 400,
      code: 'underage',
      fields: { birthDate: { code: 'underage' } },
    });
  });
});

describe('logout (spec 01 §4 Login state change)', () => {
  it('resets the one-click coupon flag first, then disconnects', async () => {
    const order: string[] = [];
    const net = fakeNetwork({
      'POST /api/auth/logout': () => {
        order.push('POST /api/auth/logout');
        return { body: { data: { signedOut: true } } };
      },
    });
    const record: Middleware = () => (next) => (action) => {
      order.push((action as { type: string }).type);
      return next(action);
    };
    const store = configureStore({
      reducer: appReducer,
      preloadedState: signedIn,
      middleware: (getDefault) =>
        getDefault({ thunk: { extraArgument: { bettingApi: bffBettingApi } } }).concat(record),
    });
    store.dispatch(modalOpened('logoutConfirm'));
    await store.dispatch(logout());
    expect(order.indexOf(oneClickCouponReset.type)).toBeGreaterThan(-1);
    expect(order.indexOf(oneClickCouponReset.type)).toBeLessThan(
      order.indexOf('POST /api/auth/logout'),
    );
    expect(store.getState().auth).toMatchObject({ userId: null, modal: null });
    expect(net.calls).toHaveLength(1);
  });

  it('keeps the player when the call fails (the page reloads instead)', async () => {
    fakeNetwork({ 'POST /api/auth/logout': new TypeError('Failed to fetch') });
    const store = makeStore(signedIn);
    const result = await store.dispatch(logout());
    expect(logout.rejected.match(result)).toBe(true);
    expect(store.getState().auth.userId).toBe(1001);
  });
});

describe('sessionInit (spec 01 §4: 2 retries at 1500 ms)', () => {
  it('a session the server no longer knows signs the player out', async () => {
    fakeNetwork({ 'GET /api/auth/session': { body: { data: null } } });
    const store = makeStore(signedIn);
    await store.dispatch(sessionInit());
    expect(store.getState().auth.userId).toBeNull();
  });

  it('retries failures 1500 ms apart and takes the id of the answer', async () => {
    jest.useFakeTimers();
    const net = fakeNetwork({
      'GET /api/auth/session': [
        new TypeError('Failed to fetch'),
        bffError(502, 'upstream_error'),
        { body: { data: { userId: 1001 } } },
      ],
    });
    const store = makeStore();
    const done = store.dispatch(sessionInit());
    await jest.advanceTimersByTimeAsync(SESSION_INIT_RETRY.delayMs - 1);
    expect(net.calls).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(net.calls).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(SESSION_INIT_RETRY.delayMs);
    await done;
    expect(net.calls).toHaveLength(3);
    expect(store.getState().auth.userId).toBe(1001);
  });

  it('after 3 failed attempts it logs and leaves the state as it was', async () => {
    jest.useFakeTimers();
    const logged = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const net = fakeNetwork({ 'GET /api/auth/session': new TypeError('Failed to fetch') });
    const store = makeStore(signedIn);
    const done = store.dispatch(sessionInit());
    await jest.advanceTimersByTimeAsync(SESSION_INIT_RETRY.delayMs * 2);
    const result = await done;
    expect(sessionInit.rejected.match(result)).toBe(true);
    expect(net.calls).toHaveLength(1 + SESSION_INIT_RETRY.retries);
    expect(store.getState().auth.userId).toBe(1001);
    expect(logged).toHaveBeenCalledWith('session check failed', expect.anything());
    logged.mockRestore();
  });
});

describe('passwordReset (spec 02 §5: wrong code vs time up)', () => {
  it.each(['wrong_code', 'time_up'])('rejects with %s', async (code) => {
    fakeNetwork({
      'POST /api/auth/password/reset': bffError(400, code, code, { pointer: '/code' }),
    });
    const result = await makeStore().dispatch(
      passwordReset({ login: 'demo@betarena.example', code: '123456', password: 'New-pass-1' }),
    );
    expect(result.payload).toMatchObject({ code, fields: { code: { code } } });
  });
});

describe('modals', () => {
  it('a captcha covers the open modal and gives it back when settled', () => {
    const store = makeStore();
    store.dispatch(modalOpened('login'));
    store.dispatch(captchaRequested());
    expect(store.getState().auth).toMatchObject({ modal: 'captcha', modalUnderCaptcha: 'login' });
    store.dispatch(captchaSettled());
    expect(store.getState().auth).toMatchObject({ modal: 'login', modalUnderCaptcha: null });
  });
});

describe('loadPhoneData', () => {
  it('loads the phone countries and masks once per page', async () => {
    const net = fakeNetwork({ 'GET /api/auth/phone-data': { body: { data: PHONE_DATA } } });
    const store = makeStore();
    await Promise.all([store.dispatch(loadPhoneData()), store.dispatch(loadPhoneData())]);
    await store.dispatch(loadPhoneData());
    expect(net.calls).toHaveLength(1);
    expect(store.getState().auth.phoneData).toEqual(PHONE_DATA);
  });
});
