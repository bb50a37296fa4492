/**
 * A shared copy of the pages visitors and players get, kept for a moment (PAGE_CACHE_TTL_MS,
 * default 1 s): the micro-cache an operator would otherwise put in a reverse proxy, in the
 * production server's front door (request-listener.mjs) so that every instance has it.
 *
 * Who gets a copy: a GET for a page (not the BFF, not Next's assets, not a client navigation's
 * RSC request, not a server action). The key is what a page renders from, and nothing else: the
 * address, the site origin and country a trusted proxy stated (forwarded.mjs has removed them
 * from anybody else), the User-Agent and Accept-Language, and the cookies of KEY_COOKIES (the
 * consent cookie by its choice, not by the moment it was made). The page is rendered from those
 * alone: every other cookie is taken off the request Next sees, so no cookie outside the key can
 * change a copy, and an unknown cookie never splits one.
 *
 * A player (a request with a session cookie) shares too, on the pages `viewerOf` names: it
 * answers with what the page renders from for that player (the player's class: guards and
 * display choices, never who the player is), or null when the page must be rendered for the
 * player alone. A shared render never sees the session: its cookie is taken off like any other,
 * and the render reads the player's class through VIEWER_HEADER, a token of this process that
 * stands for it while the render runs (`sharedViewerOf`); anything personal is loaded by the
 * browser afterwards. What is kept: a 200 text/html answer whose cookies are only those the
 * request pipeline derives from the address and the cookies in the key (SHAREABLE_SET_COOKIES);
 * anything else is never stored.
 *
 * Every answer still gets its own CSP nonce: the copy is kept with the nonce it was rendered with
 * cut out, and each answer puts a fresh one in its place (page and header alike), so no two
 * visitors share a nonce. Visitors asking for a page that is being rendered wait for that render
 * rather than starting their own (one render per key at a time).
 *
 * Plain JavaScript with no dependencies beyond Node: serve.mjs runs it, Jest tests it; the
 * types are in page-cache.d.mts.
 */
import { createHash, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliDecompressSync, gunzipSync, gzip as gzipAsync, inflateSync } from 'node:zlib';
import { admitViewer, releaseViewer, VIEWER_HEADER } from './page-viewers.mjs';

/** The session cookie names (server/edge/cookie-names.ts): their bearer is never given a copy. */
export const SESSION_COOKIE_NAMES = Object.freeze(['__Host-sb-session', '__Secure-sb-session']);

/**
 * The cookies a kept answer may set: the request pipeline's (server/edge/pipeline.ts), each a
 * function of the address and the visitor's cookies, which are both in the key (and of the site's
 * state, as the page itself is): the language, the referral and campaign cookies from the query,
 * the block reason and address, the site closed to this browser.
 */
export const SHAREABLE_SET_COOKIES = Object.freeze([
  'lng',
  'block_reason',
  'refererid',
  'referral_values',
  'reflinkid',
  'ref_partner_id',
  'short_reflinkid',
  'subid',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'postback_watcher',
  'payment_consultant',
  'block_from',
  'site_closed',
]);

/**
 * The cookies a page renders from (the request pipeline's and the pages' own reads): the
 * language, the theme, the right column's state, the display preferences and the browser's zone,
 * the dismissed zone offer and new-site notice, the age confirmation, the consent (by choice), the
 * block and maintenance state. Nothing else a browser sends reaches a shared render.
 */
export const KEY_COOKIES = Object.freeze([
  'lng',
  'theme',
  'right_section',
  'prefs',
  'tz_browser',
  'tz_offer',
  'new_site_seen',
  'age_confirmed',
  'cookies_agree',
  'block_reason',
  'block_from',
  'site_closed',
  'geo_off',
  'maintenance',
]);

export { VIEWER_HEADER };

/** The header that tells operators and tests how an answer was made: hit, miss or bypass. */
export const PAGE_CACHE_HEADER = 'x-page-cache';

export const DEFAULT_PAGE_CACHE_TTL_MS = 1000;
/** Every copy together stays under this; the oldest go first. */
const DEFAULT_PAGE_CACHE_MAX_BYTES = 64 * 1024 * 1024;
/** A larger page is not kept (list pages are about 150 kB). */
const MAX_ENTRY_BYTES = 2 * 1024 * 1024;

