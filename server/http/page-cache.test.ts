/** @jest-environment node */
import {
  createServer,
  request,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync, gzipSync } from 'node:zlib';
import {
  CONSENT_COOKIE as SITE_CONSENT_COOKIE,
  consentCookieValue,
} from '@/features/consent/consent-rules';
import {
  RIGHT_SECTION_COOKIE,
  SESSION_COOKIE_NAMES as EDGE_SESSION_COOKIE_NAMES,
  THEME_COOKIE,
} from '@/server/edge/cookie-names';
import {
  BLOCK_FROM_COOKIE,
  BLOCK_REASON_COOKIE,
  GEO_OFF_COOKIE,
  SITE_CLOSED_COOKIE,
} from '@/server/edge/block';
import { LANGUAGE_COOKIE } from '@/server/edge/language';
import { MAINTENANCE_COOKIE } from '@/server/edge/maintenance';
import { BROWSER_ZONE_COOKIE, ZONE_OFFER_COOKIE } from '@/features/settings/browser-zone';
import { PREFERENCES_COOKIE } from '@/features/settings/preferences';
import { NEW_SITE_COOKIE } from '@/features/visitor-popups/visitor-popup-rules';
import { AGE_COOKIE } from '@/features/protection/protection-rules';
import { demoEdgeSettings } from '@/server/edge/edge-settings.fixture';
import { runPipeline } from '@/server/edge/pipeline';
import { parseTrustedProxies } from './forwarded.mjs';
import {
  CONSENT_COOKIE,
  createPageCache,
  KEY_COOKIES,
  PAGE_CACHE_HEADER,
  parsePageCacheTtl,
  SESSION_COOKIE_NAMES,
  SHAREABLE_SET_COOKIES,
  VIEWER_HEADER,
  type SharedViewer,
} from './page-cache.mjs';
import { admittedViewers, viewerByToken } from './page-viewers.mjs';
import { createRequestListener } from './request-listener.mjs';

type Handle = (req: IncomingMessage, res: ServerResponse) => unknown;

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body as the client reads it (decompressed when it came gzip-encoded). */
  body: string;
  /** The body's bytes on the wire. */
  wireBytes: number;
}

let server: Server | undefined;

/** The clock the cache reads; tests move it. */
let clock = 1_000_000;
let nonces = 0;

/**
 * A stand-in for Next behind the front door: a page drawn with the nonce of the CSP header it
 * is given (as the middleware would set it), counting the renders it does.
 */
function page(options: {
  status?: number;
  contentType?: string;
  setCookie?: string[];
  gzip?: boolean;
  delayMs?: number;
  body?: (nonce: string, req: IncomingMessage) => string;
}) {
  const renders: IncomingMessage[] = [];
  const handle: Handle = (req, res) => {
    renders.push(req);
    const nonce = `render${renders.length}Nonce+/=`;
    const html =
      options.body?.(nonce, req) ??
      `<html><head><script nonce="${nonce}" src="/a.js"></script></head>` +
        `<body><h1>Page ${req.url}</h1><script nonce="${nonce}">self.__next_f.push([1,"{\\"nonce\\":\\"${nonce}\\"}"])</script></body></html>`;
    const answer = () => {
      res.statusCode = options.status ?? 200;
      res.setHeader('content-type', options.contentType ?? 'text/html; charset=utf-8');
      res.setHeader('content-security-policy', `script-src 'nonce-${nonce}' 'strict-dynamic'`);
      res.setHeader('link', `</a.css>; rel=preload; as="style"; nonce="${nonce}"`);
      res.setHeader('cache-control', 'private, no-cache, no-store, max-age=0, must-revalidate');
      if (options.setCookie) res.setHeader('set-cookie', options.setCookie);
      if (options.gzip) {
        res.setHeader('content-encoding', 'gzip');
        res.end(gzipSync(html));
        return;
      }
      // Streamed in two writes, as Next streams a page.
      const half = Math.floor(html.length / 2);
      res.write(html.slice(0, half));
      res.end(Buffer.from(html.slice(half)));
    };
    if (options.delayMs) setTimeout(answer, options.delayMs);
    else answer();
  };
  return { handle, renders };
}

