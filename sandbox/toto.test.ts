/** @jest-environment node */
import { accountsAnswerSchema } from '@contract/accounts';
import {
  totoAnswerSchema,
  totoCouponAnswerSchema,
  totoCouponsAnswerSchema,
  totoDrawsAnswerSchema,
  totosAnswerSchema,
  type TotoPick,
} from '@contract/toto';
import { bearer, signInToken, withSignedInSandbox } from './test-harness';
import {
  closesAtOf,
  combinationsByCorrect,
  combinationsOf,
  currentDrawNumber,
  drawEvents,
  findTotoType,
  scoreCoupon,
  TOTO_RESULTS_AFTER_MS,
} from './toto-draws';

const NOW = Date.UTC(2026, 3, 12, 10, 0, 0);
const API = '/toto-api/v1';
const football = findTotoType('football')!;

describe('toto pricing and scoring', () => {
  it.each([
    [[['1'], ['X'], ['2']], 1],
    [[['1', 'X'], ['X'], ['1', 'X', '2']], 6],
    [
      [
        ['1', 'X', '2'],
        ['1', 'X', '2'],
        ['1', 'X'],
      ],
      18,
    ],
  ] as [TotoPick[][], number][])(
    '%j is %i combinations (the product of picks per event)',
    (picks, n) => {
      expect(combinationsOf(picks)).toBe(n);
    },
  );

  it('counts the combinations of a system by correct picks', () => {
    // Results 1, X, 2. Event 1 picked right alone; event 2 as 1/X (one right, one wrong);
    // event 3 as 1/X (both wrong): 2 × 1 combinations… each with 1 + (0 or 1) correct.
    const counts = combinationsByCorrect([['1'], ['1', 'X'], ['1', 'X']], ['1', 'X', '2']);
    expect(counts).toEqual([0, 2, 2, 0]);
    expect(counts.reduce((a, b) => a + b)).toBe(4);
  });

  it('pays a coupon with every result right the top tier', () => {
    const number = 3;
    const results = drawEvents(football, number).map((event) => [event.result]);
    const score = scoreCoupon(football, number, results);
    expect(score.correct).toBe(15);
  });
});

