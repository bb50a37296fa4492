import { expect, test } from './fixtures';

// spec 01 §2 Sport: line and live sections, server-rendered from the line API.
test.describe('sport sections without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the line lists sports with counts and games with their odds', async ({ page }) => {
    const response = await page.goto('/en/line');
    expect(response?.status()).toBe(200);
    const sports = page.getByRole('navigation', { name: 'Sports' });
    await expect(sports.getByRole('link', { name: /Football/ })).toHaveAttribute(
      'href',
      '/en/line/all/football',
    );
    const table = page.getByRole('table').first();
    await expect(table.getByRole('columnheader', { name: 'Event' })).toBeVisible();
    // Odds are decimal with two places.
    await expect(
      table
        .locator('td span')
        .filter({ hasText: /^\d+\.\d{2}$/ })
        .first(),
    ).toBeVisible();
  });

  test('a sport page shows only that sport', async ({ page }) => {
    await page.goto('/ru/line/all/tennis');
    await expect(
      page.getByRole('navigation', { name: 'Виды спорта' }).getByRole('link', { name: /Теннис/ }),
    ).toHaveAttribute('aria-current', 'page');
    const headings = await page
      .getByRole('table')
      .locator('xpath=preceding-sibling::h2')
      .allTextContents();
    expect(headings.length).toBeGreaterThan(0);
    for (const heading of headings) expect(heading).toMatch(/^Теннис\./);
  });

  test('live games show their state and score', async ({ page }) => {
    await page.goto('/en/live');
    const firstRow = page.getByRole('table').first().locator('tbody tr').first();
    // The score beside the teams (1:0, 98:98…) and the game's state where pre-match shows the time.
    await expect(firstRow.locator('td span').filter({ hasText: /^\d+:\d+$/ })).toBeVisible();
    await expect(firstRow.locator('td').first()).toHaveText(/\S/);
  });
});
