import type { Page } from '@playwright/test';
import { firstFootballGamePath } from './coupon-helpers';
import { expect, expectAccessible, test } from './fixtures';

test.describe('server-rendered home page (JavaScript off)', () => {
  test.use({ javaScriptEnabled: false });

  test('in English', async ({ page }) => {
    const response = await page.goto('/en');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    // The SEO module's title for the home page.
    await expect(page).toHaveTitle('Bet Arena — sports betting and online casino');
    // The SEO module's heading; the promotion is the hero's.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sports betting and casino');
    await expect(
      page.getByRole('heading', { level: 2, name: 'Welcome bonus up to 100%' }),
    ).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main sections' });
    await expect(nav.getByRole('link', { name: 'Live', exact: true })).toHaveAttribute(
      'href',
      '/en/live',
    );
    // The footer comes from the site config, in the page's language, with language-prefixed links.
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('heading', { name: 'Information' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Responsible gaming' })).toHaveAttribute(
      'href',
      '/en/responsiblegaming',
    );
    await expect(footer).toContainText('18+');
    await expect(page.getByRole('complementary', { name: 'Bet slip' })).toContainText(
      'Your bet slip is empty',
    );
  });

  test('in Russian', async ({ page }) => {
    await page.goto('/ru');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await expect(page).toHaveTitle('Bet Arena — ставки на спорт и онлайн-казино');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ставки на спорт и казино');
    await expect(
      page.getByRole('heading', { level: 2, name: 'Приветственный бонус до 100%' }),
    ).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Ответственная игра' })).toHaveAttribute(
      'href',
      '/ru/responsiblegaming',
    );
  });

  test('the content has its final width before the right column is parsed', async ({ page }) => {
    // A browser may paint while it still parses the page, and the column comes after the content:
    // its track is kept from the start, so the content does not narrow when the column arrives.
    const contentWidth = async () =>
      (await page.locator('main#content').boundingBox())?.width ?? Number.NaN;
    await page.goto('/en');
    await expect(page.getByRole('complementary', { name: 'Bet slip' })).toBeVisible();
    const withColumn = await contentWidth();

    const html = await (await page.request.get('/en')).text();
    const withoutColumn = html.replace(/<aside[^>]*aria-label="Bet slip"[\s\S]*?<\/aside>/, '');
    expect(withoutColumn.length).toBeLessThan(html.length);
    await page.route('**/en', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: withoutColumn }),
    );
    await page.goto('/en');
    await expect(page.getByRole('complementary', { name: 'Bet slip' })).toHaveCount(0);
    expect(await contentWidth()).toBeCloseTo(withColumn, 0);
  });

  test('registration is offered only when the site config allows it', async ({ page }) => {
    const { sandbox } = await import('./fixtures');
    await page.goto('/en');
    await expect(page.getByRole('link', { name: 'Sign up' })).toBeVisible();
    await sandbox('site-config', { method: 'PATCH', body: { isRegistrationAllowed: false } });
    await expect
      .poll(
        async () => {
          await page.goto('/en');
          return page.getByRole('link', { name: 'Sign up' }).count();
        },
        { timeout: 10_000 },
      )
      .toBe(0);
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  });

  test('the main sections that do not fit a narrow bar are under More, without JavaScript', async ({
    page,
  }) => {
    const nav = page.getByRole('navigation', { name: 'Основные разделы' });
    const more = nav.getByText('Ещё', { exact: true });
    // Wide: every section in the bar, no More.
    await page.setViewportSize({ width: 1440, height: 800 });
    await page.goto('/ru');
    await expect(nav.getByRole('link')).toHaveCount(9);
    await expect(more).toBeHidden();
    // Narrower: the last four move under More.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(nav.getByRole('link')).toHaveCount(5);
    await more.click();
    await expect(nav.getByRole('link')).toHaveCount(9);
    await expect(nav.getByRole('link', { name: 'Акции' })).toHaveAttribute('href', '/ru/bonuses');
    await expect(nav.getByRole('link', { name: 'Быстрые игры' })).toBeVisible();
    // Narrowest: only the first three stay in the bar.
    await more.click();
    await page.setViewportSize({ width: 1024, height: 800 });
    await expect(nav.getByRole('link')).toHaveCount(3);
    await more.click();
    await expect(nav.getByRole('link', { name: 'Слоты' })).toBeVisible();
    await expect(nav.getByRole('link')).toHaveCount(9);
  });
});

