import type { Page } from '@playwright/test';
import { expect, sandbox, SITE_ORIGIN } from './fixtures';

/** The coupon specs' own players, bet slip and line: shared by every spec that places bets. */
const PASSWORD = 'Bettor-2026!';

let players = 0;

/** A player of this test with 50 000 RUB, so limits and balances of one test touch no other. */
export async function newBettor(): Promise<{ id: number; email: string }> {
  const email = `bettor-${Date.now()}-${players++}@example.test`;
  const created = (await sandbox('users', { body: { email, password: PASSWORD } })) as {
    data: { id: number };
  };
  await sandbox('accounts', {
    body: { userId: created.data.id, type: 0, currency: 'RUB', balance: 50000 },
  });
  return { id: created.data.id, email };
}

export const coupon = (page: Page) => page.getByRole('complementary', { name: 'Bet slip' });
export const couponBets = (page: Page) =>
  coupon(page).getByRole('list', { name: 'Selections' }).getByRole('listitem');

/**
 * Signs a player in and opens `path` signed in. It asks the BFF as the login form does
 * (auth.spec.ts drives the form itself), so a spec that needs a player does not spend seconds on
 * a form it does not test.
 */
export async function signInAs(page: Page, login: string, password: string, path = '/en') {
  const answer = await page.request.post('/api/auth/login', {
    data: { type: 'login_password', login, password, isRemember: false },
    headers: { origin: SITE_ORIGIN },
  });
  expect(answer.status()).toBe(200);
  await page.goto(path);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log out' })).toBeVisible();
}

/** Signs a new bettor in on the home page; the bettor's sandbox id. */
export async function signIn(page: Page): Promise<number> {
  const { id, email } = await newBettor();
  await signInAs(page, email, PASSWORD);
  return id;
}

/** The first odds of `count` different pre-match games of the football line. */
export async function addOutcomes(page: Page, count: number, skip = 0) {
  const before = await couponBets(page).count();
  const rows = page.getByRole('main').locator('tbody tr');
  for (let i = skip; i < skip + count; i++) {
    await rows.nth(i).locator('button[data-outcome-id]:not([disabled])').first().click();
  }
  await expect(couponBets(page)).toHaveCount(before + count);
}

/** The address of the first game the football line lists, read from the line's own link. */
export async function firstFootballGamePath(page: Page): Promise<string> {
  await page.goto('/en/line/all/football');
  const href = await page
    .getByRole('main')
    .locator('tbody tr')
    .first()
    .getByRole('link')
    .first()
    .getAttribute('href');
  expect(href).toMatch(/^\/en\/line\//);
  return href!;
}

export async function openLine(page: Page) {
  await page.goto('/en/line/all/football');
  await expect(page.getByRole('main').locator('tbody tr').first()).toBeVisible();
  await expect(page.locator('html[data-coupon-ready]')).toHaveCount(1);
}

/** The accepted coupon's number, once the coupon shows it; Continue closes the view. */
export async function acceptedCoupon(page: Page, timeout?: number): Promise<string> {
  const accepted = coupon(page).getByRole('status', { name: 'Bet accepted' });
  await expect(accepted).toBeVisible({ timeout });
  const link = accepted.getByRole('link', { name: /№/ });
  const number = ((await link.textContent()) ?? '').replace(/\D/g, '');
  expect(number).not.toBe('');
  await accepted.getByRole('button', { name: 'Continue' }).click();
  return number;
}

export async function place(page: Page): Promise<string> {
  await coupon(page).getByRole('button', { name: 'Place bet' }).click();
  return acceptedCoupon(page);
}