async function start(
  handle: Handle,
  options: {
    ttlMs?: number;
    maxBytes?: number;
    waitLimitMs?: number;
    trusted?: string;
    viewerOf?: (req: IncomingMessage) => Promise<SharedViewer | null>;
  } = {},
) {
  const cache = createPageCache({
    ttlMs: options.ttlMs ?? 1000,
    viewerOf: options.viewerOf,
    maxBytes: options.maxBytes,
    waitLimitMs: options.waitLimitMs,
    now: () => clock,
    newNonce: () => `fresh${(nonces += 1)}Nonce/+=`,
  });
  server = createServer(
    createRequestListener({
      handle,
      trusted: parseTrustedProxies(options.trusted ?? ''),
      pageCache: cache,
    }),
  );
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, cache };
}

beforeEach(() => {
  clock = 1_000_000;
});

afterEach(async () => {
  const running = server;
  server = undefined;
  if (!running) return;
  running.closeAllConnections();
  await new Promise((resolve) => running.close(resolve));
});

/** node:http's client with a fresh connection per request (no agent), reading the whole answer. */
function get(
  port: number,
  path = '/en',
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const body = res.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw;
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: body.toString('utf8'),
          wireBytes: raw.length,
        });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

const nonceOf = (answer: Answer) =>
  /'nonce-([^']+)'/.exec(String(answer.headers['content-security-policy']))?.[1] ?? '';

/** The body with its nonce taken out, to compare two answers' content. */
const content = (answer: Answer) => answer.body.split(nonceOf(answer)).join('N');

