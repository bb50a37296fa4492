/** @jest-environment node */
import nock from 'nock';
import { bffRequest, UPSTREAM } from '@/app/api/coupons/test-helpers';
import { game, market, outcome } from '@/features/line/line-fixtures.test-utils';
import { resetRateLimits } from '@/server/bff/rate-limit';
import { liveHub } from '@/server/live/live-service';
import { NEW_TOPICS_LIMIT, streamsPerAddress } from '@/server/live/live-stream';
import type { LiveEvent } from '@/server/live/wire';
import { GET as changes } from './changes/route';
import { GET as stream } from './stream/route';

// GET /api/live/stream and /api/live/changes against a faked upstream line (docs/bff-api.md "Live").

const home = { ...outcome(1, 1, '1', 1.85), id: 5001, gameId: 77, isLive: true };
const LIVE_GAME = game({
  id: 77,
  status: 'live',
  isLive: true,
  score: { home: 1, away: 0 },
  statusText: "2nd half, 67'",
  timeSeconds: 4020,
  markets: [market(1, [home])],
});

let address = 0;
/** A request from an address of its own (the front door's `x-client-ip`), unless one is given. */
function request(path: string, ip = `203.0.113.${++address}`) {
  return bffRequest(path, { headers: { 'x-client-ip': ip } });
}

/** Reads a stream's body until it holds `count` events. */
async function readEvents(response: Response, count: number) {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  const events: { id: string; data: LiveEvent }[] = [];
  while (events.length < count) {
    const { value, done } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
    const blocks = text.split('\n\n');
    text = blocks.pop() ?? '';
    for (const block of blocks) {
      const id = /^id: (.*)$/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (id && data) events.push({ id, data: JSON.parse(data) as LiveEvent });
    }
  }
  await reader.cancel();
  return events;
}

beforeAll(() => {
  process.env.UPSTREAM_URL = UPSTREAM;
  nock.disableNetConnect();
});
afterAll(() => {
  liveHub().close();
  nock.cleanAll();
  nock.enableNetConnect();
});
beforeEach(() => {
  resetRateLimits();
  nock(UPSTREAM)
    .persist()
    .get('/line-api/v1/games')
    .query({ stream: 'live', lang: 'en', limit: '200' })
    .reply(200, { data: [LIVE_GAME], meta: { total: 1, limit: 200 } });
  nock(UPSTREAM)
    .persist()
    .get(/\/line-api\/v1\/games\/\d+/)
    .query(true)
    .reply(404, {});
});
afterEach(() => {
  liveHub().close();
  nock.cleanAll();
});

describe('GET /api/live/stream', () => {
  it('sends the view’s snapshot as a server-sent event, uncompressed and uncached', async () => {
    const response = await stream(request('/api/live/stream?lng=en&t=list:0'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(response.headers.get('cache-control')).toContain('no-transform');
    const [first] = await readEvents(response, 1);
    expect(first?.data).toMatchObject({
      topic: 'list:0',
      kind: 'snapshot',
      games: { 77: { status: 'live', score: [1, 0], statusText: "2nd half, 67'" } },
      outcomes: { 5001: 1.85 },
    });
    expect(first?.id).toBe(String(first?.data.version));
  });

  it('sends nothing again to a reconnection that is current', async () => {
    const [first] = await readEvents(await stream(request('/api/live/stream?lng=en&t=list:0')), 1);
    const again = await stream(
      bffRequest('/api/live/stream?lng=en&t=list:0', {
        headers: { 'x-client-ip': '203.0.113.250', 'last-event-id': first!.id },
      }),
    );
    const reader = again.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toBe('retry: 2000\n\n');
    const next = await Promise.race([
      reader.read().then(() => 'an event'),
      new Promise((resolve) => setTimeout(() => resolve('nothing'), 300)),
    ]);
    expect(next).toBe('nothing');
    await reader.cancel();
  });

  it.each([
    ['lng=en', 't'],
    ['t=list:0', 'lng'],
    ['lng=en&t=match:1', 't'],
    ['lng=en&t=game:0', 't'],
    [`lng=en&t=${Array.from({ length: 41 }, (_, i) => `game:${i + 1}`).join(',')}`, 't'],
    ['lng=en&t=list:0&since=abc', 'since'],
  ])('400 naming the parameter for %s', async (query, parameter) => {
    const response = await stream(request(`/api/live/stream?${query}`));
    expect(response.status).toBe(400);
    expect((await response.json()).errors[0].source).toEqual({ parameter });
  });

  it('429 past the streams one address may hold open, with Retry-After', async () => {
    const ip = '198.51.100.77';
    const open = await Promise.all(
      Array.from({ length: streamsPerAddress() }, () =>
        stream(request('/api/live/stream?lng=en&t=list:0', ip)),
      ),
    );
    expect(open.map((response) => response.status)).toEqual(open.map(() => 200));
    const refused = await stream(request('/api/live/stream?lng=en&t=list:0', ip));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('30');
    expect((await refused.json()).errors[0].code).toBe('too_many_streams');
    await Promise.all(open.map((response) => response.body!.cancel()));
    // Closed streams count no more.
    const after = await stream(request('/api/live/stream?lng=en&t=list:0', ip));
    expect(after.status).toBe(200);
    await after.body!.cancel();
  });
});

describe('GET /api/live/changes', () => {
  it('answers the events after a cursor as JSON: the snapshot, then nothing new', async () => {
    const first = await changes(request('/api/live/changes?lng=en&t=list:0'));
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    const { data } = (await first.json()) as { data: { cursor: string; events: LiveEvent[] } };
    expect(data.events).toEqual([
      expect.objectContaining({ kind: 'snapshot', outcomes: { 5001: 1.85 } }),
    ]);
    const again = await changes(request(`/api/live/changes?lng=en&t=list:0&since=${data.cursor}`));
    expect(await again.json()).toEqual({ data: { cursor: data.cursor, events: [] } });
  });

  it('429 when one address asks for more new views than its budget', async () => {
    const ip = '198.51.100.88';
    const topics = (from: number) =>
      Array.from({ length: 40 }, (_, i) => `game:${from + i}`).join(',');
    let status = 200;
    let asked = 0;
    while (status === 200 && asked <= NEW_TOPICS_LIMIT.max) {
      const response = await changes(
        request(`/api/live/changes?lng=en&t=${topics(asked + 1)}`, ip),
      );
      status = response.status;
      asked += 40;
      if (status === 429) {
        expect((await response.json()).errors[0].code).toBe('too_many_topics');
      }
    }
    expect(status).toBe(429);
    expect(asked).toBeGreaterThan(NEW_TOPICS_LIMIT.max);
    // Another address is not held back by it.
    const other = await changes(request('/api/live/changes?lng=en&t=game:999999'));
    expect(other.status).toBe(200);
  });
});
