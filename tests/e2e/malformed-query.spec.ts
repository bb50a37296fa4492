import type { APIRequestContext, APIResponse } from '@playwright/test';
import { buildPath } from '@/server/routes/match';
import { ROUTES } from '@/server/routes/table';
import type { RouteEntry } from '@/server/routes/types';
import { NAVIGATION_TIMEOUT_MS } from '../../playwright.config';
import { expect, SITE_ORIGIN, test } from './fixtures';

// A value that is not valid percent-encoding, in the query, a path segment or a cookie, is read
// as absent (or answered 4xx) by every step of the pipeline and every page: never a 500
// (docs/decisions.md "A query value that cannot be decoded is absent"). The addresses are sent as
// written: the request parser leaves a `%` that starts no escape as it is.

/** A lone `%`, a cut UTF-8 sequence, an encoded `%`, no hex, an overlong `/`, a lone surrogate. */
const MALFORMED = ['%', '%E0%A4%A', '100%25', '%ZZ', '%C0%AF', '%ED%A0%80'];
/** The params the pipeline and the pages read, and one nobody reads. */
const PARAMS = [
  ...['ref', 'btag', 'tag', 'qtag', 'subid', 'bf', 'utm_source', 'click_id', 'aip', 'affid'],
  ...['pb', 'platform_type', 'returnUrl', 'zz_unknown'],
];
/** Requests in flight at once: more would only wait longer in the site's queue. */
const BATCH = 12;

/**
 * The route's sample path in English; a param without a sample gets a placeholder (the route
 * then answers 404 or sends the visitor on, which is as good an answer to check).
 */
function samplePath(route: RouteEntry): string {
  const placeholders = Object.fromEntries(
    route.path
      .split('/')
      .filter((part) => part.startsWith(':') && !part.endsWith('?'))
      .map((part) => [part.slice(1), 'sample']),
  );
  const path = buildPath(route, { ...placeholders, ...route.sample });
  return `/en${path ? `/${path}` : ''}`;
}

/** Every route but the technical error page, which answers 500 on purpose (faults.spec.ts). */
const routes = ROUTES.filter((route) => route.id !== 'serverError');

/**
 * What an answer must be: below 500; a page is a whole page (the document with its language,
 * title and body, not an empty or error shell); a redirect stays on the site.
 */
async function problemOf(path: string, response: APIResponse): Promise<string | null> {
  const status = response.status();
  if (status >= 500) return `${path}: ${status}`;
  if (status >= 300 && status < 400) {
    const location = response.headers().location ?? '';
    const target = new URL(location, SITE_ORIGIN);
    return target.origin === SITE_ORIGIN && !/^[/\\]{2}/.test(location)
      ? null
      : `${path}: ${status} to ${location}`;
  }
  if (!(response.headers()['content-type'] ?? '').startsWith('text/html')) return null;
  const html = await response.text();
  const whole =
    /<html lang="[a-z]{2}"/.test(html) &&
    /<title>[^<]{3,}<\/title>/.test(html) &&
    /<body[^>]*>[\s\S]{500,}<\/body>/.test(html);
  return whole ? null : `${path}: ${status}, not a whole page (${html.length} bytes)`;
}

type Ask = { path: string; cookie?: string };

/** Asks in batches; answers every problem found, so one run names them all. */
async function problems(request: APIRequestContext, asks: readonly Ask[]): Promise<string[]> {
  const found: string[] = [];
  for (let at = 0; at < asks.length; at += BATCH) {
    const answers = await Promise.all(
      asks.slice(at, at + BATCH).map(async ({ path, cookie }) => {
        // A page drawn while the batch's others are: its budget is a page load's, not an
        // expectation's (the last of 12 renders on a busy core waited more than 10 s).
        const response = await request.get(path, {
          maxRedirects: 0,
          headers: cookie ? { cookie } : {},
          timeout: NAVIGATION_TIMEOUT_MS,
        });
        const problem = await problemOf(path, response);
        return problem && cookie ? `${problem} (cookie ${cookie})` : problem;
      }),
    );
    found.push(...answers.filter((answer): answer is string => answer !== null));
  }
  return found;
}

test('every route takes malformed values in every param it may read', async ({ request }) => {
  // Some 180 pages drawn (about 10 s on a warm site): a long walk.
  test.slow();
  // One request per route, each param with another of the values: every route meets every value,
  // and over the routes every param meets every value.
  const asks = routes.map((route, index) => ({
    path: `${samplePath(route)}?${PARAMS.map(
      (name, at) => `${name}=${MALFORMED[(index + at) % MALFORMED.length]}`,
    ).join('&')}`,
  }));
  expect(await problems(request, asks)).toEqual([]);
});

test('each value in every param at once, and each param alone through a redirect', async ({
  request,
}) => {
  const all = (value: string) => PARAMS.map((name) => `${name}=${value}`).join('&');
  const asks = [
    ...MALFORMED.flatMap((value) => [{ path: `/en?${all(value)}` }, { path: `/?${all(value)}` }]),
    // The language step sends the visitor on with the query as it came (no page is drawn).
    ...PARAMS.flatMap((name) => MALFORMED.map((value) => ({ path: `/?${name}=${value}&ref=7` }))),
  ];
  expect(await problems(request, asks)).toEqual([]);
});

/** The route's sample path with its first param's segment written raw as `value`. */
function withRawParam(route: RouteEntry, value: string): string {
  const name = /:(\w+)/.exec(route.path)?.[1] ?? '';
  return samplePath({ ...route, sample: { ...route.sample, [name]: 'RAW' } }).replace(
    '/RAW',
    `/${value}`,
  );
}

test('malformed path segments and cookies', async ({ request }) => {
  const value = (index: number) => MALFORMED[index % MALFORMED.length] ?? '%';
  const segments = [
    ...MALFORMED.flatMap((raw) => [`/${raw}`, `/en/${raw}`, `/en/line/${raw}`]),
    ...routes
      .filter((route) => route.path.includes(':'))
      .slice(0, 12)
      .map((route, index) => withRawParam(route, value(index))),
  ].map((path) => ({ path }));
  // Cookies the pipeline and the pages read, as a browser may hold them from elsewhere.
  const names = ['refererid', 'reflinkid', 'postback_watcher', 'lng', 'block_reason'];
  const pages = ['/en/line', '/en/casino', '/en/user/login', '/en/office', '/en/rules/general'];
  const cookies = MALFORMED.flatMap((raw, index) =>
    ['/en', pages[index % pages.length] ?? '/en'].map((path) => ({
      path: `${path}?ref=7`,
      cookie: [...names, 'maintenance', 'geo_off', 'cookies_agree', 'theme']
        .map((name) => `${name}=${raw}`)
        .join('; '),
    })),
  );
  expect(await problems(request, [...segments, ...cookies])).toEqual([]);
});
