/** @jest-environment node */
import Database from 'better-sqlite3';
import { accountsAnswerSchema } from '@contract/accounts';
import { configGroupsAnswerSchema } from '@contract/config';
import type { Coupon, CouponRequest } from '@contract/coupon';
import {
  couponAnswerSchema,
  couponErrorBodySchema,
  couponGroupSchema,
  couponHistoryAnswerSchema,
  manySinglesAnswerSchema,
} from '@contract/coupon';
import type { Game, Outcome } from '@contract/line';
import { gamesAnswerSchema } from '@contract/line';
import { SCHEMA_VERSION } from './store';
import type { Answer, TestSandbox } from './test-harness';
import {
  bearer,
  DROP_BETTING_SCHEMA,
  removeDb,
  signInToken,
  startTestSandbox,
  tempDbPath,
} from './test-harness';

const COUPONS = '/coupon-api/v1/coupons';
const START = Date.parse('2026-11-20T09:10:00Z');
const MINUTE = 60_000;

let clock = START;
let sandbox: TestSandbox;
let token: string;
let requestSerial = 0;

beforeEach(async () => {
  clock = START;
  sandbox = await startTestSandbox({ now: () => clock });
  token = await signInToken(sandbox);
});

afterEach(async () => {
  await sandbox.close();
  removeDb(sandbox.dbPath);
});

function nextRequestId(): string {
  requestSerial += 1;
  return `coupon-${requestSerial}`;
}

function place(
  body: unknown,
  options: { requestId?: string; token?: string; running?: TestSandbox } = {},
): Promise<Answer> {
  return (options.running ?? sandbox).call('POST', COUPONS, body, {
    ...bearer(options.token ?? token),
    'x-request-id': options.requestId ?? nextRequestId(),
  });
}

async function placed(body: unknown, options: Parameters<typeof place>[1] = {}): Promise<Coupon> {
  const answer = await place(body, options);
  expect(answer.body).not.toHaveProperty('errors');
  expect(answer.status).toBe(201);
  return couponAnswerSchema.parse(answer.body).data;
}

/** The refusal's errors, checked against the coupon error schema. */
async function refused(body: unknown, status = 400) {
  const answer = await place(body);
  expect(answer.status).toBe(status);
  return couponErrorBodySchema.parse(answer.body).errors;
}

async function games(query: string): Promise<Game[]> {
  const answer = await sandbox.call('GET', `/line-api/v1/games?limit=500&${query}`);
  return gamesAnswerSchema.parse(answer.body).data;
}

async function setOutcome(id: number, patch: { coef?: number; isBlocked?: boolean }) {
  expect((await sandbox.call('PUT', `/__sandbox/outcomes/${id}`, patch)).status).toBe(200);
}

/**
 * The home-win outcomes of the first pre-match football games, one per game, priced at the given
 * coefficients so the expected wins are plain numbers.
 */
async function homeWins(...coefs: number[]): Promise<Outcome[]> {
  const football = await games('stream=line&sportId=1');
  const picked: Outcome[] = [];
  for (const [index, coef] of coefs.entries()) {
    const home = football[index]?.markets[0]?.outcomes[0];
    if (home === undefined) throw new Error('not enough football games');
    await setOutcome(home.id, { coef });
    picked.push({ ...home, coef });
  }
  return picked;
}

function betOn(selected: Outcome, extra: { blockId?: number; isBanker?: boolean } = {}) {
  return { outcomeId: selected.id, gameId: selected.gameId, coef: selected.coef, ...extra };
}

function couponOf(
  typeId: CouponRequest['typeId'],
  selected: readonly Outcome[],
  extra: Partial<CouponRequest> = {},
): CouponRequest {
  return {
    accountId: 1,
    amount: 100,
    bets: selected.map((one) => betOn(one)),
    changeCoefAction: 2,
    coef: selected.reduce((total, one) => total * one.coef, 1),
    typeId,
    ...extra,
  };
}

async function balances(bearerToken = token, running: TestSandbox = sandbox): Promise<string[]> {
  const answer = await running.call(
    'GET',
    '/accounts-api/v1/accounts',
    undefined,
    bearer(bearerToken),
  );
  return accountsAnswerSchema.parse(answer.body).data.accounts.map((account) => account.balance);
}

async function history(query = '', bearerToken = token) {
  const answer = await sandbox.call('GET', `${COUPONS}${query}`, undefined, bearer(bearerToken));
  expect(answer.status).toBe(200);
  return couponHistoryAnswerSchema.parse(answer.body);
}

