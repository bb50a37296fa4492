/** @jest-environment node */
import type Redis from 'ioredis';
import { createRedisClient } from '@/server/shared/redis';
import { TestRedis } from '@/tests/redis-server';
import { LiveHub, LocalLiveBus, type LiveBus, type LiveSource } from './hub';
import { applyLivePatch, diffLiveStates } from './live-state';
import { RedisLiveBus } from './redis-live-bus';
import type { LiveEvent, LiveState } from './wire';

const game = (statusText: string, score: [number, number] | null = [0, 0]) => ({
  status: 'live' as const,
  score,
  statusText,
  timeSeconds: 600,
});

function state(coefs: Record<string, number>, games = { 7: game("1st half, 10'") }): LiveState {
  const outcomes: LiveState['outcomes'] = {};
  for (const [id, coef] of Object.entries(coefs)) outcomes[id] = coef;
  return { games, outcomes };
}

describe('the live differ', () => {
  it('sends only what moved: a coefficient, a block, a score, a game gone or new', () => {
    const before = state({ 1: 1.9, 2: 2.05, 3: 3.4 }, { 7: game("1st half, 10'") });
    const after: LiveState = {
      games: { 7: game("1st half, 11'", [1, 0]), 8: game('Not started', null) },
      outcomes: { 1: 2.1, 2: -2.05, 4: 1.5 },
    };
    expect(diffLiveStates(before, after)).toEqual({
      games: { 7: game("1st half, 11'", [1, 0]), 8: game('Not started', null) },
      outcomes: { 1: 2.1, 2: -2.05, 3: null, 4: 1.5 },
    });
    expect(applyLivePatch(before, diffLiveStates(before, after)!)).toEqual(after);
  });

  it('sends a game’s new scoring play in its own topic', () => {
    const before = state({ 1: 1.9 });
    before.games[7]!.events = [];
    const after = structuredClone(before);
    const play = {
      when: "1st half, 11'",
      side: 'home' as const,
      points: 1,
      score: { home: 1, away: 0 },
    };
    after.games[7]!.events = [play];
    expect(diffLiveStates(before, after)?.games[7]?.events).toEqual([play]);
  });

  it('sends nothing when only the clock ran', () => {
    const before = state({ 1: 1.9 });
    const after = structuredClone(before);
    after.games[7]!.timeSeconds = 630;
    expect(diffLiveStates(before, after)).toBeNull();
  });
});

/** A view whose upstream answer the test sets, counting the polls. */
function fakeSource(key = 'site|en|list:0') {
  const source = {
    key,
    topic: 'list:0' as const,
    answer: state({ 1: 1.9, 2: 2.05 }),
    polls: 0,
    async load() {
      source.polls += 1;
      return structuredClone(source.answer);
    },
  };
  return source satisfies LiveSource;
}

function collect() {
  const events: LiveEvent[] = [];
  const jsons: string[] = [];
  const listener = (event: LiveEvent, json: string) => {
    events.push(event);
    jsons.push(json);
  };
  return { events, jsons, listener };
}

function hubOn(bus: LiveBus, intervalMs = 1000) {
  return new LiveHub({ bus, intervalMs, lingerMs: 5000, historyLimit: 10 });
}