/**
 * How hard each copy is compressed for a visitor that accepts gzip: a copy differs from the next
 * by its nonce, so it is compressed per answer, at a level that keeps that cheap (a 150 kB page
 * in about a millisecond, to within a few per cent of level 6's size).
 */
const GZIP_LEVEL = 4;
/** Paths that are never pages: the BFF, Next's assets, the public assets. */
const NOT_A_PAGE = /^\/(?:api|_next|static)(?:\/|$)/;
const gzip = promisify(gzipAsync);
/**
 * How long a visitor waits for the render of the same page another visitor started before
 * rendering their own: a render that never ends must not hold everyone who asks after it.
 */
const DEFAULT_WAIT_LIMIT_MS = 3000;
/** Headers of a client navigation or a server action: their answers are not documents. */
const NAVIGATION_HEADERS = Object.freeze([
  'rsc',
  'next-action',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
]);
/** The request headers a page may render from, besides the address and the cookies. */
const KEY_HEADERS = Object.freeze([
  'host',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-country-code',
  'user-agent',
  'accept-language',
]);
/** Headers of the rendered answer that are not replayed: each copy gets its own. */
const NOT_REPLAYED = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
  'etag',
  PAGE_CACHE_HEADER,
]);

/** @param {string} header @returns {string[]} the names of the cookies a Cookie header sends */
function cookieNames(header) {
  return header
    .split(';')
    .map((pair) => pair.split('=')[0]?.trim() ?? '')
    .filter(Boolean);
}

/** @param {string} setCookie @returns {string} */
function setCookieName(setCookie) {
  return setCookie.split('=')[0]?.trim() ?? '';
}

/** The consent cookie (features/consent/consent-rules.ts): `<choice>.<epoch ms of the choice>`. */
export const CONSENT_COOKIE = 'cookies_agree';
const CONSENT_VALUE = /^([a-z]+)\.[1-9]\d{0,14}$/;

/**
 * The cookies of KEY_COOKIES a Cookie header sends, in the order of KEY_COOKIES (the first of a
 * name a browser sends twice, as a page reads it), as a Cookie header.
 * @param {string} header
 * @returns {string}
 */
export function keptCookies(header) {
  /** @type {Map<string, string>} */
  const found = new Map();
  for (const pair of header.split(';')) {
    const at = pair.indexOf('=');
    if (at < 0) continue;
    const name = pair.slice(0, at).trim();
    if (KEY_COOKIES.includes(name) && !found.has(name)) found.set(name, pair.slice(at + 1).trim());
  }
  return KEY_COOKIES.filter((name) => found.has(name))
    .map((name) => `${name}=${found.get(name)}`)
    .join('; ');
}

/**
 * The kept cookies as the key reads them: a consent cookie stands for its choice alone. The page
 * renders from the choice (features/consent consentForRender), never from its moment, which is
 * each returning visitor's own: keyed on the moment, no two returning visitors would share a copy.
 * A value of another form is kept whole (the page renders it as no choice, its own case).
 * @param {string} kept as keptCookies made it
 * @returns {string}
 */
function keyedCookies(kept) {
  return kept
    .split('; ')
    .map((pair) => {
      if (!pair.startsWith(`${CONSENT_COOKIE}=`)) return pair;
      const choice = CONSENT_VALUE.exec(pair.slice(CONSENT_COOKIE.length + 1))?.[1];
      return choice ? `${CONSENT_COOKIE}=${choice}.*` : pair;
    })
    .join('; ');
}

/**
 * Whether a request is one for a page that may be shared at all (before who asks is known).
 * @param {import('node:http').IncomingMessage} req
 * @returns {boolean}
 */
function isSharablePageRequest(req) {
  if (req.method !== 'GET') return false;
  const url = req.url ?? '/';
  const path = url.split('?')[0] ?? '/';
  if (NOT_A_PAGE.test(path) || /[?&]_rsc=/.test(url)) return false;
  return !NAVIGATION_HEADERS.some((name) => req.headers[name] !== undefined);
}