describe('POST /coupon-api/v1/coupons: every coupon type (spec 02 §3)', () => {
  it('takes a single, debits the stake and records the coefficient it took', async () => {
    const [home] = await homeWins(2);
    if (home === undefined) throw new Error('no outcome');

    const coupon = await placed(couponOf(0, [home]));

    expect(coupon).toMatchObject({
      couponId: 10_000_001,
      typeId: 0,
      statusId: -1,
      status: 'gameNotStarted',
      accountId: 1,
      currency: 'RUB',
      amount: '100.00',
      coef: 2,
      possibleWin: '200.00',
      payout: null,
      systemValue: null,
      changeCoefAction: 2,
      coefViewId: 0,
      placedAt: new Date(START).toISOString(),
      settledAt: null,
    });
    expect(coupon.bets).toEqual([
      expect.objectContaining({
        outcomeId: home.id,
        gameId: home.gameId,
        sportId: 1,
        sportName: 'Football',
        marketName: 'Match result',
        outcomeName: '1',
        kind: 1,
        coef: 2,
        requestedCoef: 2,
        blockId: null,
        isBanker: false,
        isLive: false,
        statusId: -1,
        status: 'gameNotStarted',
      }),
    ]);
    expect(await balances()).toEqual(['24900.00', '1500.00']);
  });

  it.each<[string, CouponRequest['typeId'], number[], Partial<CouponRequest>, string, number]>([
    ['express: the product', 1, [2, 3, 1.5], {}, '900.00', 9],
    [
      'system 2 of 3: the stake split over 3 lines',
      2,
      [2, 3, 1.5],
      { amount: 300 },
      '1350.00',
      4.5,
    ],
    ['chain: the stake rides from bet to bet', 3, [2, 3, 1.5], {}, '450.00', 4.5],
    ['anti-express: priced by the upstream', 6, [2, 3], { coef: 1.12 }, '112.00', 1.12],
    ['lucky: every combination, 15 lines', 7, [2, 3, 1.5, 4], { amount: 150 }, '1490.00', 9.933],
    ['patent: every combination, 7 lines', 8, [2, 3, 1.5], { amount: 70 }, '290.00', 4.143],
  ])('%s', async (_name, typeId, coefs, extra, possibleWin, coef) => {
    const selected = await homeWins(...coefs);

    const coupon = await placed(couponOf(typeId, selected, extra));

    expect(coupon).toMatchObject({ typeId, possibleWin, coef });
    expect(coupon.bets.map((bet) => bet.coef)).toEqual(coefs);
  });

  it('system with a banker: the banker is in every line', async () => {
    const [banker, second, third] = await homeWins(2, 3, 1.5);
    if (banker === undefined || second === undefined || third === undefined) throw new Error();

    const coupon = await placed({
      ...couponOf(2, [banker, second, third]),
      bets: [betOn(banker, { isBanker: true }), betOn(second), betOn(third)],
      systemValue: 2,
    });

    // Lines 2×3 and 2×1.5, 50 each.
    expect(coupon).toMatchObject({ possibleWin: '450.00', systemValue: 2 });
    expect(coupon.bets.map((bet) => bet.isBanker)).toEqual([true, false, false]);
  });

  it('multibet: a system over blocks, each block an express', async () => {
    const [a, b, c, d] = await homeWins(2, 3, 1.5, 4);
    if (a === undefined || b === undefined || c === undefined || d === undefined) throw new Error();

    const coupon = await placed({
      ...couponOf(4, [a, b, c, d], { amount: 300, systemValue: 2 }),
      bets: [
        betOn(a, { blockId: 0 }),
        betOn(b, { blockId: 0 }),
        betOn(c, { blockId: 1 }),
        betOn(d, { blockId: 2 }),
      ],
    });

    // Blocks 6, 1.5 and 4; lines 6×1.5, 6×4, 1.5×4 at 100 each.
    expect(coupon).toMatchObject({ possibleWin: '3900.00', coef: 13, systemValue: 2 });
    expect(coupon.bets.map((bet) => bet.blockId)).toEqual([0, 0, 1, 2]);
  });

  it('conditional: each block is staked with its amount plus what the block before returned', async () => {
    const [a, b, c] = await homeWins(2, 3, 1.5);
    if (a === undefined || b === undefined || c === undefined) throw new Error();

    const coupon = await placed({
      ...couponOf(5, [a, b, c], { amount: 150, amountByBlockId: { '0': 100, '1': 50 } }),
      bets: [betOn(a, { blockId: 0 }), betOn(b, { blockId: 1 }), betOn(c, { blockId: 1 })],
    });

    // Block 0 returns 200; block 1 is staked 50 + 200 at 4.5.
    expect(coupon).toMatchObject({ amount: '150.00', possibleWin: '1125.00', coef: 7.5 });
    expect(await balances()).toEqual(['24850.00', '1500.00']);
  });

  it('prices a single or an express at the exact coef when it is set and not above the line', async () => {
    const selected = await homeWins(2, 3);

    const coupon = await placed(couponOf(1, selected, { exactCoef: 5.5 }));
    expect(coupon).toMatchObject({ coef: 5.5, exactCoef: 5.5, possibleWin: '550.00' });

    const errors = await refused(couponOf(1, selected, { exactCoef: 6.5 }));
    expect(errors).toEqual([
      expect.objectContaining({
        code: 'coef_changed',
        source: { pointer: '/exactCoef' },
        meta: { coef: 6, requestedCoef: 6.5 },
      }),
    ]);
  });

  it('takes a bet on a live outcome as a live bet, not calculated yet', async () => {
    const [live] = await games('stream=live&sportId=1');
    const open = live?.markets.flatMap((market) => market.outcomes).find((one) => !one.isBlocked);
    if (open === undefined) throw new Error('no open live outcome');

    const coupon = await placed(couponOf(0, [open]));

    expect(coupon).toMatchObject({ statusId: -2, status: 'notCalculated' });
    expect(coupon.bets[0]).toMatchObject({ isLive: true, statusId: -2 });
  });
});

