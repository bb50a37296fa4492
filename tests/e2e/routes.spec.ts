import { buildPath } from '@/server/routes/match';
import { ROUTES } from '@/server/routes/table';
import type { RouteEntry } from '@/server/routes/types';
import { expect, test, SITE_ORIGIN as ORIGIN } from './fixtures';

// spec 01 §2: walk the route table as a search engine or a shared link would (no JavaScript):
// status, layout, <title>, canonical and hreflang of every public page; where every other route
// leads.
const CLOSED_PAGES = [
  'block',
  'blockIe',
  'blockUa',
  'siteUpdates',
  'comingSoon',
  'suspension',
  'maintenance',
  // The technical error page answers 500 with no alternates (faults.spec.ts).
  'serverError',
];

function pathOf(route: RouteEntry, lng: string): string {
  const path = buildPath(route, route.sample ?? {});
  return `/${lng}${path ? `/${path}` : ''}`;
}

const publicRoutes = ROUTES.filter(
  (r) =>
    !r.redirect &&
    !r.flags?.auth &&
    !r.flags?.nonProduction &&
    r.variant !== 'bonuses-offers' &&
    // Meta 24: banned players only (route-guards.spec.ts); a visitor is sent home.
    r.flags?.ban !== 24 &&
    // The terms confirmation is a player's page (protection.spec.ts); a visitor is sent on.
    r.id !== 'confirm' &&
    // The line has no Europa League: its game addresses lead to the game's own (line.spec.ts).
    r.id !== 'europaleagueGame' &&
    !CLOSED_PAGES.includes(r.id),
);

for (const lng of ['en', 'ru']) {
  test.describe(`public pages in ${lng}`, () => {
    for (const route of publicRoutes) {
      const path = pathOf(route, lng);
      test(`${route.id} ${path}`, async ({ request }) => {
        const response = await request.get(path, { maxRedirects: 0 });
        expect(response.status()).toBe(200);
        const html = await response.text();
        expect(html).toContain(`<html lang="${lng}"`);
        expect(html).toMatch(/<title>[^<]{3,}<\/title>/);
        const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
        expect(canonical).toBeDefined();
        for (const code of ['en', 'ru', 'x-default']) {
          expect(html).toMatch(new RegExp(`<link rel="alternate" hrefLang="${code}" href="[^"]+"`));
        }
        const hasMainNav = html.includes(
          `aria-label="${lng === 'en' ? 'Main sections' : 'Основные разделы'}"`,
        );
        expect(hasMainNav).toBe(route.layout === 'main');
        if (route.flags?.noindex) expect(html).toMatch(/<meta name="robots" content="noindex/);
      });
    }
  });
}

test('canonical and hreflang of a page point at its own addresses', async ({ request }) => {
  const html = await (await request.get('/ru/rules/general')).text();
  expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/ru/rules/general"/>`);
  expect(html).toContain(`<link rel="alternate" hrefLang="en" href="${ORIGIN}/en/rules/general"/>`);
  expect(html).toContain(
    `<link rel="alternate" hrefLang="x-default" href="${ORIGIN}/en/rules/general"/>`,
  );
  // One source of hreflang: exactly one alternate per language.
  expect(html.match(/<link rel="alternate" hrefLang="ru"/g)).toHaveLength(1);
});

test('the SEO module decides title, robots, canonical and media alternates where it speaks', async ({
  request,
}) => {
  const home = await (await request.get('/en')).text();
  expect(home).toMatch(
    /<link rel="alternate" media="only screen and \(max-width: 640px\)" href="https:\/\/m\.betarena\.example\/?"/,
  );
  expect(home).toContain(
    '<meta name="dmca-site-verification" content="sandbox-dmca-verification"/>',
  );
  const results = await (await request.get('/en/results')).text();
  expect(results).toMatch(/<meta name="robots" content="noindex, follow"/);
  const news = await (await request.get('/en/news')).text();
  expect(news).toContain('<link rel="canonical" href="https://news.betarena.example/en/news"/>');
  const promo = await (await request.get('/en/promo')).text();
  expect(promo).toContain(`<link rel="canonical" href="${ORIGIN}/en/promotions/welcome"/>`);
});

const redirects: [string, string, number, string][] = [
  ['lpage', '/en/lpage/landing-x', 301, '/en/landing-page/landing-x'],
  ['user/forgotpassword', '/en/user/forgotpassword', 307, '/en?showForgotPasswordModal=1'],
  ['user/coupon', '/ru/user/coupon', 301, '/ru'],
  ['mobile/startdownloadapp', '/en/mobile/startdownloadapp', 301, '/en/mobile'],
  ['old promotion path', '/en/bonus-100', 301, '/en/promotions/welcome'],
  [
    'slot_first_deposit',
    '/en/bonus/slot_first_deposit',
    301,
    '/en/bonus/casino/slot-first-deposit',
  ],
  ['unused bonus variant', '/en/bonus-offer-partner/7', 301, '/en/bonus-partner/7'],
  ['office root (visitor)', '/en/office', 307, '/en/user/login?returnUrl=%2Fen%2Foffice'],
  [
    'office section (visitor)',
    '/en/office/history',
    307,
    '/en/user/login?returnUrl=%2Fen%2Foffice%2Fhistory',
  ],
  ['block page when not blocked', '/en/block-ua', 307, '/en'],
  ['maintenance page when no maintenance', '/en/maintenance', 307, '/en'],
  ['redirect-light rule of the operator', '/en/old-bonus', 301, '/en/promotions/welcome'],
  [
    'unknown route with platform_type',
    '/en/nowhere?platform_type=mobile&x=1',
    307,
    '/en?platform_type=mobile&x=1',
  ],
];

for (const [name, from, status, to] of redirects) {
  test(`redirect: ${name}`, async ({ request }) => {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status()).toBe(status);
    const location = new URL(response.headers().location ?? '', ORIGIN);
    expect(location.pathname + location.search).toBe(to);
  });
}

const notFound = [
  '/en/nowhere',
  '/en/print-coupon/12ab',
  '/en/landing-page/welcome',
  '/en/debugger',
  '/en/internal-vpn',
  '/en/promo-2019/x',
  '/en/cyber-world-cup',
];
for (const path of notFound) {
  test(`404 with the technical page, server-rendered: ${path}`, async ({ request }) => {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain('This page could not be found');
    expect(html).toContain('aria-label="Main sections"');
  });
}