describe('anonymous visitors share a rendered page for a moment', () => {
  it('renders once, then answers the same page with a fresh nonce in every place', async () => {
    const { handle, renders } = page({});
    const { port } = await start(handle);
    const first = await get(port);
    const second = await get(port);
    const third = await get(port);

    expect(renders).toHaveLength(1);
    expect([first, second, third].map((a) => a.headers[PAGE_CACHE_HEADER])).toEqual([
      'miss',
      'hit',
      'hit',
    ]);
    expect(new Set([first, second, third].map(nonceOf)).size).toBe(3);
    for (const answer of [second, third]) {
      const nonce = nonceOf(answer);
      expect(answer.status).toBe(200);
      expect(content(answer)).toBe(content(first));
      // Script tags, the payload and the preload header carry the answer's own nonce only.
      expect(answer.body.split(nonce)).toHaveLength(4);
      expect(answer.body).not.toContain(nonceOf(first));
      expect(answer.headers.link).toContain(`nonce="${nonce}"`);
      expect(answer.headers['cache-control']).toBe(
        'private, no-cache, no-store, max-age=0, must-revalidate',
      );
      expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(answer.body));
    }
  });

  it('gives a nonce the payload cut in two a fresh one, cut in the same place', async () => {
    const head = (nonce: string) => nonce.slice(0, 5);
    const { handle, renders } = page({
      body: (nonce) =>
        `<html><body><script nonce="${nonce}">self.__next_f.push([1,"{\\"nonce\\":\\"${head(nonce)}"])</script>` +
        `<script nonce="${nonce}">self.__next_f.push([1,"${nonce.slice(5)}\\"}"])</script>` +
        `<script nonce="${nonce}">self.__next_f.push([1,"{\\"nonce\\":\\"${nonce}\\"}"])</script></body></html>`,
    });
    const { port } = await start(handle);
    await get(port);
    const copy = await get(port);
    expect(renders).toHaveLength(1);
    expect(copy.headers[PAGE_CACHE_HEADER]).toBe('hit');
    const nonce = nonceOf(copy);
    expect(copy.body).toBe(
      `<html><body><script nonce="${nonce}">self.__next_f.push([1,"{\\"nonce\\":\\"${head(nonce)}"])</script>` +
        `<script nonce="${nonce}">self.__next_f.push([1,"${nonce.slice(5)}\\"}"])</script>` +
        `<script nonce="${nonce}">self.__next_f.push([1,"{\\"nonce\\":\\"${nonce}\\"}"])</script></body></html>`,
    );
  });

  it('renders again once the copy is older than its time to live', async () => {
    const { handle, renders } = page({});
    const { port } = await start(handle, { ttlMs: 1000 });
    await get(port);
    clock += 999;
    expect((await get(port)).headers[PAGE_CACHE_HEADER]).toBe('hit');
    clock += 1;
    expect((await get(port)).headers[PAGE_CACHE_HEADER]).toBe('miss');
    expect(renders).toHaveLength(2);
  });

  it('lets visitors who ask while the page renders wait for that one render', async () => {
    const { handle, renders } = page({ delayMs: 100 });
    const { port } = await start(handle);
    const answers = await Promise.all(Array.from({ length: 6 }, () => get(port)));
    expect(renders).toHaveLength(1);
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(200));
    expect(new Set(answers.map(nonceOf)).size).toBe(6);
    expect(new Set(answers.map(content)).size).toBe(1);
  });

  it('keeps a page Next sent compressed, and compresses each copy for clients that take gzip', async () => {
    const { handle, renders } = page({ gzip: true });
    const { port } = await start(handle);
    const first = await get(port, '/en', { 'accept-encoding': 'gzip' });
    const zipped = await get(port, '/en', { 'accept-encoding': 'gzip, deflate, br' });
    const plain = await get(port, '/en', { 'accept-encoding': 'gzip;q=0, identity' });
    expect(renders).toHaveLength(1);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.wireBytes).toBeLessThan(Buffer.byteLength(zipped.body));
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(content(zipped)).toBe(content(first));
    expect(content(plain)).toBe(content(first));
  });

  it('gives returning visitors who made the same consent choice, at any moment, one copy', async () => {
    const { handle, renders } = page({});
    const { port } = await start(handle);
    const visitor = (consent: string) => ({
      cookie: `lng=en; cookies_agree=${consent}; theme=dark`,
    });
    const answers = [];
    for (const consent of ['all.1764400000123', 'all.1764400999999', 'disable.1764400000123']) {
      answers.push(await get(port, '/en', visitor(consent)));
    }
    expect(answers.map((a) => a.headers[PAGE_CACHE_HEADER])).toEqual(['miss', 'hit', 'miss']);
    expect(renders).toHaveLength(2);
    // A value the page cannot read is its own case, kept whole.
    expect((await get(port, '/en', visitor('all.0'))).headers[PAGE_CACHE_HEADER]).toBe('miss');
    expect((await get(port, '/en', visitor('all.00'))).headers[PAGE_CACHE_HEADER]).toBe('miss');
    expect(renders).toHaveLength(4);
  });

  it("replays the pipeline's own cookies with the copy", async () => {
    const { handle, renders } = page({
      setCookie: ['lng=en; Path=/; Max-Age=31536000; SameSite=lax', 'subid=7; Path=/'],
    });
    const { port } = await start(handle);
    await get(port, '/en?subid=7');
    const copy = await get(port, '/en?subid=7');
    expect(renders).toHaveLength(1);
    expect(copy.headers['set-cookie']).toEqual([
      'lng=en; Path=/; Max-Age=31536000; SameSite=lax',
      'subid=7; Path=/',
    ]);
  });
});

