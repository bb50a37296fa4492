/**
 * The embedded sandbox upstream: a loopback HTTP server that plays the operator's services
 * (docs/upstream-contract.md) with state kept in SQLite, plus the /__sandbox/ control API.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { AUTH_LIMITS, ttlSecondsFromEnv } from './auth-limits';
import { BAD_JSON_BODY, FaultList, WRONG_SHAPE_BODY } from './faults';
import type { Fault } from './faults';
import type { RequestContext, SandboxResponse } from './http';
import { errorBody, SandboxHttpError } from './http';
import { liveTickMsFromEnv, runLiveTicks } from './line-live';
import { RequestLog } from './request-log';
import { Router } from './router';
import { registerAccountEntryRoutes } from './routes/account-entry';
import { registerAccountRoutes } from './routes/accounts';
import { registerAuthRoutes } from './routes/auth';
import { registerAuthControlRoutes } from './routes/auth-control';
import { registerBettingControlRoutes } from './routes/betting-control';
import { registerBlockRoutes } from './routes/blocks';
import { registerCaptchaRoutes } from './routes/captcha';
import { registerCasinoRoutes } from './routes/casino';
import { registerCashierRoutes } from './routes/cashier';
import { registerCmsRoutes } from './routes/cms';
import { registerCmsBonusRoutes } from './routes/cms-bonus';
import { registerCollectorRoutes } from './routes/collector';
import { registerConfigRoutes } from './routes/config';
import { registerControlRoutes } from './routes/control';
import { registerCookieAgreementRoutes } from './routes/cookie-agreement';
import { registerCouponRoutes } from './routes/coupon';
import { registerLimitRoutes } from './routes/limits';
import { registerLineRoutes } from './routes/line';
import { registerMediaRoutes } from './routes/media';
import { registerNewsRoutes } from './routes/news';
import { registerOfficeProfileRoutes } from './routes/office-profile';
import { registerOfficeActivityRoutes } from './routes/office-activity';
import { registerOfficeLoyaltyRoutes } from './routes/office-loyalty';
import { registerOfficeProgrammesRoutes } from './routes/office-programmes';
import { registerOfficeSettingsRoutes } from './routes/office-settings';
import {
  DOCUMENT_UPLOAD_MAX_BODY_BYTES,
  DOCUMENTS_PATH,
  registerOfficeVerificationRoutes,
} from './routes/office-verification';
import { registerOneTapRoutes } from './routes/one-tap';
import { registerPolicyRoutes } from './routes/policy';
import { registerRedirectRoutes } from './routes/redirects';
import { registerResultsRoutes } from './routes/results';
import { registerReminderRoutes } from './routes/reminders';
import { registerSeoRoutes } from './routes/seo';
import { registerSessionRoutes } from './routes/session';
import { registerSupportRoutes } from './routes/support';
import { registerTermsRoutes } from './routes/terms';
import { registerTotoRoutes } from './routes/toto';
import { registerLottoRoutes } from './routes/lotto';
import { registerUserConfigRoutes } from './routes/user-config';
import { seedDemoData, upgradeDemoData } from './seed';
import type { SandboxState } from './state';
import { DEFAULT_REDIRECTS_AUTH } from './state';
import { SandboxStore } from './store';

export interface SandboxOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  /** Defaults to 127.0.0.1: the control API has no authentication, keep it on loopback. */
  host?: string;
  dbPath: string;
  /** Defaults to env REDIRECTS_AUTH, else `sandbox-redirects-key`. */
  redirectsAuth?: string;
  /** Lifetime of a bearer token; defaults to env SANDBOX_TOKEN_TTL_S, else 900. */
  tokenTtlSeconds?: number;
  /** Lifetime of a password recovery code; defaults to env SANDBOX_RECOVERY_TTL_S, else 600. */
  recoveryTtlSeconds?: number;
  /**
   * The clock codes, captchas, tokens, limits and the line run on, in epoch ms; defaults to
   * Date.now. POST /__sandbox/clock moves it forward by a persisted offset.
   */
  now?: () => number;
  /**
   * How often the live simulation ticks, in ms; 0 never (tests tick with the control API).
   * Defaults to env SANDBOX_LIVE_TICK_MS, else 5000.
   */
  liveTickMs?: number;
}

export interface RunningSandbox {
  url: string;
  port: number;
  close(): Promise<void>;
}

const MAX_BODY_BYTES = 1024 * 1024;
const CONTROL_PREFIX = '/__sandbox';

