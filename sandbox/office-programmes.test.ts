/** @jest-environment node */
import { loginAnswerSchema } from '@contract/auth';
import {
  partnerAnswerSchema,
  partnerStatsAnswerSchema,
  playerPromotionsAnswerSchema,
  promotionJoinAnswerSchema,
  qrCodeAnswerSchema,
  qrDevicesAnswerSchema,
} from '@contract/office-programmes';
import { bearer, jwtPayload, withSignedInSandbox } from './test-harness';

const NOW = Date.parse('2026-11-27T12:00:00Z');
const DAY = 86_400_000;
let clock = NOW;

const demo = withSignedInSandbox({ now: () => clock });
beforeEach(() => {
  clock = NOW;
});

const get = (path: string, token = demo.token) =>
  demo.sandbox.call('GET', path, undefined, bearer(token));
const post = (path: string, body: unknown, token = demo.token) =>
  demo.sandbox.call('POST', path, body, bearer(token));
const control = (path: string, body: unknown) =>
  demo.sandbox.call('POST', `/__sandbox/${path}`, body);
const userId = () => Number(jwtPayload(demo.token).sub);

async function promotions() {
  const answer = await get('/office-api/v1/promotions?lang=en');
  expect(answer.status).toBe(200);
  return playerPromotionsAnswerSchema.parse(answer.body).data;
}

async function playRealGames(count: number) {
  const games = (await get('/casino-api/v1/games?lang=en')).body as { data: { id: number }[] };
  for (const game of games.data.slice(0, count)) {
    const launch = await post(`/casino-api/v1/games/${game.id}/launch`, {
      mode: 'real',
      lang: 'en',
    });
    expect(launch.status).toBe(200);
  }
}

describe('promotions', () => {
  it('offers the running promotions, and a joined one counts the player’s games from then', async () => {
    const before = await promotions();
    expect(before.joined).toEqual([]);
    expect(before.available.map((p) => p.slug)).toEqual([
      'welcome',
      'express-booster',
      'bet-insurance',
      'casino-welcome',
      'cashback',
      'free-spins-friday',
    ]);

    const joined = await post('/office-api/v1/promotions/participations?lang=en', {
      promotionId: 203,
    });
    expect(joined.status).toBe(201);
    expect(promotionJoinAnswerSchema.parse(joined.body).data).toMatchObject({
      slug: 'free-spins-friday',
      task: 'games',
      target: 3,
      progress: 0,
      status: 'active',
      joinedAt: '2026-11-27T12:00:00.000Z',
      endsAt: '2026-11-30T12:00:00.000Z',
      finishedAt: null,
    });

    clock += 1000;
    await playRealGames(2);
    let now = await promotions();
    expect(now.available.map((p) => p.promotionId)).not.toContain(203);
    expect(now.joined[0]).toMatchObject({ progress: 2, status: 'active' });

    await playRealGames(3);
    now = await promotions();
    expect(now.joined[0]).toMatchObject({ progress: 3, status: 'completed' });
    expect(now.joined[0]?.finishedAt).toBe(new Date(clock).toISOString());
  });

  it('refuses a second join and an unknown promotion', async () => {
    await post('/office-api/v1/promotions/participations', { promotionId: 101 });
    const again = await post('/office-api/v1/promotions/participations', { promotionId: 101 });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ errors: [{ code: 'already_joined' }] });
    const unknown = await post('/office-api/v1/promotions/participations', { promotionId: 999 });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ errors: [{ code: 'promotion_not_found' }] });
    const bad = await post('/office-api/v1/promotions/participations', { promotionId: 'x' });
    expect(bad.status).toBe(400);
  });

  it('lets a task’s time run out', async () => {
    await post('/office-api/v1/promotions/participations', { promotionId: 103 });
    expect((await control(`users/${userId()}/promotions/103/shift`, { days: 8 })).status).toBe(200);
    const [past] = (await promotions()).joined;
    expect(past).toMatchObject({
      slug: 'bet-insurance',
      status: 'expired',
      progress: 0,
      finishedAt: new Date(NOW - DAY).toISOString(),
    });
  });

  it('answers 401 without a session', async () => {
    expect((await demo.sandbox.call('GET', '/office-api/v1/promotions')).status).toBe(401);
  });
});

