import 'server-only';
import ky, { HTTPError, TimeoutError, type KyInstance } from 'ky';
import type { z } from 'zod';
import { TtlCache } from '@/server/edge/ttl-cache';
import {
  upstreamBaseUrl,
  upstreamHeaders,
  type UpstreamIdentity,
} from '@/server/edge/upstream-headers';
import { getTokenAnswerSchema, upstreamErrorBodySchema } from './schemas/auth';
import {
  CAPTCHA_ERROR_CODES,
  ERROR_DETAIL_DELIMITER,
  FINGERPRINT_ERROR_CODE,
  UPSTREAM_ERROR,
  UpstreamError,
} from './errors';
import { isTokenValid } from './token';

/** Every upstream call has an explicit budget; one attempt never waits longer than this. */
export const UPSTREAM_TIMEOUT_MS = 5000;
/** spec 02 §9 "Token fetch reuse 60 s": one renewal serves every request for a minute. */
export const TOKEN_FETCH_REUSE_MS = 60_000;

/** A signed-in caller's credentials; the client renews the token and reports it. */
export interface UpstreamAuth {
  token: string | null;
  refreshKey: string | null;
  /** Called with a renewed token (to keep in the session), or null when it is gone. */
  onToken?: (token: string | null) => void;
}

export interface UpstreamExtras {
  /** Extra headers for every request (country code, captcha only when given, …). */
  headers?: Record<string, string>;
  auth?: UpstreamAuth;
  /** Aborts the request (a cancelled browser request): maps to `close` / 499. */
  signal?: AbortSignal;
}

const renewals = new TtlCache<string>({ ttlMs: TOKEN_FETCH_REUSE_MS, maxEntries: 10_000 });

/**
 * GET /web-api/user/gettoken?force_refresh=true, shared for 60 s per refresh key. Null when the
 * upstream refuses the renewal (401/403, or a token without a future expiry); an upstream that
 * cannot renew right now (5xx, timeout, network, a broken answer) throws its UpstreamError, so
 * a 401 it could not cure is not taken for the end of the session (issue 9 §1).
 */
async function renewToken(identity: UpstreamIdentity, auth: UpstreamAuth): Promise<string | null> {
  if (!auth.refreshKey) return null;
  const refreshKey = auth.refreshKey;
  try {
    const token = await renewals.get(refreshKey, async () => {
      const answer = await ky
        .get('web-api/user/gettoken', {
          prefixUrl: upstreamBaseUrl(),
          searchParams: { force_refresh: 'true' },
          timeout: UPSTREAM_TIMEOUT_MS,
          retry: 0,
          headers: {
            ...upstreamHeaders({ ...identity, token: auth.token }),
            'x-refresh-key': refreshKey,
          },
        })
        .json();
      return getTokenAnswerSchema.parse(answer).data.token;
    });
    // spec 02 §5: valid only with an expiry claim in the future.
    return isTokenValid(token) ? token : null;
  } catch (error) {
    const failure = await toUpstreamError(error, 'token renewal');
    if (failure.status === 401 || failure.status === 403) return null;
    throw failure;
  }
}

/**
 * The one upstream client (docs/architecture.md §5) with the error catalogue of spec 01 §8:
 * - a token that is missing its expiry or past it is renewed before the request;
 * - 401: the token is dropped, a new one fetched (shared for 60 s) and the request sent once
 *   more; a second 401 is `unauthorized`;
 * - 400 with code 100/111/112/113 → `captcha required`, 400 fingerprint → `fingerprint`,
 *   451 with exception_code 1 → `confirm terms`: the BFF hands these to the browser, which owns
 *   the captcha, the fingerprint and the terms page, and retries;
 * - cancelled → `close` (499), failed fetch → `network error`, timeout → `timeout`.
 * ky's own retry is off: retries are the caller's policy (spec 01 §9) and a POST is never
 * repeated behind its back (the 401 replay is safe: the upstream refused it unprocessed).
 */
