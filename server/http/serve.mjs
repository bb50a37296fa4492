#!/usr/bin/env node
/**
 * The production HTTP server (`npm start` runs it through server/cli/start.mjs): Next's request
 * handler behind request-listener.mjs, which sees the TCP peer that Next 15 does not give route
 * handlers. It applies the TRUSTED_PROXIES rule to the forwarded headers, sets `x-client-ip`, and
 * caps request bodies at 1 MB. Env: PORT (3000), HOST (0.0.0.0), TRUSTED_PROXIES (empty: trust
 * nobody), PAGE_CACHE_TTL_MS (how long visitors and players share a rendered page, page-cache.mjs;
 * default 1000, 0 turns it off), NEXT_DIST_DIR (read by next.config.ts).
 */
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import next from 'next';
import { parseTrustedProxies, TrustedProxiesError } from './forwarded.mjs';
import { createPageCache, parsePageCacheTtl } from './page-cache.mjs';
import { createRequestListener } from './request-listener.mjs';

const dir = resolve(import.meta.dirname, '../..');
const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOST || '0.0.0.0';

/** One JSON line, as server/log.ts writes them; an error is reduced to its name and message. */
function logLine(level, event, error) {
  const fields =
    error instanceof Error ? { error: { name: error.name, message: error.message } } : {};
  const line = JSON.stringify({ level, time: new Date().toISOString(), event, ...fields });
  if (level === 'error') console.error(line);
  else console.info(line);
}

let trusted;
let pageCacheTtlMs;
try {
  trusted = parseTrustedProxies(process.env.TRUSTED_PROXIES);
  pageCacheTtlMs = parsePageCacheTtl(process.env.PAGE_CACHE_TTL_MS);
} catch (error) {
  if (!(error instanceof TrustedProxiesError) && !(error instanceof RangeError)) throw error;
  console.error(error.message);
  process.exit(1);
}

// What `next start` tells Next about its own address (server actions forwarded to itself).
const ownHost = hostname === '0.0.0.0' || hostname === '::' ? 'localhost' : hostname;
process.env.__NEXT_PRIVATE_ORIGIN ??= `http://${ownHost.includes(':') ? `[${ownHost}]` : ownHost}:${port}`;

// Next names its own origin after `hostname` in one place (the router's base URL) and `localhost`
// in another (the URL the middleware sees); told `localhost` here, the two agree whatever HOST
// the server listens on, so every site path stays same-origin: rewrites stay internal, and
// redirects go out as relative Locations, never naming the bound address.
const app = next({ dev: false, hostname: 'localhost', port, dir });
await app.prepare();

const server = createServer(
  createRequestListener({
    handle: app.getRequestHandler(),
    trusted,
    pageCache: createPageCache({
      ttlMs: pageCacheTtlMs,
      // Players' pages are shared through the viewer the app registers when it starts
      // (instrumentation.ts, server/session/shared-viewer.ts); until then each is rendered alone.
      viewerOf: (req) =>
        globalThis[Symbol.for('sportsbook.shared-viewer-of')]?.(req) ?? Promise.resolve(null),
    }),
    onError: (error) => logLine('error', 'server: request failed', error),
  }),
);
server.on('clientError', (_error, socket) => {
  if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nconnection: close\r\n\r\n');
  else socket.destroy();
});
server.listen(port, hostname, () => {
  logLine(
    'info',
    `server: listening on ${hostname}:${port}, trusting ${trusted.length} proxy range(s), ` +
      `sharing rendered pages for ${pageCacheTtlMs} ms`,
  );
});

let stopping = false;
function stop() {
  if (stopping) return;
  stopping = true;
  server.close(() => {
    app.close().finally(() => process.exit(0));
  });
  server.closeIdleConnections();
  setTimeout(() => {
    server.closeAllConnections();
    process.exit(0);
  }, 5000).unref();
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