describe('the key is what the page renders from', () => {
  it('shares one copy among visitors whose other cookies differ, and renders it without them', async () => {
    const { handle, renders } = page({});
    const { port } = await start(handle);
    const answers = [];
    for (const cookie of [
      'lng=en; _ga=GA1.1.1; theme=dark',
      '_ga=GA1.1.2; lng=en; theme=dark; ab_test=b',
      'theme=dark; lng=en',
    ]) {
      answers.push(await get(port, '/en', { cookie }));
    }
    expect(answers.map((a) => a.headers[PAGE_CACHE_HEADER])).toEqual(['miss', 'hit', 'hit']);
    expect(renders).toHaveLength(1);
    // Next saw the cookies of the key alone, in one order.
    expect(renders[0]?.headers.cookie).toBe('lng=en; theme=dark');
  });

  it('takes a viewer header off whoever sends one', async () => {
    const { handle, renders } = page({});
    const { port } = await start(handle);
    await get(port, '/en', { [VIEWER_HEADER]: 'forged' });
    await get(port, '/api/config', { [VIEWER_HEADER]: 'forged' });
    expect(renders.map((req) => req.headers[VIEWER_HEADER])).toEqual([undefined, undefined]);
  });
});

describe("players share the pages of a class, never each other's", () => {
  const SESSION = SESSION_COOKIE_NAMES[0];
  /** The class each made-up session stands for; a session absent here is rendered alone. */
  const classes: Record<string, string> = { a: 'plain', b: 'plain', c: 'hides-tennis' };
  const viewerOf = async (req: IncomingMessage): Promise<SharedViewer | null> => {
    const seal = new RegExp(`${SESSION}=([a-z]+)`).exec(req.headers.cookie ?? '')?.[1] ?? '';
    const key = classes[seal];
    return key ? { key, viewer: { class: key } } : null;
  };
  /** A page that shows what its render knew of the viewer and of the session. */
  const seen = page({
    body: (nonce, req) => {
      const viewer = viewerByToken(String(req.headers[VIEWER_HEADER] ?? '')) as {
        class: string;
      } | null;
      const session = new RegExp(`${SESSION}=([a-z]+)`).exec(req.headers.cookie ?? '')?.[1];
      return `<html><head><script nonce="${nonce}"></script></head><body>class ${viewer?.class ?? 'none'}, session ${session ?? 'none'}</body></html>`;
    },
  });
  const as = (seal: string) => ({ cookie: `lng=en; ${SESSION}=${seal}` });

  it('renders a class once, without the session, and serves it to every player of the class', async () => {
    const { port } = await start(seen.handle, { viewerOf });
    const a = await get(port, '/en', as('a'));
    const b = await get(port, '/en', as('b'));
    const c = await get(port, '/en', as('c'));
    expect([a, b, c].map((answer) => answer.headers[PAGE_CACHE_HEADER])).toEqual([
      'miss',
      'hit',
      'miss',
    ]);
    expect(a.body).toContain('class plain, session none');
    expect(b.body).toBe(a.body.split(nonceOf(a)).join(nonceOf(b)));
    expect(c.body).toContain('class hides-tennis, session none');
    // The viewers were admitted for their renders alone, and no answer sets the session.
    expect(admittedViewers()).toBe(0);
    for (const answer of [a, b, c]) expect(answer.headers['set-cookie']).toBeUndefined();
  });

  it('renders a player the front door cannot place for that player alone, with the session', async () => {
    const { port } = await start(seen.handle, { viewerOf });
    const first = await get(port, '/en', as('unknown'));
    const second = await get(port, '/en', as('unknown'));
    expect([first, second].map((answer) => answer.headers[PAGE_CACHE_HEADER])).toEqual([
      undefined,
      undefined,
    ]);
    expect(second.body).toContain('class none, session unknown');
  });

  it('never gives a visitor the copy of a class, nor a player the copy of a visitor', async () => {
    const { port } = await start(seen.handle, { viewerOf });
    const visitor = await get(port, '/en', { cookie: 'lng=en' });
    const player = await get(port, '/en', as('a'));
    const again = await get(port, '/en', { cookie: 'lng=en' });
    expect([visitor, player, again].map((answer) => answer.headers[PAGE_CACHE_HEADER])).toEqual([
      'miss',
      'miss',
      'hit',
    ]);
    expect(again.body).toContain('class none, session none');
  });

  it('renders players alone when the question fails', async () => {
    const { port } = await start(seen.handle, {
      viewerOf: () => Promise.reject(new Error('upstream down')),
    });
    const answer = await get(port, '/en', as('a'));
    expect(answer.headers[PAGE_CACHE_HEADER]).toBeUndefined();
    expect(answer.body).toContain('class none, session a');
  });
});

