import { combinationCount, forEachCombination } from './combinations';
import { COUPON_TYPES } from './coupon-types';
import {
  bonusBetCoef,
  isBonusBetOffered,
  possibleWin,
  type PossibleWin,
  type WinBet,
  type WinCoupon,
} from './possible-win';

const { single, express, system, chain, multibet, conditional, antiExpress, lucky, patent } =
  COUPON_TYPES;

/** Bets named a, b, c… with the given coefs. */
function betsWith(...coefs: number[]): WinBet[] {
  return coefs.map((coef, i) => ({ id: String.fromCharCode(97 + i), coef }));
}

function inBlocks(...blocks: number[][]): WinBet[] {
  return blocks.flatMap((coefs, blockId) =>
    coefs.map((coef, i) => ({ id: `${blockId}-${i}`, coef, blockId })),
  );
}

/** Sixteen coefs 1.10, 1.20 … 2.60. */
const SIXTEEN = Array.from({ length: 16 }, (_, i) => (110 + 10 * i) / 100);

describe('possibleWin', () => {
  // Every expected value is worked by hand (or in exact fractions) and rounded DOWN to cents.
  it.each<[string, WinCoupon, PossibleWin | null]>([
    // 0 single
    [
      'single',
      { typeId: single.id, bets: betsWith(1.91), amount: 100 },
      { stake: 100, maxWin: 191 },
    ],
    [
      'single rounds down: 33.33 × 1.91 = 63.6603',
      { typeId: single.id, bets: betsWith(1.91), amount: 33.33 },
      { stake: 33.33, maxWin: 63.66 },
    ],
    [
      'single rounds down, never up: 3 × 1.333 = 3.999',
      { typeId: single.id, bets: betsWith(1.333), amount: 3 },
      { stake: 3, maxWin: 3.99 },
    ],
    [
      'single with exact coef',
      { typeId: single.id, bets: betsWith(1.91), amount: 10, exactCoef: 1.95 },
      { stake: 10, maxWin: 19.5 },
    ],
    ['single with two bets', { typeId: single.id, bets: betsWith(1.5, 2), amount: 10 }, null],
    ['single without bets', { typeId: single.id, bets: [], amount: 10 }, null],
    // 1 express
    [
      'express: 10 × 1.5 × 2 × 1.91',
      { typeId: express.id, bets: betsWith(1.5, 2, 1.91), amount: 10 },
      { stake: 10, maxWin: 57.3 },
    ],
    [
      'express rounds down: 3.33 × 1.11 × 1.11 = 4.102893',
      { typeId: express.id, bets: betsWith(1.11, 1.11), amount: 3.33 },
      { stake: 3.33, maxWin: 4.1 },
    ],
    [
      'express with exact coef set',
      { typeId: express.id, bets: betsWith(1.5, 2, 1.91), amount: 10, exactCoef: 6 },
      { stake: 10, maxWin: 60 },
    ],
    [
      'express with exact coef 0 (off) uses the product',
      { typeId: express.id, bets: betsWith(1.5, 2), amount: 10, exactCoef: 0 },
      { stake: 10, maxWin: 30 },
    ],
    [
      'express of 0.1 + 0.2 style amounts stays exact: 0.3 × 3',
      { typeId: express.id, bets: betsWith(1.5, 2), amount: 0.1 + 0.2 },
      { stake: 0.3, maxWin: 0.9 },
    ],
    // 2 system
    [
      'system 2/3: lines 6, 8 and 12 at 10 each',
      { typeId: system.id, bets: betsWith(2, 3, 4), amount: 30, systemValue: 2 },
      { stake: 30, maxWin: 260, minWin: 60, lines: 3, stakePerLine: 10 },
    ],
    [
      'system 2/3 with a stake that does not split evenly: 100 / 3 × 26',
      { typeId: system.id, bets: betsWith(2, 3, 4), amount: 100, systemValue: 2 },
      { stake: 100, maxWin: 866.66, minWin: 200, lines: 3, stakePerLine: 33.33 },
    ],
    [
      'system value 1 is read as 2',
      { typeId: system.id, bets: betsWith(2, 3, 4), amount: 30, systemValue: 1 },
      { stake: 30, maxWin: 260, minWin: 60, lines: 3, stakePerLine: 10 },
    ],
    [
      'system value defaults to 2',
      { typeId: system.id, bets: betsWith(2, 3, 4), amount: 30 },
      { stake: 30, maxWin: 260, minWin: 60, lines: 3, stakePerLine: 10 },
    ],
    [
      'system 3/4 with a banker: 2/3 over the others, banker 2.00 in each line',
      {
        typeId: system.id,
        bets: [{ id: 'banker', coef: 2, isBanker: true }, ...betsWith(1.5, 2.5, 3)],
        amount: 30,
        systemValue: 3,
      },
      // 10 × 2 × (3.75 + 4.5 + 7.5)
      { stake: 30, maxWin: 315, minWin: 75, lines: 3, stakePerLine: 10 },
    ],
    [
      'system 3/4 with bankers switched off',
      {
        typeId: system.id,
        bets: [{ id: 'banker', coef: 2, isBanker: true }, ...betsWith(1.5, 2.5, 3)],
        amount: 40,
        systemValue: 3,
        isActiveSystemBanker: false,
      },
      // 10 × (7.5 + 9 + 15 + 11.25)
      { stake: 40, maxWin: 427.5, minWin: 75, lines: 4, stakePerLine: 10 },
    ],
    [
      'system where bankers leave no other bet in a line',
      {
        typeId: system.id,
        bets: [
          { id: 'a', coef: 2, isBanker: true },
          { id: 'b', coef: 2, isBanker: true },
          ...betsWith(1.5),
        ],
        amount: 30,
        systemValue: 2,
      },
      null,
    ],
    [
      'system with k above n',
      { typeId: system.id, bets: betsWith(2, 3), amount: 30, systemValue: 3 },
      null,
    ],
    [
      'system 8/16 with every coef 2.00: 12 870 lines of 1 × 256',
      {
        typeId: system.id,
        bets: betsWith(...SIXTEEN.map(() => 2)),
        amount: 12_870,
        systemValue: 8,
      },
      { stake: 12_870, maxWin: 3_294_720, minWin: 256, lines: 12_870, stakePerLine: 1 },
    ],
    [
      'system 8/16 with every coef 1.50: 128.70 × 1.5⁸, a line pays 0.01 × 25.6289…',
      {
        typeId: system.id,
        bets: betsWith(...SIXTEEN.map(() => 1.5)),
        amount: 128.7,
        systemValue: 8,
      },
      { stake: 128.7, maxWin: 3298.44, minWin: 0.25, lines: 12_870, stakePerLine: 0.01 },
    ],
    [
      'system 8/16 over 1.10…2.60 (exact sum 1 567 630.15133153 per unit line)',
      { typeId: system.id, bets: betsWith(...SIXTEEN), amount: 12_870, systemValue: 8 },
      // min: 1.1 × 1.2 × … × 1.8 = 17.6432256
      { stake: 12_870, maxWin: 1_567_630.15, minWin: 17.64, lines: 12_870, stakePerLine: 1 },
    ],
    // 3 chain
    [
      'chain: 10 → 15, then 10 on 2.00 → 25, then 10 on 3.00 → 45',
      { typeId: chain.id, bets: betsWith(1.5, 2, 3), amount: 10 },
      { stake: 10, maxWin: 45 },
    ],
    [
      'chain of one bet is a single',
      { typeId: chain.id, bets: betsWith(1.91), amount: 10 },
      { stake: 10, maxWin: 19.1 },
    ],
    [
      'chain rounds down: 3 × (1.333 + 0.333) = 4.998',
      { typeId: chain.id, bets: betsWith(1.333, 1.333), amount: 3 },
      { stake: 3, maxWin: 4.99 },
    ],
    // 4 multibet
    [
      'multibet 2 of 3 blocks worth 3.00, 2.50 and 2.40',
      {
        typeId: multibet.id,
        bets: inBlocks([2, 1.5], [2.5], [1.2, 2]),
        amount: 30,
        systemValue: 2,
      },
      // 10 × (7.5 + 7.2 + 6)
      { stake: 30, maxWin: 207, minWin: 60, lines: 3, stakePerLine: 10 },
    ],
    [
      'multibet 2 of 2 blocks is one express',
      { typeId: multibet.id, bets: inBlocks([2, 1.5], [2.5]), amount: 10, systemValue: 2 },
      { stake: 10, maxWin: 75, minWin: 75, lines: 1, stakePerLine: 10 },
    ],
    [
      'multibet with a bet outside any block',
      {
        typeId: multibet.id,
        bets: [...inBlocks([2], [2.5]), { id: 'loose', coef: 2 }],
        amount: 10,
        systemValue: 2,
      },
      null,
    ],
    [
      'multibet with k above the block count',
      { typeId: multibet.id, bets: inBlocks([2], [2.5]), amount: 10, systemValue: 3 },
      null,
    ],
    // 5 conditional
    [
      'conditional: 10 on 2.00 → 20, then 5 + 20 on 3.00 → 75',
      {
        typeId: conditional.id,
        bets: inBlocks([2], [1.5, 2]),
        amount: 0,
        amountByBlockId: { 0: 10, 1: 5 },
      },
      { stake: 15, maxWin: 75 },
    ],
    [
      'conditional settles blocks by blockId, not by the order bets were added',
      {
        typeId: conditional.id,
        bets: [
          { id: 'late', coef: 3, blockId: 2 },
          { id: 'early', coef: 2, blockId: 1 },
        ],
        amount: 0,
        amountByBlockId: { 1: 10, 2: 5 },
      },
      // 10 × 2 = 20; (5 + 20) × 3 = 75 (the other order would give 70)
      { stake: 15, maxWin: 75 },
    ],
    [
      'conditional block without an amount runs on the previous return alone',
      { typeId: conditional.id, bets: inBlocks([2], [3]), amount: 0, amountByBlockId: { 0: 10 } },
      { stake: 10, maxWin: 60 },
    ],
    [
      'conditional with a bet outside any block',
      { typeId: conditional.id, bets: betsWith(2, 3), amount: 10, amountByBlockId: { 0: 10 } },
      null,
    ],
    // 6 anti-express
    [
      'anti-express at the server price',
      { typeId: antiExpress.id, bets: betsWith(1.5, 2), amount: 10, antiExpressCoef: 1.87 },
      { stake: 10, maxWin: 18.7 },
    ],
    [
      'anti-express without a server price',
      { typeId: antiExpress.id, bets: betsWith(1.5, 2), amount: 10, antiExpressCoef: null },
      null,
    ],
    // 7 lucky
    [
      'lucky 15 at 2.00: 4 × 2 + 6 × 4 + 4 × 8 + 16',
      { typeId: lucky.id, bets: betsWith(2, 2, 2, 2), amount: 15 },
      { stake: 15, maxWin: 80, minWin: 2, lines: 15, stakePerLine: 1 },
    ],
    [
      'lucky 63 at 2.00: 3⁶ − 1',
      { typeId: lucky.id, bets: betsWith(2, 2, 2, 2, 2, 2), amount: 63 },
      { stake: 63, maxWin: 728, minWin: 2, lines: 63, stakePerLine: 1 },
    ],
    [
      'lucky 63 over 1.5…4: 2.5 × 3 × 3.5 × 4 × 4.5 × 5 − 1',
      { typeId: lucky.id, bets: betsWith(1.5, 2, 2.5, 3, 3.5, 4), amount: 63 },
      { stake: 63, maxWin: 2361.5, minWin: 1.5, lines: 63, stakePerLine: 1 },
    ],
    [
      'lucky 63 with a stake that does not split evenly: 100 / 63 × 2361.5',
      { typeId: lucky.id, bets: betsWith(1.5, 2, 2.5, 3, 3.5, 4), amount: 100 },
      { stake: 100, maxWin: 3748.41, minWin: 2.38, lines: 63, stakePerLine: 1.58 },
    ],
    // 8 patent
    [
      'patent: singles 9, doubles 6 + 8 + 12, treble 24',
      { typeId: patent.id, bets: betsWith(2, 3, 4), amount: 7 },
      { stake: 7, maxWin: 59, minWin: 2, lines: 7, stakePerLine: 1 },
    ],
    // 9 many singles: see the perBet test below
    // invalid input
    ['negative amount', { typeId: express.id, bets: betsWith(1.5, 2), amount: -1 }, null],
    ['amount NaN', { typeId: express.id, bets: betsWith(1.5, 2), amount: Number.NaN }, null],
    ['coef below 1', { typeId: express.id, bets: betsWith(0.5, 2), amount: 10 }, null],
    ['coef Infinity', { typeId: system.id, bets: betsWith(2, 3, Infinity), amount: 10 }, null],
    [
      'unknown type',
      { typeId: 42 as WinCoupon['typeId'], bets: betsWith(1.5, 2), amount: 10 },
      null,
    ],
  ])('%s', (_name, coupon, expected) => {
    expect(possibleWin(coupon)).toEqual(expected);
  });

  it('many singles: each bet on its own amount, each win rounded down', () => {
    const coupon: WinCoupon = {
      typeId: COUPON_TYPES.manySingles.id,
      bets: [
        { id: 'a', coef: 1.5 },
        { id: 'b', coef: 2 },
        { id: 7, coef: 3.333 },
      ],
      amount: 5,
      amountByBetId: { a: 10, 7: 3 },
    };
    expect(possibleWin(coupon)).toEqual({
      stake: 18,
      maxWin: 34.99,
      perBet: [
        { id: 'a', stake: 10, win: 15 },
        { id: 'b', stake: 5, win: 10 },
        { id: 7, stake: 3, win: 9.99 },
      ],
    });
  });

  it.each([
    [[], 10],
    [betsWith(2, 0.9), 10],
    [betsWith(2), -5],
  ])('many singles that cannot be computed (%j, amount %s)', (bets, amount) => {
    expect(possibleWin({ typeId: COUPON_TYPES.manySingles.id, bets, amount })).toBeNull();
  });
});

