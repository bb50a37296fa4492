/**
 * The office's loyalty calls (spec 01 §2 Office: casino/vipcashback, casino/premiumcashback,
 * rewards; paths ours, docs/upstream-contract.md "Loyalty API") for the signed-in player, and the
 * control API through which tests play casino rounds and switch Premium on or off.
 */
import { z } from 'zod';
import {
  CASHBACK_PROGRAMMES,
  cashbackAnswerSchema,
  cashbackClaimAnswerSchema,
  cashbackClaimRequestSchema,
  rewardExchangeAnswerSchema,
  rewardExchangeRequestSchema,
  rewardsAnswerSchema,
} from '@contract/office-loyalty';
import { controlUserId, sessionUserId } from '../auth-session';
import { formatMinor, toMinor } from '../accounts-store';
import type { RequestContext } from '../http';
import { json, parseBody, pathParam, SandboxHttpError } from '../http';
import {
  accrued,
  cashbackView,
  isClaimable,
  openMember,
  PROGRAMME_RULES,
  REWARDS,
  rewardsView,
  STAKE_PER_POINT_MINOR,
  toPayout,
  toReward,
} from '../office-loyalty';
import { playerAccounts } from '../player-accounts';
import type { Router } from '../router';
import type { SandboxState } from '../state';

const DAY_MS = 86_400_000;
const programmeSchema = z.enum(CASHBACK_PROGRAMMES);
const amountSchema = z.number().nonnegative().max(10_000_000).multipleOf(0.01);

const casinoRoundInputSchema = z.object({ stake: amountSchema, win: amountSchema }).strict();
const premiumInputSchema = z
  .object({ active: z.boolean(), days: z.number().int().min(1).max(365).optional() })
  .strict();

export function registerOfficeLoyaltyRoutes(router: Router, state: SandboxState): void {
  const { store } = state;
  const loyalty = store.officeLoyalty;

  const sessionPlayerId = (ctx: RequestContext) => sessionUserId(ctx, state);
  const userIdOf = (ctx: RequestContext) => controlUserId(ctx, state);

  /* ---------- cashback ---------- */

  router.on('GET', '/office-api/v1/loyalty/cashback/:programme', (ctx) => {
    const userId = sessionPlayerId(ctx);
    const programme = pathParam(ctx, 'programme', programmeSchema);
    const now = state.now();
    const view = store.transaction(() => cashbackView(store, userId, programme, now));
    return json(cashbackAnswerSchema.parse({ data: view }));
  });

  // The week's cashback so far, paid to the main account now; losses count again from here.
  router.on('POST', '/office-api/v1/loyalty/cashback/:programme/claims', (ctx) => {
    const userId = sessionPlayerId(ctx);
    const programme = pathParam(ctx, 'programme', programmeSchema);
    parseBody(ctx, cashbackClaimRequestSchema);
    const now = state.now();
    const payout = store.transaction(() => {
      const week = accrued(store, userId, programme, now);
      if (week.percent === 0) {
        throw SandboxHttpError.coded(409, 'premium_inactive', 'Premium cashback is not active', {
          detail: 'the player has no running Premium subscription',
        });
      }
      if (!isClaimable(programme, week)) {
        const min = formatMinor(PROGRAMME_RULES[programme].minPayoutMinor);
        throw SandboxHttpError.coded(
          409,
          'cashback_below_minimum',
          `Cashback can be claimed from ${min}`,
          { detail: `cashback ${formatMinor(week.amountMinor)}, minimum ${min}` },
        );
      }
      const { accounts } = playerAccounts(store, userId, now);
      const main = accounts[0];
      if (main === undefined) throw new Error(`player ${userId} has no account`);
      store.accounts.credit(main.id, week.amountMinor);
      loyalty.setCountedFrom(userId, programme, now + 1);
      return loyalty.insertPayout({
        userId,
        programme,
        periodStart: week.countedFrom,
        periodEnd: now,
        netLossMinor: week.netLossMinor,
        percent: week.percent,
        amountMinor: week.amountMinor,
        currency: main.currency,
        kind: 'claimed',
        paidAt: now,
      });
    });
    return json(cashbackClaimAnswerSchema.parse({ data: toPayout(payout) }), 201);
  });

  /* ---------- rewards ---------- */

  router.on('GET', '/office-api/v1/loyalty/rewards', (ctx) => {
    const userId = sessionPlayerId(ctx);
    const now = state.now();
    const view = store.transaction(() => rewardsView(store, userId, now));
    return json(rewardsAnswerSchema.parse({ data: view }));
  });

  router.on('POST', '/office-api/v1/loyalty/rewards/exchanges', (ctx) => {
    const userId = sessionPlayerId(ctx);
    const { rewardId } = parseBody(ctx, rewardExchangeRequestSchema);
    const reward = REWARDS.find((r) => r.id === rewardId);
    if (reward === undefined) {
      throw SandboxHttpError.coded(404, 'unknown_reward', 'There is no such reward', {
        source: { pointer: '/rewardId' },
      });
    }
    const now = state.now();
    const answer = store.transaction(() => {
      const member = openMember(store, userId, now);
      if (!loyalty.spendPoints(userId, reward.cost)) {
        throw SandboxHttpError.coded(409, 'not_enough_points', 'Not enough points', {
          detail: `the reward costs ${reward.cost} points, the player has ${member.points}`,
          meta: { cost: reward.cost, points: member.points },
        });
      }
      const exchange = loyalty.insertExchange({
        userId,
        rewardId,
        cost: reward.cost,
        createdAt: now,
      });
      const currency = playerAccounts(store, userId, now).accounts[0]?.currency ?? 'RUB';
      return {
        exchange: {
          id: exchange.id,
          reward: toReward(reward, currency),
          createdAt: new Date(now).toISOString(),
        },
        points: loyalty.findMember(userId)?.points ?? 0,
      };
    });
    return json(rewardExchangeAnswerSchema.parse({ data: answer }), 201);
  });

  /* ---------- control API ---------- */

  // A real-money casino round: its loss counts for cashback, its stake earns points.
  router.on('POST', '/__sandbox/users/:id/loyalty/casino-rounds', (ctx) => {
    const userId = userIdOf(ctx);
    const input = parseBody(ctx, casinoRoundInputSchema);
    const now = state.now();
    const stakeMinor = toMinor(input.stake);
    store.transaction(() => {
      openMember(store, userId, now);
      loyalty.insertRound(userId, stakeMinor, toMinor(input.win), now);
      loyalty.earnPoints(userId, Math.floor(stakeMinor / STAKE_PER_POINT_MINOR));
    });
    return json({ data: store.transaction(() => rewardsView(store, userId, now)) }, 201);
  });

  router.on('POST', '/__sandbox/users/:id/loyalty/premium', (ctx) => {
    const userId = userIdOf(ctx);
    const input = parseBody(ctx, premiumInputSchema);
    const now = state.now();
    store.transaction(() => {
      openMember(store, userId, now);
      loyalty.setPremiumUntil(userId, input.active ? now + (input.days ?? 30) * DAY_MS : null);
    });
    return json({ data: store.transaction(() => cashbackView(store, userId, 'premium', now)) });
  });
}