describe('POST /coupon-api/v1/coupons: type rules', () => {
  it.each<[string, CouponRequest['typeId'], number, Partial<CouponRequest>, string]>([
    ['a single of two bets', 0, 2, {}, '/bets'],
    ['an express of one bet', 1, 1, {}, '/bets'],
    ['a system of two bets', 2, 2, {}, '/bets'],
    ['a system 3 of 3', 2, 3, { systemValue: 3 }, '/systemValue'],
    ['a chain of one bet', 3, 1, {}, '/bets'],
    ['a multibet without blocks', 4, 3, {}, '/bets'],
    ['an anti-express of one bet', 6, 1, {}, '/bets'],
    ['a lucky of three bets', 7, 3, {}, '/bets'],
    ['a lucky of seven bets', 7, 7, {}, '/bets'],
    ['a patent of four bets', 8, 4, {}, '/bets'],
    ['many singles of one bet', 9, 1, {}, '/bets'],
  ])('refuses %s', async (_name, typeId, count, extra, pointer) => {
    const selected = await homeWins(...Array.from({ length: count }, () => 2));

    const errors = await refused(couponOf(typeId, selected, extra));

    expect(errors).toEqual([
      expect.objectContaining({ status: '400', code: 'invalid_coupon', source: { pointer } }),
    ]);
  });

  it('refuses two bets of one game in a combination, and one outcome twice', async () => {
    const [game] = await games('stream=line&sportId=1');
    const [home, draw] = game?.markets[0]?.outcomes ?? [];
    if (home === undefined || draw === undefined) throw new Error();

    expect(await refused(couponOf(1, [home, draw]))).toEqual([
      expect.objectContaining({ code: 'invalid_coupon', source: { pointer: '/bets/1/gameId' } }),
    ]);
    expect(await refused(couponOf(9, [home, home]))).toEqual([
      expect.objectContaining({ code: 'invalid_coupon', source: { pointer: '/bets/1/outcomeId' } }),
    ]);
  });

  it('refuses a system whose k is not above its bankers', async () => {
    const selected = await homeWins(2, 2, 2, 2);
    const body = couponOf(2, selected, { systemValue: 2 });
    body.bets = selected.map((one, index) => betOn(one, { isBanker: index < 2 }));

    expect(await refused(body)).toEqual([
      expect.objectContaining({ code: 'invalid_coupon', source: { pointer: '/systemValue' } }),
    ]);
  });

  it('refuses a multibet of one block, or k above its blocks', async () => {
    const selected = await homeWins(2, 2, 2);
    const oneBlock = couponOf(4, selected);
    oneBlock.bets = selected.map((one) => betOn(one, { blockId: 0 }));
    expect((await refused(oneBlock))[0]?.code).toBe('invalid_coupon');

    const tooHigh = couponOf(4, selected, { systemValue: 3 });
    tooHigh.bets = selected.map((one, index) => betOn(one, { blockId: index < 2 ? 0 : 1 }));
    expect(await refused(tooHigh)).toEqual([
      expect.objectContaining({ source: { pointer: '/systemValue' } }),
    ]);
  });

  it('refuses a conditional coupon whose block amounts do not fit', async () => {
    const [a, b] = await homeWins(2, 3);
    if (a === undefined || b === undefined) throw new Error();
    const base = {
      ...couponOf(5, [a, b]),
      bets: [betOn(a, { blockId: 0 }), betOn(b, { blockId: 1 })],
    };

    expect(await refused({ ...base, amount: 100, amountByBlockId: { '0': 100 } })).toEqual([
      expect.objectContaining({ source: { pointer: '/amountByBlockId' } }),
    ]);
    expect(await refused({ ...base, amount: 100, amountByBlockId: { '0': 100, '1': 50 } })).toEqual(
      [expect.objectContaining({ source: { pointer: '/amount' } })],
    );
  });

  it('refuses a body that breaks the request schema, naming every field', async () => {
    const answer = await place({ accountId: 1, amount: 10.005, bets: [], coef: 2, typeId: 10 });

    expect(answer.status).toBe(400);
    const pointers = (answer.body as { errors: { source: { pointer: string } }[] }).errors.map(
      (error) => error.source.pointer,
    );
    expect(pointers).toEqual(expect.arrayContaining(['/amount', '/bets', '/typeId']));
  });
});

