import {
  COUPON_TYPE_LIST,
  COUPON_TYPES,
  availableTypes,
  groupByBlock,
  isCouponTypeId,
  systemOptions,
  type AvailabilityBet,
  type CouponTypeKey,
} from './coupon-types';

/** n bets from n different games. */
function bets(n: number, extra: Partial<AvailabilityBet> = {}): AvailabilityBet[] {
  return Array.from({ length: n }, (_, i) => ({ gameId: 100 + i, ...extra }));
}

function blocked(...blockIds: number[]): AvailabilityBet[] {
  return blockIds.map((blockId, i) => ({ gameId: 100 + i, blockId }));
}

function keys(found: readonly number[]): CouponTypeKey[] {
  const byId = new Map(
    Object.entries(COUPON_TYPES).map(([key, rule]) => [rule.id as number, key as CouponTypeKey]),
  );
  return found.map((id) => byId.get(id) ?? ('?' as CouponTypeKey));
}

describe('COUPON_TYPES', () => {
  it('lists the ten typeIds of spec 02 §3 in order', () => {
    expect(COUPON_TYPE_LIST.map((rule) => rule.id)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it.each([
    [0, true],
    [9, true],
    [10, false],
    [-1, false],
  ])('isCouponTypeId(%i) → %s', (value, expected) => {
    expect(isCouponTypeId(value)).toBe(expected);
  });
});

describe('availableTypes', () => {
  it.each<[string, AvailabilityBet[], CouponTypeKey[]]>([
    ['no bets', [], []],
    ['one bet', bets(1), ['single']],
    ['two bets', bets(2), ['express', 'chain', 'antiExpress', 'manySingles']],
    ['three bets', bets(3), ['express', 'system', 'chain', 'antiExpress', 'patent', 'manySingles']],
    ['four bets', bets(4), ['express', 'system', 'chain', 'antiExpress', 'lucky', 'manySingles']],
    ['six bets', bets(6), ['express', 'system', 'chain', 'antiExpress', 'lucky', 'manySingles']],
    ['seven bets', bets(7), ['express', 'system', 'chain', 'antiExpress', 'manySingles']],
    ['two bets from the same game', [{ gameId: 1 }, { gameId: 1 }], ['chain', 'manySingles']],
    [
      'a bet banned in express',
      [...bets(3), { gameId: 9, isBannedExpress: true }],
      ['chain', 'manySingles'],
    ],
    ['a dependent bet', [...bets(2), { gameId: 9, isDepend: true }], ['chain', 'manySingles']],
    [
      'two blocks',
      blocked(0, 0, 1),
      [
        'express',
        'system',
        'chain',
        'multibet',
        'conditional',
        'antiExpress',
        'patent',
        'manySingles',
      ],
    ],
    [
      'one block only',
      blocked(0, 0, 0),
      ['express', 'system', 'chain', 'antiExpress', 'patent', 'manySingles'],
    ],
    [
      'blocks with one bet outside',
      [...blocked(0, 1), { gameId: 9 }],
      ['express', 'system', 'chain', 'antiExpress', 'patent', 'manySingles'],
    ],
    [
      'the same game in two blocks: conditional keeps blocks apart, multibet does not',
      [
        { gameId: 1, blockId: 0 },
        { gameId: 1, blockId: 1 },
      ],
      ['chain', 'conditional', 'manySingles'],
    ],
    [
      'the same game twice in one block',
      [
        { gameId: 1, blockId: 0 },
        { gameId: 1, blockId: 0 },
        { gameId: 2, blockId: 1 },
      ],
      ['chain', 'manySingles'],
    ],
    [
      'three bets with two bankers leave no system',
      [...bets(2, { isBanker: true }).map((bet, i) => ({ ...bet, gameId: i })), ...bets(1)],
      ['express', 'chain', 'antiExpress', 'patent', 'manySingles'],
    ],
  ])('%s', (_name, couponBets, expected) => {
    expect(keys(availableTypes(couponBets))).toEqual(expected);
  });

  it('keeps the system when bankers are switched off', () => {
    const couponBets = [
      ...bets(2, { isBanker: true }).map((bet, i) => ({ ...bet, gameId: i })),
      ...bets(1),
    ];
    expect(availableTypes(couponBets, { isActiveSystemBanker: false })).toContain(
      COUPON_TYPES.system.id,
    );
  });

  it('offers only the types the site enables', () => {
    const enabledTypeIds = [COUPON_TYPES.single.id, COUPON_TYPES.express.id];
    expect(keys(availableTypes(bets(3), { enabledTypeIds }))).toEqual(['express']);
  });
});

describe('groupByBlock', () => {
  it('groups by blockId in ascending order', () => {
    expect(
      groupByBlock([
        { id: 'x', blockId: 2 },
        { id: 'y', blockId: 0 },
        { id: 'z', blockId: 2 },
      ]),
    ).toEqual([
      { blockId: 0, bets: [{ id: 'y', blockId: 0 }] },
      {
        blockId: 2,
        bets: [
          { id: 'x', blockId: 2 },
          { id: 'z', blockId: 2 },
        ],
      },
    ]);
  });

  it('is null when a bet has no block', () => {
    expect(groupByBlock([{ blockId: 1 }, {}])).toBeNull();
  });
});

describe('systemOptions', () => {
  it.each([
    [3, 0, 1, [{ value: 2, offset: 0, combo: 3, minBetAmount: 3 }]],
    [
      4,
      0,
      0.5,
      [
        { value: 2, offset: 0, combo: 6, minBetAmount: 3 },
        { value: 3, offset: 0, combo: 4, minBetAmount: 2 },
      ],
    ],
    [
      5,
      2,
      0.1,
      [
        { value: 3, offset: 2, combo: 3, minBetAmount: 0.3 },
        { value: 4, offset: 2, combo: 3, minBetAmount: 0.3 },
      ],
    ],
    [
      4,
      1,
      1,
      [
        { value: 2, offset: 1, combo: 3, minBetAmount: 3 },
        { value: 3, offset: 1, combo: 3, minBetAmount: 3 },
      ],
    ],
    [2, 0, 1, []],
    [3, 2, 1, []],
    [3, -1, 1, []],
  ])('n=%i, bankers=%i, min line stake %s', (n, bankers, minLineStake, expected) => {
    expect(systemOptions(n, bankers, minLineStake)).toEqual(expected);
  });

  it('offers 2 … 15 of 16 with C(16, k) lines, 12 870 for 8/16', () => {
    const options = systemOptions(16, 0, 0.1);
    expect(options.map((option) => option.value)).toEqual(
      Array.from({ length: 14 }, (_, i) => i + 2),
    );
    expect(options.find((option) => option.value === 8)).toEqual({
      value: 8,
      offset: 0,
      combo: 12_870,
      minBetAmount: 1287,
    });
  });

  it('defaults to no bankers and no minimum line stake', () => {
    expect(systemOptions(3)).toEqual([{ value: 2, offset: 0, combo: 3, minBetAmount: 0 }]);
  });
});
