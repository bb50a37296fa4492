import 'server-only';
import type { KyInstance } from 'ky';
import { requestJson } from '@/server/upstream/client';
import {
  cashbackAnswerSchema,
  cashbackClaimAnswerSchema,
  rewardExchangeAnswerSchema,
  rewardsAnswerSchema,
  type CashbackProgramme,
  type RewardExchangeRequest,
} from '@/server/upstream/schemas/office-loyalty';

/**
 * docs/upstream-contract.md "Loyalty API": the casino cashback programmes and the loyalty
 * points' reward shop. Each call needs the player's token.
 */
export const loyaltyApi = {
  cashback: async (upstream: KyInstance, programme: CashbackProgramme) =>
    (
      await requestJson(
        () => upstream.get(`office-api/v1/loyalty/cashback/${programme}`),
        cashbackAnswerSchema,
        `${programme} cashback`,
      )
    ).data,

  claimCashback: async (upstream: KyInstance, programme: CashbackProgramme) =>
    (
      await requestJson(
        () => upstream.post(`office-api/v1/loyalty/cashback/${programme}/claims`, { json: {} }),
        cashbackClaimAnswerSchema,
        `${programme} cashback claim`,
      )
    ).data,

  rewards: async (upstream: KyInstance) =>
    (
      await requestJson(
        () => upstream.get('office-api/v1/loyalty/rewards'),
        rewardsAnswerSchema,
        'loyalty rewards',
      )
    ).data,

  exchangeReward: async (upstream: KyInstance, request: RewardExchangeRequest) =>
    (
      await requestJson(
        () => upstream.post('office-api/v1/loyalty/rewards/exchanges', { json: request }),
        rewardExchangeAnswerSchema,
        'reward exchange',
      )
    ).data,
};
