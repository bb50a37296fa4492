import type { LimitPing } from '@/server/upstream/schemas/reminders';
import { REALITY_CHECK_KEY } from './reminder-rules';
import { startReminderTimers, type PingResult, type ReminderTimers } from './reminder-timers';

const DEVICE_START = Date.UTC(2026, 4, 4, 10, 0, 0);
/** The upstream's clock runs a day ahead of the device's: reminders follow the upstream's. */
const AHEAD_S = 86_400;
const USER = 7;
const SECOND = 1000;
const MINUTE = 60 * SECOND;

const serverNow = () => Math.floor(Date.now() / 1000) + AHEAD_S;
const SIGN_IN_S = DEVICE_START / 1000 + AHEAD_S - 120;
/** A deposit limit raised the day before, at what is 7 minutes from now in the day. */
const RAISED_AT_S = DEVICE_START / 1000 + AHEAD_S - 86_400 + 7 * 60;

/** A ping answer as the upstream would give it at this moment. */
function pingAnswer(patch: Partial<LimitPing> = {}): LimitPing {
  return {
    now: serverNow(),
    session: { startedAt: SIGN_IN_S, netResult: [] },
    realityCheck: null,
    sessionLimit: null,
    pendingApprovals: [],
    ...patch,
  };
}

let visibility: DocumentVisibilityState = 'visible';
let timers: ReminderTimers | undefined;

function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
}

function start(answers: () => PingResult | Promise<PingResult>) {
  const handlers = {
    ping: jest.fn(async () => answers()),
    realityCheckDue: jest.fn(),
    realityCheckSettled: jest.fn(),
    sessionLimitReached: jest.fn(),
    approvalDue: jest.fn(),
    approvalWithdrawn: jest.fn(),
  };
  timers = startReminderTimers({ userId: USER, handlers });
  return handlers;
}

const advance = (ms: number) => jest.advanceTimersByTimeAsync(ms);

beforeAll(() => {
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => visibility,
  });
});

beforeEach(() => {
  jest.useFakeTimers({ now: DEVICE_START });
  window.localStorage.clear();
  visibility = 'visible';
});

afterEach(() => {
  timers?.stop();
  timers = undefined;
  jest.useRealTimers();
});

describe('limit ping (spec 01 §7, §9 "Limit ping 30 s")', () => {
  it('pings at once, then every 30 s', async () => {
    const handlers = start(() => pingAnswer());
    await advance(0);
    expect(handlers.ping).toHaveBeenCalledTimes(1);
    await advance(30 * SECOND - 1);
    expect(handlers.ping).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(handlers.ping).toHaveBeenCalledTimes(2);
    await advance(60 * SECOND);
    expect(handlers.ping).toHaveBeenCalledTimes(4);
  });

  it('goes on after a failed ping and stops for good once the player is signed out', async () => {
    const results: PingResult[] = ['failed', 'signed-out'];
    const handlers = start(() => results.shift() ?? pingAnswer());
    await advance(30 * SECOND);
    expect(handlers.ping).toHaveBeenCalledTimes(2);
    await advance(10 * MINUTE);
    expect(handlers.ping).toHaveBeenCalledTimes(2);
  });
});

