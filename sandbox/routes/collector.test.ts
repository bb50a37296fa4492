/** @jest-environment node */
import { removeDb, startTestSandbox, type TestSandbox } from '../test-harness';
import { COLLECTOR_CONTROL_PATH, COLLECTOR_PATH } from './collector';

const START = Date.UTC(2026, 4, 4, 10, 0, 0);
let sandbox: TestSandbox;

beforeEach(async () => {
  sandbox = await startTestSandbox({ now: () => START });
});
afterEach(async () => {
  await sandbox.close();
  removeDb(sandbox.dbPath);
});

const event = (name: string, fields: Record<string, unknown> = {}) => ({
  id: 106,
  name,
  ts: START - 12_000,
  path: '/en',
  lang: 'en',
  userId: null,
  fields,
  receivedAt: new Date(START - 50).toISOString(),
});

async function listed(query = ''): Promise<Record<string, unknown>[]> {
  const answer = await sandbox.call('GET', `${COLLECTOR_CONTROL_PATH}${query}`);
  expect(answer.status).toBe(200);
  return (answer.body as { data: Record<string, unknown>[] }).data;
}

describe('POST /collector-api/v1/events (docs/upstream-contract.md "Collector API")', () => {
  it('keeps a batch, newest last, and the control API lists it by name and forgets it', async () => {
    const first = await sandbox.call('POST', COLLECTOR_PATH, {
      events: [
        event('login_popup_shown', { try_counter: 1 }),
        event('login_error', { error_code: '111' }),
      ],
    });
    expect(first).toMatchObject({ status: 202, body: { data: { accepted: 2 } } });
    await sandbox.call('POST', COLLECTOR_PATH, {
      events: [{ ...event('web_vitals'), userId: 1001 }],
    });

    expect((await listed()).map((e) => e.name)).toEqual([
      'login_popup_shown',
      'login_error',
      'web_vitals',
    ]);
    expect(await listed('?name=login_error')).toEqual([
      {
        ...event('login_error', { error_code: '111' }),
        collectedAt: new Date(START).toISOString(),
      },
    ]);

    expect((await sandbox.call('DELETE', COLLECTOR_CONTROL_PATH)).status).toBe(200);
    expect(await listed()).toEqual([]);
  });

  it.each([
    ['an empty batch', { events: [] }, '/events'],
    [
      'more than 50 events',
      { events: Array.from({ length: 51 }, () => event('login_click')) },
      '/events',
    ],
    [
      'an event without its numeric id',
      { events: [{ ...event('login_click'), id: 'login' }] },
      '/events/0/id',
    ],
    [
      'a field value that is an object',
      { events: [event('login_click', { nested: { a: 1 } })] },
      '/events/0/fields/nested',
    ],
    ...['/en/line?token=abc', '/en/line#code', '/en/sport%3Ftoken%3Dabc', '/en/x%253Fa=b'].map(
      (path): [string, unknown, string] => [
        `a page path with a query (${path})`,
        { events: [event('login_click'), { ...event('login_click'), path }] },
        '/events/1/path',
      ],
    ),
  ])('refuses %s with 400 naming the field', async (_, body, pointer) => {
    const answer = await sandbox.call('POST', COLLECTOR_PATH, body);
    expect(answer.status).toBe(400);
    expect(
      (answer.body as { errors: { source: { pointer: string } }[] }).errors[0]?.source,
    ).toEqual({ pointer });
    expect(await listed()).toEqual([]);
  });

  it('says why it refuses a path whose query is encoded into it', async () => {
    const answer = await sandbox.call('POST', COLLECTOR_PATH, {
      events: [{ ...event('login_click'), path: '/en/x%3Fa=b' }],
    });
    expect(answer.status).toBe(400);
    expect((answer.body as { errors: { detail: string }[] }).errors[0]?.detail).toMatch(
      /encoded query or fragment/,
    );
  });
});
