/**
 * The failures of the BFF client (bff-client.ts), on their own so that code which only tells them
 * apart (the store's slices) does without the client in the first-load scripts.
 */
import type { ApiErrorItem } from '@/server/bff/handler';

/** One error of the BFF's answer, as its handlers write it (server/bff/handler.ts). */
export type BffErrorItem = ApiErrorItem;

/** Codes the client gives failures that never reached an answer of the BFF. */
export const CLIENT_ERROR = {
  /** spec 01 §8 "A failed fetch maps to network error". */
  network: 'network_error',
  /** spec 01 §8 "A cancelled request maps to status close with code 499". */
  close: 'close',
  /** The answer was not the JSON we expect. */
  badAnswer: 'bad_answer',
  /** The player closed the captcha without solving it. */
  captchaCancelled: 'captcha_cancelled',
  /** The captcha failed for good (spec 01 §8: type 2, isLogoutUser). */
  captchaFailed: 'captcha_failed',
} as const;

/** The BFF codes this client acts on (docs/bff-api.md). */
export const BFF_ERROR = {
  captchaRequired: 'captcha_required',
  fingerprint: 'fingerprint',
  confirmTerms: 'confirm_terms',
  maintenance: 'maintenance',
  blocked: 'blocked',
} as const;

export class BffError extends Error {
  constructor(
    readonly status: number,
    readonly items: readonly BffErrorItem[],
    /** From the Retry-After header of a 429, in seconds. */
    readonly retryAfterS: number | null = null,
  ) {
    super(items.map((item) => item.title).join('; ') || `HTTP ${status}`);
    this.name = 'BffError';
  }

  /** The code of the first item: what went wrong. */
  get code(): string {
    return this.items[0]?.code ?? CLIENT_ERROR.badAnswer;
  }
}
