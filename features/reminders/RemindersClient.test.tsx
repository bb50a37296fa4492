import { act, fireEvent, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { browserNavigation } from '@/features/ui/browser-navigation';
import { bffError, installFakeBff, type FakeReply } from '@/features/bff/testing/fake-bff';
import en from '@/messages/en.json';
import type { LimitPing } from '@/server/upstream/schemas/reminders';
import { renderWithProviders } from '@/tests/render';
import { RemindersClient } from './RemindersClient';

const DEVICE_START = Date.UTC(2026, 4, 4, 10, 0, 0);
/** The upstream's clock is 10 minutes behind the device's. */
const BEHIND_S = 600;
const serverNow = () => Math.floor(Date.now() / 1000) - BEHIND_S;
const START_S = DEVICE_START / 1000 - BEHIND_S;
const SECOND = 1000;
const MINUTE = 60 * SECOND;

let answer: () => Partial<LimitPing> = () => ({});
let network: ReturnType<typeof installFakeBff>;
let assign: jest.SpyInstance;

function pingReply(): FakeReply {
  return {
    body: {
      data: {
        now: serverNow(),
        session: { startedAt: START_S - 58 * 60, netResult: [] },
        realityCheck: null,
        sessionLimit: null,
        pendingApprovals: [],
        ...answer(),
      },
    },
  };
}

function install(routes: Parameters<typeof installFakeBff>[0] = {}) {
  network = installFakeBff({
    'POST /api/reminders/ping': () => pingReply(),
    'POST /api/reminders/reality-check': { body: { data: { signedOut: false } } },
    'POST /api/auth/logout': { body: { data: { signedOut: true } } },
    ...routes,
  });
}

function renderReminders() {
  return renderWithProviders(
    <NextIntlClientProvider
      locale="en"
      messages={{ reminders: en.reminders, limits: en.limits }}
      timeZone="UTC"
    >
      <RemindersClient lng="en" userId={7} />
    </NextIntlClientProvider>,
  );
}

const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));
const click = (element: HTMLElement) =>
  act(async () => {
    fireEvent.click(element);
  });

beforeEach(() => {
  jest.useFakeTimers({ now: DEVICE_START });
  window.localStorage.clear();
  assign = jest.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
  jest.spyOn(browserNavigation, 'reload').mockImplementation(() => undefined);
  answer = () => ({});
});