describe('toto API', () => {
  let now = NOW;
  const running = withSignedInSandbox({ now: () => now });
  beforeEach(() => {
    now = NOW;
  });

  const balance = async () => {
    const answer = await running.sandbox.call(
      'GET',
      '/accounts-api/v1/accounts',
      undefined,
      bearer(running.token),
    );
    const { data } = accountsAnswerSchema.parse(answer.body);
    return data.activeAccount.balance;
  };
  const currentDraw = async () => {
    const answer = await running.sandbox.call('GET', `${API}/totos/football?lang=en`);
    expect(answer.status).toBe(200);
    return totoAnswerSchema.parse(answer.body).data;
  };
  const place = (body: unknown) =>
    running.sandbox.call('POST', `${API}/coupons`, body, bearer(running.token));
  const onePickEach = (count: number): TotoPick[][] => Array.from({ length: count }, () => ['1']);

  it('lists every toto with its current and next draw', async () => {
    const answer = await running.sandbox.call('GET', `${API}/totos?lang=ru`);
    const { data } = totosAnswerSchema.parse(answer.body);
    expect(data.map((t) => [t.slug, t.eventCount])).toEqual([
      ['football', 15],
      ['express', 12],
      ['hockey', 8],
    ]);
    expect(data[0]!.name).toBe('Футбольное тото 15');
    expect(data[0]!.next.number).toBe(data[0]!.current.number + 1);
    expect(Date.parse(data[0]!.current.closesAt)).toBeGreaterThan(NOW);
  });

  it('shows the current draw open, with shares of bets adding up to 100 and no results yet', async () => {
    const { current, next } = await currentDraw();
    expect(current.status).toBe('open');
    expect(next.status).toBe('upcoming');
    expect(current.events).toHaveLength(15);
    for (const event of current.events) {
      expect(event.bets['1'] + event.bets.X + event.bets['2']).toBeCloseTo(100, 5);
      expect(event.result).toBeNull();
    }
    expect(current.winners).toEqual([]);
  });

  it('answers past draws newest first with results and winners per correct picks', async () => {
    const answer = await running.sandbox.call('GET', `${API}/totos/football/draws?page=1`);
    const { data, meta } = totoDrawsAnswerSchema.parse(answer.body);
    expect(meta.total).toBeGreaterThan(10);
    expect(data).toHaveLength(10);
    const settled = data.find((draw) => draw.status === 'settled')!;
    expect(settled.events.every((e) => e.result !== null)).toBe(true);
    expect(settled.winners.map((w) => w.correct)).toEqual([15, 14, 13, 12, 11, 10, 9]);
    expect(data[0]!.number).toBeGreaterThan(data[1]!.number);
  });

  it('prices a system coupon as combinations × the combination price and debits it', async () => {
    const { current } = await currentDraw();
    const picks = onePickEach(15);
    picks[0] = ['1', 'X'];
    picks[1] = ['1', 'X', '2'];
    expect(await balance()).toBe('25000.00');
    const answer = await place({ drawId: current.id, picks });
    expect(answer.status).toBe(201);
    const { data } = totoCouponAnswerSchema.parse(answer.body);
    expect(data).toMatchObject({ combinations: 6, stake: '120.00', status: 'pending' });
    expect(await balance()).toBe('24880.00');
    const list = await running.sandbox.call(
      'GET',
      `${API}/coupons`,
      undefined,
      bearer(running.token),
    );
    expect(totoCouponsAnswerSchema.parse(list.body).data.map((c) => c.id)).toEqual([data.id]);
  });

  it.each([
    [
      'a missing event',
      (id: number) => ({ drawId: id, picks: onePickEach(14) }),
      400,
      'picks_count',
    ],
    [
      'an empty pick',
      (id: number) => ({ drawId: id, picks: [[], ...onePickEach(14)] }),
      400,
      undefined,
    ],
    [
      'a pick twice',
      (id: number) => ({ drawId: id, picks: [['1', '1'], ...onePickEach(14)] }),
      400,
      undefined,
    ],
    [
      'an unknown draw',
      () => ({ drawId: 999_999_999, picks: onePickEach(15) }),
      404,
      'draw_not_found',
    ],
    [
      'the next draw',
      (id: number) => ({ drawId: id + 1, picks: onePickEach(15) }),
      409,
      'draw_closed',
    ],
    [
      'a past draw',
      (id: number) => ({ drawId: id - 1, picks: onePickEach(15) }),
      409,
      'draw_closed',
    ],
    [
      'too many combinations',
      (id: number) => ({ drawId: id, picks: Array.from({ length: 15 }, () => ['1', 'X', '2']) }),
      400,
      'too_many_combinations',
    ],
  ])('refuses %s with a reason', async (_, body, status, code) => {
    const { current } = await currentDraw();
    const answer = await place(body(current.id));
    expect(answer.status).toBe(status);
    const error = (answer.body as { errors: { code?: string; detail?: string }[] }).errors[0]!;
    if (code) expect(error.code).toBe(code);
    expect(error.detail).toMatch(/\S/);
    expect(await balance()).toBe('25000.00');
  });

  it('refuses a coupon the balance does not cover and a caller not signed in', async () => {
    const { current } = await currentDraw();
    const picks = Array.from({ length: 15 }, (_, i) =>
      i < 7 ? ['1', 'X', '2'] : ['1'],
    ) as TotoPick[][];
    // 3^7 = 2187 combinations × 20.00 = 43740.00 > 25000.00
    const refused = await place({ drawId: current.id, picks });
    expect(refused.status).toBe(400);
    expect((refused.body as { errors: { code: string }[] }).errors[0]!.code).toBe(
      'insufficient_balance',
    );
    const anonymous = await running.sandbox.call('POST', `${API}/coupons`, {
      drawId: current.id,
      picks: onePickEach(15),
    });
    expect(anonymous.status).toBe(401);
  });

  it('settles a coupon once the draw has its results and pays the win', async () => {
    const { current } = await currentDraw();
    const results = drawEvents(football, current.number).map((event) => [event.result]);
    const placed = await place({ drawId: current.id, picks: results });
    expect(placed.status).toBe(201);
    const expected = scoreCoupon(football, current.number, results);
    now = closesAtOf(football, current.number) + TOTO_RESULTS_AFTER_MS + 1;
    expect(currentDrawNumber(football, now)).toBe(current.number + 1);
    // Days later the first token has run out: the player signs in again.
    running.token = await signInToken(running.sandbox);
    const list = await running.sandbox.call(
      'GET',
      `${API}/coupons`,
      undefined,
      bearer(running.token),
    );
    const coupon = totoCouponsAnswerSchema.parse(list.body).data[0]!;
    expect(coupon).toMatchObject({ status: expected.winMinor > 0 ? 'won' : 'lost', correct: 15 });
    const paid = (25_000_00 - 20_00 + expected.winMinor) / 100;
    expect(await balance()).toBe(paid.toFixed(2));
  });
});
