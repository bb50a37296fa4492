/** How many flakes fall at once: enough to read as snow, few enough to cost nothing. */
export const SNOW_FLAKE_COUNT = 36;

export interface SnowFlake {
  /** from the left edge, % of the viewport width */
  left: number;
  /** px */
  size: number;
  /** s for one fall from the top to the bottom */
  duration: number;
  /** s, negative: every flake is already on its way on the first paint */
  delay: number;
  /** px sideways over one fall */
  drift: number;
  opacity: number;
}

/**
 * The flakes, the same on every render (a small linear congruential generator with a fixed
 * seed), so the server's markup is the same on every page and nothing is random at run time.
 */
export function snowFlakes(count = SNOW_FLAKE_COUNT, seed = 20251224): SnowFlake[] {
  let state = seed >>> 0;
  const next = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  const round = (value: number, digits = 2) => Number(value.toFixed(digits));
  return Array.from({ length: count }, () => {
    const duration = 9 + next() * 11;
    return {
      left: round(next() * 100),
      size: round(2 + next() * 4),
      duration: round(duration),
      delay: round(-next() * duration),
      drift: round((next() - 0.5) * 80),
      opacity: round(0.45 + next() * 0.5),
    };
  });
}
