/** @jest-environment node */
import nock from 'nock';
import { NextRequest } from 'next/server';
import { bffRequest, signIn, SITE, UPSTREAM } from '@/app/api/coupons/test-helpers';
import type { CashbackPayout, RewardExchange } from '@/server/upstream/schemas/office-loyalty';
import { withNockedUpstream } from '@/tests/nocked-upstream';
import { POST as claimPremium } from './cashback/premium/claims/route';
import { GET as vipCashback } from './cashback/vip/route';
import { POST as claimVip } from './cashback/vip/claims/route';
import { POST as exchange } from './rewards/exchanges/route';
import { GET as rewards } from './rewards/route';

withNockedUpstream();

const PAYOUT: CashbackPayout = {
  id: 7,
  programme: 'vip',
  periodStart: '2026-03-09T00:00:00.000Z',
  periodEnd: '2026-03-11T12:00:00.000Z',
  netLoss: '1840.00',
  percent: 10,
  amount: '184.00',
  currency: 'RUB',
  kind: 'claimed',
  paidAt: '2026-03-11T12:00:00.000Z',
};

const EXCHANGE: RewardExchange = {
  id: 3,
  reward: { id: 1, kind: 'free_bet', cost: 1000, amount: '500.00', spins: null, currency: 'RUB' },
  createdAt: '2026-03-11T12:00:00.000Z',
};

/** An urlencoded page post (JavaScript off). */
function pagePost(path: string, fields: Record<string, string>, cookie?: string) {
  return new NextRequest(new URL(path, SITE), {
    method: 'POST',
    headers: {
      host: 'localhost:3000',
      origin: SITE,
      accept: 'text/html',
      'content-type': 'application/x-www-form-urlencoded',
      ...(cookie ? { cookie } : {}),
    },
    body: new URLSearchParams(fields).toString(),
  });
}

const errorsOf = async (response: Response) =>
  ((await response.json()) as { errors: { code: string; title: string }[] }).errors;

describe('POST /api/office/loyalty/cashback/{programme}/claims', () => {
  it('claims the week’s cashback: 201 with the payout to the script, a 303 to the page', async () => {
    const cookie = await signIn();
    nock(UPSTREAM, { reqheaders: { authorization: /^Bearer \S+$/ } })
      .post('/office-api/v1/loyalty/cashback/vip/claims', {})
      .twice()
      .reply(201, { data: PAYOUT });
    const json = await claimVip(
      bffRequest('/api/office/loyalty/cashback/vip/claims', { method: 'POST', body: {}, cookie }),
      undefined,
    );
    expect(json.status).toBe(201);
    expect(json.headers.get('cache-control')).toBe('no-store');
    expect(await json.json()).toEqual({ data: PAYOUT });

    const page = await claimVip(
      pagePost('/api/office/loyalty/cashback/vip/claims?lng=ru', {}, cookie),
      undefined,
    );
    expect(page.status).toBe(303);
    expect(page.headers.get('location')).toBe('/ru/office/casino/vipcashback?done=1');
  });

  it('passes the upstream’s refusal on: the code to the script and to the page', async () => {
    const cookie = await signIn();
    const refusal = {
      errors: [
        { status: '409', code: 'premium_inactive', title: 'Premium cashback is not active' },
      ],
    };
    nock(UPSTREAM)
      .post('/office-api/v1/loyalty/cashback/premium/claims')
      .twice()
      .reply(409, refusal);
    const json = await claimPremium(
      bffRequest('/api/office/loyalty/cashback/premium/claims', {
        method: 'POST',
        body: {},
        cookie,
      }),
      undefined,
    );
    expect(json.status).toBe(409);
    expect((await errorsOf(json))[0]?.code).toBe('premium_inactive');
    const page = await claimPremium(
      pagePost('/api/office/loyalty/cashback/premium/claims?lng=en', {}, cookie),
      undefined,
    );
    expect(page.headers.get('location')).toBe(
      '/en/office/casino/premiumcashback?error=premium_inactive',
    );
  });

  it('refuses a body with fields, and a visitor', async () => {
    const cookie = await signIn();
    const extra = await claimVip(
      bffRequest('/api/office/loyalty/cashback/vip/claims', {
        method: 'POST',
        body: { amount: '1000000.00' },
        cookie,
      }),
      undefined,
    );
    expect(extra.status).toBe(400);
    const visitor = await claimVip(
      bffRequest('/api/office/loyalty/cashback/vip/claims', { method: 'POST', body: {} }),
      undefined,
    );
    expect(visitor.status).toBe(401);
  });

  it('reads the programme', async () => {
    const cookie = await signIn();
    nock(UPSTREAM).get('/office-api/v1/loyalty/cashback/vip').reply(502, 'bad gateway');
    const failed = await vipCashback(bffRequest('/api/office/loyalty/cashback/vip', { cookie }));
    expect(failed.status).toBe(502);
    expect((await errorsOf(failed))[0]?.code).toBe('upstream_error');
  });
});

describe('/api/office/loyalty/rewards', () => {
  it('exchanges points: 201 to the script, a 303 to the page', async () => {
    const cookie = await signIn();
    nock(UPSTREAM)
      .post('/office-api/v1/loyalty/rewards/exchanges', { rewardId: 1 })
      .twice()
      .reply(201, { data: { exchange: EXCHANGE, points: 1350 } });
    const json = await exchange(
      bffRequest('/api/office/loyalty/rewards/exchanges', {
        method: 'POST',
        body: { rewardId: 1 },
        cookie,
      }),
      undefined,
    );
    expect(json.status).toBe(201);
    expect(await json.json()).toEqual({ data: { exchange: EXCHANGE, points: 1350 } });
    const page = await exchange(
      pagePost('/api/office/loyalty/rewards/exchanges?lng=en', { rewardId: '1' }, cookie),
      undefined,
    );
    expect(page.status).toBe(303);
    expect(page.headers.get('location')).toBe('/en/office/rewards?done=1');
  });

  it('sends the page back with not_enough_points when the points are short', async () => {
    const cookie = await signIn();
    nock(UPSTREAM)
      .post('/office-api/v1/loyalty/rewards/exchanges', { rewardId: 3 })
      .reply(409, {
        errors: [{ status: '409', code: 'not_enough_points', title: 'Not enough points' }],
      });
    const page = await exchange(
      pagePost('/api/office/loyalty/rewards/exchanges?lng=ru', { rewardId: '3' }, cookie),
      undefined,
    );
    expect(page.headers.get('location')).toBe('/ru/office/rewards?error=not_enough_points');
  });

  it.each([
    ['no reward', {}],
    ['a reward id that is not a number', { rewardId: 'free' }],
    ['a reward id of 0', { rewardId: '0' }],
  ])('refuses %s, naming the field to the page', async (_name, fields) => {
    const cookie = await signIn();
    const page = await exchange(
      pagePost('/api/office/loyalty/rewards/exchanges?lng=en', fields, cookie),
      undefined,
    );
    expect(page.headers.get('location')).toBe('/en/office/rewards?error=invalid&field=rewardId');
  });

  it('refuses a script’s reward id given as a string', async () => {
    const cookie = await signIn();
    const json = await exchange(
      bffRequest('/api/office/loyalty/rewards/exchanges', {
        method: 'POST',
        body: { rewardId: '1' },
        cookie,
      }),
      undefined,
    );
    expect(json.status).toBe(400);
  });

  it('reads the points and the shop for a player only', async () => {
    const visitor = await rewards(bffRequest('/api/office/loyalty/rewards'));
    expect(visitor.status).toBe(401);
  });
});
