/**
 * Typed upstream errors: the catalogue of spec 01 §8. Each carries a code from one table so
 * callers map them without string matching; messages never leak upstream internals to players.
 */
export const UPSTREAM_ERROR = {
  /** spec 01 §8 "Config load failure throws no site config". */
  noSiteConfig: 'no site config',
  /** spec 01 §8 "A failed fetch maps to network error". */
  network: 'network error',
  /** spec 01 §8 "A cancelled request maps to status close with code 499". */
  close: 'close',
  timeout: 'timeout',
  /** The upstream answered, but not with the agreed shape. */
  badAnswer: 'bad answer',
  /** 401 that a renewed token did not cure: the player must sign in again. */
  unauthorized: 'unauthorized',
  /** 400 with code 100/111/112/113: the caller must pass a captcha and retry with its header. */
  captchaRequired: 'captcha required',
  /** 400 with the fingerprint error code: the caller must refresh its fingerprint and retry. */
  fingerprint: 'fingerprint',
  /** 451 with exception_code 1: the player must confirm the changed terms. */
  confirmTerms: 'confirm terms',
  /** Any other 4xx/5xx; the message joins the JSON-API error details. */
  http: 'http error',
} as const;

export type UpstreamErrorCode = (typeof UPSTREAM_ERROR)[keyof typeof UPSTREAM_ERROR];

/** spec 01 §8 "JSON-API server errors list their details joined by a delimiter". */
export const ERROR_DETAIL_DELIMITER = '; ';

/** spec 01 §8: the 400 codes that ask for a captcha. */
export const CAPTCHA_ERROR_CODES = ['100', '111', '112', '113'] as const;
export const FINGERPRINT_ERROR_CODE = 'fingerprint';

export class UpstreamError extends Error {
  constructor(
    readonly code: UpstreamErrorCode,
    message: string,
    readonly status: number,
    options?: {
      cause?: unknown;
      /** The upstream's own error codes and field pointers, for the BFF to pass on. */
      details?: { code?: string; title?: string; pointer?: string }[];
    },
  ) {
    super(message, options);
    this.name = 'UpstreamError';
    this.details = options?.details ?? [];
  }

  readonly details: { code?: string; title?: string; pointer?: string }[];
}

export class NoSiteConfigError extends UpstreamError {
  constructor(cause: unknown) {
    super(UPSTREAM_ERROR.noSiteConfig, 'no site config', 503, { cause });
    this.name = 'NoSiteConfigError';
  }
}

/** Transient failures worth a retry: network, timeout and 5xx/429 answers; not a bad shape. */
export function isTransient(error: unknown): boolean {
  if (!(error instanceof UpstreamError)) return false;
  if (error.code === UPSTREAM_ERROR.network || error.code === UPSTREAM_ERROR.timeout) return true;
  return error.code === UPSTREAM_ERROR.http && (error.status >= 500 || error.status === 429);
}
