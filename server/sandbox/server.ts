/**
 * The embedded sandbox upstream: a loopback HTTP server that plays the operator's services
 * (docs/upstream-contract.md) with state kept in SQLite, plus the /__sandbox/ control API.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { AUTH_LIMITS, ttlSecondsFromEnv } from './auth-limits';
import { FaultList } from './faults';
import type { Fault } from './faults';
import type { SandboxResponse } from './http';
import { errorBody, SandboxHttpError } from './http';
import { liveTickMsFromEnv, runLiveTicks } from './line-live';
import { RequestLog } from './request-log';
import { Router } from './router';
import { registerAccountRoutes } from './routes/accounts';
import { registerAuthRoutes } from './routes/auth';
import { registerAuthControlRoutes } from './routes/auth-control';
import { registerBettingControlRoutes } from './routes/betting-control';
import { registerBlockRoutes } from './routes/blocks';
import { registerCaptchaRoutes } from './routes/captcha';
import { registerConfigRoutes } from './routes/config';
import { registerControlRoutes } from './routes/control';
import { registerCouponRoutes } from './routes/coupon';
import { registerLineRoutes } from './routes/line';
import { registerOneTapRoutes } from './routes/one-tap';
import { registerRedirectRoutes } from './routes/redirects';
import { registerSeoRoutes } from './routes/seo';
import { registerSessionRoutes } from './routes/session';
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
  /** The clock codes, captchas, tokens and the line run on, in epoch ms; defaults to Date.now. */
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
  registerCouponRoutes(router, state);
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

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size <= MAX_BODY_BYTES) chunks.push(buffer);
  }
  if (size > MAX_BODY_BYTES) {
    throw SandboxHttpError.single(
      413,
      'Payload too large',
      `body: at most ${MAX_BODY_BYTES} bytes`,
    );
  }
  return Buffer.concat(chunks).toString('utf8');
}

function isControlPath(pathname: string): boolean {
  return pathname === CONTROL_PREFIX || pathname.startsWith(`${CONTROL_PREFIX}/`);
}

function faultResponse(fault: Fault): SandboxResponse {
  return {
    status: fault.status,
    body: errorBody([
      {
        status: String(fault.status),
        title: 'Injected fault',
        detail: `sandbox fault armed for ${fault.pathPrefix}`,
      },
    ]),
  };
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
  res.end(JSON.stringify(response.body));
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
  const rawBody = await readBody(req);

  if (!isControlPath(url.pathname)) {
    state.requestLog.record(method, url, req.headers, rawBody);
    const fault = state.faults.take(url.pathname);
    if (fault !== undefined) {
      const stillRunning =
        fault.delayMs === 0 ||
        (await sleep(fault.delayMs, true, { signal: shutdown }).catch(() => false));
      if (!stillRunning || fault.status === 0) {
        res.destroy();
        return undefined;
      }
      return faultResponse(fault);
    }
  }

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
  return match.handler({ method, url, params: match.params, headers: req.headers, rawBody });
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
  const now = opts.now ?? Date.now;
  const liveTickMs = opts.liveTickMs ?? liveTickMsFromEnv();
  const store = SandboxStore.open(opts.dbPath);
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
