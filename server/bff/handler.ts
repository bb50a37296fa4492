import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import type { KyInstance } from 'ky';
import { z } from 'zod';
import {
  BodyTooLargeError,
  declaresTooLarge,
  DEFAULT_MAX_BODY_BYTES,
  readBodyText,
} from '@/server/bff/body';
import { siteGate } from '@/server/bff/site-gate';
import { identityFromHeaders, type RequestIdentity } from '@/server/config/site-config';
import { log } from '@/server/log';
import { isSessionAlive, openSession, startSession, type Session } from '@/server/session/session';
import { upstreamClient } from '@/server/upstream/client';
import { UPSTREAM_ERROR, UpstreamError } from '@/server/upstream/errors';

/**
 * The one wrapper every app/api handler goes through (docs/architecture.md §4): Origin check on
 * every state-changing method, query and body validation with zod, the session, an upstream client
 * bound to the player's token, and one error shape — JSON-API `{ errors: [{ status, code, title,
 * detail?, source? }] }` — that names the bad field and never leaks internals.
 */
export interface ApiErrorItem {
  status: string;
  code: string;
  title: string;
  detail?: string;
  source?: { parameter?: string; pointer?: string; header?: string };
  meta?: Record<string, unknown>;
}

export function apiError(
  status: number,
  items: Omit<ApiErrorItem, 'status'>[],
  headers?: Record<string, string>,
): NextResponse {
  return NextResponse.json(
    { errors: items.map((item) => ({ status: String(status), ...item })) },
    { status, headers: { 'cache-control': 'no-store', ...headers } },
  );
}

/** Thrown by a handler to answer a 4xx of its own (rate limit, a rule of the BFF). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    title: string,
    readonly headers?: Record<string, string>,
    readonly extra?: Pick<ApiErrorItem, 'source' | 'meta'>,
  ) {
    super(title);
  }
}

/** A zod error as the 400 items every BFF route answers, each naming its parameter or field. */
export function validationErrors(error: z.ZodError, where: 'parameter' | 'pointer') {
  return error.issues.map((issue) => {
    const path = issue.path.map(String);
    return {
      code: 'invalid',
      title: `${path.join('.') || 'request'}: ${issue.message}`,
      source:
        where === 'parameter' ? { parameter: path.join('.') } : { pointer: `/${path.join('/')}` },
    };
  });
}