describe('what is never shared', () => {
  async function rendersFor(
    requests: [path: string, headers?: Record<string, string>, method?: string][],
    options: Parameters<typeof page>[0] = {},
  ) {
    const { handle, renders } = page(options);
    const { port } = await start(handle);
    const answers: Answer[] = [];
    for (const [path, headers, method] of requests)
      answers.push(await get(port, path, headers, method));
    return { renders: renders.length, answers };
  }

  it.each(SESSION_COOKIE_NAMES)('a page for a visitor with a session cookie (%s)', async (name) => {
    const cookie = { cookie: `lng=en; ${name}=sealed` };
    const { renders, answers } = await rendersFor([
      ['/en', cookie],
      ['/en', cookie],
    ]);
    expect(renders).toBe(2);
    expect(answers.map((a) => a.headers[PAGE_CACHE_HEADER])).toEqual([undefined, undefined]);
  });

  it.each<[string, [string, Record<string, string>?, string?][]]>([
    [
      'a POST',
      [
        ['/en', {}, 'POST'],
        ['/en', {}, 'POST'],
      ],
    ],
    ['the BFF', [['/api/config'], ['/api/config']]],
    [
      "Next's assets and the public ones",
      [['/_next/static/a.js'], ['/_next/static/a.js'], ['/static/x.svg'], ['/static/x.svg']],
    ],
    [
      'a client navigation',
      [['/en', { rsc: '1' }], ['/en', { rsc: '1' }], ['/en?_rsc=abc'], ['/en?_rsc=abc']],
    ],
    [
      'a server action',
      [
        ['/en', { 'next-action': 'abc' }],
        ['/en', { 'next-action': 'abc' }],
      ],
    ],
  ])('%s', async (_, requests) => {
    const { renders } = await rendersFor(requests);
    expect(renders).toBe(requests.length);
  });

  it.each<[string, Record<string, string>, Record<string, string>]>([
    ['another cookie', { cookie: 'lng=en' }, { cookie: 'lng=en; theme=dark' }],
    ['another browser', { 'user-agent': 'Chrome' }, { 'user-agent': 'Googlebot' }],
    ['another language asked', { 'accept-language': 'en' }, { 'accept-language': 'ru' }],
    ['another site', { host: 'a.example' }, { host: 'b.example' }],
  ])('the copy of a visitor with %s', async (_, one, other) => {
    const { renders } = await rendersFor([
      ['/en', one],
      ['/en', other],
      ['/en', one],
    ]);
    expect(renders).toBe(2);
  });

  it.each<[string, [string, Record<string, string>?, string?][], string[]]>([
    ['a HEAD after a GET', [['/en'], ['/en', {}, 'HEAD'], ['/en']], ['miss', '-', 'hit']],
    ['a GET after a HEAD', [['/en', {}, 'HEAD'], ['/en'], ['/en']], ['-', 'miss', 'hit']],
  ])('%s: a HEAD is answered by Next and never makes a copy', async (_, requests, how) => {
    const { renders, answers } = await rendersFor(requests);
    expect(renders).toBe(2);
    expect(answers.map((a) => a.headers[PAGE_CACHE_HEADER] ?? '-')).toEqual(how);
    expect(answers.at(-1)?.body).toContain('<h1>Page /en</h1>');
  });

  it.each<[string, Record<string, string>, Record<string, string>]>([
    [
      'another site a proxy names',
      { 'x-forwarded-host': 'a.example' },
      { 'x-forwarded-host': 'b.example' },
    ],
    [
      'another protocol a proxy names',
      { 'x-forwarded-proto': 'https' },
      { 'x-forwarded-proto': 'http' },
    ],
    ['another country a proxy names', { 'x-country-code': 'de' }, { 'x-country-code': 'br' }],
  ])('the copy of a visitor from %s', async (_, one, other) => {
    const { handle, renders } = page({});
    const { port } = await start(handle, { trusted: '127.0.0.1' });
    for (const headers of [one, other, one]) await get(port, '/en', headers);
    expect(renders).toHaveLength(2);
  });

  it('the copy of the same visitor asking from anywhere but a trusted proxy keys on what it can believe', async () => {
    const { handle, renders } = page({});
    const { port } = await start(handle);
    // Not from a trusted proxy: the forwarded headers are removed, so both are the same visitor.
    await get(port, '/en', { 'x-country-code': 'de' });
    await get(port, '/en', { 'x-country-code': 'br' });
    expect(renders).toHaveLength(1);
  });

  it('the copy of another address', async () => {
    expect((await rendersFor([['/en'], ['/en?page=2'], ['/en/line']])).renders).toBe(3);
  });

  it.each<[string, Parameters<typeof page>[0]]>([
    ['an error page', { status: 500 }],
    ['a redirect', { status: 307 }],
    ['an answer that is not a page', { contentType: 'application/json' }],
    ['an answer that sets a cookie of its own', { setCookie: ['lng=en', 'sid=secret'] }],
  ])('%s', async (_, options) => {
    const { renders, answers } = await rendersFor([['/en'], ['/en']], options);
    expect(renders).toBe(2);
    expect(answers.map((a) => a.headers[PAGE_CACHE_HEADER])).toEqual(['miss', 'miss']);
  });

  it.each([
    ['a boundary that failed on the server', '<template data-dgst="123"></template>'],
    ['a boundary left to the browser', '<script>$RX("B:0","123")</script>'],
  ])('a page with %s', async (_, failure) => {
    const { renders } = await rendersFor([['/en'], ['/en']], {
      body: (nonce) => `<html><body nonce="${nonce}">${failure}</body></html>`,
    });
    expect(renders).toBe(2);
  });

  /** A page whose first render goes as `first` says, and every later one whole. */
  function firstRenderThenWhole(first: (res: ServerResponse) => void) {
    let renders = 0;
    const handle: Handle = (_req, res) => {
      renders += 1;
      res.setHeader('content-type', 'text/html');
      if (renders === 1) first(res);
      else res.end('<html>whole</html>');
    };
    return { handle, renders: () => renders };
  }

  it('a render that does not end: those waiting for it render their own after the limit', async () => {
    const { handle, renders } = firstRenderThenWhole((res) => res.write('<html>never ends'));
    const { port } = await start(handle, { waitLimitMs: 100 });
    void get(port).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const answer = await get(port);
    expect(answer.body).toBe('<html>whole</html>');
    expect(answer.headers[PAGE_CACHE_HEADER]).toBe('bypass');
    expect(renders()).toBe(2);
  });

  it('a page cut off before its end: those who waited for it get their own render', async () => {
    const { handle, renders } = firstRenderThenWhole((res) => {
      res.write('<html>half');
      setTimeout(() => res.destroy(), 50);
    });
    const { port } = await start(handle);
    const cut = get(port).catch(() => 'cut');
    await new Promise((resolve) => setTimeout(resolve, 10));
    const waiting = get(port);
    expect(await cut).toBe('cut');
    const answer = await waiting;
    expect(answer.body).toBe('<html>whole</html>');
    expect(answer.headers[PAGE_CACHE_HEADER]).toBe('bypass');
    expect(renders()).toBe(2);
  });

  it('anything, when the time to live is 0', async () => {
    const { handle, renders } = page({});
    const { port, cache } = await start(handle, { ttlMs: 0 });
    await get(port);
    await get(port);
    expect(renders).toHaveLength(2);
    expect(cache.size).toBe(0);
  });
});

