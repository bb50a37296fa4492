/** @jest-environment node */
import { accountsAnswerSchema } from '@contract/accounts';
import {
  lotteriesAnswerSchema,
  lottoResultsAnswerSchema,
  lottoTicketAnswerSchema,
  lottoTicketsAnswerSchema,
} from '@contract/lotto';
import { drawAtOf, drawnNumbers, findLottery, scoreTicket, ticketProblem } from './lotto-games';
import { bearer, signInToken, withSignedInSandbox } from './test-harness';

const NOW = Date.UTC(2026, 3, 12, 10, 7, 0);
const API = '/lotto-api/v1';
const lotto536 = findLottery('5-36')!;
const keno = findLottery('keno')!;

describe('lotto ticket validation', () => {
  it.each([
    [lotto536, [1, 2, 3, 4, 5], null],
    [lotto536, [1, 2, 3, 4], 'pick exactly 5 numbers'],
    [lotto536, [1, 2, 3, 4, 5, 6], 'pick exactly 5 numbers'],
    [lotto536, [1, 2, 3, 4, 37], '37 is not between 1 and 36'],
    [lotto536, [0, 2, 3, 4, 5], '0 is not between 1 and 36'],
    [lotto536, [1, 1, 3, 4, 5], 'a number is picked twice'],
    [keno, [80], null],
    [keno, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], null],
    [keno, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], 'pick from 1 to 10 numbers'],
  ] as const)('%#: %j', (lottery, numbers, problem) => {
    expect(ticketProblem(lottery, numbers)).toBe(problem);
  });

  it('draws distinct numbers within the lottery, the same for the same draw', () => {
    const numbers = drawnNumbers(keno, 42);
    expect(new Set(numbers).size).toBe(20);
    expect(numbers.every((n) => n >= 1 && n <= 80)).toBe(true);
    expect(drawnNumbers(keno, 42)).toEqual(numbers);
  });

  it('pays the jackpot for all numbers of a fixed lottery', () => {
    const drawn = drawnNumbers(lotto536, 7);
    expect(scoreTicket(lotto536, 7, drawn).winMinor).toBe(lotto536.jackpotMinor);
  });
});

describe('lotto API', () => {
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
    return accountsAnswerSchema.parse(answer.body).data.activeAccount.balance;
  };
  const buy = (body: unknown) =>
    running.sandbox.call('POST', `${API}/tickets?lang=en`, body, bearer(running.token));

  it('lists the lotteries with their next draw and jackpot', async () => {
    const answer = await running.sandbox.call('GET', `${API}/lotteries?lang=en`);
    const { data } = lotteriesAnswerSchema.parse(answer.body);
    expect(data.map((l) => l.slug)).toEqual(['5-36', '6-45', 'keno']);
    const first = data[0]!;
    expect(first).toMatchObject({
      name: 'Lotto 5/36',
      jackpot: '3000000.00',
      ticketPrice: '80.00',
    });
    // 10:07 → the 15-minute lottery draws next at 10:15.
    expect(first.nextDraw.drawAt).toBe('2026-04-12T10:15:00.000Z');
  });

  it('answers past draws of all lotteries newest first, or of one', async () => {
    const all = lottoResultsAnswerSchema.parse(
      (await running.sandbox.call('GET', `${API}/results`)).body,
    );
    expect(all.data).toHaveLength(20);
    const times = all.data.map((d) => Date.parse(d.drawAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(times[0]).toBeLessThanOrEqual(NOW);
    const one = lottoResultsAnswerSchema.parse(
      (await running.sandbox.call('GET', `${API}/results?lottery=6-45&page=2`)).body,
    );
    expect(one.data.every((d) => d.lotterySlug === '6-45' && d.numbers.length === 6)).toBe(true);
    expect(one.meta.page).toBe(2);
    const unknown = await running.sandbox.call('GET', `${API}/results?lottery=7-49`);
    expect(unknown.status).toBe(404);
  });

  it('sells a ticket for the next draw, debits its price and lists it', async () => {
    const answer = await buy({ lottery: '5-36', numbers: [30, 2, 17, 5, 9] });
    expect(answer.status).toBe(201);
    const { data } = lottoTicketAnswerSchema.parse(answer.body);
    expect(data).toMatchObject({
      numbers: [2, 5, 9, 17, 30],
      price: '80.00',
      status: 'pending',
      drawAt: '2026-04-12T10:15:00.000Z',
    });
    expect(await balance()).toBe('24920.00');
    const list = await running.sandbox.call(
      'GET',
      `${API}/tickets?lottery=5-36`,
      undefined,
      bearer(running.token),
    );
    expect(lottoTicketsAnswerSchema.parse(list.body).data.map((t) => t.id)).toEqual([data.id]);
  });

  it.each([
    ['too few numbers', { lottery: '5-36', numbers: [1, 2, 3] }, 400, 'pick exactly 5 numbers'],
    [
      'a number out of range',
      { lottery: '5-36', numbers: [1, 2, 3, 4, 40] },
      400,
      '40 is not between 1 and 36',
    ],
    [
      'an unknown lottery',
      { lottery: '7-49', numbers: [1, 2, 3, 4, 5, 6, 7] },
      404,
      'there is no lottery',
    ],
    ['a number twice', { lottery: 'keno', numbers: [3, 3] }, 400, 'picked twice'],
    ['no numbers', { lottery: 'keno', numbers: [] }, 400, 'at least one'],
  ])('refuses %s with the reason', async (_, body, status, reason) => {
    const answer = await buy(body);
    expect(answer.status).toBe(status);
    expect((answer.body as { errors: { detail: string }[] }).errors[0]!.detail).toContain(reason);
    expect(await balance()).toBe('25000.00');
  });

  it('settles a ticket after its draw and pays what it won', async () => {
    const drawNumber = 1 + Math.floor((NOW - Date.UTC(2026, 0, 1)) / (5 * 60_000));
    const winning = drawnNumbers(keno, drawNumber).slice(0, 4);
    const placed = lottoTicketAnswerSchema.parse(
      (await buy({ lottery: 'keno', numbers: winning })).body,
    );
    expect(placed.data.drawNumber).toBe(drawNumber);
    now = drawAtOf(keno, drawNumber) + 1;
    running.token = await signInToken(running.sandbox);
    const list = await running.sandbox.call(
      'GET',
      `${API}/tickets`,
      undefined,
      bearer(running.token),
    );
    const ticket = lottoTicketsAnswerSchema.parse(list.body).data[0]!;
    // Keno pays 5 × the price for 4 matched.
    expect(ticket).toMatchObject({ status: 'won', win: '250.00' });
    expect(ticket.matched).toHaveLength(4);
    expect(await balance()).toBe('25200.00');
  });

  it('refuses a visitor', async () => {
    const answer = await running.sandbox.call('POST', `${API}/tickets`, {
      lottery: 'keno',
      numbers: [1],
    });
    expect(answer.status).toBe(401);
  });
});