export function upstreamClient(
  identity: UpstreamIdentity,
  extras: UpstreamExtras = {},
): KyInstance {
  const { auth } = extras;
  return ky.create({
    prefixUrl: upstreamBaseUrl(),
    timeout: UPSTREAM_TIMEOUT_MS,
    retry: 0,
    cache: 'no-store',
    signal: extras.signal,
    headers: { ...upstreamHeaders(identity), ...extras.headers },
    hooks: {
      beforeRequest: [
        async (request) => {
          if (!auth) return;
          if (auth.token && !isTokenValid(auth.token)) {
            // Sent without a token when it cannot be renewed now: public answers still work.
            const renewed = await renewToken(identity, auth).catch(() => null);
            auth.token = renewed;
            auth.onToken?.(renewed);
          }
          if (auth.token) request.headers.set('authorization', `Bearer ${auth.token}`);
        },
      ],
      afterResponse: [
        async (request, options, response) => {
          if (
            response.status !== 401 ||
            !auth?.refreshKey ||
            request.headers.has('x-token-renewed')
          ) {
            return response;
          }
          // The refused token is dropped, but the renewal still names it: the upstream finds the
          // login it belongs to by it (docs/upstream-contract.md gettoken).
          const refused = auth.token;
          auth.token = null;
          const renewed = await renewToken(identity, { ...auth, token: refused });
          auth.token = renewed;
          auth.onToken?.(renewed);
          if (!renewed) return response;
          const retry = new Request(request, { headers: new Headers(request.headers) });
          retry.headers.set('authorization', `Bearer ${renewed}`);
          retry.headers.set('x-token-renewed', '1');
          return ky(retry, { ...options, hooks: {}, retry: 0 });
        },
      ],
    },
  });
}

export type UpstreamClient = ReturnType<typeof upstreamClient>;

/** Runs a request, parses the JSON answer with schema and maps every failure to UpstreamError. */
export async function requestJson<S extends z.ZodType>(
  send: () => Promise<Response>,
  schema: S,
  what: string,
): Promise<z.infer<S>> {
  let body: unknown;
  try {
    const response = await send();
    body = response.status === 204 ? null : await response.json();
  } catch (error) {
    throw await toUpstreamError(error, what);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new UpstreamError(UPSTREAM_ERROR.badAnswer, `${what}: unexpected answer shape`, 502, {
      cause: parsed.error,
    });
  }
  return parsed.data;
}

/** Runs a request whose answer carries nothing (204), mapping failures like requestJson. */
export async function requestVoid(send: () => Promise<Response>, what: string): Promise<void> {
  try {
    await send();
  } catch (error) {
    throw await toUpstreamError(error, what);
  }
}

async function errorBody(response: Response) {
  try {
    const parsed = upstreamErrorBodySchema.safeParse(await response.clone().json());
    return parsed.success ? parsed.data.errors : [];
  } catch {
    return [];
  }
}

export async function toUpstreamError(error: unknown, what: string): Promise<UpstreamError> {
  if (error instanceof UpstreamError) return error;
  if (error instanceof HTTPError) {
    const { status } = error.response;
    const errors = await errorBody(error.response);
    const details = errors.map((e) => ({
      code: e.code === undefined ? undefined : String(e.code),
      title: e.title ?? e.detail,
      pointer: e.source?.pointer ?? e.source?.parameter,
    }));
    const codes = details.map((d) => d.code);
    const joined = details
      .map((d) => d.title)
      .filter(Boolean)
      .join(ERROR_DETAIL_DELIMITER);
    const message = `${what}: ${joined || `upstream answered ${status}`}`;
    const make = (code: (typeof UPSTREAM_ERROR)[keyof typeof UPSTREAM_ERROR]) =>
      new UpstreamError(code, message, status, { cause: error, details });
    if (status === 401) return make(UPSTREAM_ERROR.unauthorized);
    if (
      status === 400 &&
      codes.some((c) => (CAPTCHA_ERROR_CODES as readonly (string | undefined)[]).includes(c))
    ) {
      return make(UPSTREAM_ERROR.captchaRequired);
    }
    if (status === 400 && codes.includes(FINGERPRINT_ERROR_CODE))
      return make(UPSTREAM_ERROR.fingerprint);
    if (status === 451 && errors.some((e) => e.exception_code === 1))
      return make(UPSTREAM_ERROR.confirmTerms);
    return make(UPSTREAM_ERROR.http);
  }
  if (error instanceof TimeoutError) {
    return new UpstreamError(UPSTREAM_ERROR.timeout, `${what}: timed out`, 504, { cause: error });
  }
  // A DOMException is not always an Error instance across realms: go by its name.
  if (
    typeof error === 'object' &&
    error !== null &&
    'name' in error &&
    // Next aborts a handler's request signal with a ResponseAborted when the browser goes away.
    (error.name === 'AbortError' || error.name === 'ResponseAborted')
  ) {
    return new UpstreamError(UPSTREAM_ERROR.close, `${what}: cancelled`, 499, { cause: error });
  }
  if (error instanceof SyntaxError) {
    return new UpstreamError(UPSTREAM_ERROR.badAnswer, `${what}: answer is not JSON`, 502, {
      cause: error,
    });
  }
  return new UpstreamError(UPSTREAM_ERROR.network, `${what}: network error`, 502, { cause: error });
}