describe('the live hub in one process', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('polls nothing while nobody follows', async () => {
    const hub = hubOn(new LocalLiveBus());
    const source = fakeSource();
    await jest.advanceTimersByTimeAsync(10_000);
    expect(source.polls).toBe(0);
    hub.close();
  });

  it('polls a view once a second for any number of followers and sends each change once', async () => {
    const hub = hubOn(new LocalLiveBus());
    const source = fakeSource();
    const viewers = Array.from({ length: 500 }, () => collect());
    for (const viewer of viewers) hub.subscribe(source, viewer.listener);
    await jest.advanceTimersByTimeAsync(0);
    expect(source.polls).toBe(1);
    expect(viewers[0]!.events).toEqual([expect.objectContaining({ kind: 'snapshot' })]);

    source.answer.outcomes[1] = 2.2;
    await jest.advanceTimersByTimeAsync(3000);
    expect(source.polls).toBe(4);
    for (const viewer of viewers) {
      expect(viewer.events.map((event) => event.kind)).toEqual(['snapshot', 'patch']);
    }
    const patch = viewers[0]!.events[1]!;
    expect(patch).toMatchObject({ kind: 'patch', outcomes: { 1: 2.2 }, games: {} });
    // One JSON for all the streams.
    expect(new Set(viewers.map((viewer) => viewer.jsons[1])).size).toBe(1);
    hub.close();
  });

  it('stops polling a linger after the last follower left', async () => {
    const hub = hubOn(new LocalLiveBus());
    const source = fakeSource();
    const stop = hub.subscribe(source, () => {});
    await jest.advanceTimersByTimeAsync(2000);
    stop();
    await jest.advanceTimersByTimeAsync(6000);
    const polls = source.polls;
    await jest.advanceTimersByTimeAsync(10_000);
    expect(source.polls).toBe(polls);
    expect(hub.stats()).toEqual({ topics: 0, followers: 0, polls });
  });

  it('catches a reconnection up with the patches it missed, or a snapshot when they are gone', async () => {
    const hub = hubOn(new LocalLiveBus());
    const source = fakeSource();
    const first = collect();
    const stop = hub.subscribe(source, first.listener);
    await jest.advanceTimersByTimeAsync(0);
    const seen = first.events[0]!.version;
    stop();
    source.answer.outcomes[2] = 1.8;
    await jest.advanceTimersByTimeAsync(1000);
    source.answer.outcomes[2] = -1.7;
    await jest.advanceTimersByTimeAsync(1000);

    const again = collect();
    hub.subscribe(source, again.listener, seen);
    expect(again.events.map((event) => event.kind)).toEqual(['patch', 'patch']);
    expect(again.events[1]).toMatchObject({ outcomes: { 2: -1.7 } });

    const lost = collect();
    hub.subscribe(source, lost.listener, 12345);
    expect(lost.events).toEqual([
      expect.objectContaining({ kind: 'snapshot', outcomes: { 1: 1.9, 2: -1.7 } }),
    ]);
    hub.close();
  });

  it('keeps the last state through an upstream outage', async () => {
    const errors: unknown[] = [];
    const hub = new LiveHub({
      bus: new LocalLiveBus(),
      intervalMs: 1000,
      lingerMs: 5000,
      historyLimit: 10,
      onPollError: (_source, error) => errors.push(error),
    });
    const source = fakeSource();
    const viewer = collect();
    hub.subscribe(source, viewer.listener);
    await jest.advanceTimersByTimeAsync(0);
    source.load = async () => {
      throw new Error('upstream down');
    };
    await jest.advanceTimersByTimeAsync(3000);
    expect(errors).toHaveLength(3);
    expect(viewer.events).toHaveLength(1);
    const late = collect();
    hub.subscribe(source, late.listener);
    expect(late.events).toEqual([expect.objectContaining({ kind: 'snapshot' })]);
    hub.close();
  });
});

describe('the live hub over Redis', () => {
  let server: TestRedis;
  const clients: Redis[] = [];
  const hubs: LiveHub[] = [];
  const buses: RedisLiveBus[] = [];

  beforeAll(async () => {
    server = await TestRedis.start();
  });
  afterEach(() => {
    for (const hub of hubs.splice(0)) hub.close();
    for (const bus of buses.splice(0)) bus.close();
    for (const client of clients.splice(0)) client.disconnect();
  });
  afterAll(async () => {
    await server.stop();
  });

  function instance() {
    const client = createRedisClient(server.url);
    const bus = new RedisLiveBus(client);
    const hub = new LiveHub({ bus, intervalMs: 200, lingerMs: 1000, historyLimit: 10 });
    clients.push(client);
    buses.push(bus);
    hubs.push(hub);
    return hub;
  }

  async function until(check: () => boolean, what: string) {
    const deadline = Date.now() + 5000;
    while (!check()) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  it('three instances make one poll per view and all their followers get each change', async () => {
    const sources = [1, 2, 3].map(() => fakeSource('site|en|list:0 shared'));
    const viewers = [1, 2, 3].map(() => collect());
    const hubsOfTest = [instance(), instance(), instance()];
    hubsOfTest.forEach((hub, index) => hub.subscribe(sources[index]!, viewers[index]!.listener));
    await until(() => viewers.every((viewer) => viewer.events.length > 0), 'the snapshots');

    for (const source of sources) source.answer.outcomes[1] = 2.5;
    await until(
      () => viewers.every((viewer) => viewer.events.some((event) => event.kind === 'patch')),
      'the patch',
    );
    for (const viewer of viewers) {
      expect(viewer.events.find((event) => event.kind === 'patch')).toMatchObject({
        outcomes: { 1: 2.5 },
      });
    }
    // One instance leads: the others never asked the upstream.
    expect(sources.filter((source) => source.polls > 0)).toHaveLength(1);
  });

  it('another instance takes the lead when the leader has no followers left', async () => {
    const [first, second] = [instance(), instance()];
    const sources = [fakeSource('site|en|game:9'), fakeSource('site|en|game:9')];
    const stopFirst = first.subscribe(sources[0]!, () => {});
    await until(() => sources[0]!.polls > 0, 'the first poll');
    const viewer = collect();
    second.subscribe(sources[1]!, viewer.listener);
    await until(() => viewer.events.length > 0, 'the latest state');
    expect(sources[1]!.polls).toBe(0);
    stopFirst();
    sources[1]!.answer.outcomes[2] = 9.5;
    await until(() => viewer.events.some((event) => event.kind === 'patch'), 'the new leader');
    expect(sources[1]!.polls).toBeGreaterThan(0);
  });
});
