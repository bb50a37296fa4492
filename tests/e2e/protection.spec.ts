import type { Page } from '@playwright/test';
import { signIn } from './coupon-helpers';
import { cachesLapse, expect, expectAccessible, sandbox, test } from './fixtures';

// spec 01 §4 Auto log-off, Age restriction, Terms confirmation; §8, §9: against the sandbox.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.71' } });

const header = (page: Page) => page.getByRole('banner');
const ageWarning = (page: Page) => page.getByRole('region', { name: 'Adults only: 18+' });

test('an idle player is logged off and told why on the next load', async ({ page }) => {
  // 0.05 minutes: 3 s of inactivity (the schema takes any non-negative number of minutes).
  await sandbox('site-config', { method: 'PATCH', body: { autoLogoffInactiveMinutes: 0.05 } });
  await cachesLapse();
  await signIn(page);
  await expect(
    page.getByText('You were logged out after a period of inactivity. Sign in again to continue.'),
  ).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL('/en');
  await expect(header(page).getByRole('link', { name: 'Log in' })).toBeVisible();
  await expectAccessible(page);
  // The notice is for the load after the log-off only.
  await page.reload();
  await page.waitForLoadState('networkidle');
  await expect(page.getByText('You were logged out after a period of inactivity.')).toHaveCount(0);
});

test('activity keeps the player signed in past the inactivity time', async ({ page }) => {
  await sandbox('site-config', { method: 'PATCH', body: { autoLogoffInactiveMinutes: 0.05 } });
  await cachesLapse();
  await signIn(page);
  for (let i = 0; i < 8; i += 1) {
    await page.mouse.move(100 + i * 10, 200);
    await page.waitForTimeout(1000);
  }
  await expect(header(page).getByRole('button', { name: 'Log out' })).toBeVisible();
});

test('the age warning shows until acknowledged, then stays away for 3 days', async ({ page }) => {
  await page.goto('/en');
  await page.waitForLoadState('networkidle');
  await expect(ageWarning(page)).toContainText('18 and over');
  await expectAccessible(page);
  await ageWarning(page).getByRole('button', { name: 'I am 18 or older' }).click();
  await expect(ageWarning(page)).toHaveCount(0);

  const cookie = (await page.context().cookies()).find((c) => c.name === 'age_confirmed');
  expect(cookie?.value).toBe('1');
  expect(Math.abs((cookie?.expires ?? 0) - (Date.now() / 1000 + 259_200))).toBeLessThan(60);
  // The server leaves it out of the next pages: not in the HTML, so nothing flashes.
  const html = await (await page.request.get('/en/line')).text();
  expect(html).not.toContain('I am 18 or older');
  await page.goto('/en/line');
  await expect(ageWarning(page)).toHaveCount(0);
});

test('the confirm page sends a visitor away', async ({ page }) => {
  await page.goto('/en/confirm');
  await expect(page).toHaveURL('/en');
});

test('new terms hold a signed-in player on the confirm page, except on excluded routes', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/en/confirm?returnUrl=%2Fen%2Fline');
  // Nothing to confirm: the page leaves for where the player was going.
  await expect(page).toHaveURL('/en/line');
  // The page's own user config call is answered before the terms change: one answered after it
  // would find the shared page's class stale and load the page again under the next navigation.
  await page.waitForLoadState('networkidle');

  await sandbox('terms', { body: {} });
  // A page load is held by the server…
  await page.goto('/en/office/history');
  await expect(page).toHaveURL('/en/confirm?returnUrl=%2Fen%2Foffice%2Fhistory');
  await expect(page.getByRole('heading', { name: 'Our terms have changed' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'General terms' })).toBeVisible();
  await expectAccessible(page);
  // …but the routes excluded from the redirect stay reachable, the poll included.
  await page.clock.install();
  await page.goto('/en/contacts');
  await page.waitForLoadState('networkidle');
  await page.clock.runFor(1000);
  const polled = page.waitForResponse((r) => r.url().includes('/api/terms/status'));
  await page.clock.runFor(60_000);
  expect((await (await polled).json()).data.toConfirm).toBe(true);
  await page.waitForLoadState('networkidle');
  await expect(page).toHaveURL('/en/contacts');

  await page.goto('/en/office/support');
  await expect(page).toHaveURL('/en/office/support');
});

test('the 60 s poll sends the player to confirm and accepting brings them back', async ({
  page,
}) => {
  // The page's clock is ours from the first page on, so the 60 s poll runs when the test says.
  await page.clock.install();
  await signIn(page);
  await page.goto('/en/line');
  await page.waitForLoadState('networkidle');
  await expect(page.locator('html[data-coupon-ready]')).toHaveCount(1);
  // Hydration's own timers run on the page's clock too: let them run first.
  await page.clock.runFor(1000);
  await sandbox('terms', { body: {} });
  await page.clock.runFor(60_000);
  await expect(page).toHaveURL('/en/confirm?returnUrl=%2Fen%2Fline');
  await page.getByRole('button', { name: 'Accept the terms' }).click();
  await expect(page).toHaveURL('/en/line');
  await page.goto('/en/office/history');
  await expect(page).toHaveURL('/en/office/history');
});

test('a player may log out from the confirm page', async ({ page }) => {
  await signIn(page);
  await sandbox('terms', { body: {} });
  await page.goto('/en');
  await expect(page).toHaveURL('/en/confirm?returnUrl=%2Fen');
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL('/en');
  await expect(header(page).getByRole('link', { name: 'Log in' })).toBeVisible();
});
