import type { Browser, Page } from '@playwright/test';
import { signIn } from './coupon-helpers';
import {
  expect,
  expectAccessible,
  failedLoad,
  lookAt,
  sandbox,
  SITE_ORIGIN,
  test,
} from './fixtures';

// The office home and the cashier (spec 01 §2 Office: account, recharge, deduce, payment,
// payment requests; spec 02 §2) against the sandbox's cashier (sandbox/routes/cashier.ts).
// Each test signs in a bettor of its own with ₽50,000.00 on the main account.

// An address of its own: the sign-ins here count against no other spec's rate limits.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.160' } });

/**
 * A bettor of this test, identified and verified: the route guards hold the cashier for a player
 * who must identify first (spec 01 §4), which a new sandbox player must.
 */
async function identifiedBettor(page: Page): Promise<number> {
  const id = await signIn(page);
  await sandbox(`users/${id}/config`, {
    method: 'PATCH',
    body: {
      is_need_identification: false,
      internal_verification_status: 1,
      verification_status: 2,
      verification_status_group_code: 'VERIFICATION_SUCCESSFUL',
    },
  });
  return id;
}

// Several pages, axe on each and screenshots in two themes: more than the default budget.
test.beforeEach(() => {
  test.slow();
});

async function shots(browser: Browser, page: Page, baseURL: string, paths: string[]) {
  const cookies = await page.context().cookies();
  for (const theme of ['light', 'dark'] as const) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, baseURL });
    await context.addCookies([
      ...cookies.filter((cookie) => cookie.name !== 'theme'),
      { name: 'theme', value: theme, url: baseURL },
    ]);
    const themed = await context.newPage();
    for (const path of paths) {
      await themed.goto(path);
      await expect(themed.locator('html')).toHaveAttribute('data-theme', theme);
      await expectAccessible(themed);
      const name = path.split('/').filter(Boolean).slice(1).join('-');
      await lookAt(themed, `${name}-${theme}`);
    }
    await context.close();
  }
}

test('a deposit lands on the success page and raises the balance in the office home; a limit refuses more', async ({
  page,
  browser,
  baseURL,
  expectConsoleError,
}) => {
  const playerId = await identifiedBettor(page);
  await page.goto('/en/office/account');
  const balances = page.getByRole('region', { name: 'Balances' });
  await expect(balances.getByTestId('balance-RUB')).toHaveText('₽50,000.00');
  const state = page.getByRole('region', { name: 'Your account' });
  await expect(state).toContainText('No unread messages');
  await expect(state).toContainText('Verified');
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Deposit', exact: true }).first().click();
  await expect(page).toHaveURL(/\/en\/office\/recharge$/);
  await page.waitForLoadState('networkidle');
  const form = page.getByRole('form', { name: 'Deposit' });
  await expect(form.getByRole('radio', { name: /Bank card/ })).toBeChecked();
  await form.getByRole('radio', { name: /Skrill/ }).check();
  await form.getByLabel('Amount, RUB').fill('1500,50');
  await expect(form.getByText('The payment system adds a fee of ₽22.51')).toBeVisible();
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Deposit' }).click();
  await expect(page).toHaveURL(/\/en\/onpay\/success$/);
  await expect(page.getByRole('heading', { name: 'Deposit successful' })).toBeVisible();

  await page.goto('/en/office/account');
  await expect(balances.getByTestId('balance-RUB')).toHaveText('₽51,500.50');

  // The limit is set after the page was read: the sandbox refuses with its own reason.
  await page.goto('/en/office/recharge');
  await page.waitForLoadState('networkidle');
  await sandbox(`limits/${playerId}`, { method: 'PUT', body: { limitType: 20, limitValue: 2000 } });
  expectConsoleError(failedLoad(403, '/api/cashier/deposits'));
  await form.getByLabel('Amount, RUB').fill('1000');
  await form.getByRole('button', { name: 'Deposit' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'deposit limit' })).toContainText(
    'Your deposit limit allows 499.50 RUB more (Deposit limit, 24 h)',
  );
  await page.goto('/en/office/account');
  await expect(balances.getByTestId('balance-RUB')).toHaveText('₽51,500.50');

  // The page now knows the limit and holds the amount before sending it.
  await page.goto('/en/office/recharge');
  await expect(
    page.getByText('Deposit limit for 24 hours: ₽499.50 left of ₽2,000.00'),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');
  await form.getByLabel('Amount, RUB').fill('500');
  await form.getByRole('button', { name: 'Deposit' }).click();
  await expect(form.getByRole('alert')).toHaveText('Your deposit limit leaves ₽499.50');

  await shots(browser, page, baseURL ?? SITE_ORIGIN, [
    '/en/office/account',
    '/en/office/recharge',
    '/en/payment',
  ]);
});