/**
 * The key of the shared copy a request gets: its address, kept cookies, key headers, and for a
 * player the viewer's own key.
 * @param {import('node:http').IncomingMessage} req
 * @param {string} kept as keptCookies made it
 * @param {string} viewerKey '' for a visitor
 * @returns {string}
 */
function pageCacheKey(req, kept, viewerKey) {
  const hash = createHash('sha256');
  hash.update(req.url ?? '/');
  hash.update('\0');
  hash.update(keyedCookies(kept));
  for (const name of KEY_HEADERS) {
    const value = req.headers[name];
    hash.update('\0');
    hash.update(Array.isArray(value) ? value.join(', ') : (value ?? ''));
  }
  hash.update('\0');
  hash.update(viewerKey);
  return hash.digest('base64url');
}

/** @param {string | undefined} csp @returns {string | null} the nonce a CSP header allows */
function nonceOf(csp) {
  return /'nonce-([^']+)'/.exec(csp ?? '')?.[1] ?? null;
}

/**
 * A kept answer: its headers (as JSON) and its page, each cut at the nonce it was rendered with.
 * Between two parts of the page goes the fresh nonce, or the piece of it in `slices` (the same
 * index) where the page's payload had the nonce cut in two (nonceCuts).
 * @typedef {{
 *   status: number,
 *   headers: string[],
 *   parts: string[],
 *   slices: ([number, number | null] | null)[],
 *   bytes: number,
 *   expiresAt: number,
 * }} PageCopy
 */

/**
 * The copy of an answer Next finished, or null when it is not one to share.
 * @param {number} status
 * @param {Record<string, string | string[] | number | undefined>} headers
 * @param {Buffer} body as written, in its content-encoding
 * @returns {Omit<PageCopy, 'expiresAt'> | null}
 */
function pageCopyOf(status, headers, body) {
  if (status !== 200) return null;
  if (!/^text\/html\b/i.test(String(headers['content-type'] ?? ''))) return null;
  const cookies = [headers['set-cookie'] ?? []].flat().map(String);
  if (cookies.some((cookie) => !SHAREABLE_SET_COOKIES.includes(setCookieName(cookie)))) {
    return null;
  }
  const html = decode(body, String(headers['content-encoding'] ?? 'identity').toLowerCase());
  if (html === null || html.length > MAX_ENTRY_BYTES) return null;
  /** @type {Record<string, string | string[]>} */
  const kept = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || NOT_REPLAYED.has(name)) continue;
    kept[name] = Array.isArray(value) ? value.map(String) : String(value);
  }
  const nonce = nonceOf(/** @type {string | undefined} */ (kept['content-security-policy']));
  const text = html.toString('utf8');
  // A boundary that failed on the server is left to the browser to render (React's `$RX`
  // instruction, or a `data-dgst` digest): such a page is the failure of one moment, not kept.
  if (/\$RX\(|data-dgst=/.test(text)) return null;
  const cut = nonce ? cutAtNonce(text, nonce) : { parts: [text], slices: [] };
  if (!cut) return null;
  const headersText = JSON.stringify(kept);
  // The nonce is also in other headers (Next's preload `link` header carries it).
  return {
    status,
    headers: nonce ? headersText.split(nonce) : [headersText],
    ...cut,
    // As held in memory: a string with any character past Latin-1 takes two bytes a character.
    bytes: (text.length + headersText.length) * 2,
  };
}

/** The pieces of the page's payload Next writes as inline scripts, in their order. */
const PAYLOAD_PIECE = /self\.__next_f\.push\(\[1,"((?:[^"\\]|\\.)*)"\]\)/g;

/**
 * The page cut at every place its nonce is: whole, and in the payload also in two pieces. React
 * writes its payload in pieces of a fixed size and Next inlines each as a script of its own, so a
 * nonce in the payload (Next's stylesheet hints carry it) can straddle two pieces: its head ends
 * one script and its tail begins the next. Each such place is kept as the slices of the nonce it
 * holds (the tail to the nonce's end), and gets the same slices of the fresh one. Null when a place cannot be told (a copy that
 * could not be given a fresh nonce in every place is not kept).
 * @param {string} html @param {string} nonce
 * @returns {{ parts: string[], slices: ([number, number | null] | null)[] } | null}
 */