function buildRouter(state: SandboxState): Router {
  const router = new Router();
  registerConfigRoutes(router, state);
  registerRedirectRoutes(router, state);
  registerBlockRoutes(router, state);
  registerSeoRoutes(router, state);
  registerAuthRoutes(router, state);
  registerSessionRoutes(router, state);
  registerCaptchaRoutes(router, state);
  registerOneTapRoutes(router, state);
  registerLineRoutes(router, state);
  registerAccountRoutes(router, state);
  registerUserConfigRoutes(router, state);
  registerAccountEntryRoutes(router, state);
  registerOfficeSettingsRoutes(router, state);
  registerOfficeActivityRoutes(router, state);
  registerOfficeProfileRoutes(router, state);
  registerOfficeVerificationRoutes(router, state);
  registerOfficeLoyaltyRoutes(router, state);
  registerOfficeProgrammesRoutes(router, state);
  registerCookieAgreementRoutes(router, state);
  registerMediaRoutes(router, state);
  registerCouponRoutes(router, state);
  registerLimitRoutes(router, state);
  registerReminderRoutes(router, state);
  registerTermsRoutes(router, state);
  registerSupportRoutes(router, state);
  registerPolicyRoutes(router);
  registerCasinoRoutes(router, state);
  registerTotoRoutes(router, state);
  registerLottoRoutes(router, state);
  registerCashierRoutes(router, state);
  registerCmsRoutes(router);
  registerNewsRoutes(router, state);
  registerResultsRoutes(router, state);
  registerCmsBonusRoutes(router, state);
  registerCollectorRoutes(router, state);
  registerControlRoutes(router, state);
  registerAuthControlRoutes(router, state);
  registerBettingControlRoutes(router, state);
  return router;
}

function requestUrl(req: IncomingMessage): URL {
  const target = req.url ?? '/';
  try {
    return target.startsWith('/') ? new URL(`http://sandbox.invalid${target}`) : new URL(target);
  } catch {
    throw SandboxHttpError.single(400, 'Invalid request target', 'the request URL is not valid');
  }
}

/** Bodies larger than MAX_BODY_BYTES some calls take: a document upload carries a file. */
function maxBodyBytesFor(pathname: string): number {
  return pathname === DOCUMENTS_PATH ? DOCUMENT_UPLOAD_MAX_BODY_BYTES : MAX_BODY_BYTES;
}

async function readBody(req: IncomingMessage, maxBytes: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size <= maxBytes) chunks.push(buffer);
  }
  if (size > maxBytes) {
    throw SandboxHttpError.single(413, 'Payload too large', `body: at most ${maxBytes} bytes`);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function isControlPath(pathname: string): boolean {
  return pathname === CONTROL_PREFIX || pathname.startsWith(`${CONTROL_PREFIX}/`);
}

function faultResponse(fault: Fault, status: number): SandboxResponse {
  return {
    status,
    body: errorBody([
      {
        status: String(status),
        title: 'Injected fault',
        detail: `sandbox fault armed for ${fault.pathPrefix}`,
      },
    ]),
  };
}

/**
 * Waits `ms` unless the request is let go first (the caller closed the connection, the faults
 * were cleared, the sandbox is closing); answers whether the whole wait passed. Only this request
 * waits: the server goes on answering others.
 */
async function hold(ms: number, letGo: AbortSignal): Promise<boolean> {
  if (ms === 0) return !letGo.aborted;
  return sleep(ms, true, { signal: letGo }).catch(() => false);
}

/** What the request answers under the fault; undefined when the connection is to be dropped. */
async function faultAnswer(
  fault: Fault,
  letGo: AbortSignal,
  realAnswer: () => Promise<SandboxResponse>,
): Promise<SandboxResponse | undefined> {
  switch (fault.mode) {
    case 'status':
      if (!(await hold(fault.delayMs, letGo)) || fault.status === 0 || fault.status === null) {
        return undefined;
      }
      return faultResponse(fault, fault.status);
    case 'hang':
      await hold(fault.delayMs, letGo);
      return undefined;
    case 'late': {
      const response = await realAnswer().catch(errorResponse);
      return (await hold(fault.delayMs, letGo)) ? response : undefined;
    }
    case 'badJson':
      return (await hold(fault.delayMs, letGo))
        ? { status: 200, body: undefined, text: BAD_JSON_BODY }
        : undefined;
    case 'wrongShape':
      return (await hold(fault.delayMs, letGo))
        ? { status: 200, body: WRONG_SHAPE_BODY }
        : undefined;
  }
}

function errorResponse(error: unknown): SandboxResponse {
  if (error instanceof SandboxHttpError) {
    return { status: error.status, body: errorBody(error.errors), headers: error.headers };
  }
  console.error('sandbox upstream: unexpected error', error);
  return {
    status: 500,
    body: errorBody([
      { status: '500', title: 'Internal server error', detail: 'unexpected error' },
    ]),
  };
}

function send(res: ServerResponse, response: SandboxResponse): void {
  if (res.destroyed || res.headersSent) return;
  if (response.status === 204) {
    res.writeHead(204, { 'cache-control': 'no-store', ...response.headers });
    res.end();
    return;
  }
  res.writeHead(response.status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    ...response.headers,
  });
  res.end(response.bytes ?? response.text ?? JSON.stringify(response.body));
}

