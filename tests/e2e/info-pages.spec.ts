import { expect, expectAccessible, failedLoad, lookAt, test } from './fixtures';

// issue 12 §2 "information pages with real text from the sandbox's CMS"; spec 01 §2
// "Information", "Other"; spec 02 §2 the cricket world cup landing with its tabs.

test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.130' } });

test.describe('information pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('text pages show the CMS text under their own title', async ({ page }) => {
    await page.goto('/en/howbet');
    await expect(page).toHaveTitle('How to place a bet | Bet Arena');
    await expect(page.getByRole('heading', { name: 'Step by step' })).toBeVisible();
    await expect(page.getByText('Press "Place bet".', { exact: false })).toBeVisible();

    await page.goto('/ru/taxation');
    await expect(page).toHaveTitle('Налоги на выигрыш | Bet Arena');
    await expect(page.getByRole('cell', { name: '13% с суммы сверх 4000 €' })).toBeVisible();

    await page.goto('/en/smsbets');
    await expect(page.getByRole('cell', { name: 'E 48213*1 48220*X 51002*2 5' })).toBeVisible();

    const terminals = await page.goto('/en/cash_terminals');
    expect(terminals?.status()).toBe(200);
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText(['City', 'Address', 'Opening hours']);
    await expect(table.getByRole('row').filter({ hasText: '21 Station Road' })).toContainText(
      'Eastgate',
    );

    await page.goto('/en/registration/thankyou');
    await expect(page.getByText('Thank you for signing up.', { exact: false })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });

  test('the glossary leads from a letter through a category to a term', async ({ page }) => {
    await page.goto('/en/betting-alphabet');
    await page
      .getByRole('navigation', { name: 'Glossary letters' })
      .getByRole('link', { name: 'A', exact: true })
      .click();
    await expect(page).toHaveURL(/\/en\/betting-alphabet\/a$/);
    await page.getByRole('link', { name: 'Markets' }).click();
    await expect(page).toHaveURL(/\/en\/betting-alphabet\/a\/markets$/);
    await page.getByRole('link', { name: 'Asian handicap' }).click();
    await expect(page).toHaveURL(/\/en\/betting-alphabet\/a\/markets\/asian-handicap$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Asian handicap');
    await expect(page).toHaveTitle('Asian handicap — Betting glossary from A to Z | Bet Arena');
    await expect(page.getByText('the −0.5 half wins', { exact: false })).toBeVisible();
  });

  test('the calculator prices the submitted form on the server', async ({ page }) => {
    await page.goto('/en/betting-calculator');
    await expect(
      page.getByText('A k/n system is every accumulator', { exact: false }),
    ).toBeVisible();
    await page.getByRole('radio', { name: 'System' }).check();
    await page.getByLabel('Odds of selection 1').fill('2');
    await page.getByLabel('Odds of selection 2').fill('3');
    await page.getByLabel('Stake').fill('30');
    // A system needs a third selection: the form asks the server for one more row.
    await page.getByRole('button', { name: 'Add a selection' }).click();
    await page.getByLabel('Odds of selection 3').fill('4');
    await page.getByRole('button', { name: 'Calculate' }).click();
    await expect(page).toHaveURL(/\/en\/betting-calculator\?type=system&odds=2&odds=3&odds=4/);
    const result = page.getByRole('status');
    await expect(result).toContainText('Possible win260.00');
    await expect(result).toContainText('Smallest winning line pays60.00');
  });

  test('a token landing opens on its first tab, each tab at its own address', async ({ page }) => {
    await page.goto('/en/cricket-world-cup');
    const tabs = page.getByRole('navigation', { name: 'Tournament sections' });
    await expect(tabs.getByRole('link')).toHaveText([
      'About the tournament',
      'Outright odds',
      'Past winners',
      'Live betting',
      'Betting tips',
      'Frequently asked questions',
    ]);
    await expect(page.getByText('Fourteen teams play', { exact: false })).toBeVisible();
    await tabs.getByRole('link', { name: 'Outright odds' }).click();
    await expect(page).toHaveURL(/\/en\/cricket-world-cup\/odds$/);
    await expect(page).toHaveTitle('Outright odds — Cricket World Cup 2027 betting | Bet Arena');
    await expect(page.getByRole('row', { name: 'India 3.75' })).toBeVisible();
    await page.goto('/ru/cricket-world-cup/winners');
    await expect(page.getByRole('row', { name: '2019 Англия Новая Зеландия' })).toBeVisible();
  });

  test('an unknown chapter, section or term is a 404', async ({ page, expectConsoleError }) => {
    for (const path of [
      '/en/football-champions-rules/no-such-chapter',
      '/en/ourpartners/no-such-section',
      '/en/betting-alphabet/a/markets/no-such-term',
      '/en/betting-alphabet/q',
    ]) {
      expectConsoleError(failedLoad(404, path));
      const answer = await page.goto(path);
      expect({ path, status: answer?.status() }).toEqual({ path, status: 404 });
    }
    await page.goto('/en/football-champions-rules/prizes');
    await expect(page.getByRole('cell', { name: '€2,500 free bet' })).toBeVisible();
  });

  test('a promotion is titled as the CMS names it, not by its section record', async ({ page }) => {
    await page.goto('/en/promotions/cashback');
    await expect(page).toHaveTitle('10% weekly casino cashback | Bet Arena');
  });
});

test('the calculator follows the typing in the browser', async ({ page }) => {
  await page.goto('/en/betting-calculator');
  await page.getByRole('radio', { name: 'System' }).check();
  for (const [index, odds] of ['2', '3', '4'].entries()) {
    await page.getByLabel(`Odds of selection ${index + 1}`).fill(odds);
  }
  await page.getByLabel('Stake').fill('30');
  const result = page.getByRole('status');
  await expect(result).toContainText('Possible win260.00');
  await expect(page).toHaveURL(/\/en\/betting-calculator$/);
  await page.getByRole('button', { name: 'Add a selection' }).click();
  await page.getByLabel('Odds of selection 4').fill('1.5');
  await page.getByRole('combobox', { name: 'System' }).selectOption('3');
  // €7.50 on each of the four trebles: (24 + 9 + 12 + 18) × 7.50 = 472.50.
  await expect(result).toContainText('Possible win472.50');
  await expect(result).toContainText('Smallest winning line pays67.50');
});

for (const theme of ['light', 'dark'] as const) {
  test(`information pages in the ${theme} theme have no serious accessibility violation`, async ({
    browser,
    baseURL,
  }) => {
    test.slow();
    const context = await browser.newContext({
      viewport: { width: 1440, height: 900 },
      baseURL,
      extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.131' },
    });
    await context.addCookies([{ name: 'theme', value: theme, url: baseURL ?? '' }]);
    const page = await context.newPage();
    for (const path of [
      '/en/betting-calculator?type=system&odds=2&odds=3&odds=4&stake=30&k=2',
      '/en/cash_terminals',
      '/en/betting-alphabet/a',
      '/en/betting-alphabet/s/bet-types/system-bet',
      '/en/cricket-world-cup/odds',
      '/en/football-champions-rules',
      '/ru/kycpolicy',
      '/en/mobile',
    ]) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expectAccessible(page);
      const name = path.split('?')[0]?.split('/').filter(Boolean).join('-');
      await lookAt(page, `${name}-${theme}`);
    }
    await context.close();
  });
}
