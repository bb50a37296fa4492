import type { Browser, Page } from '@playwright/test';
import {
  expect,
  expectAccessible,
  failedLoad,
  lookAt,
  sandbox,
  SANDBOX_URL,
  test,
} from './fixtures';
import { signInAs } from './coupon-helpers';

// The office bet history and the printable bet slip (spec 02 §3 "Bet status ids", "Coupon
// types"): coupons are placed straight at the sandbox upstream with the player's token, settled
// through its control API, and read back through the pages.
const DEMO = { email: 'demo@betarena.example', password: 'Demo-2026!' };

interface Outcome {
  id: number;
  gameId: number;
  coef: number;
  isBlocked: boolean;
  opponents: [string, string];
}
interface Coupon {
  couponId: number;
}

async function upstream<T>(
  path: string,
  init: { method?: string; body?: unknown; token?: string; requestId?: string } = {},
): Promise<T> {
  const response = await fetch(`${SANDBOX_URL}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      'content-type': 'application/json',
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.requestId ? { 'x-request-id': init.requestId } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

async function upstreamToken(login: string, password: string): Promise<string> {
  const data = await upstream<{ token: string }>('/auth-api/v1/login', {
    method: 'POST',
    body: { type: 'login_password', login, password, isRemember: false },
  });
  return data.token;
}

/** The first open outcome of the first market of each pre-match game. */
async function lineOutcomes(): Promise<Outcome[]> {
  const games = await upstream<{ markets: { outcomes: Outcome[] }[] }[]>(
    '/line-api/v1/games?stream=line&limit=40&lang=en',
  );
  return games
    .map((game) => game.markets[0]?.outcomes.find((o) => !o.isBlocked))
    .filter((o): o is Outcome => o !== undefined);
}

let serial = 0;
function placeCoupon(
  token: string,
  accountId: number,
  typeId: number,
  outcomes: Outcome[],
  amount = 100,
  systemValue?: number,
): Promise<Coupon> {
  serial += 1;
  return upstream<Coupon>('/coupon-api/v1/coupons?lang=en', {
    method: 'POST',
    token,
    requestId: `e2e-history-${Date.now()}-${serial}`,
    body: {
      accountId,
      amount,
      typeId,
      coef: outcomes.reduce((product, o) => product * o.coef, 1),
      ...(systemValue ? { systemValue } : {}),
      bets: outcomes.map((o) => ({ outcomeId: o.id, gameId: o.gameId, coef: o.coef })),
    },
  });
}

async function withTheme(browser: Browser, theme: 'light' | 'dark', baseURL: string) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, baseURL });
  await context.addCookies([{ name: 'theme', value: theme, url: baseURL }]);
  return context;
}

/** A coupon's row in the history table: its number is the row header. */
const couponRow = (page: Page, couponId: number) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: String(couponId) }) });

test('the history lists the player’s coupons with their status, bets and print links; the slip prints', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  const token = await upstreamToken(DEMO.email, DEMO.password);
  const outcomes = await lineOutcomes();
  const [a, b, c, d, e, f] = outcomes;
  if (!a || !b || !c || !d || !e || !f) throw new Error('the line has too few games');
  const single = await placeCoupon(token, 1, 0, [a], 150);
  const express = await placeCoupon(token, 1, 1, [b, c], 200);
  const system = await placeCoupon(token, 1, 2, [d, e, f], 300, 2);
  const halfWin = await placeCoupon(token, 1, 0, [e], 50);
  await sandbox(`coupons/${single.couponId}/settle`, { body: { statusId: 1 } });
  await sandbox(`coupons/${express.couponId}/settle`, { body: { statusId: 0 } });
  await sandbox(`coupons/${halfWin.couponId}/settle`, { body: { statusId: 6 } });

  await signInAs(page, DEMO.email, DEMO.password);
  await page.goto('/en/office/history');
  await expect(page.getByRole('heading', { level: 1, name: 'Bet history' })).toBeVisible();
  const numbers = page
    .getByRole('table', { name: 'Bet history, newest first' })
    .getByRole('rowheader');
  await expect(numbers).toHaveText(
    [halfWin, system, express, single].map((coupon) => String(coupon.couponId)),
  );
  await expect(couponRow(page, single.couponId)).toContainText('Single');
  await expect(couponRow(page, single.couponId)).toContainText('Won');
  await expect(couponRow(page, express.couponId)).toContainText('Express');
  await expect(couponRow(page, express.couponId)).toContainText('Lost');
  await expect(couponRow(page, system.couponId)).toContainText('System 2/3');
  await expect(couponRow(page, system.couponId)).toContainText('Not started');
  await expect(couponRow(page, halfWin.couponId)).toContainText('Half lost, half won');
  await expect(couponRow(page, single.couponId)).toContainText('₽150.00');

  // The bets open without JavaScript (<details>).
  const bets = page.getByText(/^3 bets:/);
  await bets.click();
  await expect(
    page.getByRole('cell', { name: new RegExp(`^${f.opponents[0]} – ${f.opponents[1]}`) }).first(),
  ).toBeVisible();
  await expectAccessible(page);

  await couponRow(page, single.couponId)
    .getByRole('link', { name: `Print coupon No. ${single.couponId}` })
    .click();
  await expect(page).toHaveURL(`/en/print-coupon/${single.couponId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Bet slip No. ${single.couponId}`,
  );
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  await expect(
    page.getByRole('cell', { name: new RegExp(`^${a.opponents[0]} – ${a.opponents[1]}`) }),
  ).toBeVisible();
  await expect(page.getByText('Total odds')).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expectAccessible(page);
  // The print button asks the browser to print.
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await page.getByRole('button', { name: 'Print' }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await lookAt(page, 'print-coupon-paper');
  await page.emulateMedia({ media: 'screen' });

  // Screenshots of both pages in both themes.
  const cookies = await page.context().cookies();
  for (const theme of ['light', 'dark'] as const) {
    const context = await withTheme(browser, theme, baseURL ?? '');
    await context.addCookies(cookies.filter((cookie) => cookie.name !== 'theme'));
    const themed = await context.newPage();
    await themed.goto('/en/office/history');
    await expect(themed.locator('html')).toHaveAttribute('data-theme', theme);
    await themed.getByText(/^3 bets:/).click();
    await expectAccessible(themed);
    await lookAt(themed, `history-${theme}`);
    await themed.goto(`/en/print-coupon/${system.couponId}`);
    await expectAccessible(themed);
    await lookAt(themed, `print-coupon-${theme}`);
    await context.close();
  }
});

test('the history pages by 20, and a bad page is the first', async ({ page }) => {
  const token = await upstreamToken(DEMO.email, DEMO.password);
  const [outcome] = await lineOutcomes();
  if (!outcome) throw new Error('no outcome');
  const placed: Coupon[] = [];
  for (let i = 0; i < 21; i += 1) placed.push(await placeCoupon(token, 1, 0, [outcome], 20));
  await sandbox(`coupons/${placed[0]?.couponId}/settle`, { body: { statusId: 2 } });

  await signInAs(page, DEMO.email, DEMO.password);
  await page.goto('/en/office/history?page=abc');
  const rows = page
    .getByRole('table', { name: 'Bet history, newest first' })
    .getByRole('rowheader');
  await expect(rows).toHaveCount(20);
  await expect(page.getByText('Page 1 of 2')).toBeVisible();
  const pages = page.getByRole('navigation', { name: 'Bet history pages' });
  await pages.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL('/en/office/history?page=2');
  await expect(rows).toHaveText([String(placed[0]?.couponId)]);
  await expect(couponRow(page, placed[0]?.couponId ?? 0)).toContainText('Refund');
  await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
});

test('a player with no bets sees a friendly empty history', async ({ page }) => {
  const email = `empty-${Date.now()}@betarena.example`;
  await sandbox('users', { body: { email, password: 'Empty-2026!' } });
  await signInAs(page, email, 'Empty-2026!');
  await page.goto('/en/office/history');
  await expect(page.getByText('You have not placed any bets yet.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Choose an event in the line' })).toHaveAttribute(
    'href',
    '/en/line',
  );
  await expectAccessible(page);
});

test('another player’s coupon is a 404 on the slip', async ({ page, expectConsoleError }) => {
  const email = `other-${Date.now()}@betarena.example`;
  await sandbox('users', { body: { email, password: 'Other-2026!' } });
  const token = await upstreamToken(email, 'Other-2026!');
  const accounts = await upstream<{ activeAccount: { id: number } }>('/accounts-api/v1/accounts', {
    token,
  });
  await sandbox(`accounts/${accounts.activeAccount.id}`, {
    method: 'PATCH',
    body: { balance: 1000 },
  });
  const [outcome] = await lineOutcomes();
  if (!outcome) throw new Error('no outcome');
  const theirs = await placeCoupon(token, accounts.activeAccount.id, 0, [outcome], 100);
  expectConsoleError(failedLoad(404, `/en/print-coupon/${theirs.couponId}`));

  await signInAs(page, DEMO.email, DEMO.password);
  const response = await page.goto(`/en/print-coupon/${theirs.couponId}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page could not be found');
  await expect(page.getByText(String(theirs.couponId))).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the printed coupon fits the screen and names the account as the wallets do', async ({
    page,
  }) => {
    const email = `phone-${Date.now()}@betarena.example`;
    await sandbox('users', { body: { email, password: 'Phone-2026!' } });
    const token = await upstreamToken(email, 'Phone-2026!');
    const { activeAccount } = await upstream<{ activeAccount: { id: number } }>(
      '/accounts-api/v1/accounts',
      { token },
    );
    await sandbox(`accounts/${activeAccount.id}`, { method: 'PATCH', body: { balance: 1000 } });
    const [a, b, c] = await lineOutcomes();
    if (!a || !b || !c) throw new Error('the line has too few games');
    const system = await placeCoupon(token, activeAccount.id, 2, [a, b, c], 300, 2);
    await signInAs(page, email, 'Phone-2026!');
    await page.goto(`/en/print-coupon/${system.couponId}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Bet slip No. ${system.couponId}`,
    );
    // The account by its name, never its number.
    const facts = page.getByRole('definition');
    await expect(facts.filter({ hasText: /^Main account · [A-Z]{3}$/ })).toHaveCount(1);
    await expect(facts.filter({ hasText: /^\d+ · [A-Z]{3}$/ })).toHaveCount(0);
    // Each bet reads in full across the screen, and the page is no wider than the phone.
    for (const outcome of [a, b, c]) {
      const cell = page.getByRole('cell', {
        name: new RegExp(`^${outcome.opponents[0]} – ${outcome.opponents[1]}`),
      });
      const box = await cell.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await expectAccessible(page);
    await lookAt(page, 'print-coupon-phone');
  });
});

test.describe('a visitor', () => {
  for (const path of ['/en/office/history', '/en/print-coupon/10000001']) {
    test(`is sent to sign in from ${path} and back after`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(`/en/user/login?returnUrl=${encodeURIComponent(path)}`);
    });
  }
});