test('a withdrawal is requested, listed as pending and cancelled back to the balance', async ({
  page,
  browser,
  baseURL,
}) => {
  await identifiedBettor(page);
  await page.goto('/en/office/deduce');
  const form = page.getByRole('form', { name: 'Withdrawal' });
  await expect(page.getByText('You can withdraw up to ₽50,000.00.')).toBeVisible();
  await expect(form.getByRole('radio', { name: /Mobile balance/ })).toHaveCount(0);
  await page.waitForLoadState('networkidle');

  await form.getByLabel('Amount, RUB').fill('60000');
  await form.getByRole('button', { name: 'Request a withdrawal' }).click();
  await expect(form.getByRole('alert')).toHaveText('You can withdraw at most ₽50,000.00');

  await form.getByLabel('Amount, RUB').fill('1000');
  await form.getByRole('button', { name: 'Request a withdrawal' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'is requested' })).toContainText(
    'of ₽1,000.00 is requested.',
  );
  await expect(page.getByTestId('cashier-balance')).toHaveText('₽49,000.00');
  const withdrawals = page.getByRole('region', { name: 'Your withdrawals' });
  const row = withdrawals.getByRole('row').filter({ hasText: '₽1,000.00' });
  await expect(row).toContainText('Pending');
  await expectAccessible(page);
  await shots(browser, page, baseURL ?? SITE_ORIGIN, ['/en/office/deduce']);

  await row.getByRole('button', { name: /Cancel the withdrawal № \d+ of ₽1,000.00/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel the withdrawal?' });
  await expect(dialog).toContainText('₽1,000.00 will go back to your balance.');
  await dialog.getByRole('button', { name: 'Cancel the withdrawal' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'is back' })).toContainText(
    'The withdrawal is cancelled: ₽1,000.00 is back on your balance.',
  );
  await expect(row).toContainText('Cancelled');
  await expect(page.getByTestId('cashier-balance')).toHaveText('₽50,000.00');
  await expect(row.getByRole('button')).toHaveCount(0);
});

test('a payment request about a deposit is created and listed with its status', async ({
  page,
  browser,
  baseURL,
}) => {
  await identifiedBettor(page);
  const deposit = await page.request.post('/api/cashier/deposits?lang=en', {
    data: { methodId: 'card', amount: '700' },
    headers: { origin: SITE_ORIGIN },
  });
  expect(deposit.status()).toBe(201);
  const { data } = (await deposit.json()) as { data: { paymentId: number } };

  await page.goto('/en/office/payment/requests');
  const requests = page.getByRole('region', { name: 'Payment requests' });
  await expect(requests.getByText('You have no payment requests.')).toBeVisible();
  await requests.getByRole('link', { name: 'Create a request' }).click();
  await page.getByRole('link', { name: 'A deposit did not arrive' }).click();
  await page.getByRole('link', { name: 'Money was taken but not credited' }).click();
  await page.getByRole('link', { name: 'Choose the payment' }).click();
  await expectAccessible(page);
  await page.getByRole('link', { name: `№ ${data.paymentId} · ₽700.00 · Bank card` }).click();
  await expect(page.getByText(`About the payment № ${data.paymentId}`)).toBeVisible();
  await page.waitForLoadState('networkidle');

  const form = page.getByRole('form', { name: 'Payment request' });
  await form.getByLabel('Describe the problem').fill('short');
  await form.getByRole('button', { name: 'Send the request' }).click();
  await expect(form.getByRole('alert')).toHaveText('Write from 10 to 2000 characters');
  await form.getByLabel('Describe the problem').fill('The money left my card an hour ago.');
  await form.getByRole('button', { name: 'Send the request' }).click();

  await expect(page).toHaveURL(/\/en\/office\/payment\/requests$/);
  await expect(page.getByRole('status').filter({ hasText: 'is sent' })).toBeVisible();
  const row = requests.getByRole('row').filter({ hasText: 'A deposit did not arrive' });
  await expect(row).toContainText('Money was taken but not credited');
  await expect(row).toContainText(String(data.paymentId));
  await expect(row).toContainText('Open');
  await expectAccessible(page);
  await shots(browser, page, baseURL ?? SITE_ORIGIN, ['/en/office/payment/requests']);
});
