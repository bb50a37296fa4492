/**
 * The shared copy of anonymous visitors' pages (server/http/page-cache.mjs), in a second site
 * started for these tests with a copy that lasts a minute, so that which answer is a copy does
 * not depend on timing: a visitor without a session gets the page another rendered, with a CSP
 * nonce of its own, and it works in the browser; players of one class share one too, and each
 * sees their own balance, favourites and hidden sports on it.
 */
import type { ChildProcess } from 'node:child_process';
import type { Browser, Locator, Page, Response } from '@playwright/test';
import { addOutcomes, coupon, couponBets } from './coupon-helpers';
import { expect, sandbox, SANDBOX_URL, SITE_PORT, test } from './fixtures';
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

/** The sandbox's basketball (sandbox/line-catalog.ts). */
const BASKETBALL = 3;

/** A player signed in on the second site, in a context of their own. */
async function signedIn(browser: Browser, email: string) {
  const context = await browser.newContext({ baseURL: ORIGIN });
  await context.addCookies([
    { name: 'cookies_agree', value: AGREED, domain: 'localhost', path: '/', sameSite: 'Lax' },
  ]);
  const page = await context.newPage();
  const answer = await page.request.post('/api/auth/login', {
    data: { type: 'login_password', login: email, password: PLAYER_PASSWORD, isRemember: false },
    headers: { origin: ORIGIN },
  });
  expect(answer.status()).toBe(200);
  return { context, page };
}

/** The casino game id a tile links to (`/en/slots/game/<id>/<slug>`). */
async function gameIdOf(tile: Locator): Promise<number> {
  const href = (await tile.getByRole('link').first().getAttribute('href')) ?? '';
  return Number(/\/game\/(\d+)\//.exec(href)?.[1]);
}

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

test('players of one class share a page, and each sees only their own balance, favourites and hidden sports', async ({
  browser,
}) => {
  test.slow();
  // A and B hide basketball in the line; C hides nothing. Each has a balance of their own.
  const makePlayer = async (balance: number, hidden: number[]) => {
    const player = await newPlayer('page-cache');
    await sandbox('accounts', { body: { userId: player.id, type: 0, currency: 'RUB', balance } });
    await sandbox(`users/${player.id}/config`, {
      method: 'PATCH',
      body: { disallow_line_sport: hidden },
    });
    return { ...player, balance, ...(await signedIn(browser, player.email)) };
  };
  const a = await makePlayer(111, [BASKETBALL]);
  const b = await makePlayer(222, [BASKETBALL]);
  const c = await makePlayer(333, []);
  const sportsOf = (page: Page) =>
    page.getByRole('main').getByRole('navigation', { name: 'Sports' }).getByRole('link');

  // A player's first page is rendered for them alone, and tells the site the player's class.
  for (const { page } of [a, b, c]) {
    const alone = await page.goto('/en/line');
    expect(alone?.headers()['x-page-cache']).toBeUndefined();
  }
  const shared = await a.page.goto('/en/line');
  expect(['miss', 'hit']).toContain(shared?.headers()['x-page-cache']);
  const copy = await b.page.goto('/en/line');
  expect(copy?.headers()['x-page-cache']).toBe('hit');
  const html = (await copy?.text()) ?? '';
  for (const other of [a, c]) expect(html).not.toContain(other.email);
  const own = await c.page.goto('/en/line');
  expect(own?.headers()['x-page-cache']).not.toBe('hit');

  // Each sees their own balance in the header and their own line.
  for (const { page, balance } of [a, b, c]) {
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('button', { name: 'Log out' })).toBeVisible();
    await expect(banner.getByText(`₽${balance}.00`).first()).toBeVisible();
    await expect(sportsOf(page).filter({ hasText: 'Football' })).toHaveCount(1);
  }
  await expect(sportsOf(a.page).filter({ hasText: 'Basketball' })).toHaveCount(0);
  await expect(sportsOf(b.page).filter({ hasText: 'Basketball' })).toHaveCount(0);
  await expect(sportsOf(c.page).filter({ hasText: 'Basketball' })).toHaveCount(1);

  // A's favourite game is A's heart alone on the casino page B is given A's copy of.
  await a.page.goto('/en/slots');
  const tile = (page: Page) =>
    page.getByRole('main').getByRole('list', { name: 'Games' }).getByRole('listitem').first();
  const name = await tile(a.page).getByRole('link').innerText();
  const added = await a.page.request.put(`/api/casino/favourites/${await gameIdOf(tile(a.page))}`, {
    headers: { origin: ORIGIN },
  });
  expect(added.status()).toBe(200);
  const mine = await a.page.goto('/en/slots');
  expect(['miss', 'hit']).toContain(mine?.headers()['x-page-cache']);
  await expect(
    tile(a.page).getByRole('button', { name: `Remove ${name} from favourites` }),
  ).toHaveAttribute('aria-pressed', 'true');
  const theirs = await b.page.goto('/en/slots');
  expect(theirs?.headers()['x-page-cache']).toBe('hit');
  await expect(
    tile(b.page).getByRole('button', { name: `Add ${name} to favourites` }),
  ).toHaveAttribute('aria-pressed', 'false');
  await Promise.all([a, b, c].map(({ context }) => context.close()));
});

test('a signed-out player is never given a copy of the class they had', async ({ browser }) => {
  const player = await newPlayer('page-cache');
  const { context, page } = await signedIn(browser, player.email);
  await page.goto('/en');
  expect((await page.goto('/en'))?.headers()['x-page-cache']).toMatch(/^(miss|hit)$/);
  const cookies = await context.cookies();
  const out = await page.request.post('/api/auth/logout', { headers: { origin: ORIGIN } });
  expect(out.ok()).toBe(true);
  // The old session cookie, sent again, opens no copy: it was revoked.
  await context.addCookies(cookies.filter((cookie) => cookie.name.includes('sb-session')));
  const after = await page.goto('/en');
  expect(after?.headers()['x-page-cache']).toBeUndefined();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  await context.close();
});
