import { expect, expectAccessible, failedLoad, test } from './fixtures';

// issue 12 §2; spec 01 §2 "Other": news/{slug}?, results/{live|zone}?, statistic, statisticpopup;
// spec 02 "results page".
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.120' } });

const DAY_MS = 86_400_000;
const isoDay = (back: number) => new Date(Date.now() - back * DAY_MS).toISOString().slice(0, 10);

test.describe('news without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the list pages by plain links and leads to an article with its own SEO data', async ({
    page,
  }) => {
    await page.goto('/en/news');
    const cards = page
      .getByRole('region', { name: 'Latest news' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 2 }) });
    await expect(cards).toHaveCount(6);

    await page.getByRole('link', { name: 'Older' }).click();
    await expect(page).toHaveURL(/\/en\/news\?page=2$/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /\/en\/news\?page=2$/,
    );
    // The SEO module titles the news section itself: its title stays on every list page.
    await expect(page).toHaveTitle('Sports and betting news — Bet Arena');

    await page.getByRole('link', { name: 'La Liga: Real Madrid and Barcelona meet' }).click();
    await expect(page).toHaveURL(/\/en\/news\/la-liga-real-madrid-barcelona-preview$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(
      'La Liga: Real Madrid and Barcelona meet with the lead at stake',
    );
    await expect(
      page.getByText('Real Madrid have won four of the last six meetings'),
    ).toBeVisible();
    await expect(page).toHaveTitle(/^La Liga: Real Madrid and Barcelona meet/);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /\/en\/news\/la-liga-real-madrid-barcelona-preview$/,
    );

    await page.goto('/ru/news/la-liga-real-madrid-barcelona-preview');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(
      '«Реал» и «Барселона» сыграют за первое место',
    );
  });
});

test.describe('results and statistics', () => {
  test('finished results by date, a bad date explained, and one event’s statistics', async ({
    page,
  }) => {
    // Several full axe runs on pages with long tables.
    test.slow();
    await page.goto('/en/results');
    await expect(page.getByRole('link', { name: 'Finished' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('table').first()).toBeVisible();
    await expectAccessible(page);

    const yesterday = isoDay(1);
    await page.getByLabel('Date').fill(yesterday);
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(page).toHaveURL(new RegExp(`/en/results\\?date=${yesterday}$`));
    const long = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${yesterday}T00:00:00Z`),
    );
    await expect(page.getByRole('heading', { name: `Results for ${long}` })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Yesterday' })).toHaveAttribute(
      'aria-current',
      'date',
    );
    await page
      .getByRole('navigation', { name: 'Sports' })
      .getByRole('link', { name: /^Basketball/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`/en/results\\?date=${yesterday}&sport=basketball$`));
    await expect(page.getByRole('heading', { level: 2, name: 'Basketball' })).toBeVisible();
    const event = page.getByRole('table').first().getByRole('link').first();
    const sides = (await event.textContent()) ?? '';
    await event.click();
    await expect(page).toHaveURL(/\/en\/statisticpopup\?gameId=\d+$/);
    await expect(page.getByRole('heading', { level: 2, name: sides })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Head to head' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expectAccessible(page);

    await page.goto('/en/results?date=2020-01-01');
    await expect(page.getByRole('alert').filter({ hasText: '2020-01-01' })).toContainText(
      '“2020-01-01” is not a date we have results for.',
    );
    await expect(page.getByRole('heading', { name: /^Results for / })).toBeVisible();
  });

  test('events in play and the virtual sports zone', async ({ page }) => {
    await page.goto('/en/results/live');
    await expect(page.getByRole('link', { name: 'Live now' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(
      page
        .getByRole('columnheader', { name: 'State' })
        .first()
        .or(page.getByText('No events are in play right now.')),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Virtual sports' }).click();
    await expect(page).toHaveURL(/\/en\/results\/zone$/);
    await expect(page.getByRole('heading', { name: 'Virtual horse racing' })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(3);
  });

  test('a league table, and another chosen by its link', async ({ page }) => {
    // Several full axe runs on pages with long tables.
    test.slow();
    await page.goto('/en/statistic');
    const table = page.getByRole('table');
    await expect(table.locator('caption')).toContainText('Premier League');
    await expect(table.locator('tbody tr')).toHaveCount(20);
    await expect(table.getByRole('columnheader', { name: 'Pts' })).toBeVisible();
    await expectAccessible(page);
    await page
      .getByRole('navigation', { name: 'Championships' })
      .getByRole('link', { name: 'NBA' })
      .click();
    await expect(page).toHaveURL(/\/en\/statistic\?champ=301$/);
    await expect(table.locator('caption')).toContainText('NBA');
  });

  test('list pages stay under 150 KB of HTML (issue 13)', async ({ page }) => {
    for (const path of [
      '/en/news',
      '/en/results',
      '/en/results/live',
      '/en/results/zone',
      '/en/statistic',
    ]) {
      const html = await (await page.request.get(path)).text();
      expect(Buffer.byteLength(html), path).toBeLessThan(150_000);
    }
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`the news pages pass the accessibility check in the ${theme} theme`, async ({
      context,
      page,
      baseURL,
    }) => {
      // Several full axe runs.
      test.slow();
      await context.addCookies([{ name: 'theme', value: theme, url: baseURL ?? '' }]);
      for (const path of ['/en/news', '/en/news/khl-ska-extend-winning-run']) {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await expectAccessible(page);
      }
    });
  }

  test('results and tables pass the accessibility check in the light theme', async ({
    context,
    page,
    baseURL,
  }) => {
    // Several full axe runs on pages with long tables.
    test.slow();
    await context.addCookies([{ name: 'theme', value: 'light', url: baseURL ?? '' }]);
    for (const path of ['/en/results', '/en/results/zone', '/en/statistic']) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
      await expectAccessible(page);
    }
  });
});

test('an unknown article answers 404 in the browser too', async ({ page, expectConsoleError }) => {
  expectConsoleError(failedLoad(404, '/en/news/no-such-story'));
  const response = await page.goto('/en/news/no-such-story');
  expect(response?.status()).toBe(404);
});