describe('reality check (spec 01 §4, §9)', () => {
  it('fires when the upstream says, on its clock, kept as a timestamp in local storage', async () => {
    const handlers = start(() =>
      pingAnswer({ realityCheck: { intervalMinutes: 15, showAt: SIGN_IN_S + 15 * 60 } }),
    );
    await advance(0);
    const stored = JSON.parse(window.localStorage.getItem(REALITY_CHECK_KEY) ?? 'null');
    // Signed in 2 minutes before: due 13 minutes from now on this device.
    expect(stored).toMatchObject({
      userId: USER,
      intervalMinutes: 15,
      showAt: DEVICE_START + 13 * MINUTE,
    });
    await advance(13 * MINUTE - 1);
    expect(handlers.realityCheckDue).not.toHaveBeenCalled();
    await advance(1);
    expect(handlers.realityCheckDue).toHaveBeenCalledTimes(1);
    // Showing: no second modal while the player has not answered.
    await advance(20 * MINUTE);
    expect(handlers.realityCheckDue).toHaveBeenCalledTimes(1);
  });

  it('re-reads the server at most every 5 minutes', async () => {
    let realityCheck: LimitPing['realityCheck'] = null;
    const handlers = start(() => pingAnswer({ realityCheck }));
    await advance(0);
    // The player sets a 5-minute check elsewhere, due a minute from now on the upstream.
    realityCheck = { intervalMinutes: 5, showAt: serverNow() + 60 };
    await advance(5 * MINUTE - 1);
    expect(handlers.ping.mock.calls.length).toBeGreaterThan(5);
    expect(handlers.realityCheckDue).not.toHaveBeenCalled();
    await advance(1);
    expect(handlers.realityCheckDue).toHaveBeenCalledTimes(1);
  });

  it('continue reschedules an interval from the answer; do-not-show-again turns it off', async () => {
    // The upstream moves its own timer on when it hears the answer (sandbox: reminders.ts).
    let realityCheck: LimitPing['realityCheck'] = { intervalMinutes: 10, showAt: SIGN_IN_S + 120 };
    const handlers = start(() => pingAnswer({ realityCheck }));
    await advance(0);
    expect(handlers.realityCheckDue).toHaveBeenCalledTimes(1);
    await advance(MINUTE);
    timers?.realityCheckAnswered(false);
    realityCheck = { intervalMinutes: 10, showAt: serverNow() + 10 * 60 };
    await advance(10 * MINUTE - 1);
    expect(handlers.realityCheckDue).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(handlers.realityCheckDue).toHaveBeenCalledTimes(2);
    timers?.realityCheckAnswered(true);
    realityCheck = null;
    expect(JSON.parse(window.localStorage.getItem(REALITY_CHECK_KEY) ?? 'null')).toMatchObject({
      intervalMinutes: null,
      showAt: null,
    });
    await advance(30 * MINUTE);
    expect(handlers.realityCheckDue).toHaveBeenCalledTimes(2);
  });

  it('follows the timestamp another tab wrote, and closes a check answered there', async () => {
    const handlers = start(() =>
      pingAnswer({ realityCheck: { intervalMinutes: 10, showAt: SIGN_IN_S + 2 * 60 } }),
    );
    await advance(0);
    expect(handlers.realityCheckDue).toHaveBeenCalledTimes(1);
    const stored = JSON.parse(window.localStorage.getItem(REALITY_CHECK_KEY) ?? '{}');
    window.localStorage.setItem(
      REALITY_CHECK_KEY,
      JSON.stringify({ ...stored, showAt: Date.now() + 10 * MINUTE }),
    );
    window.dispatchEvent(new StorageEvent('storage', { key: REALITY_CHECK_KEY }));
    expect(handlers.realityCheckSettled).toHaveBeenCalledTimes(1);
    await advance(10 * MINUTE);
    expect(handlers.realityCheckDue).toHaveBeenCalledTimes(2);
  });

  it('a stored timer of another sign-in is not used', async () => {
    window.localStorage.setItem(
      REALITY_CHECK_KEY,
      JSON.stringify({
        userId: USER,
        sessionStartedAt: SIGN_IN_S - 3600,
        intervalMinutes: 5,
        showAt: DEVICE_START,
        readAt: DEVICE_START - SECOND,
      }),
    );
    const handlers = start(() => pingAnswer());
    await advance(MINUTE);
    expect(handlers.realityCheckDue).not.toHaveBeenCalled();
  });
});

describe('session limit (spec 01 §4)', () => {
  it('fires once when the remaining session time runs out', async () => {
    let remainingS = 3600;
    const handlers = start(() => {
      const answer = pingAnswer({ sessionLimit: { hours: 1, endsAt: 0, remainingS } });
      remainingS -= 30;
      return answer;
    });
    await advance(60 * MINUTE - 1);
    expect(handlers.sessionLimitReached).not.toHaveBeenCalled();
    await advance(1);
    expect(handlers.sessionLimitReached).toHaveBeenCalledTimes(1);
    await advance(5 * MINUTE);
    expect(handlers.sessionLimitReached).toHaveBeenCalledTimes(1);
  });

  it('no limit, no timer', async () => {
    const handlers = start(() => pingAnswer());
    await advance(3 * 60 * MINUTE);
    expect(handlers.sessionLimitReached).not.toHaveBeenCalled();
  });
});

