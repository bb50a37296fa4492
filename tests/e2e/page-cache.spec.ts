/**
 * The shared copy of anonymous visitors' pages (server/http/page-cache.mjs), in a second site
 * started for these tests with a copy that lasts a minute, so that which answer is a copy does
 * not depend on timing: a visitor without a session gets the page another rendered, with a CSP
 * nonce of its own, and it works in the browser; a player is never given a copy.
 */
import type { ChildProcess } from 'node:child_process';
import type { Browser, Response } from '@playwright/test';
import { addOutcomes, coupon, couponBets } from './coupon-helpers';
import { expect, SANDBOX_URL, SITE_PORT, test } from './fixtures';
import { newPlayer, PLAYER_PASSWORD } from './players';
import { startSecondSite } from './second-site';

// Lanes are 10 ports apart and faults.spec.ts starts its own site at +90.
const PORT = SITE_PORT + 85;
const ORIGIN = `http://localhost:${PORT}`;
const SPORT = '/en/line/all/football';

let site: ChildProcess | null = null;

test.beforeAll(async () => {
  site = await startSecondSite(PORT, { UPSTREAM_URL: SANDBOX_URL, PAGE_CACHE_TTL_MS: '60000' });
});

test.afterAll(async () => {
  site?.kill('SIGTERM');
  site = null;
});

const nonceOf = (response: Response | null) =>
  /'nonce-([^']+)'/.exec(response?.headers()['content-security-policy'] ?? '')?.[1];

// The visitors here agree to cookies as the test says (the fixtures' contexts would each agree at
// their own moment).
test.use({ cookiesAgree: null });
const AGREED = 'all.1764000000000';

/** A new visitor who agreed to all cookies (at `agreed`) opening `path` on the second site. */
async function visit(browser: Browser, path: string, agreed = AGREED) {
  const context = await browser.newContext({ baseURL: ORIGIN });
  await context.addCookies([
    { name: 'cookies_agree', value: agreed, domain: 'localhost', path: '/', sameSite: 'Lax' },
  ]);
  const page = await context.newPage();
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  return { context, page, response };
}

test('a second visitor gets the page the first one had rendered, under a nonce of its own, and it works', async ({
  browser,
}) => {
  const first = await visit(browser, SPORT);
  const second = await visit(browser, SPORT);
  // The first visitor of the minute may already be served a copy made by another test's visit.
  expect(['miss', 'hit']).toContain(first.response?.headers()['x-page-cache']);
  expect(second.response?.headers()['x-page-cache']).toBe('hit');
  const [firstNonce, secondNonce] = [nonceOf(first.response), nonceOf(second.response)];
  expect(secondNonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  expect(secondNonce).not.toBe(firstNonce);

  // Every script of the copy carries its own answer's nonce (the console guard of the fixtures
  // fails the test on any CSP refusal), and the page's scripts run: the slip takes an odd.
  const html = (await second.response?.text()) ?? '';
  expect(html).not.toContain(firstNonce);
  expect(html.split(`nonce="${secondNonce}"`).length).toBeGreaterThan(5);
  const { page } = second;
  await expect(page.locator('html[data-coupon-ready]')).toHaveCount(1);
  await addOutcomes(page, 1);
  await expect(coupon(page)).toBeVisible();
  await expect(couponBets(page)).toHaveCount(1);

  // The same address, asked as another language, is another copy.
  const other = await visit(browser, '/ru/line/all/football');
  await expect(other.page.locator('html')).toHaveAttribute('lang', 'ru');
  await Promise.all([first, second, other].map(({ context }) => context.close()));
});

test('returning visitors who agreed to cookies at different moments share a copy', async ({
  browser,
}) => {
  const first = await visit(browser, '/en/casino', 'all.1764000000000');
  const second = await visit(browser, '/en/casino', 'all.1764300000000');
  expect(second.response?.headers()['x-page-cache']).toBe('hit');
  // Another choice is another page (its optional parts are off): never the same copy.
  const refused = await visit(browser, '/en/casino', 'disable.1764300000000');
  expect(refused.response?.headers()['x-page-cache']).not.toBe('hit');
  await Promise.all([first, second, refused].map(({ context }) => context.close()));
});

test('a player is never given a copy, and sees the page as a player', async ({ browser }) => {
  const { email } = await newPlayer('page-cache');
  // This visitor's cookies now have a copy of the home page; signed in, they never get it.
  const { context, page } = await visit(browser, '/en');
  const signedIn = await page.request.post('/api/auth/login', {
    data: { type: 'login_password', login: email, password: PLAYER_PASSWORD, isRemember: false },
    headers: { origin: ORIGIN },
  });
  expect(signedIn.status()).toBe(200);
  for (let i = 0; i < 2; i += 1) {
    const response = await page.goto('/en');
    expect(response?.headers()['x-page-cache']).toBeUndefined();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log out' })).toBeVisible();
  }
  await context.close();
});
