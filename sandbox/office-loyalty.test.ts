/** @jest-environment node */
import { accountsAnswerSchema } from '@contract/accounts';
import {
  cashbackAnswerSchema,
  cashbackClaimAnswerSchema,
  rewardExchangeAnswerSchema,
  rewardsAnswerSchema,
} from '@contract/office-loyalty';
import { bearer, signInToken, withSignedInSandbox } from './test-harness';
import { weekStart } from './office-loyalty';

// Wednesday noon: the week began on Monday 2026-03-09.
const NOW = Date.parse('2026-03-11T12:00:00Z');
const DAY = 86_400_000;
let clock = NOW;

const demo = withSignedInSandbox({ now: () => clock });
beforeEach(() => {
  clock = NOW;
});

const get = (path: string) => demo.sandbox.call('GET', path, undefined, bearer(demo.token));
const post = (path: string, body: unknown) =>
  demo.sandbox.call('POST', path, body, bearer(demo.token));
const control = (path: string, body: unknown) =>
  demo.sandbox.call('POST', `/__sandbox/${path}`, body);

async function cashback(programme: 'vip' | 'premium') {
  const answer = await get(`/office-api/v1/loyalty/cashback/${programme}`);
  expect(answer.status).toBe(200);
  return cashbackAnswerSchema.parse(answer.body).data;
}

async function mainBalance() {
  const answer = await get('/accounts-api/v1/accounts');
  return accountsAnswerSchema.parse(answer.body).data.accounts.find((a) => a.type === 0)?.balance;
}

describe('weekStart', () => {
  it.each([
    ['2026-03-09T00:00:00Z', '2026-03-09T00:00:00.000Z'],
    ['2026-03-11T12:00:00Z', '2026-03-09T00:00:00.000Z'],
    ['2026-03-15T23:59:59Z', '2026-03-09T00:00:00.000Z'],
    ['2026-03-16T00:00:00Z', '2026-03-16T00:00:00.000Z'],
  ])('puts %s in the week of %s', (at, start) => {
    expect(new Date(weekStart(Date.parse(at))).toISOString()).toBe(start);
  });
});

describe('VIP cashback', () => {
  it('accrues the level’s rate on the week’s net casino loss', async () => {
    const vip = await cashback('vip');
    expect(vip).toMatchObject({
      level: 'gold',
      percent: 10,
      currency: 'RUB',
      period: {
        start: '2026-03-09T00:00:00.000Z',
        end: '2026-03-16T00:00:00.000Z',
        netLoss: '1840.00',
        cashback: '184.00',
        claimable: true,
      },
      rule: { minPayout: '100.00', maxPayout: '50000.00' },
    });
    expect(vip.levels.map((l) => l.level)).toEqual([
      'bronze',
      'silver',
      'gold',
      'platinum',
      'diamond',
    ]);
    expect(vip.payouts).toHaveLength(3);
  });

  it('pays a claim to the main account and counts losses again from then', async () => {
    await cashback('vip');
    const before = Number(await mainBalance());
    const claim = await post('/office-api/v1/loyalty/cashback/vip/claims', {});
    expect(claim.status).toBe(201);
    expect(cashbackClaimAnswerSchema.parse(claim.body).data).toMatchObject({
      amount: '184.00',
      kind: 'claimed',
      percent: 10,
    });
    expect(Number(await mainBalance())).toBeCloseTo(before + 184, 2);
    const after = await cashback('vip');
    expect(after.period).toMatchObject({ netLoss: '0.00', cashback: '0.00', claimable: false });
    expect(after.payouts[0]).toMatchObject({ amount: '184.00', kind: 'claimed' });

    const again = await post('/office-api/v1/loyalty/cashback/vip/claims', {});
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ errors: [{ code: 'cashback_below_minimum' }] });
  });

  it('pays a closed week by itself once the next week starts', async () => {
    await cashback('vip');
    const before = Number(await mainBalance());
    clock = NOW + 5 * DAY; // Monday 2026-03-16
    demo.token = await signInToken(demo.sandbox);
    const vip = await cashback('vip');
    expect(vip.period).toMatchObject({ start: '2026-03-16T00:00:00.000Z', netLoss: '0.00' });
    expect(vip.payouts[0]).toMatchObject({
      kind: 'weekly',
      periodStart: '2026-03-09T00:00:00.000Z',
      amount: '184.00',
    });
    expect(Number(await mainBalance())).toBeCloseTo(before + 184, 2);
  });

  it('counts the rounds the control API plays; a winning round lowers the loss', async () => {
    const user = 1001;
    await cashback('vip');
    expect(
      (await control(`users/${user}/loyalty/casino-rounds`, { stake: 500, win: 0 })).status,
    ).toBe(201);
    expect((await cashback('vip')).period.netLoss).toBe('2340.00');
    await control(`users/${user}/loyalty/casino-rounds`, { stake: 100, win: 3000 });
    expect((await cashback('vip')).period).toMatchObject({
      netLoss: '0.00',
      claimable: false,
    });
  });

  it('refuses an unknown programme and a body it does not know', async () => {
    expect((await get('/office-api/v1/loyalty/cashback/gold')).status).toBe(400);
    expect((await post('/office-api/v1/loyalty/cashback/vip/claims', { amount: 5 })).status).toBe(
      400,
    );
  });
});