describe('POST /coupon-api/v1/coupons: refusals', () => {
  it('refuses an account the player does not have', async () => {
    const [home] = await homeWins(2);
    if (home === undefined) throw new Error();
    const others = await sandbox.call('POST', '/__sandbox/accounts', {
      userId: 1002,
      type: 9,
      currency: 'USD',
    });
    const othersId = (others.body as { data: { id: number } }).data.id;

    for (const accountId of [999, othersId]) {
      expect(await refused(couponOf(0, [home], { accountId }))).toEqual([
        expect.objectContaining({ code: 'unknown_account', source: { pointer: '/accountId' } }),
      ]);
    }
  });

  it('refuses outcomes that do not exist or belong to another game', async () => {
    const [home, other] = await homeWins(2, 3);
    if (home === undefined || other === undefined) throw new Error();
    // A chain may hold two outcomes of one game, so only the outcomes are at fault here.
    const body = couponOf(3, [home, other]);
    body.bets = [
      { outcomeId: 999, gameId: home.gameId, coef: 2 },
      { outcomeId: other.id, gameId: home.gameId, coef: 3 },
    ];

    expect(await refused(body)).toEqual([
      expect.objectContaining({
        code: 'unknown_outcome',
        source: { pointer: '/bets/0' },
        meta: { outcomeId: 999 },
      }),
      expect.objectContaining({
        code: 'unknown_outcome',
        source: { pointer: '/bets/1' },
        meta: { outcomeId: other.id },
      }),
    ]);
  });

  it('refuses blocked outcomes with the id of each', async () => {
    const selected = await homeWins(2, 3, 1.5);
    const [first, , third] = selected;
    await setOutcome(first?.id ?? 0, { isBlocked: true });
    await setOutcome(third?.id ?? 0, { isBlocked: true });

    expect(await refused(couponOf(1, selected))).toEqual([
      expect.objectContaining({
        status: '400',
        code: 'outcome_blocked',
        source: { pointer: '/bets/0' },
        meta: { outcomeId: first?.id },
      }),
      expect.objectContaining({ code: 'outcome_blocked', meta: { outcomeId: third?.id } }),
    ]);
    expect(await balances()).toEqual(['25000.00', '1500.00']);
  });

  it('refuses an outcome of a finished game', async () => {
    const [live] = await games('stream=live&sportId=1');
    const open = live?.markets.flatMap((market) => market.outcomes).find((one) => !one.isBlocked);
    if (live === undefined || open === undefined) throw new Error();
    await sandbox.call('PUT', `/__sandbox/games/${live.id}`, { timeSeconds: 5395 });
    await sandbox.call('POST', '/__sandbox/live/tick');

    expect((await refused(couponOf(0, [open])))[0]?.code).toBe('outcome_blocked');
  });

  describe('changeCoefAction (spec 02 §3)', () => {
    // The line pays 2.00; the player saw `requested`.
    it.each<[0 | 1 | 2, number, 'taken' | 'refused']>([
      [0, 2, 'taken'],
      [0, 1.9, 'refused'],
      [0, 2.1, 'refused'],
      [1, 1.9, 'taken'],
      [1, 2.1, 'taken'],
      [2, 1.9, 'taken'],
      [2, 2, 'taken'],
      [2, 2.1, 'refused'],
    ])('action %i, seen %d: %s', async (changeCoefAction, requested, expected) => {
      const [home] = await homeWins(2);
      if (home === undefined) throw new Error();
      const body = couponOf(0, [{ ...home, coef: requested }], { changeCoefAction });

      if (expected === 'refused') {
        expect(await refused(body)).toEqual([
          {
            status: '400',
            code: 'coef_changed',
            title: 'The coefficient has changed',
            detail: `bets/0/coef: ${requested} is now 2`,
            source: { pointer: '/bets/0/coef' },
            meta: { outcomeId: home.id, coef: 2, requestedCoef: requested },
          },
        ]);
        return;
      }
      const coupon = await placed(body);
      // Accepted coupons record the coefficient of the line, not the one the player saw.
      expect(coupon.bets[0]).toMatchObject({ coef: 2, requestedCoef: requested });
      expect(coupon.possibleWin).toBe('200.00');
    });

    it('lists every changed bet of the coupon', async () => {
      const selected = await homeWins(2, 3, 1.5);
      const seen = selected.map((one) => ({ ...one, coef: one.coef + 0.1 }));

      const errors = await refused(couponOf(1, seen, { changeCoefAction: 0 }));

      expect(errors.map((error) => error.meta)).toEqual(
        selected.map((one) => ({
          outcomeId: one.id,
          coef: one.coef,
          requestedCoef: one.coef + 0.1,
        })),
      );
    });

    it('applies to the price of an anti-express as a whole', async () => {
      const selected = await homeWins(2, 3);

      expect(await refused(couponOf(6, selected, { coef: 1.2, changeCoefAction: 0 }))).toEqual([
        expect.objectContaining({
          code: 'coef_changed',
          source: { pointer: '/coef' },
          meta: { coef: 1.12, requestedCoef: 1.2 },
        }),
      ]);
    });
  });

  describe('min and max amount (spec 02 §5)', () => {
    it('refuses less than the minimum and more than the maximum of the currency', async () => {
      const [home] = await homeWins(2);
      if (home === undefined) throw new Error();
      await sandbox.call('PATCH', '/__sandbox/accounts/1', { balance: 500000 });
      const limits = { minBetAmount: 10, maxBetAmount: 100000, currency: 'RUB' };

      expect(await refused(couponOf(0, [home], { amount: 9.99 }))).toEqual([
        {
          status: '400',
          code: 'amount_below_min',
          title: 'The amount is below the minimum',
          detail: 'amount: at least 10 RUB',
          source: { pointer: '/amount' },
          meta: limits,
        },
      ]);
      expect(await refused(couponOf(0, [home], { amount: 100000.01 }))).toEqual([
        expect.objectContaining({ code: 'amount_above_max', meta: limits }),
      ]);
      await placed(couponOf(0, [home], { amount: 10 }));
      await placed(couponOf(0, [home], { amount: 100000 }));
    });

    it('does not apply to a bonus account, nor to types the group does not list', async () => {
      const selected = await homeWins(2, 3);

      await placed(couponOf(0, selected.slice(0, 1), { accountId: 2, amount: 5 }));
      await placed(couponOf(3, selected, { amount: 5 }));
      expect(await balances()).toEqual(['24995.00', '1495.00']);
    });

    it('follows the coupon config group', async () => {
      const [home] = await homeWins(2);
      if (home === undefined) throw new Error();
      const groups = await sandbox.call('GET', '/bff-api/config/group/get?groups=coupon');
      const group = couponGroupSchema.parse(
        configGroupsAnswerSchema.parse(groups.body).data.coupon,
      );
      await sandbox.call('PUT', '/__sandbox/config-groups/coupon', {
        ...group,
        minMaxAmountTypes: [1],
      });

      await placed(couponOf(0, [home], { amount: 5 }));
    });

    it('takes a VIP bet above the maximum on pre-match bets only where it is enabled', async () => {
      const [home] = await homeWins(2);
      if (home === undefined) throw new Error();
      await sandbox.call('PATCH', '/__sandbox/accounts/1', { balance: 500000 });
      const vip = await placed(couponOf(0, [home], { amount: 150000, isVipBet: true }));
      expect(vip.amount).toBe('150000.00');

      const groups = await sandbox.call('GET', '/bff-api/config/group/get?groups=coupon');
      const group = couponGroupSchema.parse(
        configGroupsAnswerSchema.parse(groups.body).data.coupon,
      );
      await sandbox.call('PUT', '/__sandbox/config-groups/coupon', {
        ...group,
        isVipBetEnabled: false,
      });
      expect(await refused(couponOf(0, [home], { amount: 150000, isVipBet: true }))).toEqual([
        expect.objectContaining({ code: 'amount_above_max' }),
      ]);
    });
  });

  describe('bonus bet (spec 02 §4)', () => {
    it('raises an express of 3 bets by 1.03 and refuses a coupon that does not qualify', async () => {
      const selected = await homeWins(2, 2, 2.5);
      const coupon = await placed(couponOf(1, selected, { isBonusBet: true }));
      // 100 × 2 × 2 × 2.5 × 1.03
      expect(coupon.possibleWin).toBe('1030.00');
      expect(coupon.coef).toBe(10.3);

      expect(await refused(couponOf(1, selected.slice(0, 2), { isBonusBet: true }))).toEqual([
        expect.objectContaining({ code: 'invalid_coupon', source: { pointer: '/isBonusBet' } }),
      ]);
      const low = await homeWins(1.05, 2, 2);
      expect(await refused(couponOf(1, low, { isBonusBet: true }))).toEqual([
        expect.objectContaining({ code: 'invalid_coupon' }),
      ]);
    });
  });

  it('refuses a prepaid amount, which the sandbox never offers', async () => {
    const [home] = await homeWins(2);
    if (home === undefined) throw new Error();

    expect(await refused(couponOf(0, [home], { prepaidAmount: 10 }))).toEqual([
      expect.objectContaining({
        code: 'prepaid_unavailable',
        source: { pointer: '/prepaidAmount' },
      }),
    ]);
  });

  it('refuses a stake above the balance, and takes one equal to it', async () => {
    const [home] = await homeWins(2);
    if (home === undefined) throw new Error();
    await sandbox.call('PUT', '/__sandbox/config-groups/coupon', { minMaxAmountTypes: [] });

    expect(await refused(couponOf(0, [home], { amount: 25000.01 }))).toEqual([
      {
        status: '400',
        code: 'insufficient_balance',
        title: 'Not enough money on the account',
        detail: 'amount: the account holds 25000.00 RUB',
        source: { pointer: '/amount' },
        meta: { balance: '25000.00', currency: 'RUB' },
      },
    ]);
    expect(await balances()).toEqual(['25000.00', '1500.00']);

    await placed(couponOf(0, [home], { amount: 25000 }));
    expect(await balances()).toEqual(['0.00', '1500.00']);
  });

  it('answers 401 without a bearer token', async () => {
    const answer = await sandbox.call('POST', COUPONS, {}, { 'x-request-id': 'no-token' });

    expect(answer.status).toBe(401);
  });

  it.each([
    [{}, 'x-request-id: '],
    [{ 'x-request-id': 'has space' }, 'x-request-id: '],
  ])('answers 400 for the x-request-id header %j', async (headers, detail) => {
    const [home] = await homeWins(2);
    if (home === undefined) throw new Error();
    const answer = await sandbox.call('POST', COUPONS, couponOf(0, [home]), {
      ...bearer(token),
      ...headers,
    });

    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      errors: [
        expect.objectContaining({
          detail: expect.stringContaining(detail),
          source: { header: 'x-request-id' },
        }),
      ],
    });
  });
});