describe('deposit-limit approval (spec 01 §4: 86400 s after startedAt)', () => {
  it('asks once when the approval time is reached, on the upstream clock', async () => {
    let pendingApprovals: LimitPing['pendingApprovals'] = [
      { limitType: 20, limitValue: 5000, startedAt: RAISED_AT_S },
    ];
    const handlers = start(() => pingAnswer({ pendingApprovals }));
    await advance(7 * MINUTE - 1);
    expect(handlers.approvalDue).not.toHaveBeenCalled();
    await advance(1);
    expect(handlers.approvalDue).toHaveBeenCalledWith(pendingApprovals[0]);
    await advance(2 * MINUTE);
    expect(handlers.approvalDue).toHaveBeenCalledTimes(1);
    // Approved on the limits page: the question is withdrawn.
    pendingApprovals = [];
    await advance(30 * SECOND);
    expect(handlers.approvalWithdrawn).toHaveBeenCalledWith(20);
  });

  it('an answered approval is asked again only if the upstream still lists it', async () => {
    const handlers = start(() =>
      pingAnswer({
        pendingApprovals: [{ limitType: 22, limitValue: null, startedAt: SIGN_IN_S - 86_400 }],
      }),
    );
    await advance(0);
    expect(handlers.approvalDue).toHaveBeenCalledTimes(1);
    timers?.approvalSettled(22);
    await advance(29 * SECOND);
    expect(handlers.approvalDue).toHaveBeenCalledTimes(1);
    await advance(SECOND);
    expect(handlers.approvalDue).toHaveBeenCalledTimes(2);
    expect(handlers.approvalWithdrawn).not.toHaveBeenCalled();
  });
});

describe('pause when the page is left (spec 01 §9 "Timers pause 30 s after the page is left")', () => {
  it('stops pinging 30 s after the page is hidden and holds every timer until it is back', async () => {
    const handlers = start(() =>
      pingAnswer({
        sessionLimit: { hours: 1, endsAt: 0, remainingS: 10 * 60 },
        realityCheck: { intervalMinutes: 5, showAt: SIGN_IN_S + 5 * 60 },
        pendingApprovals: [{ limitType: 21, limitValue: 7000, startedAt: RAISED_AT_S }],
      }),
    );
    await advance(0);
    setVisibility('hidden');
    await advance(30 * SECOND);
    const pings = handlers.ping.mock.calls.length;
    await advance(60 * MINUTE);
    expect(handlers.ping).toHaveBeenCalledTimes(pings);
    expect(handlers.realityCheckDue).not.toHaveBeenCalled();
    expect(handlers.sessionLimitReached).not.toHaveBeenCalled();
    expect(handlers.approvalDue).not.toHaveBeenCalled();

    setVisibility('visible');
    await advance(0);
    expect(handlers.ping).toHaveBeenCalledTimes(pings + 1);
    expect(handlers.realityCheckDue).toHaveBeenCalledTimes(1);
    expect(handlers.sessionLimitReached).toHaveBeenCalledTimes(1);
    expect(handlers.approvalDue).toHaveBeenCalledTimes(1);
  });

  it('a page hidden for less than 30 s goes on as if it had stayed', async () => {
    const handlers = start(() =>
      pingAnswer({ realityCheck: { intervalMinutes: 5, showAt: SIGN_IN_S + 3 * 60 } }),
    );
    await advance(0);
    setVisibility('hidden');
    await advance(29 * SECOND);
    setVisibility('visible');
    await advance(31 * SECOND);
    expect(handlers.realityCheckDue).toHaveBeenCalledTimes(1);
    expect(handlers.ping).toHaveBeenCalledTimes(3);
  });
});
