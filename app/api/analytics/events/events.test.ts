/** @jest-environment node */
import nock from 'nock';
import { bffRequest, signIn, UPSTREAM } from '@/app/api/coupons/test-helpers';
import { ANALYTICS_LIMITS } from '@/server/analytics/collector-api';
import { withNockedUpstream } from '@/tests/nocked-upstream';
import { POST } from './route';

withNockedUpstream({ openSite: true });

const COLLECTOR_PATH = '/collector-api/v1/events';
const TS = Date.UTC(2026, 4, 4, 10, 0, 0);

const loginError = {
  id: 106,
  name: 'login_error',
  ts: TS,
  path: '/en',
  lang: 'en',
  fields: { login_type: 'login_password', error_code: 'invalid_credentials' },
};

function send(body: unknown, init: { cookie?: string; headers?: Record<string, string> } = {}) {
  return POST(bffRequest('/api/analytics/events', { method: 'POST', body, ...init }));
}

function stubAnalyticsGroup(
  group: Record<string, unknown> = { gtmId: null, collectorEnabled: true },
) {
  return nock(UPSTREAM)
    .get('/bff-api/config/group/get')
    .query({ groups: 'analytics', lang: 'en' })
    .reply(200, { data: { analytics: group } });
}

/** Stubs the collector; answers what it was sent. */
function stubCollector(status = 202) {
  const sent: unknown[] = [];
  nock(UPSTREAM)
    .post(COLLECTOR_PATH, (body) => {
      sent.push(body);
      return true;
    })
    .reply(status, (_uri, body) =>
      status === 202
        ? { data: { accepted: (body as { events: unknown[] }).events.length } }
        : { errors: [{ status: String(status), title: 'Collector down' }] },
    );
  return sent;
}

function errorLines(): string[] {
  return (console.error as jest.Mock).mock.calls.map((call) => String(call[0]));
}

