import 'server-only';
import { HTTPError, type KyInstance } from 'ky';
import { requestJson, toUpstreamError } from '@/server/upstream/client';
import {
  accountsAnswerSchema,
  currencyMessageAnswerSchema,
} from '@/server/upstream/schemas/accounts';
import {
  couponAnswerSchema,
  couponErrorBodySchema,
  couponHistoryAnswerSchema,
  couponPlaceAnswerSchema,
  COUPON_ERROR_CODES,
  REQUEST_ID_HEADER,
  REQUEST_UNKNOWN_CODE,
  type CouponError,
  type CouponHistoryStatus,
  type ParsedCouponRequest,
} from '@/server/upstream/schemas/coupon';
import { outcomesAnswerSchema } from '@/server/upstream/schemas/line';
import type { z } from 'zod';

/** The upstream marks an answer it kept from the first request with this id (idempotency). */
export const IDEMPOTENT_REPLAY_HEADER = 'x-idempotent-replay';

export type PlaceAnswer = z.infer<typeof couponPlaceAnswerSchema>['data'];

/**
 * What placing a coupon came to: placed (201, or 200 for many singles that all failed), possibly
 * a replay of the first answer to the same request id; or refused with the upstream's coded
 * errors (`code` and `meta` are what the coupon shows and acts on, e.g. the new coef).
 */
export type PlaceResult =
  | { kind: 'placed'; status: number; replay: boolean; data: PlaceAnswer }
  | { kind: 'refused'; status: number; errors: CouponError[] };

/** What the upstream decided under a request id: placing's answer, or nothing (`unknown`). */
export type PlacingOutcome = PlaceResult | { kind: 'unknown' };

function withLang(lang: string | undefined): Record<string, string> {
  return lang ? { lang } : {};
}

/**
 * The accounts and coupon calls of docs/upstream-contract.md "Accounts API", "Coupon API" and
 * the outcomes call of "Line API", each parsed with its schema. Every call but `outcomes` needs
 * the player's token on `upstream`.
 */
