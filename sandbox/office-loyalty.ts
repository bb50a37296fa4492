/**
 * The operator's loyalty rules as the sandbox plays them (docs/upstream-contract.md "Loyalty
 * API"): levels by points earned, VIP cashback by level, Premium cashback by subscription, both
 * on the real-money casino net loss of the UTC week (Monday to Monday), and the reward shop.
 * A player's ledger is opened on first read with a demo history: a few rounds this week, past
 * payouts, one exchange.
 */
import type { Cashback, Rewards } from '@contract/office-loyalty';
import { formatMinor } from './accounts-store';
import type { MemberRecord, PayoutRecord, Programme } from './office-loyalty-store';
import { playerAccounts } from './player-accounts';
import type { SandboxStore } from './store';

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;
/** Weeks the weekly run catches up on at most; older losses are not paid. */
const MAX_SETTLED_WEEKS = 8;

export const LEVELS = [
  { level: 'bronze', fromPoints: 0, cashbackPercent: 5 },
  { level: 'silver', fromPoints: 1_000, cashbackPercent: 7 },
  { level: 'gold', fromPoints: 5_000, cashbackPercent: 10 },
  { level: 'platinum', fromPoints: 20_000, cashbackPercent: 12 },
  { level: 'diamond', fromPoints: 50_000, cashbackPercent: 15 },
] as const;
type Level = (typeof LEVELS)[number];

export const PROGRAMME_RULES: Readonly<
  Record<Programme, { minPayoutMinor: number; maxPayoutMinor: number }>
> = {
  vip: { minPayoutMinor: 10_000, maxPayoutMinor: 5_000_000 },
  premium: { minPayoutMinor: 5_000, maxPayoutMinor: 10_000_000 },
};
export const PREMIUM_PERCENT = 20;
export const PREMIUM_PRICE_MINOR = 99_000;
/** One point for every 100.00 staked with real money. */
export const STAKE_PER_POINT_MINOR = 10_000;

export const REWARDS = [
  { id: 1, kind: 'free_bet', cost: 1_000, amountMinor: 50_000, spins: null },
  { id: 2, kind: 'free_spins', cost: 1_500, amountMinor: null, spins: 50 },
  { id: 3, kind: 'bonus_money', cost: 2_500, amountMinor: 100_000, spins: null },
] as const;
export type ShopReward = (typeof REWARDS)[number];

const iso = (ms: number) => new Date(ms).toISOString();

/** Monday 00:00 UTC of the week `ms` falls in. */
export function weekStart(ms: number): number {
  const day = Math.floor(ms / DAY_MS);
  // 1970-01-01 was a Thursday: day 0 is weekday 3 counting from Monday.
  return (day - ((day + 3) % 7)) * DAY_MS;
}

export function levelOf(earnedPoints: number): Level {
  let found: Level = LEVELS[0];
  for (const level of LEVELS) if (earnedPoints >= level.fromPoints) found = level;
  return found;
}

function currencyOf(store: SandboxStore, userId: number, now: number): string {
  return playerAccounts(store, userId, now).accounts[0]?.currency ?? 'RUB';
}