describe('POST /api/analytics/events (spec 02 §4, §7)', () => {
  it('hands a batch to the collector with the time it arrived and no player for a visitor', async () => {
    stubAnalyticsGroup();
    const sent = stubCollector();
    const before = Date.now();
    const response = await send({
      events: [
        loginError,
        {
          ...loginError,
          id: 101,
          name: 'login_popup_shown',
          fields: { try_counter: 1, since_last_call_s: null },
        },
      ],
    });
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ data: { accepted: 2 } });
    const [batch] = sent as { events: Record<string, unknown>[] }[];
    expect(batch?.events).toEqual([
      { ...loginError, userId: null, receivedAt: expect.any(String) },
      expect.objectContaining({ name: 'login_popup_shown', userId: null }),
    ]);
    expect(Date.parse(String(batch?.events[0]?.receivedAt))).toBeGreaterThanOrEqual(before);
  });

  it('names the signed-in player from the session, never from the browser’s claim', async () => {
    const cookie = await signIn();
    stubAnalyticsGroup();
    const sent = stubCollector();
    const response = await send({ events: [{ ...loginError, userId: 42 }] }, { cookie });
    expect(response.status).toBe(202);
    expect((sent[0] as { events: { userId: unknown }[] }).events[0]?.userId).toBe(1001);
  });

  it('refuses unknown names and values with 400 naming each one, and logs them as errors', async () => {
    const response = await send({
      events: [
        loginError,
        { ...loginError, id: 999, name: 'login_teleport' },
        {
          id: 312,
          name: 'registration_done',
          ts: TS,
          path: '/en/registration',
          lang: 'en',
          fields: { reg_type: 'magic_reg' },
        },
      ],
    });
    expect(response.status).toBe(400);
    const { errors } = await response.json();
    expect(errors).toEqual(
      expect.arrayContaining([
        {
          status: '400',
          code: 'invalid',
          title: 'events.1.name: unknown event name',
          source: { pointer: '/events/1/name' },
        },
        expect.objectContaining({
          title: expect.stringMatching(/^events\.2\.fields\.reg_type: Invalid option/),
          source: { pointer: '/events/2/fields/reg_type' },
        }),
      ]),
    );
    // Nothing reaches the collector (nock would fail on an unused or unexpected call).
    const line = errorLines().find((text) => text.includes('analytics: events refused')) ?? '';
    expect(JSON.parse(line)).toMatchObject({
      level: 'error',
      refused: 2,
      reasons: expect.arrayContaining(['/events/1/name: unknown event name']),
    });
    expect(line).not.toContain('magic_reg');
  });

  it.each([
    ['a query', '/en/line?token=abc', 'a path without query or fragment'],
    ['a fragment', '/en/line#code=1', 'a path without query or fragment'],
    ['an encoded query', '/en/sport%3Ftoken%3Dabc', 'an encoded query or fragment (%3F, %23)'],
    ['an encoded query', '/en/x%3fa=b', 'an encoded query or fragment (%3F, %23)'],
    ['an encoded fragment', '/en/line%23code', 'an encoded query or fragment (%3F, %23)'],
    ['a query encoded twice', '/en/x%253Ftoken%253Dabc', 'an encoded query or fragment'],
  ])('refuses a page path with %s (%s) with 400 naming the field and why', async (_, path, why) => {
    const response = await send({ events: [loginError, { ...loginError, path }] });
    expect(response.status).toBe(400);
    const { errors } = await response.json();
    expect(errors).toEqual([
      {
        status: '400',
        code: 'invalid',
        title: expect.stringMatching(/^events\.1\.path: a path without .*/),
        source: { pointer: '/events/1/path' },
      },
    ]);
    expect(errors[0].title).toContain(why);
    // The path's query is in no answer and no log line.
    const logged = errorLines().join('\n');
    expect(logged).toContain('/events/1/path');
    expect(`${JSON.stringify(errors)}${logged}`).not.toMatch(/token|code=|abc/);
  });

  it.each([
    ['no events', { events: [] }, '/events'],
    ['more than 50 events', { events: Array.from({ length: 51 }, () => loginError) }, '/events'],
    ['a body that is not a batch', [loginError], '/'],
  ])('refuses %s with 400', async (_, body, pointer) => {
    const response = await send(body);
    expect(response.status).toBe(400);
    const { errors } = await response.json();
    expect(errors[0]).toMatchObject({ code: 'invalid', source: { pointer } });
  });

  it('refuses a body over 32 KB with 413 before reading it', async () => {
    const response = await POST(
      bffRequest('/api/analytics/events', {
        method: 'POST',
        raw: JSON.stringify({ events: [loginError], pad: 'x'.repeat(33 * 1024) }),
      }),
    );
    expect(response.status).toBe(413);
    expect((await response.json()).errors[0].code).toBe('payload_too_large');
  });

  it('refuses a batch from another site', async () => {
    const response = await send(
      { events: [loginError] },
      { headers: { origin: 'https://evil.example' } },
    );
    expect(response.status).toBe(403);
  });

  it('limits batches per client address with 429 and Retry-After', async () => {
    const address = { 'x-client-ip': '198.51.100.200' };
    const { max } = ANALYTICS_LIMITS.perIp;
    for (let i = 0; i < max; i += 1) {
      // Refused for their body, but counted all the same.
      expect((await send({ events: [] }, { headers: address })).status).toBe(400);
    }
    const limited = await send({ events: [loginError] }, { headers: address });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await limited.json()).errors[0].code).toBe('too_many_requests');
    // Another address is not held up.
    expect(
      (await send({ events: [] }, { headers: { 'x-client-ip': '198.51.100.201' } })).status,
    ).toBe(400);
  });

  it('keeps the events to itself when the config turns the collector off', async () => {
    stubAnalyticsGroup({ gtmId: null, collectorEnabled: false });
    const response = await send({ events: [loginError] });
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ data: { accepted: 0 } });
  });

  it('answers 202 when the collector fails, and logs the failure as an error', async () => {
    stubAnalyticsGroup();
    stubCollector(503);
    const response = await send({ events: [loginError] });
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ data: { accepted: 0 } });
    expect(
      errorLines().some((text) => text.includes('analytics: collector did not take the events')),
    ).toBe(true);
  });

  it('never writes the cookie it was sent to the log', async () => {
    const cookie = await signIn();
    stubAnalyticsGroup();
    stubCollector(503);
    await send({ events: [loginError] }, { cookie });
    const logged = errorLines().join('\n');
    expect(logged).not.toContain(cookie.split('=')[1] ?? cookie);
  });
});
