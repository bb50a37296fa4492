import 'server-only';
import type { KyInstance } from 'ky';
import { requestJson, requestVoid } from '@/server/upstream/client';
import {
  bonusAnswerSchema,
  bonusesAnswerSchema,
  messageAnswerSchema,
  messagesAnswerSchema,
  paymentsAnswerSchema,
  ticketAnswerSchema,
  ticketsAnswerSchema,
  type PaymentType,
  type SupportRequest,
} from '@/server/upstream/schemas/office';

export interface PaymentsQuery {
  /** ISO instants: `from` inclusive, `to` exclusive. */
  from?: string;
  to?: string;
  type?: PaymentType;
  page: number;
  pageSize?: number;
}

function params(values: Record<string, string | number | undefined>): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined) search.set(key, String(value));
  }
  return search;
}

/**
 * docs/upstream-contract.md "Office activity API": the player's payments, bonuses, inbox and
 * support requests. Each call needs the player's token.
 */
export const officeApi = {
  payments: (upstream: KyInstance, query: PaymentsQuery) =>
    requestJson(
      () => upstream.get('office-api/v1/payments', { searchParams: params({ ...query }) }),
      paymentsAnswerSchema,
      'payment history',
    ),

  bonuses: async (upstream: KyInstance, lang: string) =>
    (
      await requestJson(
        () => upstream.get('office-api/v1/bonuses', { searchParams: params({ lang }) }),
        bonusesAnswerSchema,
        'bonuses',
      )
    ).data,

  /** Takes or refuses an available deposit bonus. */
  decideBonus: async (upstream: KyInstance, id: number, action: 'take' | 'refuse', lang: string) =>
    (
      await requestJson(
        () =>
          upstream.post(`office-api/v1/bonuses/${id}/${action}`, {
            searchParams: params({ lang }),
          }),
        bonusAnswerSchema,
        `bonus ${action}`,
      )
    ).data,

  messages: (upstream: KyInstance, page: number, lang: string) =>
    requestJson(
      () => upstream.get('office-api/v1/messages', { searchParams: params({ page, lang }) }),
      messagesAnswerSchema,
      'messages',
    ),

  readMessage: async (upstream: KyInstance, id: number, lang: string) =>
    (
      await requestJson(
        () =>
          upstream.post(`office-api/v1/messages/${id}/read`, { searchParams: params({ lang }) }),
        messageAnswerSchema,
        'message read',
      )
    ).data,

  deleteMessage: (upstream: KyInstance, id: number) =>
    requestVoid(() => upstream.delete(`office-api/v1/messages/${id}`), 'message delete'),

  tickets: async (upstream: KyInstance) =>
    (
      await requestJson(
        () => upstream.get('office-api/v1/support/tickets'),
        ticketsAnswerSchema,
        'support requests',
      )
    ).data,

  createTicket: async (upstream: KyInstance, request: SupportRequest) =>
    (
      await requestJson(
        () => upstream.post('office-api/v1/support/tickets', { json: request }),
        ticketAnswerSchema,
        'support request',
      )
    ).data,
};
