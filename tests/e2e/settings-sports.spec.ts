import type { Page } from '@playwright/test';
import { addOutcomes, coupon, openLine, place, signInAs } from './coupon-helpers';
import { expect, expectAccessible, sandbox, test } from './fixtures';

// Sign-ins of this spec count against an address of its own (per-address rate limits).
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.52' } });

// Issue 10 §5: the office settings' hidden sports (spec 01 §7 "save disallowed sports", spec 02
// §6 "Per-user sports blacklists restrict line and live sports") and the bet slip's "My bets".
const DEMO = { email: 'demo@betarena.example', password: 'Demo-2026!' };

const lineSports = (page: Page) =>
  page.getByRole('main').getByRole('navigation', { name: 'Sports' }).getByRole('link');
const hideInLine = (page: Page, sport: string) =>
  page.getByRole('group', { name: /Hide in the line/ }).getByRole('checkbox', { name: sport });

/** Ticks or unticks a sport in the line and saves; the page has the player's config first. */
async function setHiddenInLine(page: Page, sport: string, hidden: boolean) {
  await page.goto('/en/office/settings');
  const box = hideInLine(page, sport);
  await expect(box).toBeEnabled();
  await box.setChecked(hidden);
  await page.getByRole('button', { name: 'Save hidden sports' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Hidden sports saved' })).toBeVisible();
}

// What the player saves and places is kept upstream: the seed comes back for the next spec.
test.afterEach(async () => {
  await sandbox('reset');
});

test('the demo player hides a sport in the line, no longer sees it after a reload, and restores it', async ({
  page,
}) => {
  test.slow();
  await signInAs(page, DEMO.email, DEMO.password);
  await page.goto('/en/line');
  await expect(lineSports(page).filter({ hasText: 'Basketball' })).toHaveCount(1);

  await setHiddenInLine(page, 'Basketball', true);
  await expectAccessible(page);

  await page.goto('/en/line');
  await page.reload();
  await expect(lineSports(page).filter({ hasText: 'Football' })).toHaveCount(1);
  await expect(lineSports(page).filter({ hasText: 'Basketball' })).toHaveCount(0);
  // Its games leave the all-sports list too.
  await expect(page.getByRole('main').locator('a[href*="/line/all/basketball/"]')).toHaveCount(0);

  // The settings show it hidden after a reload: the lists come back in the user config.
  await page.goto('/en/office/settings');
  await expect(hideInLine(page, 'Basketball')).toBeChecked();

  await setHiddenInLine(page, 'Basketball', false);
  await page.goto('/en/line');
  await expect(lineSports(page).filter({ hasText: 'Basketball' })).toHaveCount(1);
});

test('a placed bet shows in My bets, whose link leads to the bet history', async ({ page }) => {
  test.slow();
  await signInAs(page, DEMO.email, DEMO.password);
  await openLine(page);
  await addOutcomes(page, 1);
  const number = await place(page);

  const myBets = coupon(page).getByRole('tab', { name: 'My bets' });
  await myBets.click();
  await expect(myBets).toHaveAttribute('aria-selected', 'true');
  const panel = coupon(page).getByRole('tabpanel', { name: 'My bets' });
  const placed = panel.getByRole('listitem', { name: `Coupon № ${number}` });
  await expect(placed).toBeVisible();
  await expect(placed).toContainText('Possible win');
  await expectAccessible(page);

  await panel.getByRole('link', { name: 'All bets' }).click();
  await expect(page).toHaveURL(/\/en\/office\/history$/);
  await expect(
    page
      .getByRole('table', { name: 'Bet history, newest first' })
      .getByRole('rowheader', { name: number }),
  ).toBeVisible();
});

test('a visitor’s My bets asks to log in and opens the login form', async ({ page }) => {
  await page.goto('/en/line');
  await expect(page.locator('html[data-coupon-ready]')).toHaveCount(1);
  await coupon(page).getByRole('tab', { name: 'My bets' }).click();
  const panel = coupon(page).getByRole('tabpanel', { name: 'My bets' });
  await expect(panel).toContainText('Log in to see your open bets.');
  await panel.getByRole('link', { name: 'Log in' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});