describe('x-request-id: one coupon per request', () => {
  it('answers a repeat within 10 minutes with the first answer, without betting again', async () => {
    const [home] = await homeWins(2);
    if (home === undefined) throw new Error();
    const body = couponOf(0, [home]);

    const first = await place(body, { requestId: 'same' });
    clock += 9 * MINUTE;
    await setOutcome(home.id, { coef: 2.5 });
    const repeat = await place(body, { requestId: 'same' });

    expect(repeat.status).toBe(201);
    expect(repeat.body).toEqual(first.body);
    expect(repeat.headers.get('x-idempotent-replay')).toBe('true');
    expect(first.headers.get('x-idempotent-replay')).toBeNull();
    expect(await balances()).toEqual(['24900.00', '1500.00']);
    expect((await history()).meta.total).toBe(1);
  });

  it('takes the same request id as a new coupon after 10 minutes', async () => {
    const [home] = await homeWins(2);
    if (home === undefined) throw new Error();

    const first = await placed(couponOf(0, [home]), { requestId: 'later' });
    clock += 10 * MINUTE + 1;
    const second = await placed(couponOf(0, [home]), { requestId: 'later' });

    expect(second.couponId).toBe(first.couponId + 1);
    expect(await balances()).toEqual(['24800.00', '1500.00']);
  });

  it('refuses the same request id with another coupon', async () => {
    const [home] = await homeWins(2);
    if (home === undefined) throw new Error();
    await placed(couponOf(0, [home]), { requestId: 'reused' });

    const answer = await place(couponOf(0, [home], { amount: 200 }), { requestId: 'reused' });

    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({
      errors: [{ code: 'request_id_reused', source: { header: 'x-request-id' } }],
    });
  });

  it('does not keep a refusal: the corrected coupon may reuse the id', async () => {
    const [home] = await homeWins(2);
    if (home === undefined) throw new Error();
    const stale = couponOf(0, [{ ...home, coef: 2.2 }]);

    expect((await place(stale, { requestId: 'retry' })).status).toBe(400);
    await placed(couponOf(0, [home]), { requestId: 'retry' });
  });

  it('keeps request ids per player', async () => {
    const [home] = await homeWins(2);
    if (home === undefined) throw new Error();
    await sandbox.call('POST', '/__sandbox/users', {
      email: 'second@betarena.example',
      password: 'x',
    });
    const second = await signInToken(sandbox, {
      type: 'login_password',
      login: 'second@betarena.example',
      password: 'x',
      isRemember: false,
    });
    const secondAccount = accountsAnswerSchema.parse(
      (await sandbox.call('GET', '/accounts-api/v1/accounts', undefined, bearer(second))).body,
    ).data.activeAccount.id;
    await sandbox.call('PATCH', `/__sandbox/accounts/${secondAccount}`, { balance: 1000 });

    const mine = await placed(couponOf(0, [home]), { requestId: 'shared' });
    const theirs = await placed(couponOf(0, [home], { accountId: secondAccount }), {
      requestId: 'shared',
      token: second,
    });

    expect(theirs.couponId).not.toBe(mine.couponId);
    expect(await balances(second)).toEqual(['900.00']);
  });
});

