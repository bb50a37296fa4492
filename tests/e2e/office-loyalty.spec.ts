import type { Page } from '@playwright/test';
import {
  expect,
  expectAccessible,
  failedLoad,
  lookAt,
  sandbox,
  SITE_ORIGIN,
  test,
} from './fixtures';
import { newPlayer as registerPlayer, openAsNewPlayer, signInAs } from './players';

// The office's VIP cashback, Premium cashback and rewards pages against the sandbox's loyalty
// ledger (docs/upstream-contract.md "Loyalty API"): a player's ledger opens with this week's
// casino net loss of 1 840.00 (VIP Gold 10 %, Premium 20 %) and 2 350 points to spend. Each test
// signs in a player of its own, so claims and exchanges never meet.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.191' } });

const newPlayer = () => registerPlayer('loyalty');
const signIn = signInAs;
const openSignedIn = (page: Page, path: string, options?: { hydrated?: boolean }) =>
  openAsNewPlayer(page, 'loyalty', path, options);

const section = (page: Page, name: string) =>
  page.getByRole('main').getByRole('region', { name, exact: true });

/** A figure of the summary: its term and what it says. */
const figure = (page: Page, term: string) =>
  page
    .getByRole('main')
    .locator('dl div')
    .filter({ has: page.getByRole('term').getByText(term) });

test('VIP cashback: the week so far is claimed to the main account and shows in the history', async ({
  page,
}) => {
  await openSignedIn(page, '/en/office/casino/vipcashback');
  await expect(page.getByRole('heading', { level: 1, name: 'VIP cashback' })).toBeVisible();
  const summary = section(page, 'Your VIP cashback');
  await expect(figure(page, 'VIP level')).toContainText('Gold');
  await expect(figure(page, 'Cashback rate')).toContainText('10%');
  await expect(figure(page, 'Net casino loss')).toContainText('₽1,840.00');
  await expect(figure(page, 'Cashback so far')).toContainText('₽184.00');
  const levels = section(page, 'VIP levels');
  await expect(levels.getByRole('row', { name: /Gold/ })).toContainText('Your level');
  const history = section(page, 'Payout history');
  await expect(history.getByRole('row')).toHaveCount(4);
  await expectAccessible(page);

  await summary
    .getByRole('form', { name: 'Claim VIP cashback' })
    .getByRole('button', { name: 'Claim ₽184.00' })
    .click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: '₽184.00 of cashback is paid to your main account.' }),
  ).toBeVisible();
  await expect(history.getByRole('row')).toHaveCount(5);
  await expect(history.getByRole('row').nth(1)).toContainText('₽184.00');
  await expect(history.getByRole('row').nth(1)).toContainText('Claimed');
  await expect(figure(page, 'Cashback so far')).toContainText('₽0.00');
  await expect(summary).toContainText('Cashback can be claimed once it reaches ₽100.00.');
  await expect(summary.getByRole('button', { name: /Claim/ })).toHaveCount(0);
});

test('Premium cashback: the subscription’s rate while it runs, no claim once it ended', async ({
  page,
}) => {
  const player = await openSignedIn(page, '/en/office/casino/premiumcashback');
  await expect(figure(page, 'Subscription')).toContainText('Premium active');
  await expect(figure(page, 'Cashback rate')).toContainText('20%');
  await expect(figure(page, 'Cashback so far')).toContainText('₽368.00');
  await expect(section(page, 'Premium subscription')).toContainText('₽990.00 a month');
  await expect(page.getByRole('form', { name: 'Claim Premium cashback' })).toBeVisible();

  await sandbox(`users/${player.id}/loyalty/premium`, { body: { active: false } });
  await page.reload();
  await expect(figure(page, 'Subscription')).toContainText('Not subscribed');
  await expect(figure(page, 'Cashback rate')).toContainText('0%');
  await expect(section(page, 'Your Premium cashback')).toContainText(
    'Premium cashback accrues only while your subscription runs.',
  );
  await expect(page.getByRole('form', { name: 'Claim Premium cashback' })).toHaveCount(0);
  await expectAccessible(page);
});