it('drops the oldest copies past its memory budget', async () => {
  const { handle } = page({
    body: (nonce, req) => `<p nonce="${nonce}">${req.url}${'x'.repeat(4000)}</p>`,
  });
  const { port, cache } = await start(handle, { maxBytes: 20_000 });
  for (const path of ['/en/a', '/en/b', '/en/c', '/en/d']) await get(port, path);
  expect(cache.size).toBe(2);
  expect((await get(port, '/en/d')).headers[PAGE_CACHE_HEADER]).toBe('hit');
  expect((await get(port, '/en/a')).headers[PAGE_CACHE_HEADER]).toBe('miss');
});

describe('the rules it shares with the request pipeline', () => {
  it('knows the session cookies the edge knows', () => {
    expect([...SESSION_COOKIE_NAMES].sort()).toEqual([...EDGE_SESSION_COOKIE_NAMES].sort());
  });

  it('keys on every cookie the pipeline and the pages read', () => {
    expect([...KEY_COOKIES].sort()).toEqual(
      [
        LANGUAGE_COOKIE,
        THEME_COOKIE,
        RIGHT_SECTION_COOKIE,
        PREFERENCES_COOKIE,
        BROWSER_ZONE_COOKIE,
        ZONE_OFFER_COOKIE,
        NEW_SITE_COOKIE,
        AGE_COOKIE,
        SITE_CONSENT_COOKIE,
        BLOCK_REASON_COOKIE,
        BLOCK_FROM_COOKIE,
        SITE_CLOSED_COOKIE,
        GEO_OFF_COOKIE,
        MAINTENANCE_COOKIE,
      ].sort(),
    );
  });

  it('knows the consent cookie the pages read', () => {
    expect(CONSENT_COOKIE).toBe(SITE_CONSENT_COOKIE);
    expect(consentCookieValue('all', 1764400000123)).toMatch(/^[a-z]+\.[1-9]\d{0,14}$/);
  });

  it('lets a copy set every cookie the pipeline sets for an anonymous page, and only those', async () => {
    const query =
      'ref=1&bf=2&btag=3&affid=4&click_id=5&utm_source=6&aip=7&short_reflinkid=8&subid=9&pb=1&payment_consultant=1&utm_medium=a&utm_campaign=b&utm_term=c&utm_content=d';
    const result = await runPipeline(
      {
        url: new URL(`/en?${query}`, 'http://localhost:3000'),
        cookie: (name) =>
          ({ block_reason: '3', block_from: '/en/x', site_closed: 'maintenance' })[name],
        header: () => null,
        signedIn: false,
      },
      {
        settings: async () => demoEdgeSettings,
        redirect: async () => ({
          redirect: false,
          code: null,
          url: null,
          reasons: [],
          breadcrumbs: [],
        }),
        block: async () => ({ decisions: [] }),
        geoOffPass: async () => false,
      },
    );
    expect(result.kind).toBe('next');
    const names = [...result.cookies.map((c) => c.name), ...result.deleteCookies];
    expect(names).toEqual(
      expect.arrayContaining([
        'lng',
        'refererid',
        'block_reason',
        'block_from',
        'site_closed',
        'utm_campaign',
      ]),
    );
    for (const name of names) expect(SHAREABLE_SET_COOKIES).toContain(name);
  });
});

describe('PAGE_CACHE_TTL_MS', () => {
  it.each<[string | undefined, number]>([
    [undefined, 1000],
    ['', 1000],
    ['0', 0],
    [' 400 ', 400],
  ])('%p → %p ms', (value, ms) => {
    expect(parsePageCacheTtl(value)).toBe(ms);
  });

  it.each(['-1', '1.5', '1s', 'off', '99999999'])('refuses %p', (value) => {
    expect(() => parsePageCacheTtl(value)).toThrow(/PAGE_CACHE_TTL_MS/);
  });
});
