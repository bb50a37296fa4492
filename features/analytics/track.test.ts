import { ANALYTICS_DELAY_MS, checkAnalyticsEvent, type AnalyticsEvent } from './event-registry';
import { COLLECTOR_ENDPOINT, createTracker, type Tracker } from './track';

const START = Date.UTC(2026, 4, 4, 10, 0, 0);

const fetchMock = jest.fn();
const sendBeacon = jest.fn();
let tracker: Tracker;
let stop: () => void = () => undefined;

/** The batches sent with fetch, as the BFF receives them. */
function posted(): AnalyticsEvent[][] {
  return fetchMock.mock.calls.map(([url, init]: [string, RequestInit]) => {
    expect(url).toBe(COLLECTOR_ENDPOINT);
    expect(init).toMatchObject({
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      keepalive: true,
    });
    return (JSON.parse(String(init.body)) as { events: AnalyticsEvent[] }).events;
  });
}

async function beaconed(): Promise<AnalyticsEvent[][]> {
  return Promise.all(
    sendBeacon.mock.calls.map(async ([url, blob]: [string, Blob]) => {
      expect(url).toBe(COLLECTOR_ENDPOINT);
      expect(blob.type).toBe('application/json');
      const text = await new Promise<string>((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result));
        reader.readAsText(blob);
      });
      return (JSON.parse(text) as { events: AnalyticsEvent[] }).events;
    }),
  );
}

const loginClick = () => tracker.track({ name: 'login_click', fields: { login_type: 'sms' } });

beforeEach(() => {
  jest.useFakeTimers({ now: START });
  fetchMock.mockReset().mockResolvedValue({ ok: true, status: 202 });
  sendBeacon.mockReset().mockReturnValue(true);
  global.fetch = fetchMock;
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
  window.history.replaceState(null, '', '/en/line');
  delete window.dataLayer;
  tracker = createTracker({ check: checkAnalyticsEvent });
});

