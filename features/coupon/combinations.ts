/**
 * Counting and walking k-of-n combinations for system coupons (spec 02 §3 "System option":
 * combo = C(n, k)).
 */

/** C(n, k) exactly, for any size. Zero when k is outside 0…n. */
export function combinationCountBig(n: number, k: number): bigint {
  assertCount('n', n);
  assertCount('k', k);
  if (k > n) return 0n;
  const smaller = Math.min(k, n - k);
  let count = 1n;
  // After step i the running value is C(n − smaller + i, i), so every division is exact.
  for (let i = 1; i <= smaller; i++) {
    count = (count * BigInt(n - smaller + i)) / BigInt(i);
  }
  return count;
}

/**
 * C(n, k) as a number. Throws a RangeError when the count is beyond Number.MAX_SAFE_INTEGER
 * (from n = 57 on for k = n / 2); use `combinationCountBig` where that can happen.
 */
export function combinationCount(n: number, k: number): number {
  const count = combinationCountBig(n, k);
  if (count > BigInt(Number.MAX_SAFE_INTEGER)) {
    throw new RangeError(`C(${n}, ${k}) = ${count} is not a safe integer`);
  }
  return Number(count);
}

/**
 * Calls `visit` with every k-of-n combination of the indices 0…n−1 in lexicographic order.
 * The same index buffer is passed on every call and changed afterwards, so a caller that keeps a
 * combination must copy it; this keeps C(16, 8) = 12 870 and larger walks free of allocations.
 * `visit` may return false to stop early. Returns how many combinations were visited.
 */
export function forEachCombination(
  n: number,
  k: number,
  visit: (indices: readonly number[]) => boolean | void,
): number {
  assertCount('n', n);
  assertCount('k', k);
  if (k > n) return 0;
  const indices = Array.from({ length: k }, (_, i) => i);
  let visited = 0;
  for (;;) {
    visited++;
    if (visit(indices) === false) return visited;
    // The rightmost index that can still move right; every index after it restarts just behind it.
    let position = k - 1;
    while (position >= 0 && indices[position] === n - k + position) position--;
    if (position < 0) return visited;
    let next = (indices[position] ?? 0) + 1;
    for (let i = position; i < k; i++) indices[i] = next++;
  }
}

function assertCount(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a non-negative integer, got ${value}`);
  }
}