describe('GET /coupon-api/v1/coupons/by-request/:requestId: the outcome of a request', () => {
  function lookUp(requestId: string, bearerToken = token): Promise<Answer> {
    return sandbox.call(
      'GET',
      `${COUPONS}/by-request/${encodeURIComponent(requestId)}`,
      undefined,
      bearer(bearerToken),
    );
  }

  const REQUEST_UNKNOWN = {
    errors: [
      {
        status: '404',
        code: 'request_unknown',
        title: 'Request unknown',
        detail: 'requestId: no answer is kept under this request id from the last 10 minutes',
        source: { parameter: 'requestId' },
      },
    ],
  };

  it('answers what a replay of the placing call would, without betting again', async () => {
    const [home] = await homeWins(2);
    if (home === undefined) throw new Error();
    const first = await place(couponOf(0, [home]), { requestId: 'lost-answer' });

    clock += 10 * MINUTE;
    const answer = await lookUp('lost-answer');

    expect(answer.status).toBe(201);
    expect(answer.body).toEqual(first.body);
    expect(answer.headers.get('x-idempotent-replay')).toBe('true');
    expect(await balances()).toEqual(['24900.00', '1500.00']);
    expect((await history()).meta.total).toBe(1);
  });

  it('answers a kept refusal: many singles none of which was taken', async () => {
    const selected = await homeWins(2, 3);
    for (const one of selected) await setOutcome(one.id, { isBlocked: true });
    const first = await place(couponOf(9, selected), { requestId: 'all-refused' });
    expect(first.status).toBe(200);

    const answer = await lookUp('all-refused');

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(first.body);
    expect(answer.headers.get('x-idempotent-replay')).toBe('true');
  });

  it('answers request_unknown for an id nothing was kept under', async () => {
    const [home] = await homeWins(2);
    if (home === undefined) throw new Error();
    expect(
      (await place(couponOf(0, [{ ...home, coef: 2.2 }]), { requestId: 'stale' })).status,
    ).toBe(400);

    for (const requestId of ['never-sent', 'stale']) {
      const answer = await lookUp(requestId);
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual(REQUEST_UNKNOWN);
      expect(answer.headers.get('x-idempotent-replay')).toBeNull();
    }
  });

  it('answers request_unknown once the id is older than 10 minutes', async () => {
    const [home] = await homeWins(2);
    if (home === undefined) throw new Error();
    await placed(couponOf(0, [home]), { requestId: 'old' });

    clock += 10 * MINUTE + 1;
    const answer = await lookUp('old');

    expect(answer.status).toBe(404);
    expect(answer.body).toEqual(REQUEST_UNKNOWN);
  });

  it('answers request_unknown for another player’s request id', async () => {
    const [home] = await homeWins(2);
    if (home === undefined) throw new Error();
    await placed(couponOf(0, [home]), { requestId: 'mine' });
    await sandbox.call('POST', '/__sandbox/users', {
      email: 'other@betarena.example',
      password: 'x',
    });
    const other = await signInToken(sandbox, {
      type: 'login_password',
      login: 'other@betarena.example',
      password: 'x',
      isRemember: false,
    });

    const answer = await lookUp('mine', other);

    expect(answer.status).toBe(404);
    expect(answer.body).toEqual(REQUEST_UNKNOWN);
  });

  it('is a lookup of the request id even where it reads as a coupon id', async () => {
    const [home] = await homeWins(2);
    if (home === undefined) throw new Error();
    const coupon = await placed(couponOf(0, [home]), { requestId: 'numbered' });

    const answer = await lookUp(String(coupon.couponId));

    expect(answer.status).toBe(404);
    expect(answer.body).toEqual(REQUEST_UNKNOWN);
    expect(
      (await sandbox.call('GET', `${COUPONS}/${coupon.couponId}`, undefined, bearer(token))).status,
    ).toBe(200);
  });

  it('answers 401 without a bearer token and 400 for a malformed request id', async () => {
    expect((await sandbox.call('GET', `${COUPONS}/by-request/some-id`)).status).toBe(401);

    const answer = await lookUp('has space');

    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      errors: [
        expect.objectContaining({
          detail: expect.stringMatching(/^requestId: /),
          source: { parameter: 'requestId' },
        }),
      ],
    });
  });
});