afterEach(() => {
  network.restore();
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe('reality check (spec 01 §4 Reality check)', () => {
  beforeEach(() => {
    let showAt = START_S + 2 * 60;
    answer = () => ({
      session: {
        startedAt: START_S - 58 * 60,
        netResult: [{ currency: 'RUB', amount: '-150.00' }],
      },
      realityCheck: showAt === 0 ? null : { intervalMinutes: 5, showAt },
    });
    install({
      'POST /api/reminders/reality-check': (call) => {
        const body = call.body as { action: string; doNotShowAgain?: boolean };
        if (body.doNotShowAgain) showAt = 0;
        else showAt = serverNow() + 5 * 60;
        return { body: { data: { signedOut: body.action === 'log_out' } } };
      },
    });
  });

  it('shows the session time, the net result and the history link when it is due', async () => {
    renderReminders();
    await advance(2 * MINUTE - SECOND);
    expect(screen.queryByRole('dialog', { name: 'Reality check' })).not.toBeInTheDocument();
    await advance(SECOND);
    const check = screen.getByRole('dialog', { name: 'Reality check' });
    expect(check).toHaveTextContent('You have been playing for 1 hour.');
    expect(check).toHaveTextContent(/Your net result in this session: -RUB\s150\.00\./);
    expect(within(check).getByRole('link', { name: 'See your bet history' })).toHaveAttribute(
      'href',
      '/en/office/history',
    );
  });

  it('continue with do-not-show-again records the answer and the check stays off', async () => {
    renderReminders();
    await advance(2 * MINUTE);
    const check = screen.getByRole('dialog', { name: 'Reality check' });
    await advance(7 * SECOND);
    fireEvent.click(
      within(check).getByRole('checkbox', { name: 'Do not show the reality check again' }),
    );
    await click(within(check).getByRole('button', { name: 'Continue playing' }));
    expect(screen.queryByRole('dialog', { name: 'Reality check' })).not.toBeInTheDocument();
    expect(network.callsTo('POST /api/reminders/reality-check').map((c) => c.body)).toEqual([
      { action: 'continue', doNotShowAgain: true, popupShowAt: START_S + 2 * 60 },
    ]);
    await advance(30 * MINUTE);
    expect(screen.queryByRole('dialog', { name: 'Reality check' })).not.toBeInTheDocument();
  });

  it('not now answers nothing and brings the check back an interval later', async () => {
    renderReminders();
    await advance(2 * MINUTE);
    await click(screen.getByRole('button', { name: 'Not now' }));
    expect(network.callsTo('POST /api/reminders/reality-check')[0]?.body).toEqual({
      action: 'nothing',
      doNotShowAgain: false,
      popupShowAt: START_S + 2 * 60,
    });
    await advance(5 * MINUTE - SECOND);
    expect(screen.queryByRole('dialog', { name: 'Reality check' })).not.toBeInTheDocument();
    await advance(SECOND);
    expect(screen.getByRole('dialog', { name: 'Reality check' })).toBeInTheDocument();
  });

  it('log out records the answer and disconnects', async () => {
    renderReminders();
    await advance(2 * MINUTE);
    await click(screen.getByRole('button', { name: 'Log out' }));
    await advance(0);
    expect(network.callsTo('POST /api/reminders/reality-check')[0]?.body).toEqual({
      action: 'log_out',
      popupShowAt: START_S + 2 * 60,
    });
    expect(network.callsTo('POST /api/auth/logout')).toHaveLength(1);
    expect(assign).toHaveBeenCalledWith('/en');
  });
});

describe('session limit (spec 01 §4 Session limit)', () => {
  it('a permanent error when the time runs out; confirming it disconnects', async () => {
    const endsAt = START_S + 90;
    answer = () => ({
      sessionLimit: { hours: 1, endsAt, remainingS: Math.max(0, endsAt - serverNow()) },
    });
    install();
    renderReminders();
    await advance(89 * SECOND);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await advance(SECOND);
    const error = screen.getByRole('dialog', { name: 'Session limit reached' });
    expect(error).toHaveTextContent('Your session limit has run out');
    expect(within(error).queryByRole('button', { name: 'Close notice' })).not.toBeInTheDocument();
    fireEvent.keyDown(error, { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: 'Session limit reached' })).toBeInTheDocument();
    expect(network.callsTo('POST /api/auth/logout')).toHaveLength(0);
    await click(within(error).getByRole('button', { name: 'OK' }));
    await advance(0);
    expect(network.callsTo('POST /api/auth/logout')).toHaveLength(1);
    expect(assign).toHaveBeenCalledWith('/en');
  });
});

describe('deposit-limit approval (spec 01 §4, §8)', () => {
  const due = () => ({
    pendingApprovals: [
      { limitType: 20 as const, limitValue: 5000, startedAt: START_S - 86_400 + 60 },
    ],
  });
  const popup = () =>
    screen.getByRole('dialog', { name: 'Deposit, 24 hours: approve your new limit' });

  it('an unclosable question at startedAt + 86400 s; approving confirms the limit', async () => {
    answer = due;
    install({ 'POST /api/limits/action': { body: { data: { limits: [] } } } });
    renderReminders();
    await advance(59 * SECOND);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await advance(SECOND);
    expect(popup()).toHaveTextContent(
      'Your new limit of 5,000 is ready. Approve it, or reject it to keep the current limit.',
    );
    expect(within(popup()).queryByRole('button', { name: 'Close notice' })).not.toBeInTheDocument();
    answer = () => ({});
    await click(within(popup()).getByRole('button', { name: 'Approve' }));
    expect(network.callsTo('POST /api/limits/action').map((c) => [c.path, c.body])).toEqual([
      ['/api/limits/action?lang=en', { action: 'confirm', limitType: 20 }],
    ]);
    expect(await screen.findByText('The new limit applies now.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('rejecting sends reject and says the pending limit was cancelled', async () => {
    answer = due;
    install({ 'POST /api/limits/action': { body: { data: { limits: [] } } } });
    renderReminders();
    await advance(MINUTE);
    answer = () => ({});
    await click(within(popup()).getByRole('button', { name: 'Reject' }));
    expect(network.callsTo('POST /api/limits/action')[0]?.body).toEqual({
      action: 'reject',
      limitType: 20,
    });
    expect(await screen.findByText('The pending limit was cancelled.')).toBeInTheDocument();
  });

  it('a refused approval shows the server’s words, else the spec’s error', async () => {
    answer = due;
    install({
      'POST /api/limits/action': [
        bffError(409, 'approval_not_due', 'It is too early to approve'),
        { status: 502, body: { errors: [{ status: '502', code: 'upstream_error', title: '' }] } },
      ],
    });
    renderReminders();
    await advance(MINUTE);
    await click(within(popup()).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('It is too early to approve')).toBeInTheDocument();
    // Still pending at the next ping: asked again.
    await advance(30 * SECOND);
    await click(within(popup()).getByRole('button', { name: 'Reject' }));
    expect(
      await screen.findByText('The pending limit could not be cancelled.'),
    ).toBeInTheDocument();
  });

  it('withdraws the question when the limit was settled elsewhere, sending nothing', async () => {
    answer = due;
    install();
    renderReminders();
    await advance(MINUTE);
    expect(popup()).toBeInTheDocument();
    answer = () => ({});
    await advance(30 * SECOND);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(network.callsTo('POST /api/limits/action')).toHaveLength(0);
  });
});

describe('limit ping (spec 01 §7, §9)', () => {
  it('pings every 30 s with the page language, and stops once the player is signed out', async () => {
    install({ 'POST /api/reminders/ping': [pingReply(), bffError(401, 'unauthorized')] });
    renderReminders();
    await advance(0);
    expect(network.callsTo('POST /api/reminders/ping')[0]?.path).toBe(
      '/api/reminders/ping?lang=en',
    );
    await advance(30 * SECOND);
    expect(network.callsTo('POST /api/reminders/ping')).toHaveLength(2);
    await advance(5 * MINUTE);
    expect(network.callsTo('POST /api/reminders/ping')).toHaveLength(2);
  });
});