async function answer(
  req: IncomingMessage,
  res: ServerResponse,
  router: Router,
  state: SandboxState,
  shutdown: AbortSignal,
): Promise<SandboxResponse | undefined> {
  const method = req.method ?? 'GET';
  const url = requestUrl(req);
  const rawBody = await readBody(req, maxBodyBytesFor(url.pathname));

  const realAnswer = async () =>
    routeAnswer(router, { method, url, headers: req.headers, rawBody });
  if (isControlPath(url.pathname)) return realAnswer();

  // A file's bytes are not kept in the log: it says how large the body was instead.
  const logged = rawBody.length > MAX_BODY_BYTES ? `[${rawBody.length} bytes]` : rawBody;
  state.requestLog.record(method, url, req.headers, logged);
  const fault = state.faults.take(method, url.pathname);
  if (fault === undefined) return realAnswer();

  const callerGone = new AbortController();
  res.once('close', () => callerGone.abort());
  const letGo = AbortSignal.any([shutdown, state.faults.released, callerGone.signal]);
  const response = await faultAnswer(fault, letGo, realAnswer);
  if (response === undefined) res.destroy();
  return response;
}

function routeAnswer(
  router: Router,
  request: Omit<RequestContext, 'params'>,
): SandboxResponse | Promise<SandboxResponse> {
  const { method, url } = request;
  const match = router.match(method, url.pathname);
  if (match.kind === 'not-found') {
    throw SandboxHttpError.single(404, 'Not found', `no route for ${method} ${url.pathname}`);
  }
  if (match.kind === 'method-not-allowed') {
    const error = SandboxHttpError.single(
      405,
      'Method not allowed',
      `${url.pathname} accepts ${match.allow.join(', ')}`,
    );
    throw new SandboxHttpError(405, error.errors, { allow: match.allow.join(', ') });
  }
  return match.handler({ ...request, params: match.params });
}

function liveTick(state: SandboxState): void {
  try {
    runLiveTicks(state.store, state.now());
  } catch (error) {
    console.error('sandbox upstream: live tick failed', error);
  }
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => reject(error);
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      resolve();
    });
  });
}

export async function startSandbox(opts: SandboxOptions): Promise<RunningSandbox> {
  const host = opts.host ?? '127.0.0.1';
  const baseNow = opts.now ?? Date.now;
  const liveTickMs = opts.liveTickMs ?? liveTickMsFromEnv();
  const store = SandboxStore.open(opts.dbPath);
  const now = () => baseNow() + store.limits.clockOffset();
  store.useClock(now);
  if (store.isEmpty()) seedDemoData(store, now());
  else upgradeDemoData(store, store.openedAtVersion, now());

  const state: SandboxState = {
    store,
    faults: new FaultList(),
    requestLog: new RequestLog(),
    redirectsAuth: opts.redirectsAuth ?? process.env.REDIRECTS_AUTH ?? DEFAULT_REDIRECTS_AUTH,
    now,
    auth: {
      tokenTtlSeconds:
        opts.tokenTtlSeconds ??
        ttlSecondsFromEnv('SANDBOX_TOKEN_TTL_S', AUTH_LIMITS.defaultTokenTtlSeconds),
      recoveryTtlSeconds:
        opts.recoveryTtlSeconds ??
        ttlSecondsFromEnv('SANDBOX_RECOVERY_TTL_S', AUTH_LIMITS.defaultRecoveryTtlSeconds),
    },
  };
  const router = buildRouter(state);
  const shutdown = new AbortController();

  const server = createServer((req, res) => {
    answer(req, res, router, state, shutdown.signal)
      .catch(errorResponse)
      .then((response) => {
        if (response !== undefined) send(res, response);
      })
      .catch((error: unknown) => {
        console.error('sandbox upstream: could not send an answer', error);
        res.destroy();
      });
  });

  try {
    await listen(server, opts.port ?? 0, host);
  } catch (error) {
    store.close();
    throw error;
  }

  const liveTimer = liveTickMs > 0 ? setInterval(() => liveTick(state), liveTickMs) : undefined;
  liveTimer?.unref();

  const port = (server.address() as AddressInfo).port;
  const urlHost = host.includes(':') ? `[${host}]` : host;
  let closing: Promise<void> | undefined;

  return {
    url: `http://${urlHost}:${port}`,
    port,
    close() {
      closing ??= new Promise<void>((resolve) => {
        clearInterval(liveTimer);
        shutdown.abort();
        server.close(() => resolve());
        server.closeAllConnections();
      }).then(() => store.close());
      return closing;
    },
  };
}
