import 'server-only';
import type { KyInstance } from 'ky';
import { TtlCache } from '@/server/edge/ttl-cache';
import { requestJson, upstreamClient } from '@/server/upstream/client';
import {
  cashbackAnswerSchema,
  cashierAnswerSchema,
  mailingAnswerSchema,
  promoCheckAnswerSchema,
  referralAnswerSchema,
  type MailingChannel,
  depositAnswerSchema,
  methodsAnswerSchema,
  paymentProblemAnswerSchema,
  paymentProblemsAnswerSchema,
  topicsAnswerSchema,
  withdrawalAnswerSchema,
  type MethodsAnswer,
  type PaymentProblemRequest,
  type PaymentRequest,
  type PaymentTopic,
} from '@/server/upstream/schemas/cashier';

/**
 * docs/upstream-contract.md "Cashier API". The public methods and the topics are the same for
 * every visitor of a site, so they are shared between requests in per-process caches
 * (docs/architecture.md "Scale"), keyed by origin and currency or language; the player's cashier
 * never is.
 */
const SHARED_TTL_MS = 300_000;
const options = { ttlMs: SHARED_TTL_MS, staleIfErrorMs: 3_600_000 };
const methodsCache = new TtlCache<MethodsAnswer>({ ...options, maxEntries: 200 });
const topicsCache = new TtlCache<PaymentTopic[]>({ ...options, maxEntries: 50 });

/** Empties the shared caches (tests). */
export function clearCashierCaches(): void {
  methodsCache.clear();
  topicsCache.clear();
}

export const cashierApi = {
  /**
   * The payment methods page's list, its names in `lang`; `currency` undefined: the operator's
   * default.
   */
  publicMethods: (origin: string, currency: string | undefined, lang: string) =>
    methodsCache.get(`${origin}|${currency ?? ''}|${lang}`, () =>
      requestJson(
        () =>
          upstreamClient({ origin }).get('cashier-api/v1/methods', {
            searchParams: currency ? { currency, lang } : { lang },
          }),
        methodsAnswerSchema,
        'payment methods',
      ),
    ),

  topics: (origin: string, lang: string) =>
    topicsCache.get(
      `${origin}|${lang}`,
      async () =>
        (
          await requestJson(
            () =>
              upstreamClient({ origin }).get('cashier-api/v1/payment-topics', {
                searchParams: { lang },
              }),
            topicsAnswerSchema,
            'payment topics',
          )
        ).data,
    ),

  cashier: async (upstream: KyInstance, lang: string) =>
    (
      await requestJson(
        () => upstream.get('cashier-api/v1/cashier', { searchParams: { lang } }),
        cashierAnswerSchema,
        'cashier',
      )
    ).data,

  deposit: async (upstream: KyInstance, request: PaymentRequest) =>
    (
      await requestJson(
        () => upstream.post('cashier-api/v1/deposits', { json: request }),
        depositAnswerSchema,
        'deposit',
      )
    ).data,

  withdraw: async (upstream: KyInstance, request: PaymentRequest) =>
    (
      await requestJson(
        () => upstream.post('cashier-api/v1/withdrawals', { json: request }),
        withdrawalAnswerSchema,
        'withdrawal',
      )
    ).data,

  cancelWithdrawal: async (upstream: KyInstance, id: number) =>
    (
      await requestJson(
        () => upstream.delete(`cashier-api/v1/withdrawals/${id}`),
        withdrawalAnswerSchema,
        'withdrawal cancel',
      )
    ).data,

  paymentProblems: async (upstream: KyInstance) =>
    (
      await requestJson(
        () => upstream.get('cashier-api/v1/payment-requests'),
        paymentProblemsAnswerSchema,
        'payment requests',
      )
    ).data,

  createPaymentProblem: async (upstream: KyInstance, request: PaymentProblemRequest) =>
    (
      await requestJson(
        () => upstream.post('cashier-api/v1/payment-requests', { json: request }),
        paymentProblemAnswerSchema,
        'payment request',
      )
    ).data,

  checkPromoCode: async (upstream: KyInstance, code: string, lang: string) =>
    (
      await requestJson(
        () =>
          upstream.post('office-api/v1/promo-codes/check', {
            json: { code },
            searchParams: { lang },
          }),
        promoCheckAnswerSchema,
        'promo check',
      )
    ).data,

  mailing: async (upstream: KyInstance) =>
    (await requestJson(() => upstream.get('office-api/v1/mailing'), mailingAnswerSchema, 'mailing'))
      .data,

  saveMailing: async (upstream: KyInstance, channel: MailingChannel, enabled: boolean) =>
    (
      await requestJson(
        () => upstream.put('office-api/v1/mailing', { json: { channel, enabled } }),
        mailingAnswerSchema,
        'mailing save',
      )
    ).data,

  referral: async (upstream: KyInstance) =>
    (
      await requestJson(
        () => upstream.get('office-api/v1/referral'),
        referralAnswerSchema,
        'referral',
      )
    ).data,

  cashback: async (upstream: KyInstance) =>
    (
      await requestJson(
        () => upstream.get('office-api/v1/cashback'),
        cashbackAnswerSchema,
        'cashback',
      )
    ).data,
};
