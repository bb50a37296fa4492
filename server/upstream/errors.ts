/**
 * Typed upstream errors (spec 01 §8). Each carries a code from one table so callers map them
 * without string matching; messages never leak upstream internals to players.
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
  http: 'http error',
} as const;

export type UpstreamErrorCode = (typeof UPSTREAM_ERROR)[keyof typeof UPSTREAM_ERROR];

export class UpstreamError extends Error {
  constructor(
    readonly code: UpstreamErrorCode,
    message: string,
    readonly status: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'UpstreamError';
  }
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
