import { installFakeBff } from '@/features/bff/testing/fake-bff';
import { initialAuthState } from '@/features/session/authSlice';
import { makeStore } from '@/features/shell/store';
import { parsePreferences, PREFERENCES_COOKIE } from './preferences';
import { loadOfficePreferences, preferencesSaved } from './save-preferences';

const ROUTE = 'PUT /api/user/settings';
let network: ReturnType<typeof installFakeBff> | null = null;

function cookieValue(): string | undefined {
  const entry = document.cookie.split('; ').find((c) => c.startsWith(`${PREFERENCES_COOKIE}=`));
  return entry ? decodeURIComponent(entry.slice(PREFERENCES_COOKIE.length + 1)) : undefined;
}

const storeFor = (userId: number | null) => makeStore({ auth: { ...initialAuthState, userId } });

beforeEach(() => {
  document.cookie = `${PREFERENCES_COOKIE}=; max-age=0; path=/`;
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  network?.restore();
  network = null;
  jest.restoreAllMocks();
});

describe('saving a preference', () => {
  it('a visitor: state and cookie only, no upstream call', async () => {
    network = installFakeBff({});
    const store = storeFor(null);
    store.dispatch(preferencesSaved({ coefViewId: 2 }));
    await Promise.resolve();
    expect(store.getState().settings.coefViewId).toBe(2);
    expect(parsePreferences(cookieValue()).coefViewId).toBe(2);
    expect(network.callsTo(ROUTE)).toHaveLength(0);
  });

  it('a signed-in player: also each changed setting by id and value', async () => {
    network = installFakeBff({ [ROUTE]: { body: { data: {} } } });
    const store = storeFor(1001);
    store.dispatch(preferencesSaved({ timeZone: -5, is12h: true }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(network.callsTo(ROUTE).map((call) => call.body)).toEqual([
      { id: 'timeZone', value: -5 },
      { id: 'is12h', value: true },
    ]);
    expect(parsePreferences(cookieValue())).toMatchObject({ timeZone: -5, is12h: true });
  });
});

describe('after sign-in', () => {
  it('merges the office settings over the cookie and says the page must render again', async () => {
    document.cookie = `${PREFERENCES_COOKIE}=${encodeURIComponent('{"coefViewId":1,"timeZone":0}')}; path=/`;
    network = installFakeBff({
      'GET /api/user/settings': { body: { data: { timeZone: 5, isShowGameId: 1 } } },
    });
    const store = storeFor(1001);
    await expect(store.dispatch(loadOfficePreferences())).resolves.toBe(true);
    expect(store.getState().settings).toMatchObject({
      coefViewId: 1,
      timeZone: 5,
      isShowGameId: 1,
    });
    expect(parsePreferences(cookieValue())).toMatchObject({
      coefViewId: 1,
      timeZone: 5,
      isShowGameId: 1,
    });
  });

  it('no change and no refresh when the upstream fails', async () => {
    network = installFakeBff({ 'GET /api/user/settings': { status: 502, body: { errors: [] } } });
    const store = storeFor(1001);
    await expect(store.dispatch(loadOfficePreferences())).resolves.toBe(false);
    expect(store.getState().settings.timeZone).toBe(3);
    expect(cookieValue()).toBeUndefined();
  });
});
