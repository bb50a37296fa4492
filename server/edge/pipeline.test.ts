/** @jest-environment node */
import { demoRouteSettings } from '@/server/routes/routes.fixture';
import { demoEdgeSettings } from './edge-settings.fixture';
import type { BlockDecision, RedirectAnswer } from '@/server/upstream/schemas/config';
import { NO_SLUGS } from '@/server/routes/match';
import { getRelativeURL } from 'next/dist/shared/lib/router/utils/relativize-url';
import { isValidGeoOffPass, signGeoOffPass } from './geo-off';
import { readInSameRequest } from './next-cookies.fixture';
import { runPipeline, type PipelineDeps, type PipelineResult } from './pipeline';
import type { EdgeSiteSettings } from './site-settings';

const settings: EdgeSiteSettings = demoEdgeSettings;
const noRedirect: RedirectAnswer = {
  redirect: false,
  code: null,
  url: null,
  reasons: [],
  breadcrumbs: [],
};
const open: BlockDecision = { displayTypeId: 0, templateTypeId: null };

const SITE = 'http://localhost:3000';
const GEO_KEY = 'test-geo-off-key-0123456789';
let validPass = '';
beforeAll(async () => {
  validPass = await signGeoOffPass(Math.floor(Date.now() / 1000) + 3600, GEO_KEY);
});

interface Case {
  url: string;
  cookies?: Record<string, string>;
  headers?: Record<string, string>;
  signedIn?: boolean;
  settings?: Partial<EdgeSiteSettings>;
  redirect?: RedirectAnswer | Error;
  /** Both decisions; an Error: the site-wide check failed; `pathError`: the page's own did. */
  block?: BlockDecision[] | Error | { siteWide: BlockDecision; pathError: Error };
  /** What the redirect service was asked, filled by run(). */
  asked?: string[];
  /** The paths the block check was asked about, filled by run(). */
  blockAsked?: string[];
}

function run(c: Case): Promise<PipelineResult> {
  const deps: PipelineDeps = {
    settings: async () => ({ ...settings, ...c.settings }),
    redirect: async (pathname) => {
      c.asked?.push(pathname);
      if (c.redirect instanceof Error) throw c.redirect;
      return c.redirect ?? noRedirect;
    },
    block: async (query) => {
      c.blockAsked?.push(query.path);
      if (c.block instanceof Error) throw c.block;
      if (c.block && 'pathError' in c.block) {
        return { decisions: [c.block.siteWide], pathError: c.block.pathError };
      }
      return { decisions: c.block ?? [open, open] };
    },
    geoOffPass: (cookie) => isValidGeoOffPass(cookie === 'VALID' ? validPass : cookie, GEO_KEY),
  };
  return runPipeline(
    {
      url: new URL(c.url, SITE),
      cookie: (name) => c.cookies?.[name],
      header: (name) => c.headers?.[name] ?? null,
      signedIn: c.signedIn ?? false,
    },
    deps,
  );
}

const where = (r: PipelineResult) =>
  r.kind === 'redirect'
    ? `${r.status} ${r.location}`
    : r.kind === 'next'
      ? `next${r.rewrite ? ` → ${r.rewrite}` : ''}${r.status ? ` ${r.status}` : ''}`
      : '404';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const ANDROID_PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const ANDROID_TABLET =
  'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';