function cutAtNonce(html, nonce) {
  /** @type {[at: number, length: number, slice: [number, number | null] | null][]} */
  const places = [];
  for (let at = html.indexOf(nonce); at >= 0; at = html.indexOf(nonce, at + nonce.length)) {
    places.push([at, nonce.length, null]);
  }
  const between = `"])</script><script nonce="${nonce}">self.__next_f.push([1,"`;
  let split = 0;
  for (let at = html.indexOf(between); at >= 0; at = html.indexOf(between, at + 1)) {
    const next = at + between.length;
    for (let k = 1; k < nonce.length; k += 1) {
      if (html.startsWith(nonce.slice(0, k), at - k) && html.startsWith(nonce.slice(k), next)) {
        places.push([at - k, k, [0, k]], [next, nonce.length - k, [k, null]]);
        split += 1;
        break;
      }
    }
  }
  // Every nonce the payload holds is found, whole or in two.
  const pieces = [...html.matchAll(PAYLOAD_PIECE)].map((match) => match[1] ?? '');
  const count = (/** @type {string} */ text) => text.split(nonce).length - 1;
  const inPieces = pieces.reduce((sum, piece) => sum + count(piece), 0);
  if (count(pieces.join('')) !== inPieces + split) return null;
  places.sort((x, y) => x[0] - y[0]);
  /** @type {string[]} */
  const parts = [];
  /** @type {([number, number | null] | null)[]} */
  const slices = [];
  let from = 0;
  for (const [at, length, slice] of places) {
    if (at < from) return null;
    parts.push(html.slice(from, at));
    slices.push(slice);
    from = at + length;
  }
  parts.push(html.slice(from));
  return { parts, slices };
}

/**
 * The page of a copy with `nonce` in every place of the one it was rendered with.
 * @param {Pick<PageCopy, 'parts' | 'slices'>} copy @param {string} nonce @returns {string}
 */
function withNonce({ parts, slices }, nonce) {
  let html = parts[0] ?? '';
  for (let i = 1; i < parts.length; i += 1) {
    const slice = slices[i - 1];
    html += (slice ? nonce.slice(slice[0], slice[1] ?? undefined) : nonce) + parts[i];
  }
  return html;
}

/** @param {Buffer} body @param {string} encoding @returns {Buffer | null} */
function decode(body, encoding) {
  try {
    if (encoding === 'identity' || encoding === '') return body;
    if (encoding === 'gzip') return gunzipSync(body);
    if (encoding === 'deflate') return inflateSync(body);
    if (encoding === 'br') return brotliDecompressSync(body);
  } catch {
    return null;
  }
  return null;
}

