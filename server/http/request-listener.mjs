/**
 * The production server's front door (serve.mjs), in front of Next's request handler:
 * - a 405 for a method the site does not answer, before Next sees it;
 * - the forwarded-header trust rule of forwarded.mjs (TRUSTED_PROXIES), and `x-client-ip`;
 * - a cap on every request body (pages, server actions, the BFF), as a backstop behind the BFF's
 *   own 64 KB limit (server/bff/body.ts): a declared Content-Length above it is answered 413
 *   before anything is read, and a body without one (chunked) is counted as it is read and cut
 *   off past the cap, so no request can make the process hold more than that;
 * - the shared copy of pages (page-cache.mjs), when one is given; the viewer header a shared render
 *   reads is this door's alone: whoever sends one has it taken off.
 */
import { applyForwardedTrust } from './forwarded.mjs';
import { VIEWER_HEADER } from './page-cache.mjs';

export const MAX_REQUEST_BODY_BYTES = 1024 * 1024;

/**
 * The routes whose bodies may be larger, by exact path: the verification document upload takes
 * a file of up to 5 MB in its multipart form (DOCUMENT_LIMITS.maxRequestBytes in
 * server/upstream/schemas/office-extra.ts), and reads it with that ceiling itself.
 * @type {Readonly<Record<string, number>>}
 */
export const LARGER_BODY_ROUTES = Object.freeze({
  '/api/office/verification/documents': 8 * 1024 * 1024,
});

/**
 * @param {string | undefined} url
 * @param {number} maxBodyBytes
 * @param {Readonly<Record<string, number>>} largerBodyRoutes
 */
function bodyCapFor(url, maxBodyBytes, largerBodyRoutes) {
  const path = (url ?? '/').split('?')[0] ?? '/';
  return Object.hasOwn(largerBodyRoutes, path)
    ? (largerBodyRoutes[path] ?? maxBodyBytes)
    : maxBodyBytes;
}

/**
 * The methods the site answers. The BFF (`/api/…`) takes the ones its handlers export (each
 * answers 405 itself for the rest of these); pages take GET and HEAD, and POST for server actions
 * and forms posted without JavaScript. Anything else (TRACE, WebDAV verbs, made-up ones) is a 405
 * here: Next's request adapter throws on methods it does not know, which would be a 500 with a
 * stack in the log.
 */
const API_METHODS = Object.freeze(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const PAGE_METHODS = Object.freeze(['GET', 'HEAD', 'POST']);

/**
 * @param {string | undefined} url
 * @returns {readonly string[]}
 */
function methodsFor(url) {
  const path = (url ?? '/').split('?')[0] ?? '/';
  return path === '/api' || path.startsWith('/api/') ? API_METHODS : PAGE_METHODS;
}

/**
 * @param {import('node:http').ServerResponse} res
 * @param {readonly string[]} allowed
 * @param {boolean} api
 */
function methodNotAllowed(res, allowed, api) {
  const body = api
    ? JSON.stringify({
        errors: [
          {
            status: '405',
            code: 'method_not_allowed',
            title: 'Method not allowed',
            detail: `method: use one of ${allowed.join(', ')}`,
          },
        ],
      })
    : `Method not allowed: use one of ${allowed.join(', ')}\n`;
  res.writeHead(405, {
    allow: allowed.join(', '),
    'content-type': api ? 'application/json' : 'text/plain; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
  });
  res.end(body);
}

const PAYLOAD_TOO_LARGE = JSON.stringify({
  errors: [{ status: '413', code: 'payload_too_large', title: 'The request body is too large' }],
});

/**
 * How long the rest of a refused body is read and dropped before the connection is closed. A
 * client is usually still sending when the 413 goes out; closing at once would make its next
 * write fail with a reset, and it would never see the answer.
 */
const LINGER_MS = 1000;

/**
 * @typedef {{ refused: boolean, closeWhenRead?: () => void }} BodyState
 */

/**
 * Answers 413 and closes the connection once the client has stopped sending (or after
 * LINGER_MS); whatever still arrives is dropped, never held. When Next has already begun its
 * answer, the connection is cut instead.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {BodyState} state
 */
function refuse(req, res, state) {
  if (state.refused) return;
  state.refused = true;
  // Whatever Next still writes after this answer goes nowhere.
  res.on('error', () => undefined);
  if (res.headersSent) {
    req.socket.destroy();
    return;
  }
  res.writeHead(413, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(PAYLOAD_TOO_LARGE),
    'cache-control': 'no-store',
    connection: 'close',
  });
  res.write(PAYLOAD_TOO_LARGE);
  const close = () => {
    clearTimeout(timer);
    if (!res.writableEnded) res.end();
  };
  const timer = setTimeout(close, LINGER_MS);
  timer.unref?.();
  state.closeWhenRead = close;
  req.resume();
}

/**
 * Counts the body as its reader takes it ('data' is emitted for every chunk read, whether the
 * reader listens for it, pipes or iterates). Past the cap the request is refused, and from then on
 * no chunk and no end reaches the reader: it gets an error instead, so it never takes a cut-off
 * body for a whole one, and never waits for ever.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {number} maxBytes
 * @returns {BodyState}
 */
function capBody(req, res, maxBytes) {
  /** @type {BodyState} */
  const state = { refused: false };
  let received = 0;
  const emit = req.emit;
  /** @type {typeof req.emit} */
  const capped = function (event, ...args) {
    if (state.refused && (event === 'data' || event === 'end')) {
      if (event === 'end') {
        state.closeWhenRead?.();
        if (req.listenerCount('error') > 0) {
          emit.call(this, 'error', new Error('request body too large'));
        }
      }
      return false;
    }
    if (event === 'data') {
      const chunk = args[0];
      received += typeof chunk === 'string' ? Buffer.byteLength(chunk) : (chunk?.length ?? 0);
      if (received > maxBytes) {
        refuse(req, res, state);
        return false;
      }
    }
    return emit.call(this, event, ...args);
  };
  req.emit = capped;
  return state;
}

/**
 * @param {{
 *   handle: (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => unknown,
 *   trusted: import('./forwarded.mjs').TrustedProxies,
 *   maxBodyBytes?: number,
 *   largerBodyRoutes?: Readonly<Record<string, number>>,
 *   onError?: (error: unknown) => void,
 *   pageCache?: { serve: (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, handle: (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => unknown) => unknown },
 * }} options
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void}
 */
export function createRequestListener({
  handle,
  trusted,
  maxBodyBytes = MAX_REQUEST_BODY_BYTES,
  largerBodyRoutes = LARGER_BODY_ROUTES,
  onError,
  pageCache,
}) {
  return (req, res) => {
    const allowed = methodsFor(req.url);
    if (!allowed.includes(req.method ?? 'GET')) {
      // The body, if any, is read and dropped so the connection can carry the next request.
      req.resume();
      methodNotAllowed(res, allowed, allowed === API_METHODS);
      return;
    }
    applyForwardedTrust(req.headers, req.socket.remoteAddress, trusted);
    delete req.headers[VIEWER_HEADER];
    const cap = bodyCapFor(req.url, maxBodyBytes, largerBodyRoutes);
    const body = capBody(req, res, cap);
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > cap) {
      refuse(req, res, body);
      return;
    }
    Promise.resolve()
      .then(() => (pageCache ? pageCache.serve(req, res, handle) : handle(req, res)))
      .catch((error) => {
        onError?.(error);
        if (!res.headersSent) {
          res.statusCode = 500;
          res.end();
        }
      });
  };
}