/** The player's ledger, opened with the demo history on first read. */
export function openMember(store: SandboxStore, userId: number, now: number): MemberRecord {
  const loyalty = store.officeLoyalty;
  const known = loyalty.findMember(userId);
  if (known !== undefined) return known;
  const start = weekStart(now);
  const member: MemberRecord = {
    userId,
    points: 2_350,
    earnedPoints: 7_450,
    premiumUntil: now + 20 * DAY_MS,
    vipCountedFrom: start,
    premiumCountedFrom: start,
  };
  const currency = currencyOf(store, userId, now);
  loyalty.insertMember(member);
  // This week's rounds lie between its start and now: stakes 3 200.00, wins 1 360.00.
  const rounds: [number, number][] = [
    [120_000, 40_000],
    [80_000, 96_000],
    [70_000, 0],
    [50_000, 0],
  ];
  rounds.forEach(([stake, win], index) =>
    loyalty.insertRound(userId, stake, win, start + Math.floor(((now - start) * index) / 5)),
  );
  const past: [Programme, number, number, 'claimed' | 'weekly'][] = [
    ['vip', 1, 241_500, 'weekly'],
    ['vip', 2, 96_000, 'claimed'],
    ['vip', 3, 312_000, 'weekly'],
    ['premium', 1, 241_500, 'weekly'],
    ['premium', 2, 128_000, 'weekly'],
  ];
  for (const [programme, weeksAgo, netLossMinor, kind] of past) {
    const periodStart = start - weeksAgo * WEEK_MS;
    const percent = programme === 'vip' ? levelOf(member.earnedPoints).cashbackPercent : 20;
    loyalty.insertPayout({
      userId,
      programme,
      periodStart,
      periodEnd: periodStart + WEEK_MS,
      netLossMinor,
      percent,
      amountMinor: Math.floor((netLossMinor * percent) / 100),
      currency,
      kind,
      paidAt: kind === 'weekly' ? periodStart + WEEK_MS + 3_600_000 : periodStart + 5 * DAY_MS,
    });
  }
  loyalty.insertExchange({ userId, rewardId: 2, cost: 1_500, createdAt: start - 10 * DAY_MS });
  return member;
}

function percentOf(member: MemberRecord, programme: Programme, at: number): number {
  if (programme === 'vip') return levelOf(member.earnedPoints).cashbackPercent;
  return member.premiumUntil !== null && member.premiumUntil > at ? PREMIUM_PERCENT : 0;
}

function cashbackMinor(programme: Programme, netLossMinor: number, percent: number): number {
  const amount = Math.floor((Math.max(0, netLossMinor) * percent) / 100);
  return Math.min(amount, PROGRAMME_RULES[programme].maxPayoutMinor);
}

/**
 * The weekly run: cashback of each closed week since the losses were last counted is paid to
 * the main account when it reaches the minimum; the count starts again at this week.
 */
function settleClosedWeeks(
  store: SandboxStore,
  member: MemberRecord,
  programme: Programme,
  now: number,
): void {
  const loyalty = store.officeLoyalty;
  const current = weekStart(now);
  const countedFrom = programme === 'vip' ? member.vipCountedFrom : member.premiumCountedFrom;
  if (countedFrom >= current) return;
  const { accounts } = playerAccounts(store, member.userId, now);
  const main = accounts[0];
  let week = Math.max(weekStart(countedFrom), current - MAX_SETTLED_WEEKS * WEEK_MS);
  for (; week < current; week += WEEK_MS) {
    const from = Math.max(week, countedFrom);
    const netLossMinor = loyalty.netResultMinor(member.userId, from, week + WEEK_MS);
    const percent = percentOf(member, programme, week + WEEK_MS - 1);
    const amountMinor = cashbackMinor(programme, netLossMinor, percent);
    if (main === undefined || amountMinor < PROGRAMME_RULES[programme].minPayoutMinor) continue;
    loyalty.insertPayout({
      userId: member.userId,
      programme,
      periodStart: week,
      periodEnd: week + WEEK_MS,
      netLossMinor,
      percent,
      amountMinor,
      currency: main.currency,
      kind: 'weekly',
      paidAt: week + WEEK_MS,
    });
    store.accounts.credit(main.id, amountMinor);
  }
  loyalty.setCountedFrom(member.userId, programme, current);
}

interface Accrued {
  member: MemberRecord;
  start: number;
  countedFrom: number;
  netLossMinor: number;
  percent: number;
  amountMinor: number;
  currency: string;
}