describe('the middleware pipeline, step by step', () => {
  it.each<[string, Case, string]>([
    // platform_type
    [
      'an iPad is sent to the mobile layout, keeping the query',
      {
        url: '/en/live?x=1',
        headers: { 'user-agent': 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)' },
      },
      '307 /en/live?x=1&platform_type=mobile',
    ],
    [
      'an iPad already flagged goes on',
      { url: '/en/live?platform_type=mobile', headers: { 'user-agent': 'Mozilla/5.0 (iPad)' } },
      'next',
    ],
    [
      'a phone goes on, with no redirect',
      { url: '/en/live', headers: { 'user-agent': IPHONE } },
      'next',
    ],
    [
      'an unknown route with platform_type goes home keeping the query',
      { url: '/en/nowhere?platform_type=mobile&a=1' },
      '307 /en?platform_type=mobile&a=1',
    ],
    // language
    ['no prefix → the default language', { url: '/live' }, '307 /en/live'],
    // route table and rules
    ['a known route renders', { url: '/en/rules/general' }, 'next'],
    ['an unknown route is a 404', { url: '/en/nowhere' }, '404'],
    ['a non-numeric print-coupon id is a 404', { url: '/en/print-coupon/abc' }, '404'],
    ['a landing id without landing- is a 404', { url: '/en/landing-page/welcome' }, '404'],
    [
      'lpage → landing-page',
      { url: '/en/lpage/landing-x?utm=1' },
      '301 /en/landing-page/landing-x?utm=1',
    ],
    [
      'user/forgotpassword → home with the modal flag',
      { url: '/ru/user/forgotpassword' },
      '307 /ru?showForgotPasswordModal=1',
    ],
    ['user/coupon → the language root', { url: '/en/user/coupon' }, '301 /en'],
    [
      'office root of a player → account',
      { url: '/en/office', signedIn: true },
      '307 /en/office/account',
    ],
    [
      'the office asks a visitor to sign in and come back',
      { url: '/en/office/history?page=2' },
      '307 /en/user/login?returnUrl=%2Fen%2Foffice%2Fhistory%3Fpage%3D2',
    ],
    [
      'the login page keeps the layout choice and the campaign tags',
      { url: '/en/office/wallets?platform_type=mobile&utm_source=mail&tab=2' },
      '307 /en/user/login?platform_type=mobile&utm_source=mail&returnUrl=%2Fen%2Foffice%2Fwallets%3Fplatform_type%3Dmobile%26utm_source%3Dmail%26tab%3D2',
    ],
    [
      'the appeal history sends a visitor home (meta 24)',
      { url: '/en/block-appeal-history?x=1' },
      '307 /en?x=1',
    ],
    [
      'the appeal history is left to the page when a session cookie is there',
      { url: '/en/block-appeal-history', signedIn: true },
      'next',
    ],
    [
      'an old promotion path → promotions/{name}',
      { url: '/en/cashback-10' },
      '301 /en/promotions/cashback',
    ],
    [
      'slot_first_deposit → the casino page',
      { url: '/en/bonus/slot_first_deposit' },
      '301 /en/bonus/casino/slot-first-deposit',
    ],
    [
      'rules without route 47 → 404',
      {
        url: '/en/rules/general',
        settings: { route: { ...demoRouteSettings, availableRoutes: [13, 52] } },
      },
      '404',
    ],
    [
      'a first-level landing renders the headless landing page',
      { url: '/en/landing-first' },
      'next → /en/landing-page/landing-first',
    ],
    [
      'a bonus/casino landing renders the headless landing page',
      { url: '/en/bonus/casino/landing-spring' },
      'next → /en/landing-page/landing-spring',
    ],
    [
      'a thank-you page under a folder’s name goes to the catch-all, its query kept',
      { url: '/en/registration/thankyou?utm_source=mail' },
      'next → /en/~/registration/thankyou?utm_source=mail',
    ],
    [
      'a thank-you page under no folder’s name is found by Next',
      { url: '/en/deposit/thankyou' },
      'next',
    ],
    [
      'the catch-all’s mark is no address of its own',
      { url: '/en/~/registration/thankyou' },
      '404',
    ],
    // redirect-light
    [
      'the redirect service sends a URL elsewhere with its code',
      {
        url: '/en/about',
        redirect: { ...noRedirect, redirect: true, code: 301, url: '/en/contacts' },
      },
      '301 /en/contacts',
    ],
    [
      'an unknown code becomes 302',
      {
        url: '/en/about',
        redirect: { ...noRedirect, redirect: true, code: 300, url: '/en/contacts' },
      },
      '302 /en/contacts',
    ],
    [
      'a protocol-relative target is ignored',
      {
        url: '/en/about',
        redirect: { ...noRedirect, redirect: true, code: 301, url: '//evil.example' },
      },
      'next',
    ],
    [
      'a redirect to itself is ignored',
      {
        url: '/en/about',
        redirect: { ...noRedirect, redirect: true, code: 301, url: '/en/about' },
      },
      'next',
    ],
    [
      "the visitor's query follows a target that names none",
      {
        url: '/en/about?utm_source=mail&ref=7',
        redirect: { ...noRedirect, redirect: true, code: 301, url: '/en/contacts' },
      },
      '301 /en/contacts?utm_source=mail&ref=7',
    ],
    [
      "a target's own query is kept as it is",
      {
        url: '/en/about?utm_source=mail',
        redirect: { ...noRedirect, redirect: true, code: 302, url: '/en/contacts?tab=1' },
      },
      '302 /en/contacts?tab=1',
    ],
    ...[
      '/\t/evil.example',
      '/\n/evil.example',
      '/\\evil.example',
      '\\/evil.example',
      ' //evil.example',
      '/en/..//evil.example',
      '/./\\evil.example',
      '/%2e%2e//evil.example',
      '/en/%2e%2e/%2e%2e//evil.example',
      '/%2F%2Fevil.example',
      '/en/..%2F%2Fevil.example',
      '/%5C%5Cevil.example',
      'http://localhost:3000//evil.example',
    ].map((url): [string, Case, string] => [
      `a target that a browser reads as //host is ignored: ${JSON.stringify(url)}`,
      { url: '/en/about', redirect: { ...noRedirect, redirect: true, code: 301, url } },
      'next',
    ]),
    [
      'a target with dot segments and repeated slashes goes where a browser would go',
      {
        url: '/en/about?x=1',
        redirect: { ...noRedirect, redirect: true, code: 301, url: '/en/old/..//contacts' },
      },
      '301 /en/contacts?x=1',
    ],
    [
      "the visitor's query goes before the target's fragment",
      {
        url: '/en/about?x=1',
        redirect: { ...noRedirect, redirect: true, code: 301, url: '/en/contacts#form' },
      },
      '301 /en/contacts?x=1#form',
    ],
    [
      'a rule naming another host is followed',
      {
        url: '/en/about',
        redirect: { ...noRedirect, redirect: true, code: 302, url: 'https://partner.example/x' },
      },
      '302 https://partner.example/x',
    ],
    // paths that reach the pipeline already resolved by the URL parser (Next answers a raw `//`
    // or `\` with its own 308 before the middleware runs; a proxy in front may not)
    [
      'a path resolved to //host gets the language',
      { url: '/en/..//evil.example' },
      '307 /en/evil.example',
    ],
    ...['/en/..//evil.example', '/%2F%2Fevil', '/en/%2e%2e/%2fevil', '/%5C%5Cevil'].map(
      (url): [string, Case, string] => [
        `an iPad is not sent to a path that reads as //host: ${url}`,
        { url, headers: { 'user-agent': 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)' } },
        '404',
      ],
    ),
    [
      'a language prefix is not put before a path that leaves the site',
      { url: '/xx/..%2F%2Fevil' },
      '404',
    ],
    [
      'the redirect service failing lets the page through',
      { url: '/en/about', redirect: new Error('down') },
      'next',
    ],
    // block
    ...[
      [4, 'site-updates'],
      [16, 'suspension'],
      [3, 'block'],
      [1, 'block'],
      [5, 'block'],
      [2, 'block'],
      [14, 'block'],
      [13, 'block-ua'],
      [17, 'block-ie'],
      [8, 'coming-soon'],
    ].map(([reason, page]): [string, Case, string] => [
      `block reason ${reason} → ${page}`,
      { url: '/en/live', block: [{ displayTypeId: 1, templateTypeId: reason as number }, open] },
      `307 /en/${page}`,
    ]),
    [
      'a URL block from the v2 call counts too',
      { url: '/en/casino', block: [open, { displayTypeId: 1, templateTypeId: 13 }] },
      '307 /en/block-ua',
    ],
    [
      'a signed geo-off pass lifts a reason-1 block',
      {
        url: '/en/live',
        cookies: { geo_off: 'VALID' },
        block: [{ displayTypeId: 1, templateTypeId: 1 }, open],
      },
      'next',
    ],
    [
      '…but not another reason',
      {
        url: '/en/live',
        cookies: { geo_off: 'VALID' },
        block: [{ displayTypeId: 1, templateTypeId: 13 }, open],
      },
      '307 /en/block-ua',
    ],
    ...[
      '1',
      'true',
      '9999999999.AAAA',
      `${Math.floor(Date.now() / 1000) + 60}.not-a-signature`,
    ].map((value): [string, Case, string] => [
      `a client-made geo_off=${value} does not lift a block`,
      {
        url: '/en/live',
        cookies: { geo_off: value },
        block: [{ displayTypeId: 1, templateTypeId: 1 }, open],
      },
      '307 /en/block',
    ]),
    [
      'the verify route is exempt',
      { url: '/en/user/accountverify', block: [{ displayTypeId: 1, templateTypeId: 3 }, open] },
      'next',
    ],
    [
      'on the right block page the visitor stays',
      { url: '/en/block-ua', block: [{ displayTypeId: 1, templateTypeId: 13 }, open] },
      'next',
    ],
    ['a block page without a block leads home', { url: '/en/block' }, '307 /en'],
    // maintenance
    [
      'maintenance by the config flag',
      { url: '/en/live', settings: { maintenance: { isActive: true, web_state: 0 } } },
      '307 /en/maintenance',
    ],
    [
      'maintenance by web_state',
      { url: '/en/live', settings: { maintenance: { isActive: false, web_state: 1 } } },
      '307 /en/maintenance',
    ],
    [
      'maintenance by the cookie',
      { url: '/en/live', cookies: { maintenance: '1' } },
      '307 /en/maintenance',
    ],
    [
      'maintenance forced when the block service fails',
      { url: '/en/live', block: new Error('down') },
      '307 /en/maintenance',
    ],
    [
      "only the page's own block check failing: the site-wide decision lets the page render",
      { url: '/en/live', block: { siteWide: open, pathError: new Error('timeout') } },
      'next',
    ],
    [
      '…and a site-wide block still holds',
      {
        url: '/en/live',
        block: { siteWide: { displayTypeId: 1, templateTypeId: 3 }, pathError: new Error('x') },
      },
      '307 /en/block',
    ],
    [
      '…and a visitor on a block page stays there (the page may still be closed to him)',
      { url: '/en/block-ua', block: { siteWide: open, pathError: new Error('timeout') } },
      'next',
    ],
    [
      'maintenance forced when the site config has never been had',
      { url: '/en/live', settings: { unavailable: true } },
      '307 /en/maintenance',
    ],
    [
      '…whatever the address, a config-named one included',
      { url: '/ru/casino?x=1', settings: { unavailable: true, slugs: NO_SLUGS } },
      '307 /ru/maintenance',
    ],
    [
      '…and the maintenance page then answers 503',
      { url: '/en/maintenance', settings: { unavailable: true, slugs: NO_SLUGS } },
      'next 503',
    ],
    [
      'on the maintenance page during maintenance',
      { url: '/ru/maintenance', cookies: { maintenance: '1' } },
      'next 503',
    ],
    ['the technical error page answers 500', { url: '/en/500' }, 'next 500'],
    ['the maintenance page without maintenance leads home', { url: '/ru/maintenance' }, '307 /ru'],
  ])('%s', async (_name, c, expected) => {
    expect(where(await run(c))).toBe(expected);
  });
});

describe('redirect-light', () => {
  it('is asked for the path alone, whatever tracking query the visitor brings', async () => {
    const asked: string[] = [];
    await run({ url: '/en/about?utm_source=a&gclid=1', asked });
    await run({ url: '/en/about?utm_source=b', asked });
    expect(asked).toEqual(['/en/about', '/en/about']);
  });

  // The Location header as it leaves: middleware.ts resolves the location against the request's
  // URL, and Next makes a same-origin one relative.
  const sent = (location: string) => getRelativeURL(new URL(location, SITE).toString(), SITE);

  it.each([
    '/en/..//evil.example',
    '/en/../..//evil.example',
    '/./\\evil.example',
    '/en/.\t./\t/evil.example',
    '/%2e%2e//evil.example',
    '/%2E%2E/\\evil.example',
    '/en/.%2e//evil.example',
    '/%2F%2Fevil.example',
    '/%5c%5cevil.example',
    '/en/..%2F%2Fevil.example',
    '/en/%2e%2e%5C%5Cevil.example',
    `${SITE}//evil.example`,
    `${SITE}/a/..//evil.example`,
    `${SITE}/%2F%2Fevil.example`,
  ])('never sends a visitor to another host for the target %j', async (target) => {
    for (const url of ['/en/about', '/en/about?x=1', '/en/nowhere', '/ru/line?ref=7']) {
      const result = await run({
        url,
        redirect: { ...noRedirect, redirect: true, code: 301, url: target },
      });
      if (result.kind !== 'redirect') continue;
      const location = sent(result.location);
      expect(location).toMatch(/^\/(?![/\\])/);
      expect(new URL(location, SITE).origin).toBe(SITE);
      expect(location.split(/[?#]/)[0]).not.toMatch(/%2f|%5c/i);
    }
  });
});

describe('a query value that cannot be decoded', () => {
  // As sent, and as Next's router writes them again before the middleware (`%25`, U+FFFD).
  const MALFORMED = [
    ...['%', '%ZZ', '%E0%A4%A', '%C0%AF', '%ED%A0%80', '100%25', '%25E0%25A4%25A'],
    ...['%25', '%25ZZ', '%EF%BF%BD%25A', '%EF%BF%BD%EF%BF%BD'],
  ];
  const PARAMS = [
    ...['ref', 'btag', 'tag', 'qtag', 'bf', 'subid', 'short_reflinkid', 'utm_source'],
    ...['click_id', 'aip', 'affid', 'pb', 'platform_type', 'returnUrl', 'payment_consultant', 'x'],
  ];

  // The page's cookies() reads what the middleware set in the same request; a value Next cannot
  // decode twice there was a 500 for the page.
  it.each(MALFORMED)(
    '%s in any param is absent, never a cookie Next cannot read',
    async (value) => {
      for (const path of ['/en', '/en/line', '/', '/en/office', '/en/nowhere']) {
        for (const name of PARAMS) {
          const result = await run({ url: `${path}?${name}=${value}&ref=7` });
          const read = readInSameRequest(result.cookies);
          if (name !== 'ref') expect(read.refererid).toBe('7');
          if (result.kind === 'redirect') expect(result.location).toMatch(/^\/[a-z]{2}(?:[/?]|$)/);
        }
        const all = PARAMS.map((name) => `${name}=${value}`).join('&');
        const result = await run({ url: `${path}?${all}` });
        expect(readInSameRequest(result.cookies)).not.toHaveProperty('refererid');
      }
    },
  );
});

describe('what the pipeline hands to the page', () => {
  it('a maintenance page under maintenance says when to come back', async () => {
    const result = await run({ url: '/en/maintenance', cookies: { maintenance: '1' } });
    expect(result).toMatchObject({ kind: 'next', status: 503, retryAfterS: 120 });
  });

  it('sets the language, route and platform headers', async () => {
    const result = await run({ url: '/ru/casino?platform_type=mobile' });
    expect(result.kind === 'next' && result.headers).toEqual({
      'x-next-intl-locale': 'ru',
      'x-route-id': 'casinoCategory',
      'x-platform-type': 'mobile',
    });
  });

  it.each<[string, Case, 'mobile' | 'desktop']>([
    ['an iPhone', { url: '/en/live', headers: { 'user-agent': IPHONE } }, 'mobile'],
    ['an Android phone', { url: '/en/live', headers: { 'user-agent': ANDROID_PHONE } }, 'mobile'],
    [
      'an Android tablet',
      { url: '/en/live', headers: { 'user-agent': ANDROID_TABLET } },
      'desktop',
    ],
    ['a desktop', { url: '/en/live', headers: { 'user-agent': DESKTOP } }, 'desktop'],
    ['no user agent', { url: '/en/live' }, 'desktop'],
    [
      'a phone asking for the full version',
      { url: '/en/live?platform_type=desktop', headers: { 'user-agent': IPHONE } },
      'desktop',
    ],
    [
      'a desktop asking for the mobile layout',
      { url: '/en/live?platform_type=mobile', headers: { 'user-agent': DESKTOP } },
      'mobile',
    ],
  ])('renders %s with the %s layout', async (_name, c, platform) => {
    const result = await run(c);
    expect(result.kind === 'next' && result.headers['x-platform-type']).toBe(platform);
  });

  it('remembers the language and stores the block reason', async () => {
    const result = await run({
      url: '/en/live',
      block: [{ displayTypeId: 1, templateTypeId: 13 }, open],
    });
    expect(result.cookies).toEqual(
      expect.arrayContaining([
        { name: 'lng', value: 'en', maxAge: 365 * 24 * 3600 },
        { name: 'block_reason', value: '13', maxAge: 86_400 },
      ]),
    );
  });

  it('forgets a stored block reason once the block is lifted', async () => {
    const result = await run({ url: '/en/live', cookies: { block_reason: '13', lng: 'en' } });
    expect(result.deleteCookies).toEqual(['block_reason']);
  });
});

describe('a block of one address (issue 22 §6)', () => {
  const siteUpdates = { displayTypeId: 1, templateTypeId: 4 };
  const names = (r: PipelineResult) => r.cookies.map((cookie) => cookie.name);

  it('sends the visitor to its page and remembers the address; the site stays open', async () => {
    const result = await run({ url: '/en/providers', block: [open, siteUpdates] });
    expect(where(result)).toBe('307 /en/site-updates');
    expect(result.cookies).toEqual(
      expect.arrayContaining([
        { name: 'block_reason', value: '4', maxAge: 86_400 },
        { name: 'block_from', value: '/en/providers', maxAge: 86_400 },
      ]),
    );
    expect(names(result)).not.toContain('site_closed');
  });

  it('the block page asks about that address, and stays while it is blocked', async () => {
    const blockAsked: string[] = [];
    const result = await run({
      url: '/en/site-updates',
      cookies: { block_from: '/en/providers', block_reason: '4' },
      block: [open, siteUpdates],
      blockAsked,
    });
    expect(blockAsked).toEqual(['/en/providers']);
    expect(where(result)).toBe('next');
  });

  it('…and leads home once the rule is lifted', async () => {
    const result = await run({
      url: '/en/site-updates',
      cookies: { block_from: '/en/providers', block_reason: '4' },
    });
    expect(where(result)).toBe('307 /en');
  });

  it('an address that is not a path of this site is not asked about', async () => {
    for (const value of [
      '//evil.example/x',
      'https://evil.example',
      '/a b',
      `/${'x'.repeat(600)}`,
    ]) {
      const blockAsked: string[] = [];
      await run({ url: '/en/site-updates', cookies: { block_from: value }, blockAsked });
      expect(blockAsked).toEqual(['/en/site-updates']);
    }
  });

  it('a page that is not a block page asks about itself, whatever the cookie', async () => {
    const blockAsked: string[] = [];
    const result = await run({
      url: '/en/live',
      cookies: { block_from: '/en/providers' },
      blockAsked,
    });
    expect(blockAsked).toEqual(['/en/live']);
    expect(result.deleteCookies).toEqual(['block_from']);
  });
});

describe('the site closed to this browser is told to the BFF (issue 22 §6)', () => {
  const cookieOf = (r: PipelineResult) => r.cookies.find((cookie) => cookie.name === 'site_closed');

  it.each<[string, Case, string]>([
    ['maintenance', { url: '/en/live', cookies: { maintenance: '1' } }, 'maintenance'],
    [
      'the maintenance page',
      { url: '/en/maintenance', cookies: { maintenance: '1' } },
      'maintenance',
    ],
    ['no site config', { url: '/en/live', settings: { unavailable: true } }, 'maintenance'],
    [
      'a site-wide block',
      { url: '/en/live', block: [{ displayTypeId: 1, templateTypeId: 3 }, open] },
      'block',
    ],
    [
      'its block page',
      { url: '/en/block', block: [{ displayTypeId: 1, templateTypeId: 3 }, open] },
      'block',
    ],
  ])('%s sets site_closed', async (_name, c, value) => {
    expect(cookieOf(await run(c))).toEqual({ name: 'site_closed', value, maxAge: 300 });
  });

  it('a lifted geography block does not', async () => {
    const result = await run({
      url: '/en/live',
      cookies: { geo_off: 'VALID' },
      block: [{ displayTypeId: 1, templateTypeId: 1 }, open],
    });
    expect(where(result)).toBe('next');
    expect(cookieOf(result)).toBeUndefined();
  });

  it('the first open page deletes it', async () => {
    const result = await run({ url: '/en/live', cookies: { site_closed: 'maintenance' } });
    expect(result.deleteCookies).toEqual(['site_closed']);
  });
});