/** @param {string | string[] | undefined} header @returns {boolean} */
function acceptsGzip(header) {
  const value = (Array.isArray(header) ? header.join(',') : (header ?? '')).toLowerCase();
  return value.split(',').some((item) => {
    const [coding, ...params] = item.split(';').map((s) => s.trim());
    if (coding !== 'gzip' && coding !== '*') return false;
    const q = params.find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/**
 * Writes a copy with a fresh nonce in the place of the one it was rendered with.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {PageCopy} copy
 * @param {() => string} newNonce
 */
async function sendCopy(req, res, copy, newNonce) {
  const nonce = newNonce();
  const html = Buffer.from(withNonce(copy, nonce), 'utf8');
  const zipped = acceptsGzip(req.headers['accept-encoding']);
  // Compressed off the main thread (zlib's thread pool): the server goes on answering meanwhile.
  const body = zipped ? await gzip(html, { level: GZIP_LEVEL }) : html;
  /** @type {Record<string, string | string[]>} */
  const headers = JSON.parse(copy.headers.join(nonce));
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  if (zipped) res.setHeader('content-encoding', 'gzip');
  res.setHeader('content-length', body.length);
  res.setHeader(PAGE_CACHE_HEADER, 'hit');
  res.statusCode = copy.status;
  res.end(body);
}

/**
 * Keeps what Next writes to `res` (after its own compression, if any) beside sending it, and
 * calls `done` with the finished answer, or with null when the answer was cut off.
 * @param {import('node:http').ServerResponse} res
 * @param {(answer: { status: number, headers: Record<string, any>, body: Buffer } | null) => void} done
 */
function recordAnswer(res, done) {
  /** @type {Buffer[]} */
  const chunks = [];
  let size = 0;
  let overflow = false;
  /** @type {Record<string, any>} */
  const headArgs = {};
  /** @param {unknown} chunk @param {unknown} encoding */
  const keep = (chunk, encoding) => {
    if (overflow || chunk === undefined || chunk === null || typeof chunk === 'function') return;
    const buffer = Buffer.isBuffer(chunk)
      ? chunk
      : typeof chunk === 'string'
        ? Buffer.from(
            chunk,
            typeof encoding === 'string' ? /** @type {BufferEncoding} */ (encoding) : 'utf8',
          )
        : chunk instanceof Uint8Array
          ? Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)
          : null;
    if (!buffer) return;
    size += buffer.length;
    if (size > MAX_ENTRY_BYTES) {
      overflow = true;
      chunks.length = 0;
      return;
    }
    chunks.push(Buffer.from(buffer));
  };
  let settled = false;
  /** @param {Parameters<typeof done>[0]} answer */
  const settle = (answer) => {
    if (settled) return;
    settled = true;
    done(answer);
  };
  const { write, end, writeHead } = res;
  res.write = /** @type {typeof res.write} */ (
    function (/** @type {any} */ chunk, /** @type {any} */ encoding, /** @type {any} */ cb) {
      keep(chunk, encoding);
      return write.call(this, chunk, encoding, cb);
    }
  );
  // The answer is whole once Next (or its compression) ends it: the copy is made then, not once
  // the visitor has read it all, so a slow reader holds nobody else.
  res.end = /** @type {typeof res.end} */ (
    function (/** @type {any} */ chunk, /** @type {any} */ encoding, /** @type {any} */ cb) {
      keep(chunk, encoding);
      const result = end.call(this, chunk, encoding, cb);
      settle(
        overflow || res.destroyed
          ? null
          : {
              status: res.statusCode,
              headers: { ...res.getHeaders(), ...headArgs },
              body: Buffer.concat(chunks),
            },
      );
      return result;
    }
  );
  res.writeHead = /** @type {typeof res.writeHead} */ (
    function (/** @type {number} */ status, /** @type {any[]} */ ...rest) {
      const headers = typeof rest[0] === 'string' ? rest[1] : rest[0];
      if (Array.isArray(headers)) {
        for (let i = 0; i + 1 < headers.length; i += 2) {
          headArgs[String(headers[i]).toLowerCase()] = headers[i + 1];
        }
      } else if (headers && typeof headers === 'object') {
        for (const [name, value] of Object.entries(headers)) headArgs[name.toLowerCase()] = value;
      }
      return writeHead.call(this, status, ...rest);
    }
  );
  res.on('close', () => settle(null));
}

/**
 * What a player's page is shared by: `key`, what the page renders from for this player (the same
 * for every player of the class), and `viewer`, what the render reads through VIEWER_HEADER.
 * @typedef {{ key: string, viewer: unknown }} SharedViewer
 */

/**
 * The viewer of a request with a session cookie: null (the page is rendered for the player
 * alone) without a `viewerOf`, when it answers null, or when it fails.
 * @param {import('node:http').IncomingMessage} req
 * @param {((req: import('node:http').IncomingMessage) => Promise<SharedViewer | null>) | undefined} viewerOf
 * @returns {Promise<SharedViewer | null>}
 */
async function playerViewer(req, viewerOf) {
  if (!viewerOf) return null;
  try {
    return await viewerOf(req);
  } catch {
    return null;
  }
}

/**
 * @param {{
 *   ttlMs: number,
 *   maxBytes?: number,
 *   waitLimitMs?: number,
 *   now?: () => number,
 *   newNonce?: () => string,
 *   viewerOf?: (req: import('node:http').IncomingMessage) => Promise<SharedViewer | null>,
 * }} options
 */
export function createPageCache({
  ttlMs,
  viewerOf,
  maxBytes = DEFAULT_PAGE_CACHE_MAX_BYTES,
  waitLimitMs = DEFAULT_WAIT_LIMIT_MS,
  now = Date.now,
  newNonce = () => randomBytes(16).toString('base64'),
}) {
  /** @type {Map<string, PageCopy>} */
  const copies = new Map();
  /** @type {Map<string, Promise<PageCopy | null>>} */
  const rendering = new Map();
  let bytes = 0;

  /** @param {string} key */
  const drop = (key) => {
    const copy = copies.get(key);
    if (!copy) return;
    copies.delete(key);
    bytes -= copy.bytes;
  };

  /** @param {string} key @returns {PageCopy | null} */
  const fresh = (key) => {
    const copy = copies.get(key);
    if (!copy) return null;
    if (copy.expiresAt > now()) return copy;
    drop(key);
    return null;
  };

  /** @param {string} key @param {PageCopy} copy */
  const keep = (key, copy) => {
    drop(key);
    copies.set(key, copy);
    bytes += copy.bytes;
    for (const [oldest, old] of copies) {
      if (bytes <= maxBytes && old.expiresAt > now()) break;
      drop(oldest);
    }
  };

  return {
    /** How many copies are kept now (for tests and diagnostics). */
    get size() {
      return copies.size;
    },
    /**
     * Answers `req` with a copy, or lets `handle` (Next) render it, keeping what it renders.
     * @param {import('node:http').IncomingMessage} req
     * @param {import('node:http').ServerResponse} res
     * @param {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => unknown} handle
     * @returns {Promise<unknown>}
     */
    async serve(req, res, handle) {
      if (!(ttlMs > 0) || !isSharablePageRequest(req)) return handle(req, res);
      const cookie = req.headers.cookie ?? '';
      /** @type {SharedViewer | null} */
      let viewer = null;
      if (cookieNames(cookie).some((name) => SESSION_COOKIE_NAMES.includes(name))) {
        viewer = await playerViewer(req, viewerOf);
        if (!viewer) return handle(req, res);
      }
      const kept = keptCookies(cookie);
      const key = pageCacheKey(req, kept, viewer ? `player\0${viewer.key}` : '');
      // The render sees the cookies of the key and nothing else (the session's neither).
      if (kept) req.headers.cookie = kept;
      else delete req.headers.cookie;
      /** A render of this request, its viewer admitted for as long as it runs. */
      const render = () => {
        if (viewer) {
          const token = admitViewer(viewer.viewer);
          req.headers[VIEWER_HEADER] = token;
          res.on('close', () => releaseViewer(token));
        }
        return handle(req, res);
      };
      let copy = fresh(key);
      const pending = copy ? undefined : rendering.get(key);
      if (pending) {
        /** @type {NodeJS.Timeout | undefined} */
        let timer;
        copy = await Promise.race([
          pending,
          new Promise((resolve) => (timer = setTimeout(resolve, waitLimitMs, null))),
        ]);
        clearTimeout(timer);
        if (!copy) {
          // The render this visitor waited for was not one to share, or took too long: render for
          // this visitor.
          res.setHeader(PAGE_CACHE_HEADER, 'bypass');
          return render();
        }
      }
      if (copy) return sendCopy(req, res, copy, newNonce);
      /** @type {(copy: PageCopy | null) => void} */
      let settle = () => undefined;
      rendering.set(key, new Promise((resolve) => (settle = resolve)));
      recordAnswer(res, (answer) => {
        /** @type {PageCopy | null} */
        let copy = null;
        try {
          const made = answer && pageCopyOf(answer.status, answer.headers, answer.body);
          copy = made ? { ...made, expiresAt: now() + ttlMs } : null;
          if (copy) keep(key, copy);
        } finally {
          rendering.delete(key);
          settle(copy);
        }
      });
      res.setHeader(PAGE_CACHE_HEADER, 'miss');
      return render();
    },
  };
}

/**
 * PAGE_CACHE_TTL_MS as the server reads it: a whole number of milliseconds, 0 turning the cache
 * off; anything else is refused so that the server does not start with a value it misreads.
 * @param {string | undefined} value
 * @returns {number}
 */
export function parsePageCacheTtl(value) {
  if (value === undefined || value.trim() === '') return DEFAULT_PAGE_CACHE_TTL_MS;
  if (!/^\d{1,7}$/.test(value.trim())) {
    throw new RangeError(`PAGE_CACHE_TTL_MS: "${value}" is not a whole number of milliseconds`);
  }
  return Number(value.trim());
}