/** The week so far for the programme, after the weekly run caught up. */
export function accrued(
  store: SandboxStore,
  userId: number,
  programme: Programme,
  now: number,
): Accrued {
  const opened = openMember(store, userId, now);
  settleClosedWeeks(store, opened, programme, now);
  const member = store.officeLoyalty.findMember(userId) ?? opened;
  const start = weekStart(now);
  const countedFrom = Math.max(
    start,
    programme === 'vip' ? member.vipCountedFrom : member.premiumCountedFrom,
  );
  const netLossMinor = Math.max(
    0,
    store.officeLoyalty.netResultMinor(userId, countedFrom, now + 1),
  );
  const percent = percentOf(member, programme, now);
  return {
    member,
    start,
    countedFrom,
    netLossMinor,
    percent,
    amountMinor: cashbackMinor(programme, netLossMinor, percent),
    currency: currencyOf(store, userId, now),
  };
}

export function isClaimable(programme: Programme, week: Accrued): boolean {
  return week.percent > 0 && week.amountMinor >= PROGRAMME_RULES[programme].minPayoutMinor;
}

export function toPayout(record: PayoutRecord) {
  return {
    id: record.id,
    programme: record.programme,
    periodStart: iso(record.periodStart),
    periodEnd: iso(record.periodEnd),
    netLoss: formatMinor(record.netLossMinor),
    percent: record.percent,
    amount: formatMinor(record.amountMinor),
    currency: record.currency,
    kind: record.kind,
    paidAt: iso(record.paidAt),
  };
}

export function cashbackView(
  store: SandboxStore,
  userId: number,
  programme: Programme,
  now: number,
): Cashback {
  const week = accrued(store, userId, programme, now);
  const rules = PROGRAMME_RULES[programme];
  const { member } = week;
  return {
    programme,
    currency: week.currency,
    level: programme === 'vip' ? levelOf(member.earnedPoints).level : null,
    levels: programme === 'vip' ? LEVELS.map((level) => ({ ...level })) : [],
    subscription:
      programme === 'premium'
        ? {
            active: member.premiumUntil !== null && member.premiumUntil > now,
            until: member.premiumUntil === null ? null : iso(member.premiumUntil),
            price: formatMinor(PREMIUM_PRICE_MINOR),
            percent: PREMIUM_PERCENT,
          }
        : null,
    percent: week.percent,
    period: {
      start: iso(week.start),
      end: iso(week.start + WEEK_MS),
      countedFrom: iso(week.countedFrom),
      netLoss: formatMinor(week.netLossMinor),
      cashback: formatMinor(week.amountMinor),
      claimable: isClaimable(programme, week),
    },
    rule: {
      minPayout: formatMinor(rules.minPayoutMinor),
      maxPayout: formatMinor(rules.maxPayoutMinor),
    },
    payouts: store.officeLoyalty.payoutsOf(userId, programme).map(toPayout),
  };
}

export function toReward(reward: ShopReward, currency: string) {
  return {
    id: reward.id,
    kind: reward.kind,
    cost: reward.cost,
    amount: reward.amountMinor === null ? null : formatMinor(reward.amountMinor),
    spins: reward.spins,
    currency,
  };
}

export function rewardsView(store: SandboxStore, userId: number, now: number): Rewards {
  const member = openMember(store, userId, now);
  const currency = currencyOf(store, userId, now);
  return {
    points: member.points,
    earnedPoints: member.earnedPoints,
    level: levelOf(member.earnedPoints).level,
    levels: LEVELS.map((level) => ({ ...level })),
    stakePerPoint: formatMinor(STAKE_PER_POINT_MINOR),
    currency,
    shop: REWARDS.map((reward) => toReward(reward, currency)),
    exchanges: store.officeLoyalty.exchangesOf(userId).flatMap((exchange) => {
      const reward = REWARDS.find((r) => r.id === exchange.rewardId);
      return reward === undefined
        ? []
        : [
            {
              id: exchange.id,
              reward: { ...toReward(reward, currency), cost: exchange.cost },
              createdAt: iso(exchange.createdAt),
            },
          ];
    }),
  };
}