afterEach(() => {
  stop();
  stop = () => undefined;
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('track: the 10 s delay (spec 01 §9, spec 02 §9)', () => {
  it('sends nothing for 10 s, then one batch with what was tracked meanwhile', () => {
    stop = tracker.start({ lang: 'en', collectorEnabled: true });
    tracker.setUser(1001);
    loginClick();
    jest.advanceTimersByTime(4000);
    tracker.track({
      name: 'login_error',
      fields: { login_type: 'sms', error_code: 'wrong_code' },
    });
    jest.advanceTimersByTime(ANALYTICS_DELAY_MS - 4000 - 1);
    expect(fetchMock).not.toHaveBeenCalled();

    jest.advanceTimersByTime(1);
    expect(posted()).toEqual([
      [
        {
          id: 102,
          name: 'login_click',
          ts: START,
          path: '/en/line',
          lang: 'en',
          userId: 1001,
          fields: { login_type: 'sms' },
        },
        {
          id: 106,
          name: 'login_error',
          ts: START + 4000,
          path: '/en/line',
          lang: 'en',
          userId: 1001,
          fields: { login_type: 'sms', error_code: 'wrong_code' },
        },
      ],
    ]);
    // The next event waits its own 10 s.
    loginClick();
    jest.advanceTimersByTime(ANALYTICS_DELAY_MS - 1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('takes the path up to a query encoded into it, and counts the event', () => {
    stop = tracker.start({ lang: 'en', collectorEnabled: true });
    const refused = jest.spyOn(console, 'error');
    window.history.replaceState(null, '', '/en/sport%3Ftoken%3Dabc');
    loginClick();
    window.history.replaceState(null, '', '/en/line%253Fcode=1');
    loginClick();
    jest.advanceTimersByTime(ANALYTICS_DELAY_MS);
    expect(posted()).toEqual([
      [
        expect.objectContaining({ name: 'login_click', path: '/en/sport' }),
        expect.objectContaining({ name: 'login_click', path: '/en/line' }),
      ],
    ]);
    expect(refused).not.toHaveBeenCalled();
  });

  it('sends at once on a registration page, with what was waiting', () => {
    stop = tracker.start({ lang: 'ru', collectorEnabled: true });
    loginClick();
    window.history.replaceState(null, '', '/ru/registration');
    tracker.track({ name: 'registration_page_call', fields: pageCall });
    expect(posted()).toEqual([
      [
        expect.objectContaining({ name: 'login_click', path: '/en/line' }),
        expect.objectContaining({ name: 'registration_page_call', path: '/ru/registration' }),
      ],
    ]);
    jest.advanceTimersByTime(ANALYTICS_DELAY_MS);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('sends a full batch of 50 at once and queues the rest', () => {
    stop = tracker.start({ lang: 'en', collectorEnabled: true });
    for (let i = 0; i < 51; i += 1) loginClick();
    expect(posted().map((batch) => batch.length)).toEqual([50]);
    jest.advanceTimersByTime(ANALYTICS_DELAY_MS);
    expect(posted().map((batch) => batch.length)).toEqual([50, 1]);
  });

  it('keeps what a form tracked before the page’s settings were known', () => {
    loginClick();
    jest.advanceTimersByTime(ANALYTICS_DELAY_MS);
    expect(fetchMock).not.toHaveBeenCalled();
    stop = tracker.start({ lang: 'en', collectorEnabled: true });
    jest.advanceTimersByTime(ANALYTICS_DELAY_MS);
    expect(posted()).toEqual([[expect.objectContaining({ name: 'login_click', lang: 'en' })]]);
  });

  it('sends nothing when the config turns the collector off', () => {
    stop = tracker.start({ lang: 'en', collectorEnabled: false });
    loginClick();
    jest.advanceTimersByTime(ANALYTICS_DELAY_MS);
    window.dispatchEvent(new Event('pagehide'));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(sendBeacon).not.toHaveBeenCalled();
  });
});

const pageCall = {
  source: 'page',
  try_counter: 1,
  since_last_call_s: null,
  has_done: false,
} as const;

describe('track: leaving the page', () => {
  it('hands what is queued to navigator.sendBeacon on pagehide, before the 10 s', async () => {
    stop = tracker.start({ lang: 'en', collectorEnabled: true });
    loginClick();
    tracker.track({ name: 'login_sms_resend', fields: {} });
    window.dispatchEvent(new Event('pagehide'));
    expect(await beaconed()).toEqual([
      [
        expect.objectContaining({ name: 'login_click' }),
        expect.objectContaining({ name: 'login_sms_resend', id: 103 }),
      ],
    ]);
    jest.advanceTimersByTime(ANALYTICS_DELAY_MS);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends when the tab is hidden, and with a keepalive fetch where the beacon is refused', () => {
    stop = tracker.start({ lang: 'en', collectorEnabled: true });
    sendBeacon.mockReturnValue(false);
    loginClick();
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    expect(posted()).toEqual([[expect.objectContaining({ name: 'login_click' })]]);
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });
});

describe('track: checking and the tag manager', () => {
  it('logs an unknown value as an error and does not send it (spec 02 §5)', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    stop = tracker.start({ lang: 'en', collectorEnabled: true });
    tracker.track({
      name: 'registration_done',
      fields: { reg_type: 'magic_reg' as 'one_click' },
    });
    jest.advanceTimersByTime(ANALYTICS_DELAY_MS);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledWith('analytics: event refused', {
      name: 'registration_done',
      problems: [expect.objectContaining({ pointer: '/fields/reg_type' })],
    });
  });

  it('pushes to the dataLayer only while the tag manager runs', () => {
    stop = tracker.start({ lang: 'en', collectorEnabled: true });
    loginClick();
    expect(window.dataLayer).toBeUndefined();
    tracker.setTagManagerOn(true);
    tracker.track({ name: 'login_error', fields: { login_type: 'sms', error_code: '111' } });
    expect(window.dataLayer).toEqual([
      { event: 'login_error', event_id: 106, login_type: 'sms', error_code: '111' },
    ]);
    tracker.setTagManagerOn(false);
    loginClick();
    expect(window.dataLayer).toHaveLength(1);
  });
});

describe('track: the check loads when the first batch is due, not while the page boots', () => {
  let loadCheck: jest.Mock<Promise<typeof checkAnalyticsEvent>, []>;

  beforeEach(() => {
    loadCheck = jest.fn(async () => checkAnalyticsEvent);
    tracker = createTracker({ loadCheck });
  });

  it('loads nothing until the delay has passed, then checks and sends the batch', async () => {
    stop = tracker.start({ lang: 'en', collectorEnabled: true });
    loginClick();
    await jest.advanceTimersByTimeAsync(ANALYTICS_DELAY_MS - 1);
    expect(loadCheck).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(loadCheck).toHaveBeenCalledTimes(1);
    expect(posted()).toEqual([[expect.objectContaining({ name: 'login_click', id: 102 })]]);
    // Loaded once: later events are checked at once.
    loginClick();
    await jest.advanceTimersByTimeAsync(ANALYTICS_DELAY_MS);
    expect(loadCheck).toHaveBeenCalledTimes(1);
    expect(posted()).toHaveLength(2);
  });

  it('still refuses a wrong value once the check is there', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    stop = tracker.start({ lang: 'en', collectorEnabled: true });
    tracker.track({ name: 'login_click', fields: { login_type: 'carrier_pigeon' as 'sms' } });
    await jest.advanceTimersByTimeAsync(ANALYTICS_DELAY_MS);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledWith(
      'analytics: event refused',
      expect.objectContaining({ name: 'login_click' }),
    );
  });

  it('hands what waits for the check to the beacon when the page is left', async () => {
    stop = tracker.start({ lang: 'en', collectorEnabled: true });
    loginClick();
    window.dispatchEvent(new Event('pagehide'));
    expect(loadCheck).not.toHaveBeenCalled();
    expect(await beaconed()).toEqual([[expect.objectContaining({ name: 'login_click' })]]);
  });

  it('loads it at once on a registration page and while the tag manager runs', async () => {
    window.history.replaceState(null, '', '/en/registration');
    stop = tracker.start({ lang: 'en', collectorEnabled: true });
    tracker.track({ name: 'registration_page_call', fields: pageCall });
    await jest.advanceTimersByTimeAsync(0);
    expect(posted()).toEqual([[expect.objectContaining({ name: 'registration_page_call' })]]);

    stop();
    window.history.replaceState(null, '', '/en/line');
    tracker = createTracker({ loadCheck });
    stop = tracker.start({ lang: 'en', collectorEnabled: false });
    tracker.setTagManagerOn(true);
    loginClick();
    await jest.advanceTimersByTimeAsync(0);
    expect(window.dataLayer).toEqual([{ event: 'login_click', event_id: 102, login_type: 'sms' }]);
  });

  it('keeps the events when the check cannot load, and sends them with the beacon', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    tracker = createTracker({ loadCheck: () => Promise.reject(new Error('offline')) });
    stop = tracker.start({ lang: 'en', collectorEnabled: true });
    loginClick();
    await jest.advanceTimersByTimeAsync(ANALYTICS_DELAY_MS);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith(
      'analytics: the event check did not load:',
      expect.any(Error),
    );
    window.dispatchEvent(new Event('pagehide'));
    expect(await beaconed()).toEqual([[expect.objectContaining({ name: 'login_click' })]]);
  });
});
