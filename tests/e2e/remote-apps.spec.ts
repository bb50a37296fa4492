import { expect, test } from './fixtures';

// spec 01 §4 "Remote-application load state", §8, §9: a lazily loaded part whose code fails to
// load is retried (1000 ms, then 2000 ms) and appears without the refresh button or a page reload.

test('the login modal recovers when its chunks fail twice', async ({
  page,
  expectConsoleError,
}) => {
  expectConsoleError(
    /Failed to load resource: the server responded with a status of 500 .*\/_next\/static\/chunks\//,
  );
  await page.goto('/en');
  await page.waitForLoadState('networkidle');
  await expect(page.locator('html[data-coupon-ready]')).toHaveCount(1);
  // A reload loads the document again; the home page's live refresh (same document) does not.
  const reloads: string[] = [];
  page.on('domcontentloaded', () => reloads.push(page.url()));

  // Every chunk the modal asks for from now on fails twice, then loads.
  const requests = new Map<string, number>();
  await page.route('**/_next/static/chunks/**', async (route) => {
    const url = route.request().url();
    const count = (requests.get(url) ?? 0) + 1;
    requests.set(url, count);
    if (count <= 2) await route.fulfill({ status: 500, body: 'unavailable' });
    else await route.continue();
  });

  await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog.getByRole('textbox', { name: 'E-mail' })).toBeVisible({ timeout: 15_000 });
  await expect(dialog.getByLabel('Password', { exact: true })).toBeVisible();

  expect(requests.size).toBeGreaterThan(0);
  expect([...requests.values()]).toEqual([...requests.values()].map(() => 3));
  await expect(page.getByRole('button', { name: 'Refresh' })).toHaveCount(0);
  expect(reloads).toEqual([]);
});
