import type { Page } from '@playwright/test';
import { newBettor, signInAs } from './coupon-helpers';
import { expect, expectAccessible, failedLoad, SANDBOX_URL, test } from './fixtures';

// spec 01 §2 "Casino and games", "Games wrapper and preloaders"; issue 12 §1.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.93' } });

const grid = (page: Page) =>
  page.getByRole('main').getByRole('list', { name: 'Games' }).getByRole('listitem');

// A client navigation may wait behind the page's own link prefetches on a busy machine.
const NAVIGATION = { timeout: 30_000 };

test('the lobby shows rows of games by section and the providers', async ({ page }) => {
  await page.goto('/en/casino');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Casino' })).toBeVisible();
  const popular = main.getByRole('region', { name: 'Popular now' });
  await expect(popular.getByRole('listitem')).toHaveCount(8);
  await expect(popular.getByRole('link', { name: /^All \d+/ })).toHaveAttribute(
    'href',
    '/en/casino?flag=popular',
  );
  await expect(main.getByRole('region', { name: 'Live casino' }).getByRole('listitem')).toHaveCount(
    8,
  );
  await expect(main.getByRole('list', { name: 'Providers' }).getByRole('link')).toHaveCount(20);
  await expectAccessible(page);
});

test('a lobby row scrolls by whole tiles with its arrows and never cuts one (issue 22 §8)', async ({
  page,
}) => {
  await page.goto('/en/casino');
  const row = page.getByRole('main').getByRole('region', { name: 'Popular now' });
  const list = page.locator('#casino-row-popular');
  const back = row.getByRole('button', { name: 'Scroll back: Popular now' });
  const on = row.getByRole('button', { name: 'Scroll on: Popular now' });
  // Each tile is wholly in the row's view or wholly out of it; the index of the first one in it.
  const view = () =>
    list.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const tiles = [...element.children].map((item) => item.getBoundingClientRect());
      const inView = (tile: DOMRect) => tile.left >= box.left - 1 && tile.right <= box.right + 1;
      const outOfView = (tile: DOMRect) => tile.right <= box.left + 1 || tile.left >= box.right - 1;
      return {
        whole: tiles.every((tile) => inView(tile) || outOfView(tile)),
        first: tiles.findIndex(inView),
        shown: tiles.filter(inView).length,
      };
    });
  await expect(back).toBeDisabled();
  await expect(on).toBeEnabled();
  const start = await view();
  expect(start).toMatchObject({ whole: true, first: 0 });
  expect(start.shown).toBeGreaterThanOrEqual(3);

  await on.click();
  await expect.poll(async () => (await view()).first).toBeGreaterThan(0);
  await expect.poll(async () => (await view()).whole).toBe(true);
  await expect(back).toBeEnabled();
  await back.click();
  await expect.poll(async () => (await view()).first).toBe(0);
  await expect(back).toBeDisabled();
  await expectAccessible(page);
});

test('a visitor opens a section from the lobby and filters it by provider', async ({ page }) => {
  await page.goto('/en/casino');
  const main = page.getByRole('main');
  await main
    .getByRole('navigation', { name: 'Sections' })
    .getByRole('link', { name: /^Slots/ })
    .click();
  await expect(page).toHaveURL(/\/en\/slots$/, NAVIGATION);
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Slots');
  await expect(grid(page)).toHaveCount(40);
  await main
    .getByRole('navigation', { name: 'Providers' })
    .getByRole('link', { name: /^Northlight Gaming/ })
    .click();
  await expect(page).toHaveURL(/\/en\/slots\?provider=northlight-gaming$/, NAVIGATION);
  const tiles = grid(page);
  await expect(tiles.first()).toContainText('Northlight Gaming');
  for (const text of await tiles.allInnerTexts()) expect(text).toContain('Northlight Gaming');
});

test('a game’s bets are shown in the currency the reader plays in (issue 22 §4)', async ({
  page,
}) => {
  // The catalogue states them in euros (0.10–200); the site's own currency is the rouble.
  await page.goto('/en/slots/game/1089/scarab-dunes');
  const facts = page
    .getByRole('main')
    .locator('dl')
    .filter({ has: page.locator('dt', { hasText: 'Bets' }) });
  await expect(
    facts.locator('dt', { hasText: 'Bets' }).locator('xpath=following-sibling::dd[1]'),
  ).toHaveText('₽10.00 – ₽20,000.00');
  await expect(facts).not.toContainText('€');
});

