import { combinationCount, combinationCountBig, forEachCombination } from './combinations';

describe('combinationCount', () => {
  it.each([
    [0, 0, 1],
    [5, 0, 1],
    [5, 5, 1],
    [5, 2, 10],
    [5, 3, 10],
    [5, 6, 0],
    [16, 8, 12_870],
    [20, 10, 184_756],
    [30, 15, 155_117_520],
    [52, 5, 2_598_960],
    [56, 28, 7_648_690_600_760_440],
  ])('C(%i, %i) = %i', (n, k, expected) => {
    expect(combinationCount(n, k)).toBe(expected);
    expect(combinationCountBig(n, k)).toBe(BigInt(expected));
  });

  it.each([
    [57, 28, 15_033_633_249_770_520n],
    [60, 30, 118_264_581_564_861_424n],
    [100, 50, 100_891_344_545_564_193_334_812_497_256n],
  ])(
    'C(%i, %i) beyond the safe range is exact as a bigint and a RangeError as a number',
    (n, k, expected) => {
      expect(combinationCountBig(n, k)).toBe(expected);
      expect(() => combinationCount(n, k)).toThrow(RangeError);
    },
  );

  it.each([
    [-1, 0],
    [3, -1],
    [2.5, 1],
    [Number.NaN, 1],
  ])('rejects C(%s, %s)', (n, k) => {
    expect(() => combinationCountBig(n, k)).toThrow(RangeError);
  });
});

describe('forEachCombination', () => {
  function collect(n: number, k: number): number[][] {
    const seen: number[][] = [];
    forEachCombination(n, k, (indices) => {
      seen.push([...indices]);
    });
    return seen;
  }

  it('walks 2 of 4 in lexicographic order', () => {
    expect(collect(4, 2)).toEqual([
      [0, 1],
      [0, 2],
      [0, 3],
      [1, 2],
      [1, 3],
      [2, 3],
    ]);
  });

  it.each([
    [1, 1, [[0]]],
    [3, 3, [[0, 1, 2]]],
    [3, 0, [[]]],
    [2, 3, []],
  ])('%i choose %i → %j', (n, k, expected) => {
    expect(collect(n, k)).toEqual(expected);
  });

  it.each([
    [6, 3],
    [10, 4],
    [16, 8],
    [20, 10],
  ])('visits C(%i, %i) distinct increasing combinations', (n, k) => {
    const seen = new Set<string>();
    let allIncreasing = true;
    const visited = forEachCombination(n, k, (indices) => {
      allIncreasing &&= indices.every((index, i) => i === 0 || index > (indices[i - 1] ?? -1));
      seen.add(indices.join(','));
    });
    expect(allIncreasing).toBe(true);
    expect(visited).toBe(combinationCount(n, k));
    expect(seen.size).toBe(combinationCount(n, k));
  });

  it('hands the same index buffer to every call', () => {
    const buffers = new Set<readonly number[]>();
    forEachCombination(16, 8, (indices) => {
      buffers.add(indices);
    });
    expect(buffers.size).toBe(1);
  });

  it('stops when the visitor returns false', () => {
    const seen: string[] = [];
    const visited = forEachCombination(5, 2, (indices) => {
      seen.push(indices.join(','));
      return seen.length < 3;
    });
    expect(visited).toBe(3);
    expect(seen).toEqual(['0,1', '0,2', '0,3']);
  });
});
