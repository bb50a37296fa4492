/**
 * The browser's betting calls to our BFF (docs/bff-api.md "Betting"): accounts, placing a coupon
 * under a request id, the outcomes' live refresh and the bet history. Failures are `BffError`s;
 * a refused coupon's items carry the upstream's `code` and `meta` (e.g. `coef_changed` with the
 * current coef in `meta.coef`).
 */
import type { AccountsAnswer } from '@/server/upstream/schemas/accounts';
import type {
  Coupon,
  CouponErrorCode,
  CouponHistoryStatus,
  CouponRequest,
  SingleResult,
} from '@/server/upstream/schemas/coupon';
import { BffError, bffClient, type BffClient, type BffErrorItem } from '@/features/bff';

/** The header the BFF forwards as the upstream's idempotency key. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** What placing answers: the coupon, or for many singles (9) one result per bet. */
export type PlacedCoupon = Coupon | { typeId: 9; singlesResultCoupons: SingleResult[] };

export interface CouponHistoryPage {
  coupons: Coupon[];
  page: number;
  pageSize: number;
  total: number;
}

/** A refusal item of a coupon: `code` is one of the coupon API's, `meta` what to act on. */
export interface CouponRefusal extends BffErrorItem {
  code: CouponErrorCode;
  meta?: {
    outcomeId?: number;
    coef?: number;
    requestedCoef?: number;
    minBetAmount?: number;
    maxBetAmount?: number;
    balance?: string;
    currency?: string;
  };
}

/**
 * A fresh idempotency key for one coupon: keep it for retries of the same coupon (a double click,
 * a lost answer) and draw a new one only for other content once its first sending is decided.
 */
export function newRequestId(): string {
  return globalThis.crypto.randomUUID();
}

export function isManySingles(
  placed: PlacedCoupon,
): placed is { typeId: 9; singlesResultCoupons: SingleResult[] } {
  return 'singlesResultCoupons' in placed;
}

/** The coupon refusals of an error (empty for other failures: network, session, validation). */
export function couponRefusals(error: unknown): CouponRefusal[] {
  if (!(error instanceof BffError)) return [];
  return error.items.filter((item): item is CouponRefusal => COUPON_CODES.has(item.code));
}

const COUPON_CODES = new Set<string>([
  'request_id_reused',
  'unknown_account',
  'invalid_coupon',
  'unknown_outcome',
  'outcome_blocked',
  'coef_changed',
  'amount_below_min',
  'amount_above_max',
  'prepaid_unavailable',
  'insufficient_balance',
] satisfies CouponErrorCode[]);

/** The calls bound to one BFF client (tests pass their own). */
export function createBettingClient(client: BffClient) {
  return {
    /** spec 02 §7 "Account data fetch". */
    fetchAccounts: (signal?: AbortSignal) => client.get<AccountsAnswer>('/api/accounts', signal),
    /** spec 02 §7 "Set active account"; answers the accounts after the change. */
    setActiveAccount: (id: number) => client.post<AccountsAnswer>('/api/accounts/active', { id }),
    /** Places the coupon; the same requestId again answers the first answer, never a 2nd bet. */
    placeCoupon: (request: CouponRequest, requestId: string, signal?: AbortSignal) =>
      client.request<PlacedCoupon>(`/api/coupons?lang=${pageLanguage()}`, {
        method: 'POST',
        body: request,
        headers: { [REQUEST_ID_HEADER]: requestId },
        signal,
      }),
    /**
     * What placing under `requestId` came to, when placing got no answer: the placing answer
     * (placed), or the same `BffError` as placing (refused), or 404 `request_unknown` when
     * nothing was decided under that id.
     */
    fetchPlacing: (requestId: string, signal?: AbortSignal) =>
      client.get<PlacedCoupon>(
        `/api/coupons/by-request/${encodeURIComponent(requestId)}?lang=${pageLanguage()}`,
        signal,
      ),
    /** A page of the bet history (from 1), newest first; `status: 'open'` the unsettled ones. */
    fetchHistory: (
      page = 1,
      pageSize?: number,
      signal?: AbortSignal,
      status?: CouponHistoryStatus,
    ) => {
      const query = new URLSearchParams({ page: String(page), lang: pageLanguage() });
      if (pageSize !== undefined) query.set('pageSize', String(pageSize));
      if (status !== undefined) query.set('status', status);
      return client.get<CouponHistoryPage>(`/api/coupons?${query}`, signal);
    },
  };
}

function pageLanguage(): string {
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang;
  return /^[a-z]{2}$/.test(lang) ? lang : 'en';
}

const betting = createBettingClient(bffClient);
export const { fetchAccounts, setActiveAccount, placeCoupon, fetchPlacing, fetchHistory } = betting;