describe('many singles (typeId 9)', () => {
  it('stores one single per bet and answers each single’s result', async () => {
    const [a, b, c] = await homeWins(2, 3, 1.5);
    await setOutcome(b?.id ?? 0, { isBlocked: true });

    const answer = await place(
      couponOf(
        9,
        [a, b, c].filter((one) => one !== undefined),
      ),
    );

    expect(answer.status).toBe(201);
    const results = manySinglesAnswerSchema.parse(answer.body).data.singlesResultCoupons;
    expect(results.map((single) => [single.outcomeId, single.result])).toEqual([
      [a?.id, 'success'],
      [b?.id, 'error'],
      [c?.id, 'success'],
    ]);
    const [first, second, third] = results;
    expect(first?.result === 'success' && first.coupon).toMatchObject({
      typeId: 0,
      amount: '100.00',
      possibleWin: '200.00',
    });
    expect(second?.result === 'error' && second.errors).toEqual([
      expect.objectContaining({ code: 'outcome_blocked', meta: { outcomeId: b?.id } }),
    ]);
    expect(third?.result === 'success' && third.coupon.possibleWin).toBe('150.00');
    expect(await balances()).toEqual(['24800.00', '1500.00']);
    expect((await history()).data.map((coupon) => coupon.typeId)).toEqual([0, 0]);
  });

  it('refuses a single the balance no longer covers, after the ones it did', async () => {
    const selected = await homeWins(2, 3, 1.5);
    await sandbox.call('PATCH', '/__sandbox/accounts/1', { balance: 250 });

    const answer = await place(couponOf(9, selected));

    const results = manySinglesAnswerSchema.parse(answer.body).data.singlesResultCoupons;
    expect(results.map((single) => single.result)).toEqual(['success', 'success', 'error']);
    expect(results[2]?.result === 'error' && results[2].errors[0]?.code).toBe(
      'insufficient_balance',
    );
    expect(await balances()).toEqual(['50.00', '1500.00']);
  });

  it('answers 200 with every error when no single could be taken', async () => {
    const selected = await homeWins(2, 3);
    for (const one of selected) await setOutcome(one.id, { isBlocked: true });

    const answer = await place(couponOf(9, selected));

    expect(answer.status).toBe(200);
    const results = manySinglesAnswerSchema.parse(answer.body).data.singlesResultCoupons;
    expect(results.every((single) => single.result === 'error')).toBe(true);
    expect(await balances()).toEqual(['25000.00', '1500.00']);
  });

  it('answers a repeated request id with the first answer', async () => {
    const selected = await homeWins(2, 3);
    const first = await place(couponOf(9, selected), { requestId: 'singles' });
    const repeat = await place(couponOf(9, selected), { requestId: 'singles' });

    expect(repeat.body).toEqual(first.body);
    expect(await balances()).toEqual(['24800.00', '1500.00']);
  });
});

describe('GET /coupon-api/v1/coupons and /coupons/:id', () => {
  it('lists the player’s coupons newest first, a page at a time', async () => {
    const selected = await homeWins(2, 3, 1.5);
    const ids: number[] = [];
    for (const one of selected) {
      ids.push((await placed(couponOf(0, [one]))).couponId);
      clock += MINUTE;
    }

    const all = await history();
    expect(all.data.map((coupon) => coupon.couponId)).toEqual([...ids].reverse());
    expect(all.meta).toEqual({ page: 1, pageSize: 20, total: 3 });
    expect(all.data.every((coupon) => coupon.statusId === -1)).toBe(true);

    const page = await history('?page=2&pageSize=2');
    expect(page.data.map((coupon) => coupon.couponId)).toEqual([ids[0]]);
    expect(page.meta).toEqual({ page: 2, pageSize: 2, total: 3 });
  });

  it('keeps the open or the settled coupons for ?status=', async () => {
    const selected = await homeWins(2, 3, 1.5);
    const ids: number[] = [];
    for (const one of selected) {
      ids.push((await placed(couponOf(0, [one]))).couponId);
      clock += MINUTE;
    }
    await sandbox.call('POST', `/__sandbox/coupons/${ids[1]}/settle`, { statusId: 1 });

    const open = await history('?status=open');
    expect(open.data.map((coupon) => coupon.couponId)).toEqual([ids[2], ids[0]]);
    expect(open.meta.total).toBe(2);
    const settled = await history('?status=settled');
    expect(settled.data.map((coupon) => coupon.couponId)).toEqual([ids[1]]);
    expect(settled.meta.total).toBe(1);
    expect((await history()).meta.total).toBe(3);
  });

  it('shows a coupon as not calculated once its game has started', async () => {
    const [first] = await games('stream=line');
    const home = first?.markets[0]?.outcomes[0];
    if (first === undefined || home === undefined) throw new Error();
    const coupon = await placed(couponOf(0, [home]));
    expect(coupon.statusId).toBe(-1);

    clock = Date.parse(first.startTime) + MINUTE;
    await sandbox.call('POST', '/__sandbox/live/tick');
    token = await signInToken(sandbox);

    const [shown] = (await history()).data;
    expect(shown).toMatchObject({ statusId: -2, status: 'notCalculated' });
  });

  it('answers one coupon to its owner only, in the asked language', async () => {
    const [home] = await homeWins(2);
    if (home === undefined) throw new Error();
    const coupon = await placed(couponOf(0, [home]));

    const own = await sandbox.call(
      'GET',
      `${COUPONS}/${coupon.couponId}`,
      undefined,
      bearer(token),
    );
    expect(couponAnswerSchema.parse(own.body).data).toEqual(coupon);
    const russian = await sandbox.call(
      'GET',
      `${COUPONS}/${coupon.couponId}?lang=ru`,
      undefined,
      bearer(token),
    );
    expect(couponAnswerSchema.parse(russian.body).data.bets[0]).toMatchObject({
      sportName: 'Футбол',
      marketName: 'Исход матча',
    });

    await sandbox.call('POST', '/__sandbox/users', {
      email: 'nosy@betarena.example',
      password: 'x',
    });
    const nosy = await signInToken(sandbox, {
      type: 'login_password',
      login: 'nosy@betarena.example',
      password: 'x',
      isRemember: false,
    });
    const others = await sandbox.call(
      'GET',
      `${COUPONS}/${coupon.couponId}`,
      undefined,
      bearer(nosy),
    );
    expect(others.status).toBe(404);
    expect(others.body).toMatchObject({ errors: [{ code: 'coupon_not_found' }] });
    expect((await history('', nosy)).data).toEqual([]);

    expect((await sandbox.call('GET', `${COUPONS}/12345`, undefined, bearer(token))).status).toBe(
      404,
    );
    expect((await sandbox.call('GET', `${COUPONS}/abc`, undefined, bearer(token))).status).toBe(
      400,
    );
    expect((await sandbox.call('GET', `${COUPONS}/${coupon.couponId}`)).status).toBe(401);
  });

  it.each(['?page=0', '?pageSize=101', '?page=x', '?status=won'])('refuses %j', async (query) => {
    const answer = await sandbox.call('GET', `${COUPONS}${query}`, undefined, bearer(token));

    expect(answer.status).toBe(400);
  });
});