test('rewards: points buy a free bet; a reward they do not cover is refused under its button', async ({
  page,
  expectConsoleError,
}) => {
  await openSignedIn(page, '/en/office/rewards');
  await expect(figure(page, 'Points to spend')).toContainText('2,350');
  await expect(figure(page, 'Level')).toContainText('Gold');
  await expect(page.getByRole('progressbar', { name: 'Progress to Platinum' })).toHaveAttribute(
    'aria-valuenow',
    '16',
  );
  await expect(section(page, 'Your points')).toContainText('12,550 more points to Platinum');
  const shop = section(page, 'Reward shop');
  const history = section(page, 'Exchange history');
  await expect(history.getByRole('row')).toHaveCount(2);
  await expectAccessible(page);

  await shop
    .getByRole('form', { name: 'Exchange 1,000 points for Free bet ₽500.00' })
    .getByRole('button', { name: 'Exchange' })
    .click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'You exchanged 1,000 points for Free bet ₽500.00.' }),
  ).toBeVisible();
  await expect(figure(page, 'Points to spend')).toContainText('1,350');
  await expect(history.getByRole('row')).toHaveCount(3);
  await expect(history.getByRole('row').nth(1)).toContainText('Free bet ₽500.00');

  const bonus = shop.getByRole('form', { name: 'Exchange 2,500 points for Bonus ₽1,000.00' });
  // The upstream refuses with 409 on purpose: the browser logs the failed request.
  expectConsoleError(failedLoad(409, '/api/office/loyalty/rewards/exchanges'));
  await bonus.getByRole('button', { name: 'Exchange' }).click();
  await expect(bonus.getByRole('alert')).toHaveText(
    'Not enough points: Bonus ₽1,000.00 costs 2,500, you have 1,350.',
  );
  await expect(figure(page, 'Points to spend')).toContainText('1,350');
  await expect(history.getByRole('row')).toHaveCount(3);
});

test('an upstream failure shows the office’s notice instead of the programme', async ({ page }) => {
  const player = await newPlayer();
  await signIn(page.request, player.email);
  await sandbox('faults', {
    body: { pathPrefix: '/office-api/v1/loyalty/', method: 'GET', status: 503, times: 20 },
  });
  await page.goto('/en/office/rewards');
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'Your points and rewards cannot be shown right now. Please try again later.',
  );
  await page.goto('/en/office/casino/vipcashback');
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'Your cashback cannot be shown right now. Please try again later.',
  );
  await expect(page.getByRole('heading', { level: 1, name: 'VIP cashback' })).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the claim and the exchange post themselves and the page comes back with the outcome', async ({
    page,
  }) => {
    await openSignedIn(page, '/en/office/casino/vipcashback', { hydrated: false });
    await page.getByRole('button', { name: 'Claim ₽184.00' }).click();
    await expect(page).toHaveURL('/en/office/casino/vipcashback?done=1');
    await expect(page.getByRole('status')).toContainText(
      'Your cashback is paid to your main account.',
    );
    await expect(figure(page, 'Cashback so far')).toContainText('₽0.00');
    await expect(section(page, 'Payout history').getByRole('row').nth(1)).toContainText('Claimed');

    await page.goto('/en/office/rewards');
    await page
      .getByRole('form', { name: 'Exchange 2,500 points for Bonus ₽1,000.00' })
      .getByRole('button', { name: 'Exchange' })
      .click();
    await expect(page).toHaveURL('/en/office/rewards?error=not_enough_points');
    await expect(section(page, 'Your points').getByRole('alert')).toHaveText(
      'Not enough points for that reward: you have 2,350.',
    );

    await page
      .getByRole('form', { name: 'Exchange 1,500 points for 50 free spins' })
      .getByRole('button', { name: 'Exchange' })
      .click();
    await expect(page).toHaveURL('/en/office/rewards?done=1');
    await expect(figure(page, 'Points to spend')).toContainText('850');
    await expect(section(page, 'Exchange history').getByRole('row').nth(1)).toContainText(
      '50 free spins',
    );
  });
});

for (const theme of ['light', 'dark'] as const) {
  test(`the three pages read well in the ${theme} theme`, async ({ browser, baseURL }) => {
    const player = await newPlayer();
    const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 1100 } });
    await context.addCookies([{ name: 'theme', value: theme, url: SITE_ORIGIN }]);
    await signIn(context.request, player.email);
    const page = await context.newPage();
    for (const [name, path] of [
      ['vipcashback', '/en/office/casino/vipcashback'],
      ['premiumcashback', '/ru/office/casino/premiumcashback'],
      ['rewards', '/en/office/rewards'],
    ] as const) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      // The tests above run axe in the default (dark) theme.
      if (theme === 'light') await expectAccessible(page);
      await lookAt(page, `office-${name}-${theme}`);
    }
    await context.close();
  });
}
