/**
 * The sandbox's number lotteries (docs/upstream-contract.md "Lotto API"): each draws on a fixed
 * schedule from an epoch, and a draw's numbers follow from the lottery and the draw number, so
 * results need no storage; only the players' tickets are stored (lotto-store.ts).
 */
import { seededRandom } from './toto-draws';
import type { Lang } from './line-answer';

const MINUTE_MS = 60_000;
export const LOTTO_EPOCH_MS = Date.UTC(2026, 0, 1, 0, 0, 0);
/** The past draws a lottery keeps answering. */
export const LOTTO_HISTORY_DRAWS = 100;

export interface LotteryType {
  id: number;
  slug: string;
  name: Readonly<Record<Lang, string>>;
  kind: 'fixed' | 'keno';
  numbers: number;
  pickMin: number;
  pickMax: number;
  drawn: number;
  everyMinutes: number;
  priceMinor: number;
  currency: string;
  jackpotMinor: number;
  /**
   * fixed: the ticket price multiplier by numbers matched (all of them win the jackpot).
   * keno: the multiplier by matched numbers, the same whatever count was picked.
   */
  pays: Readonly<Record<number, number>>;
}

export const LOTTERIES: readonly LotteryType[] = [
  {
    id: 1,
    slug: '5-36',
    name: { en: 'Lotto 5/36', ru: 'Лото 5 из 36' },
    kind: 'fixed',
    numbers: 36,
    pickMin: 5,
    pickMax: 5,
    drawn: 5,
    everyMinutes: 15,
    priceMinor: 8_000,
    currency: 'RUB',
    jackpotMinor: 300_000_000,
    pays: { 2: 1, 3: 10, 4: 200 },
  },
  {
    id: 2,
    slug: '6-45',
    name: { en: 'Lotto 6/45', ru: 'Лото 6 из 45' },
    kind: 'fixed',
    numbers: 45,
    pickMin: 6,
    pickMax: 6,
    drawn: 6,
    everyMinutes: 60,
    priceMinor: 10_000,
    currency: 'RUB',
    jackpotMinor: 1_500_000_000,
    pays: { 2: 1, 3: 5, 4: 50, 5: 2_000 },
  },
  {
    id: 3,
    slug: 'keno',
    name: { en: 'Keno 20/80', ru: 'Кено 20 из 80' },
    kind: 'keno',
    numbers: 80,
    pickMin: 1,
    pickMax: 10,
    drawn: 20,
    everyMinutes: 5,
    priceMinor: 5_000,
    currency: 'RUB',
    jackpotMinor: 1_000_000_000,
    pays: { 3: 2, 4: 5, 5: 15, 6: 50, 7: 200, 8: 1_000, 9: 5_000 },
  },
];

export function findLottery(slug: string): LotteryType | undefined {
  return LOTTERIES.find((lottery) => lottery.slug === slug);
}

const DRAW_ID_BASE = 10_000_000;

export function lottoDrawIdOf(lottery: LotteryType, number: number): number {
  return lottery.id * DRAW_ID_BASE + number;
}

export function drawAtOf(lottery: LotteryType, number: number): number {
  return LOTTO_EPOCH_MS + number * lottery.everyMinutes * MINUTE_MS;
}

/** The draw a ticket bought at `now` plays in: the first still ahead. */
export function nextDrawNumber(lottery: LotteryType, now: number): number {
  return Math.max(1, Math.floor((now - LOTTO_EPOCH_MS) / (lottery.everyMinutes * MINUTE_MS)) + 1);
}

/** The draw's numbers, in the order drawn: a partial shuffle of 1..numbers. */
export function drawnNumbers(lottery: LotteryType, number: number): number[] {
  const random = seededRandom(lottery.id, number, 5);
  const balls = Array.from({ length: lottery.numbers }, (_, i) => i + 1);
  for (let i = 0; i < lottery.drawn; i++) {
    const j = i + Math.floor(random() * (balls.length - i));
    [balls[i], balls[j]] = [balls[j]!, balls[i]!];
  }
  return balls.slice(0, lottery.drawn);
}

/** Why a ticket's numbers do not fit the lottery, or null when they do. */
export function ticketProblem(lottery: LotteryType, numbers: readonly number[]): string | null {
  if (new Set(numbers).size !== numbers.length) return 'a number is picked twice';
  const outside = numbers.find((n) => !Number.isInteger(n) || n < 1 || n > lottery.numbers);
  if (outside !== undefined) return `${outside} is not between 1 and ${lottery.numbers}`;
  if (lottery.pickMin === lottery.pickMax && numbers.length !== lottery.pickMin) {
    return `pick exactly ${lottery.pickMin} numbers`;
  }
  if (numbers.length < lottery.pickMin || numbers.length > lottery.pickMax) {
    return `pick from ${lottery.pickMin} to ${lottery.pickMax} numbers`;
  }
  return null;
}

/** The ticket's drawn numbers and its win in minor units. */
export function scoreTicket(
  lottery: LotteryType,
  number: number,
  numbers: readonly number[],
): { matched: number[]; winMinor: number } {
  const drawn = new Set(drawnNumbers(lottery, number));
  const matched = numbers.filter((n) => drawn.has(n)).sort((a, b) => a - b);
  if (lottery.kind === 'fixed' && matched.length === lottery.drawn) {
    return { matched, winMinor: lottery.jackpotMinor };
  }
  const multiplier = lottery.pays[matched.length] ?? 0;
  return { matched, winMinor: multiplier * lottery.priceMinor };
}
