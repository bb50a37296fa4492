/**
 * zod schemas of the office's loyalty calls: the casino cashback programmes (VIP by loyalty level,
 * Premium by subscription) and the loyalty points with their reward shop (spec 01 §2 Office:
 * casino/vipcashback, casino/premiumcashback, rewards; "Contents of office pages: not shown").
 * Paths and shapes are ours: docs/upstream-contract.md "Loyalty API". The request schemas are
 * shared by the browser forms and the BFF handlers.
 */
import { z } from 'zod';
import { moneySchema } from './accounts';
import { currencyIsoSchema } from './auth';

const isoTimeSchema = z.iso.datetime({ offset: true });
const idSchema = z.number().int().positive();
const pointsSchema = z.number().int().nonnegative();

export const CASHBACK_PROGRAMMES = ['vip', 'premium'] as const;
export type CashbackProgramme = (typeof CASHBACK_PROGRAMMES)[number];

export const LOYALTY_LEVELS = ['bronze', 'silver', 'gold', 'platinum', 'diamond'] as const;
export type LoyaltyLevel = (typeof LOYALTY_LEVELS)[number];

export const REWARD_KINDS = ['free_bet', 'free_spins', 'bonus_money'] as const;
export type RewardKind = (typeof REWARD_KINDS)[number];

/** A loyalty level: from how many points earned it starts, and its VIP cashback rate. */
export const loyaltyLevelSchema = z.object({
  level: z.enum(LOYALTY_LEVELS),
  fromPoints: pointsSchema,
  cashbackPercent: z.number().min(0).max(100),
});
export type LoyaltyLevelInfo = z.infer<typeof loyaltyLevelSchema>;

/** A cashback paid: claimed by the player, or paid by the weekly run for a closed week. */
export const cashbackPayoutSchema = z.object({
  id: idSchema,
  programme: z.enum(CASHBACK_PROGRAMMES),
  periodStart: isoTimeSchema,
  periodEnd: isoTimeSchema,
  netLoss: moneySchema,
  percent: z.number().min(0).max(100),
  amount: moneySchema,
  currency: currencyIsoSchema,
  kind: z.enum(['claimed', 'weekly']),
  paidAt: isoTimeSchema,
});
export type CashbackPayout = z.infer<typeof cashbackPayoutSchema>;

/** Premium cashback is bought by the month; null for the VIP programme. */
export const premiumSubscriptionSchema = z.object({
  active: z.boolean(),
  /** The end of the paid month; null when never subscribed. */
  until: isoTimeSchema.nullable(),
  price: moneySchema,
  /** The rate the subscription gives, whatever the player's level. */
  percent: z.number().min(0).max(100),
});
export type PremiumSubscription = z.infer<typeof premiumSubscriptionSchema>;

export const cashbackSchema = z.object({
  programme: z.enum(CASHBACK_PROGRAMMES),
  currency: currencyIsoSchema,
  /** The player's loyalty level (VIP); null for Premium. */
  level: z.enum(LOYALTY_LEVELS).nullable(),
  /** The VIP rates by level; empty for Premium. */
  levels: z.array(loyaltyLevelSchema),
  subscription: premiumSubscriptionSchema.nullable(),
  /** The rate that applies now: 0 when Premium is not active. */
  percent: z.number().min(0).max(100),
  /** The current week (UTC, Monday to Monday) and what it has accrued so far. */
  period: z.object({
    start: isoTimeSchema,
    end: isoTimeSchema,
    /** Losses count from here: the week's start, or the last claim in the week. */
    countedFrom: isoTimeSchema,
    /** Real-money casino stakes minus wins since countedFrom; never below zero. */
    netLoss: moneySchema,
    cashback: moneySchema,
    claimable: z.boolean(),
  }),
  rule: z.object({ minPayout: moneySchema, maxPayout: moneySchema }),
  /** Newest first. */
  payouts: z.array(cashbackPayoutSchema),
});
export type Cashback = z.infer<typeof cashbackSchema>;

/** GET /office-api/v1/loyalty/cashback/{programme} */
export const cashbackAnswerSchema = z.object({ data: cashbackSchema });
/** POST /office-api/v1/loyalty/cashback/{programme}/claims: 201 with the payout. */
export const cashbackClaimAnswerSchema = z.object({ data: cashbackPayoutSchema });

/** The claim carries nothing: the programme is in the path, the amount is the upstream's. */
export const cashbackClaimRequestSchema = z.object({}).strict();

export const rewardSchema = z.object({
  id: idSchema,
  kind: z.enum(REWARD_KINDS),
  cost: z.number().int().positive(),
  /** The free bet's stake or the bonus money; null for free spins. */
  amount: moneySchema.nullable(),
  /** The number of free spins; null for the others. */
  spins: z.number().int().positive().nullable(),
  currency: currencyIsoSchema,
});
export type Reward = z.infer<typeof rewardSchema>;

export const rewardExchangeSchema = z.object({
  id: idSchema,
  reward: rewardSchema,
  createdAt: isoTimeSchema,
});
export type RewardExchange = z.infer<typeof rewardExchangeSchema>;

export const rewardsSchema = z.object({
  /** Points to spend. */
  points: pointsSchema,
  /** Points ever earned: they set the level and are never spent. */
  earnedPoints: pointsSchema,
  level: z.enum(LOYALTY_LEVELS),
  /** Lowest first. */
  levels: z.array(loyaltyLevelSchema).min(1),
  /** One point for every this much staked with real money. */
  stakePerPoint: moneySchema,
  currency: currencyIsoSchema,
  shop: z.array(rewardSchema),
  /** Newest first. */
  exchanges: z.array(rewardExchangeSchema),
});
export type Rewards = z.infer<typeof rewardsSchema>;

/** GET /office-api/v1/loyalty/rewards */
export const rewardsAnswerSchema = z.object({ data: rewardsSchema });

/** POST /office-api/v1/loyalty/rewards/exchanges, and the BFF's body. */
export const rewardExchangeRequestSchema = z
  .object({ rewardId: z.number().int().positive().max(999_999_999) })
  .strict();
export type RewardExchangeRequest = z.infer<typeof rewardExchangeRequestSchema>;

/** 201: the exchange and the points left. */
export const rewardExchangeAnswerSchema = z.object({
  data: z.object({ exchange: rewardExchangeSchema, points: pointsSchema }),
});
