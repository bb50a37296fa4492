import { initialAuthState, logout, sessionInit, signedOut } from '@/features/session/authSlice';
import { bffError, installFakeBff, type FakeReply } from '@/features/bff/testing/fake-bff';
import { makeStore } from '@/features/shell/store';
import { USER_CONFIG } from './testing/user-config';
import { loadUserConfig } from './load-user-config';
import { PAGE_CLASS_HEADER, STALE_PAGE_HEADER } from './stale-page';
import { browserNavigation } from '@/features/ui/browser-navigation';
import { EMPTY_USER_CONFIG, USER_CONFIG_LOAD_FAILED, userConfigMerged } from './userSlice';

const ROUTE = 'GET /api/user/config';
const signedIn = () => makeStore({ auth: { ...initialAuthState, userId: 1001 } });
const answer: FakeReply = { body: { data: USER_CONFIG } };

let network: ReturnType<typeof installFakeBff> | null = null;
let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  network?.restore();
  network = null;
  jest.restoreAllMocks();
});

/** A fake BFF whose config answers wait until the test releases them, one by one. */
function heldNetwork() {
  const releases: (() => void)[] = [];
  network = installFakeBff({});
  network.fetch.mockImplementation(
    (_input: RequestInfo | URL, init: RequestInit = {}) =>
      new Promise<Response>((resolve, reject) => {
        init.signal?.addEventListener('abort', () =>
          reject(Object.assign(new Error('aborted'), { name: 'AbortError' })),
        );
        const text = JSON.stringify({ data: USER_CONFIG });
        releases.push(() =>
          resolve({
            ok: true,
            status: 200,
            headers: new Headers(),
            text: async () => text,
          } as unknown as Response),
        );
      }),
  );
  return { fetch: network.fetch, releases };
}

