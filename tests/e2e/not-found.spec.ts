import { expect, expectAccessible, failedLoad, test } from './fixtures';

// Unknown routes are found by the middleware against the route table and answered 404 with the
// server-rendered technical page.
test.describe('unknown routes (spec 01 §8), without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const path of ['/en/no-such-page', '/en/casino/x/y/z/w', '/ru/nothing-here']) {
    test(`${path} answers 404 with the technical page inside the site`, async ({
      page,
      expectConsoleError,
    }) => {
      expectConsoleError(failedLoad(404, path));
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }

  test('the English 404 says so in the spec words and leads home', async ({
    page,
    expectConsoleError,
  }) => {
    expectConsoleError(failedLoad(404, '/en/no-such-page'));
    await page.goto('/en/no-such-page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'This page could not be found',
    );
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Go to the home page' }),
    ).toHaveAttribute('href', '/en');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });

  test('a missing file outside any language is a 404 too', async ({ page, expectConsoleError }) => {
    expectConsoleError(failedLoad(404, '/missing-file.txt'));
    const response = await page.goto('/missing-file.txt');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'This page could not be found',
    );
  });
});

test('the 404 page has no serious accessibility violation', async ({
  page,
  expectConsoleError,
}) => {
  expectConsoleError(failedLoad(404, '/en/no-such-page'));
  await page.goto('/en/no-such-page');
  await expectAccessible(page);
});