test('the language switcher opens the same page in the other language', async ({ page }) => {
  await page.goto('/en');
  await page.getByLabel('Language: en').click();
  await page.getByRole('link', { name: /Русский/ }).click();
  await expect(page).toHaveURL(/\/ru$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ставки на спорт и казино');
});

/**
 * Opens the home page once its scripts are live: a click that lands before the page hydrates is
 * lost (a player would click again; a test would not).
 */
async function openLive(page: Page) {
  await page.goto('/en');
  await expect(page.locator('html[data-coupon-ready]')).toHaveCount(1);
}

test('the theme switch repaints and is remembered across a reload', async ({ page }) => {
  await openLive(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
});

test('the right column collapses to compact and stays so after a reload', async ({ page }) => {
  await openLive(page);
  const column = page.getByRole('complementary', { name: 'Bet slip' });
  const contentWidth = async () =>
    (await page.locator('main#content').boundingBox())?.width ?? Number.NaN;
  const unfolded = await contentWidth();
  await column.getByRole('button', { name: 'Collapse the right column' }).click();
  await expect(column).not.toContainText('Your bet slip is empty');
  // The content takes the room the folded column leaves.
  await expect.poll(contentWidth).toBeGreaterThan(unfolded + 200);
  await page.reload();
  await expect(column.getByRole('button', { name: 'Expand the right column' })).toBeVisible();
});

for (const theme of ['dark', 'light'] as const) {
  test(`the home page has no serious accessibility violation (${theme})`, async ({
    page,
    context,
  }) => {
    await context.addCookies([{ name: 'theme', value: theme, url: 'http://localhost' }]);
    await page.goto('/en');
    await expectAccessible(page);
  });
}

/** The schema.org objects of a page's JSON-LD scripts, each parsed as a validator would. */
async function structuredData(page: Page, path: string): Promise<Record<string, unknown>[]> {
  const html = await (await page.request.get(path)).text();
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
}

// issue 22 §7: structured data beyond breadcrumbs.
test('home names the operator and its search; a game page is a SportsEvent', async ({ page }) => {
  const home = await structuredData(page, '/en');
  const organization = home.find((d) => d['@type'] === 'Organization');
  expect(organization).toMatchObject({
    name: 'Bet Arena',
    logo: expect.stringMatching(/\/icon\.svg$/),
  });
  const site = home.find((d) => d['@type'] === 'WebSite');
  expect(site).toMatchObject({
    potentialAction: { '@type': 'SearchAction', 'query-input': 'required name=search_term_string' },
  });
  const search = (site!.potentialAction as { target: { urlTemplate: string } }).target.urlTemplate;
  const answer = await page.request.get(search.replace('{search_term_string}', 'scarab'));
  expect(answer.status()).toBe(200);

  const gamePath = await firstFootballGamePath(page);
  const event = (await structuredData(page, gamePath)).find((d) => d['@type'] === 'SportsEvent');
  expect(event).toMatchObject({
    startDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    homeTeam: { '@type': 'SportsTeam' },
    awayTeam: { '@type': 'SportsTeam' },
    sport: 'Football',
  });
});

test('a casino game is a VideoGame; a promotion an online Event with its Offer', async ({
  page,
}) => {
  const game = (await structuredData(page, '/en/slots/game/1089/scarab-dunes')).find(
    (d) => d['@type'] === 'VideoGame',
  );
  expect(game).toMatchObject({
    name: 'Scarab Dunes',
    url: expect.stringMatching(/\/en\/slots\/game\/1089\/scarab-dunes$/),
    publisher: { '@type': 'Organization' },
    isAccessibleForFree: expect.any(Boolean),
  });
  // The picture it names is one the site serves.
  expect((await page.request.get(String(game!.image))).status()).toBe(200);

  const promotion = (await structuredData(page, '/en/promotions/welcome')).find(
    (d) => d['@type'] === 'Event',
  );
  expect(promotion).toMatchObject({
    url: expect.stringMatching(/\/en\/promotions\/welcome$/),
    startDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    location: { '@type': 'VirtualLocation' },
    organizer: { name: 'Bet Arena' },
    offers: { '@type': 'Offer' },
  });
});

test('every public page type previews with a picture the site serves (og:image)', async ({
  page,
}) => {
  const gamePath = await firstFootballGamePath(page);
  const pictures = new Map<string, string>();
  for (const [path, kind] of [
    ['/en/line/all/football', 'sport'],
    [gamePath, 'sport'],
    ['/en/slots/game/1089/scarab-dunes', 'casino'],
    ['/en/promotions/welcome', null],
  ] as const) {
    const html = await (await page.request.get(path)).text();
    const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
    expect({ path, image }).toEqual({ path, image: expect.stringMatching(/\.png$/) });
    if (kind) expect(image).toMatch(new RegExp(`/api/og/${kind}\\.png$`));
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    pictures.set(image!, path);
  }
  for (const url of pictures.keys()) {
    const answer = await page.request.get(url);
    expect({ url, status: answer.status(), type: answer.headers()['content-type'] }).toEqual({
      url,
      status: 200,
      type: 'image/png',
    });
  }
});