describe('loadUserConfig (spec 02 §4 Config loading, §7)', () => {
  it('loads the config from the BFF, never from the cache', async () => {
    network = installFakeBff({ [ROUTE]: answer });
    const store = signedIn();
    expect(await store.dispatch(loadUserConfig())).toBe(true);
    expect(store.getState().user).toMatchObject({
      config: USER_CONFIG,
      isInstalled: true,
      status: 'loaded',
      error: null,
    });
    const [call] = network.fetch.mock.calls;
    expect(call?.[1]).toMatchObject({ cache: 'no-store', signal: expect.any(AbortSignal) });
  });

  it('loads once unless forced', async () => {
    network = installFakeBff({ [ROUTE]: answer });
    const store = signedIn();
    await store.dispatch(loadUserConfig());
    expect(await store.dispatch(loadUserConfig())).toBe(false);
    expect(network.callsTo(ROUTE)).toHaveLength(1);
    expect(await store.dispatch(loadUserConfig({ force: true }))).toBe(true);
    expect(network.callsTo(ROUTE)).toHaveLength(2);
  });

  it('sends the class a shared page was served by, and loads the page again when it is stale', async () => {
    const reload = jest.spyOn(browserNavigation, 'reload').mockImplementation(() => undefined);
    const text = JSON.stringify({ data: USER_CONFIG });
    let stale = false;
    const fetch = jest.fn(async () => ({
      ok: true,
      status: 200,
      headers: new Headers(stale ? { [STALE_PAGE_HEADER]: '1' } : {}),
      text: async () => text,
    }));
    global.fetch = fetch as unknown as typeof global.fetch;
    // A page rendered for the player alone sends no class.
    expect(await signedIn().dispatch(loadUserConfig())).toBe(true);
    expect(fetch.mock.calls[0]).toEqual([
      '/api/user/config',
      expect.objectContaining({
        headers: expect.not.objectContaining({ [PAGE_CLASS_HEADER]: expect.anything() }),
      }),
    ]);
    document.documentElement.dataset.shared = 'AbCdEfGhIjKlMnOp';
    stale = true;
    const store = signedIn();
    expect(await store.dispatch(loadUserConfig())).toBe(false);
    expect(fetch.mock.calls[1]).toEqual([
      '/api/user/config',
      expect.objectContaining({
        headers: expect.objectContaining({ [PAGE_CLASS_HEADER]: 'AbCdEfGhIjKlMnOp' }),
      }),
    ]);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(store.getState().user.status).not.toBe('loaded');
    delete document.documentElement.dataset.shared;
    reload.mockRestore();
  });

  it('is marked installed at start: a second load while one is in flight is not sent', async () => {
    const { fetch, releases } = heldNetwork();
    const store = signedIn();
    const first = store.dispatch(loadUserConfig());
    expect(store.getState().user).toMatchObject({ isInstalled: true, status: 'loading' });
    expect(await store.dispatch(loadUserConfig())).toBe(false);
    expect(fetch).toHaveBeenCalledTimes(1);
    releases[0]?.();
    expect(await first).toBe(true);
  });

  it('a new load aborts the one in flight, whose answer is then ignored', async () => {
    const { fetch, releases } = heldNetwork();
    const store = signedIn();
    const first = store.dispatch(loadUserConfig());
    const second = store.dispatch(loadUserConfig({ force: true }));
    expect(fetch).toHaveBeenCalledTimes(2);
    const firstSignal = fetch.mock.calls[0]?.[1]?.signal;
    expect(firstSignal?.aborted).toBe(true);
    expect(await first).toBe(false);
    expect(store.getState().user.status).toBe('loading');
    releases[1]?.();
    expect(await second).toBe(true);
    expect(store.getState().user.status).toBe('loaded');
    expect(warn).not.toHaveBeenCalled();
  });

  it('on failure: not installed, the BFF’s message kept and logged; the next call loads again', async () => {
    network = installFakeBff({
      [ROUTE]: [bffError(403, 'user_blocked', 'The account is suspended'), answer],
    });
    const store = signedIn();
    expect(await store.dispatch(loadUserConfig())).toBe(false);
    expect(store.getState().user).toMatchObject({
      isInstalled: false,
      status: 'failed',
      error: 'The account is suspended',
      config: EMPTY_USER_CONFIG,
    });
    expect(warn).toHaveBeenCalledWith('user config load failed:', 'The account is suspended');
    expect(await store.dispatch(loadUserConfig())).toBe(true);
    expect(store.getState().user).toMatchObject({ isInstalled: true, error: null });
  });

  it.each([
    ['a network failure', new TypeError('Failed to fetch')],
    ['an answer that is not JSON', { status: 500, body: undefined }],
  ])('on %s the message is ‘failed to get user config’', async (_, reply) => {
    network = installFakeBff({ [ROUTE]: reply as FakeReply | Error });
    const store = signedIn();
    await store.dispatch(loadUserConfig());
    expect(store.getState().user.error).toBe(USER_CONFIG_LOAD_FAILED);
    expect(warn).toHaveBeenCalledWith('user config load failed:', USER_CONFIG_LOAD_FAILED);
  });

  it('merges only the fields the state has (spec 02 §5), nested ones too', async () => {
    network = installFakeBff({
      [ROUTE]: {
        body: {
          data: {
            ban_level: 45,
            is_vip: true,
            user_data: { surname: 'Doe', nickname: 'dd' },
            protection_methods: { enable_email_auth: true, enable_magic: true },
          },
        },
      },
    });
    const store = signedIn();
    await store.dispatch(loadUserConfig());
    const { config } = store.getState().user;
    expect(config).toEqual({
      ...EMPTY_USER_CONFIG,
      ban_level: 45,
      user_data: { ...EMPTY_USER_CONFIG.user_data, surname: 'Doe' },
      protection_methods: { ...EMPTY_USER_CONFIG.protection_methods, enable_email_auth: true },
    });
    store.dispatch(userConfigMerged({ activation_type: 3, favourite_team: 'x' }));
    expect(store.getState().user.config).toEqual({ ...config, activation_type: 3 });
  });

  it('an answer that arrives after signing out is dropped', async () => {
    const { releases } = heldNetwork();
    const store = signedIn();
    const load = store.dispatch(loadUserConfig());
    store.dispatch(signedOut());
    releases[0]?.();
    expect(await load).toBe(false);
    expect(store.getState().user.config).toEqual(EMPTY_USER_CONFIG);
  });

  it.each([
    ['signed out by the server', signedOut()],
    ['logged out', logout.fulfilled(undefined, 'r1')],
    ['found signed out at session init', sessionInit.fulfilled(null, 'r2')],
  ])('forgets the config when %s', async (_, action) => {
    network = installFakeBff({ [ROUTE]: answer });
    const store = signedIn();
    await store.dispatch(loadUserConfig());
    store.dispatch(action);
    expect(store.getState().user).toMatchObject({
      config: EMPTY_USER_CONFIG,
      isInstalled: false,
      status: 'idle',
    });
  });

  it('keeps the config when session init confirms the player', async () => {
    network = installFakeBff({ [ROUTE]: answer });
    const store = signedIn();
    await store.dispatch(loadUserConfig());
    store.dispatch(sessionInit.fulfilled(1001, 'r3'));
    expect(store.getState().user.config).toEqual(USER_CONFIG);
  });
});
