import { installFakeBff } from '@/features/bff/testing/fake-bff';
import { makeStore } from '@/features/shell/store';
import type { LiveEvent } from '@/server/live/wire';
import { followLive, onLiveOutcomes, STREAM_RETRY_MS } from './live-connection';

/** The browser's EventSource, played by the test: it opens, sends and fails on request. */
class FakeEventSource extends EventTarget {
  static CONNECTING = 0;
  static OPEN = 1;
  static CLOSED = 2;
  static made: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;

  constructor(readonly url: string) {
    super();
    FakeEventSource.made.push(this);
  }

  get query() {
    return new URL(this.url, 'http://localhost').searchParams;
  }

  open() {
    this.readyState = FakeEventSource.OPEN;
    this.dispatchEvent(new Event('open'));
  }

  send(event: LiveEvent) {
    this.dispatchEvent(new MessageEvent('live', { data: JSON.stringify(event) }));
  }

  fail(closed: boolean) {
    this.readyState = closed ? FakeEventSource.CLOSED : FakeEventSource.CONNECTING;
    this.dispatchEvent(new Event('error'));
  }

  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
}

const latest = () => FakeEventSource.made.at(-1)!;
const settle = () => jest.advanceTimersByTimeAsync(0);

const snapshot = (topic: LiveEvent['topic'], version: number, coef: number): LiveEvent => ({
  topic,
  kind: 'snapshot',
  version,
  games: { 5: { status: 'live', score: [0, 0], statusText: "1st half, 3'", timeSeconds: 180 } },
  outcomes: { 51: coef, 52: 3.1 },
});

let releases: (() => void)[] = [];

beforeAll(() => {
  (globalThis as { EventSource?: unknown }).EventSource = FakeEventSource;
  document.documentElement.lang = 'en';
});
beforeEach(() => {
  jest.useFakeTimers();
  FakeEventSource.made = [];
});
afterEach(async () => {
  for (const release of releases) release();
  releases = [];
  await settle();
  jest.useRealTimers();
});

describe('the tab’s live connection', () => {
  it('carries every part’s topics on one stream and puts what it sends in the store', async () => {
    const store = makeStore();
    releases.push(followLive(store, ['list:0']), followLive(store, ['game:5', 'list:0']));
    await settle();
    expect(FakeEventSource.made).toHaveLength(1);
    expect(latest().query.get('t')).toBe('game:5,list:0');
    expect(latest().query.get('lng')).toBe('en');
    latest().open();
    expect(document.documentElement.dataset.live).toBe('stream');

    latest().send(snapshot('game:5', 100, 1.9));
    latest().send({
      topic: 'game:5',
      kind: 'patch',
      from: 100,
      version: 101,
      games: { 5: { status: 'live', score: [1, 0], statusText: "1st half, 4'", timeSeconds: 240 } },
      outcomes: { 51: 2.3, 52: null },
    });
    const { live } = store.getState();
    expect(live.outcomes).toEqual({
      51: { coef: 2.3, blocked: false },
      52: { coef: 3.1, blocked: true },
    });
    expect(live.games[5]?.score).toEqual([1, 0]);
  });

  it('tells the coupon which outcomes moved and which games it has whole', async () => {
    const store = makeStore();
    const batches: unknown[] = [];
    releases.push(onLiveOutcomes((...batch) => batches.push(batch)));
    releases.push(followLive(store, ['game:5']));
    await settle();
    latest().send(snapshot('game:5', 100, 1.9));
    expect(batches).toEqual([
      [
        [
          { id: 51, now: 1.9 },
          { id: 52, now: 3.1 },
        ],
        [5],
      ],
    ]);
  });

  it('carries the topics it keeps on from their cursor, and forgets what only a dropped one held', async () => {
    const store = makeStore();
    const releaseList = followLive(store, ['list:0']);
    await settle();
    latest().send(snapshot('list:0', 100, 1.9));
    // A bet joins the slip: its game is followed too, the list carries on where it was.
    const releaseGame = followLive(store, ['game:5']);
    await settle();
    expect(latest().query.get('t')).toBe('game:5,list:0');
    expect(latest().query.get('since')).toBe('-.100');
    expect(store.getState().live.outcomes[51]).toEqual({ coef: 1.9, blocked: false });
    latest().send({
      topic: 'game:5',
      kind: 'snapshot',
      version: 200,
      games: {},
      outcomes: { 51: 1.9, 77: 4.5 },
    });
    // The list is left: what the game also holds stays, the rest goes.
    releaseList();
    await settle();
    expect(Object.keys(store.getState().live.outcomes).sort()).toEqual(['51', '77']);
    expect(store.getState().live.games).toEqual({});
    expect(latest().query.get('since')).toBe('200');
    releaseGame();
    await settle();
    expect(store.getState().live.outcomes).toEqual({});
  });

  it('starts a topic again from its snapshot after a patch it cannot apply', async () => {
    const store = makeStore();
    releases.push(followLive(store, ['list:0']));
    await settle();
    latest().send(snapshot('list:0', 100, 1.9));
    latest().send({
      topic: 'list:0',
      kind: 'patch',
      from: 99,
      version: 102,
      games: {},
      outcomes: {},
    });
    expect(FakeEventSource.made).toHaveLength(2);
    expect(latest().query.get('since')).toBeNull();
  });

  it('falls back to polling when the stream fails, and goes back to the stream later', async () => {
    const network = installFakeBff({
      'GET /api/live/changes': {
        body: { data: { cursor: '200', events: [snapshot('list:0', 200, 2.5)] } },
      },
    });
    try {
      const store = makeStore();
      releases.push(followLive(store, ['list:0']));
      await settle();
      latest().fail(true);
      await settle();
      expect(document.documentElement.dataset.live).toBe('polling');
      expect(network.calls[0]?.path).toBe('/api/live/changes?lng=en&t=list%3A0');
      expect(store.getState().live.outcomes[51]).toEqual({ coef: 2.5, blocked: false });
      await jest.advanceTimersByTimeAsync(1000);
      // The next poll asks for what came after the cursor it was given.
      expect(network.calls[1]?.path).toBe('/api/live/changes?lng=en&t=list%3A0&since=200');

      await jest.advanceTimersByTimeAsync(STREAM_RETRY_MS);
      expect(FakeEventSource.made).toHaveLength(2);
      expect(latest().query.get('since')).toBe('200');
      latest().open();
      const polls = network.calls.length;
      await jest.advanceTimersByTimeAsync(5000);
      expect(network.calls).toHaveLength(polls);
    } finally {
      network.restore();
    }
  });

  it('closes while the tab is hidden and carries on from its cursor when shown', async () => {
    const store = makeStore();
    releases.push(followLive(store, ['list:0']));
    await settle();
    const first = latest();
    first.send(snapshot('list:0', 300, 1.9));
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(first.readyState).toBe(FakeEventSource.CLOSED);
    expect(document.documentElement.dataset.live).toBe('off');
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(FakeEventSource.made).toHaveLength(2);
    expect(latest().query.get('since')).toBe('300');
  });
});
