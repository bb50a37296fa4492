import { act, fireEvent, screen } from '@testing-library/react';
import {
  initialAuthState,
  modalClosed,
  modalOpened,
  sessionInit,
} from '@/features/session/authSlice';
import { renderWithProviders } from '@/tests/render';
import { RegistrationReminder } from './RegistrationReminder';
import { REMINDER_NEXT_KEY } from './visitor-popup-rules';

const NOW = Date.UTC(2026, 4, 1, 12);
const labels = {
  title: 'Not with us yet?',
  text: 'Sign up in a minute.',
  register: 'Sign up',
  login: 'I have an account',
  close: 'Close',
};
const AUTH_FORM_PATHS = ['registration/:socialregistration?', 'user/login', 'user/passwordreset'];

function reminder(props: { delayS?: number; intervalMin?: number; signedIn?: boolean } = {}) {
  return renderWithProviders(
    <RegistrationReminder
      lng="en"
      delayS={props.delayS ?? 30}
      intervalMin={props.intervalMin ?? 60}
      authFormPaths={AUTH_FORM_PATHS}
      labels={labels}
    />,
    props.signedIn ? { preloadedState: { auth: { ...initialAuthState, userId: 1001 } } } : {},
  );
}

const popup = () => screen.queryByRole('dialog', { name: 'Not with us yet?' });
const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  jest.useFakeTimers({ now: NOW });
  window.localStorage.clear();
  window.history.replaceState(null, '', '/en/line');
});
afterEach(() => {
  jest.useRealTimers();
  document.body.innerHTML = '';
});

describe('registration reminder popup (spec 01 §3, §4)', () => {
  it('appears once after the delay and stores the next allowed time: now plus the interval', async () => {
    reminder({ delayS: 30, intervalMin: 60 });
    await advance(29_999);
    expect(popup()).not.toBeInTheDocument();
    expect(window.localStorage.getItem(REMINDER_NEXT_KEY)).toBeNull();
    await advance(1);
    expect(popup()).toBeInTheDocument();
    expect(popup()).toHaveTextContent('Sign up in a minute.');
    expect(window.localStorage.getItem(REMINDER_NEXT_KEY)).toBe(String(NOW + 30_000 + 3_600_000));

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(popup()).not.toBeInTheDocument();
    await advance(2 * 3_600_000);
    expect(popup()).not.toBeInTheDocument();
  });

  it('is not shown again before the next allowed time, and is after it', async () => {
    window.localStorage.setItem(REMINDER_NEXT_KEY, String(NOW + 600_000));
    reminder({ delayS: 30, intervalMin: 60 });
    await advance(599_999);
    expect(popup()).not.toBeInTheDocument();
    await advance(1);
    expect(popup()).toBeInTheDocument();
    expect(window.localStorage.getItem(REMINDER_NEXT_KEY)).toBe(String(NOW + 600_000 + 3_600_000));
  });

  it('without an interval stores 0, and is never shown again', async () => {
    const first = reminder({ delayS: 5, intervalMin: 0 });
    await advance(5_000);
    expect(popup()).toBeInTheDocument();
    expect(window.localStorage.getItem(REMINDER_NEXT_KEY)).toBe('0');
    first.unmount();

    reminder({ delayS: 5, intervalMin: 0 });
    await advance(365 * 86_400_000);
    expect(popup()).not.toBeInTheDocument();
  });

  it('waits while an auth modal is open, then shows', async () => {
    const { store } = reminder({ delayS: 10 });
    act(() => {
      store.dispatch(modalOpened('login'));
    });
    await advance(15_000);
    expect(popup()).not.toBeInTheDocument();
    expect(window.localStorage.getItem(REMINDER_NEXT_KEY)).toBeNull();
    act(() => {
      store.dispatch(modalClosed());
    });
    await advance(1_000);
    expect(popup()).toBeInTheDocument();
  });

  it('waits while another modal dialog is on the page (cookie consent, a notice)', async () => {
    const other = document.createElement('div');
    other.setAttribute('role', 'dialog');
    other.setAttribute('aria-modal', 'true');
    document.body.append(other);
    reminder({ delayS: 10 });
    await advance(20_000);
    expect(popup()).not.toBeInTheDocument();
    other.remove();
    await advance(1_000);
    expect(popup()).toBeInTheDocument();
  });

  it.each([
    '/en/registration',
    '/en/registration/google',
    '/en/user/login',
    '/en/user/passwordreset',
  ])('is not shown over the auth form page %s', async (path) => {
    window.history.replaceState(null, '', path);
    reminder({ delayS: 10 });
    await advance(60_000);
    expect(popup()).not.toBeInTheDocument();
  });

  it('is not shown to a signed-in player', async () => {
    reminder({ delayS: 10, signedIn: true });
    await advance(60_000);
    expect(popup()).not.toBeInTheDocument();
    expect(window.localStorage.getItem(REMINDER_NEXT_KEY)).toBeNull();
  });

  it('is not shown once the visitor signs in before the delay', async () => {
    const { store } = reminder({ delayS: 10 });
    await advance(5_000);
    act(() => {
      store.dispatch(sessionInit.fulfilled(1001, 'session-init'));
    });
    await advance(60_000);
    expect(popup()).not.toBeInTheDocument();
  });

  it.each([
    ['Sign up', 'registration'],
    ['I have an account', 'login'],
  ] as const)(
    '%s opens the %s modal, as the header does, and closes the popup',
    async (name, modal) => {
      const { store } = reminder({ delayS: 1 });
      await advance(1_000);
      fireEvent.click(screen.getByRole('button', { name }));
      expect(store.getState().auth.modal).toBe(modal);
      expect(popup()).not.toBeInTheDocument();
    },
  );

  it('closes on Escape', async () => {
    reminder({ delayS: 1 });
    await advance(1_000);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(popup()).not.toBeInTheDocument();
  });
});
