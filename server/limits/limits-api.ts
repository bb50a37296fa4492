import 'server-only';
import type { KyInstance } from 'ky';
import { requestJson } from '@/server/upstream/client';
import {
  availableLimitsAnswerSchema,
  blockUserAnswerSchema,
  limitActionAnswerSchema,
  limitsAnswerSchema,
  limitsSaveAnswerSchema,
  selfExcludeReasonsAnswerSchema,
  testResultAnswerSchema,
  type LimitAction,
  type LimitsSave,
  type TestAnswers,
} from '@/server/upstream/schemas/limits';

/** spec 01 §7 "Limits": the limits call itself, and the base path of the others. */
const LIMITS_PATH = 'limit-service-api/api/external/web/v3/limits';
const LIMIT_BASE = 'limit-service-api/limit/external/web/api/v1';

/** spec 01 §7: the limits (and their labels) come in the page's language, by header. */
const language = (lang: string) => ({ headers: { 'accept-language': lang } });

/**
 * docs/upstream-contract.md "Limits API": the player's responsible-gaming limits. Every call
 * carries the player's token (spec 01 §6).
 */
export const limitsApi = {
  /** The limits and the upstream's clock (our own when it does not say). */
  limits: async (upstream: KyInstance, lang: string) => {
    const answer = await requestJson(
      () => upstream.get(LIMITS_PATH, language(lang)),
      limitsAnswerSchema,
      'limits',
    );
    return { limits: answer.data, now: answer.meta?.now ?? Math.floor(Date.now() / 1000) };
  },

  available: async (upstream: KyInstance) =>
    (
      await requestJson(
        () => upstream.get(`${LIMIT_BASE}/availablelimits`),
        availableLimitsAnswerSchema,
        'available limits',
      )
    ).data,

  selfExcludeReasons: async (upstream: KyInstance, lang: string) =>
    (
      await requestJson(
        () => upstream.get(`${LIMIT_BASE}/reasons/selfexclude`, language(lang)),
        selfExcludeReasonsAnswerSchema,
        'self-exclusion reasons',
      )
    ).data,

  /** spec 01 §3: answers status, questions, tokenGuid, limitsData. */
  save: async (upstream: KyInstance, save: LimitsSave, lang: string) =>
    (
      await requestJson(
        () => upstream.post(LIMITS_PATH, { json: save, ...language(lang) }),
        limitsSaveAnswerSchema,
        'limits save',
      )
    ).data,

  testAnswers: async (upstream: KyInstance, answers: TestAnswers, lang: string) =>
    (
      await requestJson(
        () => upstream.post(`${LIMIT_BASE}/testanswers`, { json: answers, ...language(lang) }),
        testResultAnswerSchema,
        'limit test answers',
      )
    ).data,

  action: async (upstream: KyInstance, action: LimitAction, lang: string) =>
    (
      await requestJson(
        () => upstream.post(`${LIMIT_BASE}/limitaction`, { json: action, ...language(lang) }),
        limitActionAnswerSchema,
        'limit action',
      )
    ).data.limitsData,

  blockUser: async (upstream: KyInstance) =>
    (
      await requestJson(
        () => upstream.post(`${LIMIT_BASE}/BlockUser`, { json: {} }),
        blockUserAnswerSchema,
        'block user',
      )
    ).data.success,
};
