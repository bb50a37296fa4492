/** @jest-environment node */
import { resetRateLimits } from '@/server/bff/rate-limit';
import { clearConfigCaches } from '@/server/config/site-config';
import { clearDrawsCaches } from '@/server/draws/draws-api';
import { removeDb, startTestSandbox, type TestSandbox } from '@/sandbox/test-harness';
import { totoAnswerSchema, type TotoPick } from '@/server/upstream/schemas/toto';
import { bffRequest, signIn } from '@/app/api/coupons/test-helpers';
import { GET as coupons, POST as place } from './coupons/route';

// The BFF against the real sandbox upstream (docs/upstream-contract.md "Toto API").
let sandbox: TestSandbox;

beforeAll(async () => {
  sandbox = await startTestSandbox();
  process.env.UPSTREAM_URL = sandbox.url;
});
afterAll(async () => {
  await sandbox.close();
  removeDb(sandbox.dbPath);
});
beforeEach(async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  resetRateLimits();
  clearConfigCaches();
  clearDrawsCaches();
  await sandbox.call('POST', '/__sandbox/reset');
});
afterEach(() => jest.restoreAllMocks());

interface ErrorItem {
  code: string;
  title: string;
  source?: { pointer?: string; parameter?: string };
}
const errorsOf = async (response: Response) =>
  ((await response.json()) as { errors: ErrorItem[] }).errors;

async function currentDrawId(): Promise<number> {
  const answer = await sandbox.call('GET', '/toto-api/v1/totos/express');
  return totoAnswerSchema.parse(answer.body).data.current.id;
}
const picks = (count: number): TotoPick[][] => Array.from({ length: count }, () => ['X']);
const placing = (body: unknown, cookie?: string, init: { raw?: string; origin?: string } = {}) =>
  place(
    bffRequest('/api/toto/coupons?lang=en', {
      method: 'POST',
      body,
      cookie,
      raw: init.raw,
      headers: init.origin ? { origin: init.origin } : {},
    }),
  );

describe('POST /api/toto/coupons', () => {
  it('places a system coupon on the current draw and lists it', async () => {
    const cookie = await signIn(null);
    const drawId = await currentDrawId();
    const body = { drawId, picks: [['1', 'X', '2'], ['1', '2'], ...picks(10)] };
    const response = await placing(body, cookie);
    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { data } = (await response.json()) as {
      data: { coupon: { combinations: number; stake: string; status: string } };
    };
    expect(data.coupon).toMatchObject({ combinations: 6, stake: '60.00', status: 'pending' });

    const list = await coupons(bffRequest('/api/toto/coupons?lang=en', { cookie }));
    const listed = (await list.json()) as { data: { coupons: { totoName: string }[] } };
    expect(listed.data.coupons.map((c) => c.totoName)).toEqual(['Express Toto 12']);
  });

  it.each([
    ['no drawId', { picks: picks(12) }, '/drawId'],
    ['an unknown outcome', { drawId: 200001, picks: [['3'], ...picks(11)] }, '/picks/0/0'],
    ['an empty event', { drawId: 200001, picks: [[], ...picks(11)] }, '/picks/0'],
    ['an outcome twice', { drawId: 200001, picks: [['1', '1'], ...picks(11)] }, '/picks/0'],
    ['another field', { drawId: 200001, picks: picks(12), stake: 5 }, '/'],
  ])('answers 400 naming the field for %s', async (_, body, pointer) => {
    const cookie = await signIn(null);
    const response = await placing(body, cookie);
    expect(response.status).toBe(400);
    const [error] = await errorsOf(response);
    expect(error?.code).toBe('invalid');
    expect(error?.source?.pointer).toBe(pointer);
    expect(error?.title).toMatch(/\S/);
  });

  it('passes the upstream’s reason for a coupon missing an event', async () => {
    const cookie = await signIn(null);
    const response = await placing({ drawId: await currentDrawId(), picks: picks(11) }, cookie);
    expect(response.status).toBe(400);
    const [error] = await errorsOf(response);
    expect(error?.code).toBe('picks_count');
  });

  it('answers 409 for a draw that takes no coupons', async () => {
    const cookie = await signIn(null);
    const response = await placing(
      { drawId: (await currentDrawId()) + 1, picks: picks(12) },
      cookie,
    );
    expect(response.status).toBe(409);
    expect((await errorsOf(response))[0]?.code).toBe('draw_closed');
  });

  it('refuses broken JSON, a visitor and another site', async () => {
    const cookie = await signIn(null);
    expect((await placing(undefined, cookie, { raw: '{"drawId":' })).status).toBe(400);
    const visitor = await placing({ drawId: await currentDrawId(), picks: picks(12) });
    expect(visitor.status).toBe(401);
    const forged = await placing({ drawId: 1, picks: picks(12) }, cookie, {
      origin: 'https://evil.example',
    });
    expect(forged.status).toBe(403);
  });
});