describe('POST /__sandbox/coupons/:id/settle', () => {
  it.each<[number, string, string, string]>([
    [1, 'win', '300.00', '25200.00'],
    [0, 'lose', '0.00', '24900.00'],
    [2, 'return', '100.00', '25000.00'],
    [3, 'forcedReturn', '100.00', '25000.00'],
    [4, 'halfWinHalfReturn', '200.00', '25100.00'],
    [5, 'halfLoseHalfReturn', '50.00', '24950.00'],
    [6, 'halfLoseHalfWin', '150.00', '25050.00'],
  ])('status %i (%s) pays %s', async (statusId, status, payout, balance) => {
    const [home] = await homeWins(3);
    if (home === undefined) throw new Error();
    const coupon = await placed(couponOf(0, [home]));

    const answer = await sandbox.call('POST', `/__sandbox/coupons/${coupon.couponId}/settle`, {
      statusId,
    });

    expect(answer.status).toBe(200);
    const settled = couponAnswerSchema.parse(answer.body).data;
    expect(settled).toMatchObject({
      statusId,
      status,
      payout,
      settledAt: new Date(clock).toISOString(),
    });
    expect(settled.bets[0]).toMatchObject({ statusId, status });
    expect((await balances())[0]).toBe(balance);
  });

  it('settles a coupon once', async () => {
    const [home] = await homeWins(2);
    if (home === undefined) throw new Error();
    const coupon = await placed(couponOf(0, [home]));
    const path = `/__sandbox/coupons/${coupon.couponId}/settle`;
    await sandbox.call('POST', path, { statusId: 1 });

    const again = await sandbox.call('POST', path, { statusId: 1 });

    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ errors: [{ code: 'already_settled' }] });
    expect((await balances())[0]).toBe('25100.00');
  });

  it('refuses an unsettled status and an unknown coupon', async () => {
    const [home] = await homeWins(2);
    if (home === undefined) throw new Error();
    const coupon = await placed(couponOf(0, [home]));

    expect(
      (await sandbox.call('POST', `/__sandbox/coupons/${coupon.couponId}/settle`, { statusId: -1 }))
        .status,
    ).toBe(400);
    expect(
      (await sandbox.call('POST', '/__sandbox/coupons/1/settle', { statusId: 1 })).status,
    ).toBe(404);
  });
});

describe('persistence', () => {
  it('keeps coupons and balances across a restart; reset removes the coupons', async () => {
    const dbPath = tempDbPath();
    const first = await startTestSandbox({ dbPath, now: () => clock });
    const firstToken = await signInToken(first);
    const answer = await first.call('GET', '/line-api/v1/games?stream=line&sportId=1&limit=1');
    const home = gamesAnswerSchema.parse(answer.body).data[0]?.markets[0]?.outcomes[0];
    if (home === undefined) throw new Error();
    const coupon = await placed(couponOf(0, [home]), { running: first, token: firstToken });
    await first.close();

    const second = await startTestSandbox({ dbPath, now: () => clock });
    try {
      const kept = await second.call(
        'GET',
        `${COUPONS}/${coupon.couponId}`,
        undefined,
        bearer(firstToken),
      );
      expect(couponAnswerSchema.parse(kept.body).data).toEqual(coupon);
      expect(await balances(firstToken, second)).toEqual(['24900.00', '1500.00']);

      await second.call('POST', '/__sandbox/reset');
      const secondToken = await signInToken(second);
      const gone = await second.call(
        'GET',
        `${COUPONS}/${coupon.couponId}`,
        undefined,
        bearer(secondToken),
      );
      expect(gone.status).toBe(404);
      expect(await balances(secondToken, second)).toEqual(['25000.00', '1500.00']);
    } finally {
      await second.close();
      removeDb(dbPath);
    }
  });

  it('gives a database from before the line its line, accounts and coupon limits, keeping group changes', async () => {
    const dbPath = tempDbPath();
    const first = await startTestSandbox({ dbPath, now: () => clock });
    await first.close();
    const db = new Database(dbPath);
    db.exec(DROP_BETTING_SCHEMA);
    db.prepare("UPDATE config_groups SET value = ? WHERE name = 'coupon'").run(
      JSON.stringify({
        minMaxAmountTypes: [0],
        isBonusBetAllowed: false,
        isOneClickEnabled: true,
        isVipBetEnabled: true,
      }),
    );
    db.pragma('user_version = 3');
    db.close();

    const upgraded = await startTestSandbox({ dbPath, now: () => clock });
    try {
      const upgradedToken = await signInToken(upgraded);
      expect(await balances(upgradedToken, upgraded)).toEqual(['25000.00', '1500.00']);
      const lineGames = await upgraded.call('GET', '/line-api/v1/games?stream=line&limit=1');
      expect(gamesAnswerSchema.parse(lineGames.body).meta.total).toBe(126);
      const groups = await upgraded.call('GET', '/bff-api/config/group/get?groups=coupon');
      expect(configGroupsAnswerSchema.parse(groups.body).data.coupon).toEqual({
        minMaxAmountTypes: [0],
        isBonusBetAllowed: false,
        isOneClickEnabled: true,
        isVipBetEnabled: true,
        amountLimitsByCurrency: {
          RUB: { minBetAmount: 10, maxBetAmount: 100000 },
          USD: { minBetAmount: 0.2, maxBetAmount: 1500 },
          EUR: { minBetAmount: 0.2, maxBetAmount: 1500 },
        },
      });
    } finally {
      await upgraded.close();
    }
    const check = new Database(dbPath, { readonly: true });
    try {
      expect(check.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    } finally {
      check.close();
      removeDb(dbPath);
    }
  });
});
