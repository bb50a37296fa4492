import { VISITOR_AUTH_PROPS } from '@/features/auth/auth-modals.fixture';
import { act } from '@testing-library/react';
import {
  AppRouterContext,
  type AppRouterInstance,
} from 'next/dist/shared/lib/app-router-context.shared-runtime';
import { initialAuthState, login } from '@/features/session/authSlice';
import { AuthBoot } from '@/features/auth/AuthBoot';
import { installFakeBff } from '@/features/bff/testing/fake-bff';
import { renderAuth } from '@/features/auth/testing/render-auth';
import { USER_CONFIG } from './testing/user-config';

const ROUTE = 'GET /api/user/config';
const router = {
  refresh: jest.fn(),
  push: jest.fn(),
  replace: jest.fn(),
  back: jest.fn(),
  forward: jest.fn(),
  prefetch: jest.fn(),
} satisfies AppRouterInstance;

let network: ReturnType<typeof installFakeBff> | null = null;
afterEach(() => {
  network?.restore();
  network = null;
});

function renderPage(userId: number | null) {
  return renderAuth(
    <AppRouterContext.Provider value={router}>
      <AuthBoot {...VISITOR_AUTH_PROPS} />
    </AppRouterContext.Provider>,
    { preloadedState: { auth: { ...initialAuthState, userId } } },
  );
}

describe('the user config is loaded for a signed-in player (spec 02 §6)', () => {
  it('on session init when signed in, once', async () => {
    network = installFakeBff({
      'GET /api/auth/session': { body: { data: { userId: 1001 } } },
      [ROUTE]: { body: { data: USER_CONFIG } },
    });
    const { store } = renderPage(1001);
    await act(async () => undefined);
    expect(network.callsTo(ROUTE)).toHaveLength(1);
    expect(store.getState().user.config).toEqual(USER_CONFIG);
  });

  it('not for a visitor; after signing in, yes', async () => {
    network = installFakeBff({
      'GET /api/auth/session': { body: { data: null } },
      [ROUTE]: { body: { data: USER_CONFIG } },
    });
    const { store } = renderPage(null);
    await act(async () => undefined);
    expect(network.callsTo(ROUTE)).toHaveLength(0);

    await act(async () => {
      store.dispatch(
        login.fulfilled({ status: 'authorized', userId: 1001 }, 'r1', {
          type: 'login_password',
          login: 'demo@betarena.example',
          password: 'x',
          isRemember: false,
        }),
      );
    });
    await act(async () => undefined);
    expect(network.callsTo(ROUTE)).toHaveLength(1);
    expect(store.getState().user.config).toEqual(USER_CONFIG);
    expect(store.getState().user.status).toBe('loaded');
  });
});
