/**
 * The lotto ticket's numbers as the pick grid checks them before buying (the upstream checks
 * them again): a fixed lottery takes exactly pickMin numbers, keno from pickMin to pickMax.
 */
export interface LotteryRules {
  numbers: number;
  pickMin: number;
  pickMax: number;
}

export function canBuy(rules: LotteryRules, picked: number): boolean {
  return picked >= rules.pickMin && picked <= rules.pickMax;
}

/** No more numbers can be ticked once the ticket holds pickMax. */
export function isFull(rules: LotteryRules, picked: number): boolean {
  return picked >= rules.pickMax;
}

/** pickMax different numbers from 1 to `numbers`, ascending ("quick pick"). */
export function quickPick(rules: LotteryRules, random: () => number = Math.random): number[] {
  const balls = Array.from({ length: rules.numbers }, (_, i) => i + 1);
  for (let i = 0; i < rules.pickMax; i++) {
    const j = i + Math.floor(random() * (balls.length - i));
    [balls[i], balls[j]] = [balls[j]!, balls[i]!];
  }
  return balls.slice(0, rules.pickMax).sort((a, b) => a - b);
}
