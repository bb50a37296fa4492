import { VISITOR_AUTH_PROPS } from '@/features/auth/auth-modals.fixture';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import AuthModals from '@/features/auth/AuthModals';
import {
  captchaRequested,
  captchaSettled,
  modalClosed,
  modalOpened,
} from '@/features/session/authSlice';
import { bffError, installFakeBff } from '@/features/bff/testing/fake-bff';
import { PHONE_DATA, renderAuth } from '@/features/auth/testing/render-auth';
import { checkAnalyticsEvent, type AnalyticsEvent } from './event-registry';
import { COLLECTOR_ENDPOINT, startAnalytics } from './track';

const sendBeacon = jest.fn();
let network: ReturnType<typeof installFakeBff>;
let stop: () => void;

function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
}

/** Leaves the page: what the site queued goes out with the beacon, as the collector gets it. */
async function sentOnLeave(): Promise<Pick<AnalyticsEvent, 'name' | 'fields'>[]> {
  sendBeacon.mockClear();
  window.dispatchEvent(new Event('pagehide'));
  const bodies = await Promise.all(
    sendBeacon.mock.calls
      .filter(([url]) => url === COLLECTOR_ENDPOINT)
      .map(([, blob]: [string, Blob]) => readBlob(blob)),
  );
  // As the collector gets them: a page left before the browser's check loaded sends its events
  // unchecked, and the BFF's check (the same registry) fills in the defaults.
  return bodies
    .flatMap((body) => (JSON.parse(body) as { events: unknown[] }).events)
    .map((sent) => {
      const checked = checkAnalyticsEvent(sent);
      if (!checked.ok) throw new Error(`refused: ${JSON.stringify(checked.problems)}`);
      return { name: checked.event.name, fields: checked.event.fields };
    });
}

function renderModals() {
  return renderAuth(<AuthModals {...VISITOR_AUTH_PROPS} />);
}

beforeEach(() => {
  localStorage.clear();
  sendBeacon.mockReset().mockReturnValue(true);
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
  window.history.replaceState({}, '', '/en');
  network = installFakeBff({
    'GET /api/auth/phone-data': { body: { data: PHONE_DATA } },
    'POST /api/auth/login': bffError(401, 'invalid_credentials', 'Invalid login or password'),
    'POST /api/auth/password/recovery': {
      body: { data: { sent: true, codeExpiresAt: '2030-01-01T10:10:00.000Z' } },
    },
  });
  stop = startAnalytics({ lang: 'en', collectorEnabled: true });
});

afterEach(async () => {
  stop();
  network.restore();
  jest.restoreAllMocks();
});

describe('the login popup (spec 02 §4 login flow, §3 authTryCounter)', () => {
  it('reports the popup with its count, the click and the error with its error_code', async () => {
    // The seconds since the last popup are the clock's: hold it still, a slow run is not a gap.
    jest.spyOn(Date, 'now').mockReturnValue(Date.parse('2030-01-01T10:00:00Z'));
    const { store } = renderModals();
    await act(async () => {
      store.dispatch(modalOpened('login'));
    });
    fireEvent.change(await screen.findByRole('textbox', { name: 'E-mail' }), {
      target: { value: 'player@example.test' },
    });
    fireEvent.change(screen.getByLabelText('Password', { exact: true }), {
      target: { value: 'Not-the-password-1' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await screen.findByText('Wrong login or password.');
    act(() => {
      store.dispatch(modalClosed());
    });
    await act(async () => {
      store.dispatch(modalOpened('login'));
    });

    expect(await sentOnLeave()).toEqual([
      { name: 'login_popup_shown', fields: { try_counter: 1, since_last_call_s: null } },
      { name: 'login_click', fields: { login_type: 'login_password' } },
      {
        name: 'login_error',
        fields: { login_type: 'login_password', error_code: 'invalid_credentials' },
      },
      { name: 'login_popup_shown', fields: { try_counter: 2, since_last_call_s: 0 } },
    ]);
    act(() => {
      store.dispatch(modalClosed());
    });
  });
});

describe('leaving a flow (spec 02 §4 "done or leave", recovery exit and cancel)', () => {
  it('reports one registration call and one leave when a captcha covers the modal meanwhile', async () => {
    const { store } = renderModals();
    await act(async () => {
      store.dispatch(modalOpened('registration'));
    });
    fireEvent.click(await screen.findByRole('tab', { name: 'By phone' }));
    act(() => {
      store.dispatch(captchaRequested());
    });
    act(() => {
      store.dispatch(captchaSettled());
    });
    await screen.findByRole('tab', { name: 'One click' });
    act(() => {
      store.dispatch(modalClosed());
    });

    expect(await sentOnLeave()).toEqual([
      {
        name: 'registration_page_call',
        fields: { source: 'modal', try_counter: 1, since_last_call_s: null, has_done: false },
      },
      {
        name: 'registration_option_select',
        fields: { reg_type: 'phone_reg', social_network: null },
      },
      { name: 'registration_leave', fields: { reg_type: 'phone_reg', social_network: null } },
    ]);
  });

  it('calls closing the recovery before a code a cancel, and after one an exit', async () => {
    const { store } = renderModals();
    await act(async () => {
      store.dispatch(modalOpened('forgotPassword'));
    });
    await screen.findByRole('button', { name: 'Get a code' });
    act(() => {
      store.dispatch(modalClosed());
    });
    await act(async () => {
      store.dispatch(modalOpened('forgotPassword'));
    });
    fireEvent.change(await screen.findByRole('textbox', { name: /E-mail or phone/ }), {
      target: { value: 'player@example.test' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Get a code' }));
    await waitFor(() =>
      expect(network.callsTo('POST /api/auth/password/recovery')).toHaveLength(1),
    );
    await screen.findByRole('button', { name: 'Save password' });
    act(() => {
      store.dispatch(modalClosed());
    });

    expect((await sentOnLeave()).map((event) => event.name)).toEqual([
      'recovery_popup_shown',
      'recovery_cancel',
      'recovery_popup_shown',
      'recovery_code_sent',
      'recovery_exit',
    ]);
  });
});