export const bettingApi = {
  /** spec 02 §7 "Account data fetch". */
  accounts: async (upstream: KyInstance) =>
    (
      await requestJson(
        () => upstream.get('accounts-api/v1/accounts'),
        accountsAnswerSchema,
        'accounts',
      )
    ).data,

  /** spec 02 §7 "Set active account" (query param id); answers the accounts after the change. */
  setActiveAccount: async (upstream: KyInstance, id: number) =>
    (
      await requestJson(
        () =>
          upstream.post('accounts-api/v1/accounts/active', { searchParams: { id: String(id) } }),
        accountsAnswerSchema,
        'set active account',
      )
    ).data,

  /** spec 02 §7 "Office API add currency": the account opens later; answers data.message. */
  addCurrency: async (upstream: KyInstance, currencyId: number) =>
    (
      await requestJson(
        () => upstream.post('accounts-api/v1/accounts/currencies', { json: { currencyId } }),
        currencyMessageAnswerSchema,
        'add currency',
      )
    ).data,

  /** spec 02 §7 "Office API remove currency"; answers data.message. */
  removeCurrency: async (upstream: KyInstance, currencyId: number) =>
    (
      await requestJson(
        () => upstream.delete(`accounts-api/v1/accounts/currencies/${currencyId}`),
        currencyMessageAnswerSchema,
        'remove currency',
      )
    ).data,

  /**
   * Places a coupon under the caller's request id: the upstream answers a repeat of the same
   * request with the first answer, so a double click never places two coupons.
   */
  async placeCoupon(
    upstream: KyInstance,
    coupon: ParsedCouponRequest,
    requestId: string,
    lang?: string,
  ): Promise<PlaceResult> {
    let response: Response;
    try {
      response = await upstream.post('coupon-api/v1/coupons', {
        json: coupon,
        headers: { [REQUEST_ID_HEADER]: requestId },
        searchParams: withLang(lang),
      });
    } catch (error) {
      const refusal = error instanceof HTTPError ? await refusalOf(error.response) : null;
      if (refusal) return refusal;
      throw await toUpstreamError(error, 'place coupon');
    }
    return placed(response, 'place coupon');
  },

  /**
   * What placing under `requestId` came to, for a caller whose placing got no answer (a time-out,
   * a lost connection): the upstream answers the kept answer of that id, placed or refused, or
   * 404 `request_unknown` when it decided nothing under it. Anything else is a failure: the
   * caller still does not know.
   */
  async placingOutcome(
    upstream: KyInstance,
    requestId: string,
    lang?: string,
  ): Promise<PlacingOutcome> {
    let response: Response;
    try {
      response = await upstream.get(
        `coupon-api/v1/coupons/by-request/${encodeURIComponent(requestId)}`,
        { searchParams: withLang(lang) },
      );
    } catch (error) {
      if (error instanceof HTTPError) {
        if (await isRequestUnknown(error.response)) return { kind: 'unknown' };
        const refusal = error.response.status === 404 ? null : await refusalOf(error.response);
        if (refusal?.kind === 'refused' && refusal.errors.some(isCouponRefusal)) return refusal;
      }
      throw await toUpstreamError(error, 'placing outcome');
    }
    return placed(response, 'placing outcome');
  },

  /** The bet history, newest first. */
  couponHistory: (
    upstream: KyInstance,
    query: { page: number; pageSize: number; status?: CouponHistoryStatus; lang?: string },
  ) =>
    requestJson(
      () =>
        upstream.get('coupon-api/v1/coupons', {
          searchParams: {
            page: String(query.page),
            pageSize: String(query.pageSize),
            ...(query.status ? { status: query.status } : {}),
            ...withLang(query.lang),
          },
        }),
      couponHistoryAnswerSchema,
      'coupon history',
    ),

  /** One of the player's coupons; another player's is a 404 like a missing one. */
  coupon: async (upstream: KyInstance, couponId: number, lang?: string) =>
    (
      await requestJson(
        () => upstream.get(`coupon-api/v1/coupons/${couponId}`, { searchParams: withLang(lang) }),
        couponAnswerSchema,
        'coupon',
      )
    ).data,

  /** The current coef and block of the coupon's outcomes (public); unknown ids are left out. */
  outcomes: async (upstream: KyInstance, ids: readonly number[], lang?: string) =>
    (
      await requestJson(
        () =>
          upstream.get('line-api/v1/outcomes', {
            searchParams: { ids: ids.join(','), ...withLang(lang) },
          }),
        outcomesAnswerSchema,
        'outcomes',
      )
    ).data,
};

async function placed(response: Response, what: string): Promise<PlaceResult> {
  const answer = await requestJson(() => Promise.resolve(response), couponPlaceAnswerSchema, what);
  return {
    kind: 'placed',
    status: response.status,
    replay: response.headers.get(IDEMPOTENT_REPLAY_HEADER) === 'true',
    data: answer.data,
  };
}

const COUPON_CODES: ReadonlySet<string> = new Set(COUPON_ERROR_CODES);

function isCouponRefusal(error: CouponError): boolean {
  return COUPON_CODES.has(error.code);
}

/** The lookup's 404 that says nothing was decided under the id (not a missing route). */
async function isRequestUnknown(response: Response): Promise<boolean> {
  if (response.status !== 404) return false;
  try {
    const body = couponErrorBodySchema.safeParse(await response.clone().json());
    return body.success && body.data.errors.some((e) => e.code === REQUEST_UNKNOWN_CODE);
  } catch {
    return false;
  }
}

/** A 4xx whose body lists coded coupon errors is a refusal; anything else is a failure. */
async function refusalOf(response: Response): Promise<PlaceResult | null> {
  if (response.status < 400 || response.status >= 500 || response.status === 401) return null;
  let body: unknown;
  try {
    body = await response.clone().json();
  } catch {
    return null;
  }
  const parsed = couponErrorBodySchema.safeParse(body);
  return parsed.success
    ? { kind: 'refused', status: response.status, errors: parsed.data.errors }
    : null;
}
