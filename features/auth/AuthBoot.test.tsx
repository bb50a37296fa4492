import { VISITOR_AUTH_PROPS } from './auth-modals.fixture';
import { act } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  AppRouterContext,
  type AppRouterInstance,
} from 'next/dist/shared/lib/app-router-context.shared-runtime';
import { initialAuthState, SESSION_INIT_RETRY } from '@/features/session/authSlice';
import { AUTH_REFRESH_MS, AuthBoot } from './AuthBoot';
import { bffError, installFakeBff } from '@/features/bff/testing/fake-bff';
import { renderAuth } from './testing/render-auth';

let network: ReturnType<typeof installFakeBff> | null = null;
const router = {
  refresh: jest.fn(),
  push: jest.fn(),
  replace: jest.fn(),
  back: jest.fn(),
  forward: jest.fn(),
  prefetch: jest.fn(),
} satisfies AppRouterInstance;

function WithRouter({ children }: { children: ReactNode }) {
  return <AppRouterContext.Provider value={router}>{children}</AppRouterContext.Provider>;
}

/** The page as the server rendered it for a signed-in player, with the auth boot mounted. */
function renderSignedInPage() {
  return renderAuth(
    <WithRouter>
      <AuthBoot {...VISITOR_AUTH_PROPS} />
    </WithRouter>,
    { preloadedState: { auth: { ...initialAuthState, userId: 1001 } } },
  );
}

const unavailable = bffError(503, 'session_check_unavailable', 'Please try again', {
  headers: { 'retry-after': '2' },
});

beforeEach(() => {
  jest.useFakeTimers();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  router.refresh.mockReset();
});
afterEach(() => {
  network?.restore();
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('AuthBoot keeps a signed-in player through upstream faults (spec 01 §4 Session init)', () => {
  it('a session check that keeps failing retries twice, then keeps the player signed in', async () => {
    network = installFakeBff({ 'GET /api/auth/session': unavailable });
    const { store } = renderSignedInPage();
    await act(() => jest.advanceTimersByTimeAsync(SESSION_INIT_RETRY.delayMs * 2 + 100));
    expect(network.callsTo('GET /api/auth/session')).toHaveLength(1 + SESSION_INIT_RETRY.retries);
    expect(store.getState().auth.userId).toBe(1001);
    expect(router.refresh).not.toHaveBeenCalled();
  });

  it('tries again at the 60 s refresh; only a 401 signs the player out', async () => {
    network = installFakeBff({
      'GET /api/auth/session': unavailable,
      'POST /api/auth/refresh': [unavailable, bffError(401, 'unauthorized', 'Please sign in')],
    });
    const { store } = renderSignedInPage();
    await act(() => jest.advanceTimersByTimeAsync(AUTH_REFRESH_MS));
    expect(network.callsTo('POST /api/auth/refresh')).toHaveLength(1);
    expect(store.getState().auth.userId).toBe(1001);
    expect(router.refresh).not.toHaveBeenCalled();

    await act(() => jest.advanceTimersByTimeAsync(AUTH_REFRESH_MS));
    expect(network.callsTo('POST /api/auth/refresh')).toHaveLength(2);
    expect(store.getState().auth.userId).toBeNull();
    expect(router.refresh).toHaveBeenCalled();
  });

  it('a session the server no longer knows re-renders the page signed out', async () => {
    network = installFakeBff({ 'GET /api/auth/session': { body: { data: null } } });
    const { store } = renderSignedInPage();
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(store.getState().auth.userId).toBeNull();
    expect(router.refresh).toHaveBeenCalled();
  });
});