/**
 * An independent check: walk every line with forEachCombination and add up stake per line ×
 * product, in thousandths, against the closed forms used by possibleWin.
 */
function walkedMaxWin(coefs: readonly number[], sizes: readonly number[], amount: number): number {
  const scaled = coefs.map((coef) => BigInt(Math.round(coef * 1000)));
  const lines = sizes.reduce((total, k) => total + combinationCount(coefs.length, k), 0);
  let numerator = 0n;
  const largest = Math.max(...sizes);
  for (const k of sizes) {
    forEachCombination(coefs.length, k, (indices) => {
      const lineProduct = indices.reduce((total, index) => total * (scaled[index] ?? 0n), 1n);
      numerator += lineProduct * 1000n ** BigInt(largest - k);
    });
  }
  const minor =
    (BigInt(Math.round(amount * 100)) * numerator) / (BigInt(lines) * 1000n ** BigInt(largest));
  return Number(minor) / 100;
}

describe('closed forms agree with walking every line', () => {
  it.each([
    [[1.85, 2.1, 1.6, 3.4, 2.25], 3, 47.5],
    [SIXTEEN, 8, 100],
    [SIXTEEN, 5, 999.99],
    [[1.01, 1.02, 1.03, 1.04, 1.05, 1.06, 1.07, 1.08, 1.09, 1.1], 7, 10],
  ])('system %j k=%i amount %s', (coefs, k, amount) => {
    const win = possibleWin({
      typeId: system.id,
      bets: betsWith(...coefs),
      amount,
      systemValue: k,
    });
    expect(win?.maxWin).toBe(walkedMaxWin(coefs, [k], amount));
    expect(win?.lines).toBe(combinationCount(coefs.length, k));
  });

  it.each([
    [[1.5, 2, 2.5, 3, 3.5, 4], 100],
    [[1.91, 1.87, 2.05, 1.66], 15],
    [[1.333, 2.718, 3.141], 7.77],
  ])('lucky / patent %j amount %s', (coefs, amount) => {
    const sizes = coefs.map((_, i) => i + 1);
    const win = possibleWin({ typeId: lucky.id, bets: betsWith(...coefs), amount });
    expect(win?.maxWin).toBe(walkedMaxWin(coefs, sizes, amount));
    expect(possibleWin({ typeId: patent.id, bets: betsWith(...coefs), amount })).toEqual(win);
  });
});