/** Upstream failures as the caller sees them: the status class and the player-facing codes. */
function upstreamFailure(error: UpstreamError): NextResponse {
  switch (error.code) {
    case UPSTREAM_ERROR.noSiteConfig:
      return apiError(503, [
        { code: 'no_site_config', title: 'The site configuration is unavailable' },
      ]);
    case UPSTREAM_ERROR.timeout:
      return apiError(504, [
        { code: 'upstream_timeout', title: 'The service did not answer in time' },
      ]);
    case UPSTREAM_ERROR.close:
      return apiError(499, [{ code: 'close', title: 'The request was cancelled' }]);
    case UPSTREAM_ERROR.unauthorized:
      // A 401 with its own code (wrong credentials) is the upstream's word to the player.
      return error.details.some((d) => d.code)
        ? apiError(
            401,
            error.details.map((d) => ({
              code: d.code ?? 'unauthorized',
              title: d.title ?? 'Please sign in',
            })),
          )
        : apiError(401, [{ code: 'unauthorized', title: 'Please sign in again' }]);
    case UPSTREAM_ERROR.captchaRequired:
      return apiError(400, [
        { code: 'captcha_required', title: 'Please confirm you are not a robot' },
      ]);
    case UPSTREAM_ERROR.fingerprint:
      return apiError(400, [{ code: 'fingerprint', title: 'Please retry' }]);
    case UPSTREAM_ERROR.confirmTerms:
      return apiError(451, [{ code: 'confirm_terms', title: 'Please confirm the updated terms' }]);
    case UPSTREAM_ERROR.http:
      if (error.status >= 400 && error.status < 500) {
        // 4xx details are the upstream's words to the player (wrong code, e-mail taken…).
        const details = error.details.length ? error.details : [{ code: 'upstream_refused' }];
        return apiError(
          error.status,
          details.map((d) => ({
            code: d.code ?? 'upstream_refused',
            title: d.title ?? 'The service refused the request',
            ...(d.pointer ? { source: { pointer: d.pointer } } : {}),
          })),
        );
      }
      return apiError(502, [{ code: 'upstream_error', title: 'The service is unavailable' }]);
    default:
      return apiError(502, [{ code: 'upstream_error', title: 'The service is unavailable' }]);
  }
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * A state-changing request must come from our own pages: its Origin is this site, or (for
 * browsers that send none) Sec-Fetch-Site says same-origin. Anything else is a cross-site
 * request forgery attempt.
 */
export function isSameOrigin(request: NextRequest, identity: RequestIdentity): boolean {
  const origin = request.headers.get('origin');
  if (origin) return origin === identity.origin;
  return request.headers.get('sec-fetch-site') === 'same-origin';
}

export interface HandlerContext<Q, B> {
  request: NextRequest;
  query: Q;
  body: B;
  identity: RequestIdentity;
  session: Session;
  /** The signed-in player, or null. */
  user: { userId: number } | null;
  /** The upstream client, with the player's token (renewed and saved as needed). */
  upstream: KyInstance;
  /** Signs a player in: a new session replaces the old one (the cookie is set on the answer). */
  signIn(input: {
    userId: number;
    token: string;
    refreshKey: string;
    remember: boolean;
  }): Promise<void>;
  /** Ends the session for real (the cookie is cleared on the answer). */
  signOut(): void;
}

const EMPTY = z.object({});

export interface HandlerSpec<Q extends z.ZodType, B extends z.ZodType> {
  query?: Q;
  body?: B;
  auth?: 'required' | 'optional';
  /** The largest body this route reads (default DEFAULT_MAX_BODY_BYTES, 64 KB); above it 413. */
  maxBodyBytes?: number;
  /** A state-changing call that must work while the site is closed (sign-out). */
  evenWhenClosed?: boolean;
}

function bodyTooLarge(error: BodyTooLargeError): NextResponse {
  return apiError(413, [{ code: 'payload_too_large', title: error.message }]);
}

/**
 * spec 01 §4: a state-changing call on a closed site is refused as the pages are: 503
 * `maintenance` with Retry-After, or 403 `blocked` with the block's reason and page.
 */
async function closedSiteAnswer(
  request: NextRequest,
  identity: RequestIdentity,
): Promise<NextResponse | null> {
  const gate = await siteGate(request, identity.origin);
  if (gate.kind === 'maintenance') {
    return apiError(
      503,
      [{ code: 'maintenance', title: 'The site is under maintenance. Please try again later.' }],
      { 'retry-after': String(gate.retryAfterS) },
    );
  }
  if (gate.kind === 'blocked') {
    return apiError(403, [
      {
        code: 'blocked',
        title: 'The site is not available to you',
        meta: { reason: gate.reason, page: gate.page },
      },
    ]);
  }
  return null;
}

/** Over HTTPS every cookie the BFF sets is Secure, not only the session's: none may leak to HTTP. */
function secureCookiesOverHttps(response: NextResponse, identity: RequestIdentity): NextResponse {
  if (!identity.origin.startsWith('https:')) return response;
  const cookies = response.headers.getSetCookie();
  const isSecure = (cookie: string) => /;\s*secure\s*(;|$)/i.test(cookie);
  if (cookies.every(isSecure)) return response;
  response.headers.delete('set-cookie');
  for (const cookie of cookies) {
    response.headers.append('set-cookie', isSecure(cookie) ? cookie : `${cookie}; Secure`);
  }
  return response;
}

export function handler<Q extends z.ZodType = typeof EMPTY, B extends z.ZodType = typeof EMPTY>(
  spec: HandlerSpec<Q, B>,
  run: (context: HandlerContext<z.infer<Q>, z.infer<B>>) => Promise<unknown>,
): (request: NextRequest) => Promise<NextResponse> {
  const maxBodyBytes = spec.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  const answer = async (request: NextRequest, identity: RequestIdentity) => {
    const changesState = STATE_CHANGING.has(request.method);
    if (changesState && !isSameOrigin(request, identity)) {
      return apiError(403, [{ code: 'forbidden_origin', title: 'Cross-site request refused' }]);
    }
    // A body above the ceiling is refused before it is read (and before anything else is done).
    if (declaresTooLarge(request.headers, maxBodyBytes)) {
      return bodyTooLarge(new BodyTooLargeError(maxBodyBytes));
    }
    if (changesState && !spec.evenWhenClosed) {
      const closed = await closedSiteAnswer(request, identity);
      if (closed) return closed;
    }
    const query = (spec.query ?? EMPTY).safeParse(Object.fromEntries(request.nextUrl.searchParams));
    if (!query.success) return apiError(400, validationErrors(query.error, 'parameter'));

    let rawBody: unknown = {};
    if (spec.body) {
      if (!request.headers.get('content-type')?.includes('application/json')) {
        return apiError(415, [
          { code: 'unsupported_media_type', title: 'Send the body as application/json' },
        ]);
      }
      let text: string;
      try {
        text = await readBodyText(request, maxBodyBytes);
      } catch (error) {
        if (error instanceof BodyTooLargeError) return bodyTooLarge(error);
        return apiError(400, [{ code: 'invalid_body', title: 'The body could not be read' }]);
      }
      try {
        rawBody = JSON.parse(text);
      } catch {
        return apiError(400, [{ code: 'invalid_json', title: 'The body is not valid JSON' }]);
      }
    }
    const body = (spec.body ?? EMPTY).safeParse(rawBody);
    if (!body.success) return apiError(400, validationErrors(body.error, 'pointer'));

    // Session cookies written while handling are collected here and copied to the answer.
    const jar = new Response();
    let session: Session | null = null;
    try {
      session = await openSession(request, jar);
      const alive = isSessionAlive(session);
      if (session.userId && !alive) session.destroy();
      const user = alive && session.userId ? { userId: session.userId } : null;
      if (spec.auth === 'required' && !user) {
        return withCookies(apiError(401, [{ code: 'unauthorized', title: 'Please sign in' }]), jar);
      }
      let sessionChanged = false;
      const current = session;
      const upstream = upstreamClient(identity, {
        signal: request.signal,
        headers: forwardedHeaders(request),
        auth: user
          ? {
              token: current.token ?? null,
              refreshKey: current.refreshKey ?? null,
              onToken: (token) => {
                current.token = token ?? undefined;
                sessionChanged = true;
              },
            }
          : undefined,
      });
      let replaced = false;
      const result = await run({
        request,
        query: query.data as z.infer<Q>,
        body: body.data as z.infer<B>,
        identity,
        session: current,
        user,
        upstream,
        signIn: async (input) => {
          replaced = true;
          session = await startSession(request, jar, input);
        },
        signOut: () => {
          replaced = true;
          current.destroy();
        },
      });
      if (!replaced && user && current.userId === user.userId) {
        // The idle lifetime slides with each request of a signed-in player.
        current.lastSeenAt = Date.now();
        sessionChanged = true;
      }
      if (!replaced && sessionChanged && current.userId) await current.save();
      const response =
        result instanceof NextResponse ? result : NextResponse.json(result ?? { data: null });
      // An answer read from a session (and perhaps setting its cookie) is no one else's.
      if (!response.headers.has('cache-control')) response.headers.set('cache-control', 'no-store');
      return withCookies(response, jar);
    } catch (error) {
      if (error instanceof ApiError) {
        return withCookies(
          apiError(
            error.status,
            [{ code: error.code, title: error.message, ...error.extra }],
            error.headers,
          ),
          jar,
        );
      }
      if (error instanceof UpstreamError) {
        // A 4xx is the upstream's answer to this player (wrong password, coef changed), not a
        // failure of ours: a warning; an outage or an odd answer is an error.
        const level =
          error.status < 500 && error.code !== UPSTREAM_ERROR.badAnswer ? 'warn' : 'error';
        log[level]('bff: upstream failure', {
          method: request.method,
          path: request.nextUrl.pathname,
          error,
        });
        // A 401 the token renewal did not cure ends the session.
        if (error.code === UPSTREAM_ERROR.unauthorized) session?.destroy();
        return withCookies(upstreamFailure(error), jar);
      }
      log.error('bff: unexpected error', {
        method: request.method,
        path: request.nextUrl.pathname,
        error,
      });
      return apiError(500, [{ code: 'internal', title: 'Something went wrong' }]);
    }
  };
  return async (request) => {
    const identity = identityFromHeaders(request.headers);
    return secureCookiesOverHttps(await answer(request, identity), identity);
  };
}

function withCookies(response: NextResponse, jar: Response): NextResponse {
  for (const cookie of jar.headers.getSetCookie()) response.headers.append('set-cookie', cookie);
  return response;
}

/** spec 01 §5 "Captcha is sent as a header only if given"; the fingerprint likewise. */
function forwardedHeaders(request: NextRequest): Record<string, string> {
  const headers: Record<string, string> = {};
  const captcha = request.headers.get('x-captcha');
  if (captcha && captcha.length <= 512) headers['x-captcha'] = captcha;
  const fingerprint = request.headers.get('x-fingerprint-token');
  if (fingerprint && fingerprint.length <= 512) headers['x-fingerprint-token'] = fingerprint;
  return headers;
}
