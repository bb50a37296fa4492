import 'server-only';
import type { KyInstance } from 'ky';
import type { RateLimit } from '@/server/bff/rate-limit';
import { requestJson } from '@/server/upstream/client';
import {
  chatAnswerSchema,
  supportReceiptAnswerSchema,
  type CallbackRequest,
  type ChatRequest,
  type EmailRequest,
} from '@/server/upstream/schemas/support';

/**
 * Requests per client address the BFF lets through to support (docs/bff-api.md "Rate limits"):
 * the support button is open to visitors, so each kind is limited before the upstream is asked.
 */
export const SUPPORT_LIMITS = {
  callback: { max: 5, windowMs: 10 * 60_000 },
  email: { max: 5, windowMs: 10 * 60_000 },
  chat: { max: 30, windowMs: 10 * 60_000 },
} as const satisfies Record<string, RateLimit>;

/**
 * docs/upstream-contract.md "Support API": the support multi-button's call back, e-mail question
 * and consultant chat (spec 01 §3, §4). A signed-in player's token goes along when there is one.
 */
export const supportApi = {
  callback: async (upstream: KyInstance, request: CallbackRequest) =>
    (
      await requestJson(
        () => upstream.post('web-api/support/callback', { json: request }),
        supportReceiptAnswerSchema,
        'support call back',
      )
    ).data,

  email: async (upstream: KyInstance, request: EmailRequest) =>
    (
      await requestJson(
        () => upstream.post('web-api/support/email', { json: request }),
        supportReceiptAnswerSchema,
        'support e-mail',
      )
    ).data,

  chat: async (upstream: KyInstance, request: ChatRequest) =>
    (
      await requestJson(
        () => upstream.post('web-api/support/chat', { json: request }),
        chatAnswerSchema,
        'support chat',
      )
    ).data,
};