describe('partner programme', () => {
  it('has a main link, adds links with a sub-id once each, and counts traffic from their making', async () => {
    const partner = partnerAnswerSchema.parse((await get('/office-api/v1/partner')).body).data;
    expect(partner).toMatchObject({ ref: `p${userId()}`, commissionPercent: 30 });
    expect(partner.links.map((l) => l.subId)).toEqual([null]);

    const made = await post('/office-api/v1/partner/links', { subId: 'summer_tg' });
    expect(made.status).toBe(201);
    const taken = await post('/office-api/v1/partner/links', { subId: 'summer_tg' });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ errors: [{ code: 'sub_id_taken' }] });
    const bad = await post('/office-api/v1/partner/links', { subId: 'no spaces' });
    expect(bad.status).toBe(400);
    const links = partnerAnswerSchema.parse((await get('/office-api/v1/partner')).body).data.links;
    expect(links.map((l) => l.subId)).toEqual([null, 'summer_tg']);

    // Both links were made today: every period holds today's traffic only.
    const totals: unknown[] = [];
    for (const period of ['week', 'month', 'year'] as const) {
      const answer = await get(`/office-api/v1/partner/stats?period=${period}`);
      const stats = partnerStatsAnswerSchema.parse(answer.body).data;
      expect(stats.rows).toHaveLength(period === 'week' ? 7 : period === 'month' ? 30 : 12);
      const sum = (key: 'clicks' | 'registrations' | 'firstDeposits') =>
        stats.rows.reduce((total, row) => total + row[key], 0);
      expect(stats.total.clicks).toBe(sum('clicks'));
      expect(stats.total.registrations).toBe(sum('registrations'));
      expect(stats.total.firstDeposits).toBe(sum('firstDeposits'));
      expect(stats.rows.slice(1).every((row) => row.clicks === 0)).toBe(true);
      totals.push(stats.total);
    }
    expect(totals[1]).toEqual(totals[0]);
    expect(totals[2]).toEqual(totals[0]);
    expect((await get('/office-api/v1/partner/stats?period=decade')).status).toBe(400);
  });
});

describe('QR sign-in', () => {
  it('signs a device in once with a code, lists it and signs it out', async () => {
    const code = qrCodeAnswerSchema.parse((await get('/office-api/v1/qr-auth/code')).body).data;
    expect(code.expiresAt).toBe(new Date(NOW + 120_000).toISOString());
    // The same code until it is replaced or expires.
    expect(qrCodeAnswerSchema.parse((await get('/office-api/v1/qr-auth/code')).body).data).toEqual(
      code,
    );
    const token = new URL(code.payload).searchParams.get('token') ?? '';

    const signIn = await demo.sandbox.call('POST', '/auth-api/v1/qr-auth/sign-in', {
      token,
      device: 'iPhone 15',
    });
    expect(signIn.status).toBe(200);
    const phone = loginAnswerSchema.parse(signIn.body).data;
    if (phone.status !== 'authorized') throw new Error('not signed in');
    const again = await demo.sandbox.call('POST', '/auth-api/v1/qr-auth/sign-in', {
      token,
      device: 'iPhone 15',
    });
    expect(again.status).toBe(400);

    const devices = qrDevicesAnswerSchema.parse(
      (await get('/office-api/v1/qr-auth/devices')).body,
    ).data;
    expect(devices).toEqual([
      { id: expect.any(Number), name: 'iPhone 15', signedInAt: new Date(NOW).toISOString() },
    ]);
    expect((await get('/office-api/v1/promotions', phone.token)).status).toBe(200);

    const out = await demo.sandbox.call(
      'DELETE',
      `/office-api/v1/qr-auth/devices/${devices[0]?.id}`,
      undefined,
      bearer(demo.token),
    );
    expect(out.status).toBe(200);
    expect((await get('/office-api/v1/promotions', phone.token)).status).toBe(401);
    expect(
      qrDevicesAnswerSchema.parse((await get('/office-api/v1/qr-auth/devices')).body).data,
    ).toEqual([]);
  });

  it('takes no code once it expired, and a new code replaces the old', async () => {
    const first = qrCodeAnswerSchema.parse((await get('/office-api/v1/qr-auth/code')).body).data;
    const second = qrCodeAnswerSchema.parse(
      (await post('/office-api/v1/qr-auth/code', {})).body,
    ).data;
    expect(second.payload).not.toBe(first.payload);
    const old = new URL(first.payload).searchParams.get('token');
    const refused = await demo.sandbox.call('POST', '/auth-api/v1/qr-auth/sign-in', {
      token: old,
      device: 'Tablet',
    });
    expect(refused.status).toBe(400);

    clock += 121_000;
    const scan = await control(`users/${userId()}/qr-auth/scan`, { device: 'Tablet' });
    expect(scan.status).toBe(400);
    expect(scan.body).toMatchObject({ errors: [{ code: 'qr_code_invalid' }] });
  });
});