describe('Premium cashback', () => {
  it('pays 20% while the subscription runs, nothing once it ended', async () => {
    const premium = await cashback('premium');
    expect(premium).toMatchObject({
      level: null,
      percent: 20,
      subscription: { active: true, price: '990.00' },
      period: { cashback: '368.00', claimable: true },
    });
    await control('users/1001/loyalty/premium', { active: false });
    const off = await cashback('premium');
    expect(off).toMatchObject({ percent: 0, subscription: { active: false } });
    const claim = await post('/office-api/v1/loyalty/cashback/premium/claims', {});
    expect(claim.status).toBe(409);
    expect(claim.body).toMatchObject({ errors: [{ code: 'premium_inactive' }] });
  });
});

describe('rewards', () => {
  async function rewards() {
    const answer = await get('/office-api/v1/loyalty/rewards');
    expect(answer.status).toBe(200);
    return rewardsAnswerSchema.parse(answer.body).data;
  }

  it('shows the points, the level and the shop', async () => {
    const view = await rewards();
    expect(view).toMatchObject({ points: 2350, earnedPoints: 7450, level: 'gold' });
    expect(view.shop.map((r) => [r.kind, r.cost])).toEqual([
      ['free_bet', 1000],
      ['free_spins', 1500],
      ['bonus_money', 2500],
    ]);
    expect(view.exchanges).toHaveLength(1);
  });

  it('exchanges points for a reward, and refuses when they are short', async () => {
    const done = await post('/office-api/v1/loyalty/rewards/exchanges', { rewardId: 1 });
    expect(done.status).toBe(201);
    expect(rewardExchangeAnswerSchema.parse(done.body).data).toMatchObject({
      points: 1350,
      exchange: { reward: { kind: 'free_bet', amount: '500.00' } },
    });
    const short = await post('/office-api/v1/loyalty/rewards/exchanges', { rewardId: 2 });
    expect(short.status).toBe(409);
    expect(short.body).toMatchObject({ errors: [{ code: 'not_enough_points' }] });
    const view = await rewards();
    expect(view.points).toBe(1350);
    expect(view.exchanges[0]?.reward.kind).toBe('free_bet');
  });

  it('refuses a reward that does not exist', async () => {
    const answer = await post('/office-api/v1/loyalty/rewards/exchanges', { rewardId: 99 });
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ errors: [{ code: 'unknown_reward' }] });
  });

  it('earns a point for every 100.00 staked', async () => {
    await rewards();
    await control('users/1001/loyalty/casino-rounds', { stake: 12_345, win: 0 });
    expect((await rewards()).points).toBe(2350 + 123);
  });
});
