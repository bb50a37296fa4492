import type { Page } from '@playwright/test';
import { signIn } from './coupon-helpers';
import { expect, expectAccessible, lookAt, test } from './fixtures';

// spec 01 §2 "toto/{totoSection}?" with its tabs and "lotto/{sectionName}?/{lottoId}?", spec 02
// §2 "toto frame"; issue 12 "every section of the main menu opens a real page", against the
// sandbox's toto and lotteries (sandbox/routes/toto.ts, lotto.ts).

// An address of its own: these pages count against no other spec's rate limits.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.150' } });

const main = (page: Page) => page.getByRole('main');
const eventRows = (page: Page) => main(page).getByRole('table').first().locator('tbody tr');

test('a visitor browses the toto: the draw, past results with winners and the nominees', async ({
  page,
}) => {
  await page.goto('/en/toto');
  await main(page).getByRole('link', { name: 'Football Toto 15' }).click();
  await expect(page).toHaveURL(/\/en\/toto\/football\/draw$/);
  await expect(eventRows(page)).toHaveCount(15);
  await expect(eventRows(page).first()).toContainText('%');
  await expect(main(page).getByRole('checkbox')).toHaveCount(0);
  await expect(main(page).getByRole('note')).toContainText('Log in to pick the results');
  await expectAccessible(page);

  await main(page).getByRole('link', { name: 'Past draws' }).click();
  await expect(page).toHaveURL(/\/en\/toto\/football\/draws$/);
  // The newest draw with results (the one just closed may still have its matches in play, and
  // then it is the one shown open): opened as a visitor opens it.
  const newest = main(page).locator('details').filter({ hasNotText: 'Matches in play' }).first();
  if ((await newest.getAttribute('open')) === null) await newest.locator('summary').click();
  await expect(newest.getByRole('table', { name: 'Winners' }).getByRole('row')).toHaveCount(8);
  await expect(newest.getByRole('table', { name: 'Matches and results' })).toContainText(
    /\b[1X2]\b/,
  );
  await main(page).getByRole('link', { name: 'Earlier draws' }).click();
  await expect(page).toHaveURL(/\/en\/toto\/football\/draws\?page=2$/);
  await expect(main(page).locator('details')).toHaveCount(10);

  await page.goto('/en/toto/hockey/nonimees');
  await expect(main(page).getByRole('region')).toHaveCount(2);
  await expect(main(page).getByRole('region').first().getByRole('listitem')).toHaveCount(8);
});

test('a visitor browses the lotteries and their results', async ({ page }) => {
  await page.goto('/en/lotto');
  const cards = main(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading') });
  await expect(cards).toHaveCount(3);
  await expect(cards.first()).toContainText('Jackpot');
  await main(page).getByRole('link', { name: 'Results' }).first().click();
  await expect(page).toHaveURL(/\/en\/lotto\/results$/);
  await expect(main(page).getByRole('table', { name: 'Results' }).locator('tbody tr')).toHaveCount(
    20,
  );
  await main(page)
    .getByRole('navigation', { name: 'Lottery' })
    .getByRole('link', { name: 'Keno 20/80' })
    .click();
  await expect(page).toHaveURL(/\/en\/lotto\/results\/keno$/);
  const firstDraw = main(page).getByRole('table', { name: 'Results' }).locator('tbody tr').first();
  await expect(firstDraw.getByRole('listitem')).toHaveCount(20);
  await expectAccessible(page);

  await page.goto('/en/lotto/view/6-45');
  await expect(main(page).getByRole('note')).toContainText('Log in to pick your numbers');
  await expect(
    main(page).getByRole('table', { name: 'Last draws' }).locator('tbody tr'),
  ).toHaveCount(5);
});

test('a player places a toto system coupon and finds it in the coupons', async ({ page }) => {
  await signIn(page);
  await page.goto('/en/toto/express/draw');
  const rows = eventRows(page);
  await expect(rows).toHaveCount(12);
  await expect(page.getByRole('button', { name: 'Place coupon' })).toBeDisabled();
  for (let i = 0; i < 12; i++)
    await rows
      .nth(i)
      .getByRole('checkbox', { name: /: draw$/ })
      .check();
  await rows
    .nth(0)
    .getByRole('checkbox', { name: /: home win$/ })
    .check();
  await rows
    .nth(1)
    .getByRole('checkbox', { name: /: away win$/ })
    .check();
  // Two events with two picks: 2 × 2 = 4 combinations at 10.00.
  await expect(main(page).getByText('4 combinations · ₽40.00')).toBeVisible();
  await page.getByRole('button', { name: 'Place coupon' }).click();
  await expect(
    page.getByText(/Coupon №\d+ is placed on draw №\d+: 4 combinations, ₽40\.00\./),
  ).toBeVisible();

  await main(page).getByRole('link', { name: 'My coupons' }).click();
  const coupon = main(page).getByRole('table', { name: 'My coupons' }).locator('tbody tr');
  await expect(coupon).toHaveCount(1);
  await expect(coupon).toContainText('Express Toto 12');
  await expect(coupon).toContainText('Waiting for results');
  await expect(coupon.getByRole('cell').nth(1)).toHaveText('1X X2 X X X X X X X X X X');
});

test('a player buys a lotto ticket and sees it under the lottery', async ({ page }) => {
  await signIn(page);
  await page.goto('/en/lotto/view/5-36');
  const grid = main(page).getByRole('group', { name: 'Your numbers' });
  await expect(grid.getByRole('checkbox')).toHaveCount(36);
  for (const n of [36, 7, 12, 21, 3])
    await grid.getByRole('checkbox', { name: String(n), exact: true }).check();
  await expect(grid.getByRole('checkbox', { name: '1', exact: true })).toBeDisabled();
  await page.getByRole('button', { name: 'Buy ticket · ₽80.00' }).click();
  await expect(
    page.getByText(/Ticket №\d+ is bought for draw №\d+: 3, 7, 12, 21, 36\./),
  ).toBeVisible();
  const tickets = main(page).getByRole('table', { name: 'My tickets' }).locator('tbody tr');
  await expect(tickets).toHaveCount(1);
  await expect(tickets).toContainText('Waiting for the draw');
  await expect(tickets.getByRole('listitem')).toHaveText(['3', '7', '12', '21', '36']);
});

for (const theme of ['light', 'dark'] as const) {
  test(`the toto and lotto pages in the ${theme} theme`, async ({ browser, baseURL }) => {
    test.slow();
    const context = await browser.newContext({
      viewport: { width: 1440, height: 900 },
      baseURL,
      extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.151' },
    });
    await context.addCookies([{ name: 'theme', value: theme, url: baseURL ?? '' }]);
    const page = await context.newPage();
    await signIn(page);
    for (const path of [
      '/en/toto',
      '/en/toto/football/draw',
      '/en/toto/football/draws',
      '/en/toto/football/nonimees',
      '/en/lotto',
      '/en/lotto/results',
      '/en/lotto/view/keno',
      '/ru/toto/express/draw',
    ]) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expectAccessible(page);
      const name = path.split('/').filter(Boolean).join('-');
      await lookAt(page, `${name}-${theme}`);
    }
    await context.close();
  });
}