describe('bonusBetCoef', () => {
  it.each([
    [1, 1.01],
    [3, 1.03],
    [7, 1.07],
    [9, 1.09],
    [10, 1.1],
    [25, 1.1],
    [0, 1.1],
    [2.5, 1.1],
  ])('%s bets → %s', (betCount, expected) => {
    expect(bonusBetCoef(betCount)).toBe(expected);
  });
});

describe('isBonusBetOffered', () => {
  const threeAt = (coef: number) => betsWith(coef, coef, coef);
  it.each<[string, Parameters<typeof isBonusBetOffered>[0], boolean, boolean]>([
    ['three bets at 1.10 on a site that allows it', threeAt(1.1), true, true],
    ['the site does not allow it', threeAt(1.5), false, false],
    ['only two bets', betsWith(1.5, 1.5), true, false],
    ['one bet below 1.10', betsWith(1.5, 1.5, 1.09), true, false],
    ['one bet of kind 7', [...betsWith(1.5, 1.5), { id: 'k', coef: 2, kind: 7 }], true, false],
    ['other kinds are fine', [...betsWith(1.5, 1.5), { id: 'k', coef: 2, kind: 3 }], true, true],
    ['ten bets', betsWith(...Array.from({ length: 10 }, () => 1.2)), true, true],
  ])('%s', (_name, bets, siteAllows, expected) => {
    expect(isBonusBetOffered(bets, siteAllows)).toBe(expected);
  });
});