test('a visitor searches as they type and opens a game’s demo', async ({ page }) => {
  const main = page.getByRole('main');
  // The search answers as the player types.
  await page.goto('/en/casino-search');
  // Typed once the page's scripts run (the slip's boot marks it): what is typed before is kept
  // on the screen, but React may draw the field again from its state while the page hydrates.
  await expect(page.locator('html[data-coupon-ready]')).toHaveCount(1);
  const searched = page.waitForResponse((r) => r.url().includes('/api/casino/games?q=scarab'));
  await main.getByRole('searchbox', { name: 'Search games' }).pressSequentially('scarab', {
    delay: 40,
  });
  await searched;
  const results = main.getByRole('list', { name: 'Search results' }).getByRole('link');
  await expect(results.first()).toBeVisible();
  for (const name of await results.allInnerTexts()) expect(name.toLowerCase()).toContain('scarab');
  await expect(page).toHaveURL(/casino-search\?q=scarab$/);

  // One address per game: another name answers 308 to it, an unknown id is no page.
  const canonical = await page.request.get('/en/slots/game/1089/not-its-name', { maxRedirects: 0 });
  expect(canonical.status()).toBe(308);
  expect(canonical.headers().location).toMatch(/\/en\/slots\/game\/1089\/[a-z0-9-]+$/);
  expect((await page.request.get('/en/slots/game/99999/nothing')).status()).toBe(404);

  // A game's page, then its demo in the launcher the sandbox serves.
  await results.first().click();
  await expect(page).toHaveURL(/\/en\/slots\/game\/\d+\/scarab-[a-z0-9-]+$/, NAVIGATION);
  await expectAccessible(page);
  await main.getByRole('button', { name: 'Demo' }).click();
  const frame = main.locator('iframe');
  await expect(frame).toHaveAttribute('src', new RegExp(`^${SANDBOX_URL}/casino-api/launcher/`));
  await expect(page.frameLocator('iframe').getByRole('button', { name: 'Spin' })).toBeVisible();
});

test('a player favourites a game and finds it, and their real play, in my casino', async ({
  page,
  browser,
  expectConsoleError,
}) => {
  const { email } = await newBettor();
  await signInAs(page, email, 'Bettor-2026!', '/en/slots');
  const first = page
    .getByRole('main')
    .getByRole('list', { name: 'Games' })
    .getByRole('listitem')
    .first();
  const name = await first.getByRole('link').innerText();
  await first.getByRole('button', { name: `Add ${name} to favourites` }).click();
  await expect(
    first.getByRole('button', { name: `Remove ${name} from favourites` }),
  ).toHaveAttribute('aria-pressed', 'true');

  await first.getByRole('link').click();
  await page.getByRole('main').getByRole('button', { name: 'Play for real' }).click();
  await expect(page.frameLocator('iframe').getByRole('button', { name: 'Spin' })).toBeVisible();
  await expect(page.frameLocator('iframe').getByText(/Balance/)).toBeVisible();

  // The game's address opened once: in another browser, without the player, it opens nothing.
  const gameUrl = await page.getByRole('main').locator('iframe').getAttribute('src');
  const elsewhere = await browser.newContext();
  const stranger = await elsewhere.newPage();
  expectConsoleError(failedLoad(401, new URL(gameUrl ?? '').pathname));
  const answer = await stranger.goto(gameUrl ?? '');
  expect(answer?.status()).toBe(401);
  await expect(stranger.getByText('This game session has ended')).toBeVisible();
  await expect(stranger.getByText(/Balance/)).toHaveCount(0);
  await elsewhere.close();

  await page.goto('/en/my-casino');
  const main = page.getByRole('main');
  await expect(
    main.getByRole('list', { name: 'Favourites' }).getByRole('link', { name }),
  ).toBeVisible();
  await expect(
    main.getByRole('list', { name: 'Recently played' }).getByRole('link', { name }),
  ).toBeVisible();
});

test('without JavaScript the lists page through plain links', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/en/slots');
  const firstPage = await grid(page).first().innerText();
  const next = page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next' });
  await expect(next).toHaveAttribute('rel', 'next');
  await next.click();
  await expect(page).toHaveURL(/\/en\/slots\?page=2$/);
  await expect(grid(page)).toHaveCount(40);
  expect(await grid(page).first().innerText()).not.toBe(firstPage);
  await expect(
    page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Previous' }),
  ).toHaveAttribute('rel', 'prev');
  // A page of the list is a page of its own for search engines; a narrowed list is not.
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/en\/slots\?page=2$/,
  );
  await page.goto('/en/slots?provider=pixel-forge&sort=rtp');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en\/slots$/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await context.close();
});
