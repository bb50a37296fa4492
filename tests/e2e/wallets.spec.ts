import { signIn } from './coupon-helpers';
import { expect, expectAccessible, test } from './fixtures';

// The office wallets (spec 02 §4 "Accounts", §7, §9): the sandbox opens an added currency 1.5 s
// after the call, so the new account shows up only through the page's polling.
test('a player adds a currency, sees it appear, and makes it active', async ({ page }) => {
  await signIn(page);
  await page.goto('/en/office/wallets');
  const wallets = page.getByRole('region', { name: 'Your accounts' });
  await expect(wallets.getByRole('listitem')).toHaveCount(1);
  await expect(wallets.getByRole('listitem').first()).toContainText('Main account');
  await expect(wallets.getByRole('listitem').first()).toContainText('Active');
  await expectAccessible(page);

  await wallets.getByLabel('Currency').selectOption('USD');
  await wallets.getByRole('button', { name: 'Add currency' }).click();
  // What the page says after a call is the queue's toast (spec 01 §4 Notifications).
  await expect(
    page.getByRole('status').filter({ hasText: 'USD account is being opened' }),
  ).toBeVisible();

  const usd = wallets.getByRole('listitem').filter({ hasText: 'USD' });
  await expect(usd).toContainText('Currency account', { timeout: 10_000 });
  await expect(wallets.getByLabel('Currency').locator('option[value="USD"]')).toHaveCount(0);

  await usd.getByRole('button', { name: 'Make active' }).click();
  await expect(usd).toContainText('Active');
  await expect(
    page.getByRole('status').filter({ hasText: /Account \d+ will be set as the main/ }),
  ).toBeVisible();

  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Your accounts' }).getByRole('listitem').filter({
      hasText: 'USD',
    }),
  ).toContainText('Active');
});

test('removing the currency account brings the main account back as active', async ({ page }) => {
  await signIn(page);
  await page.goto('/en/office/wallets');
  const wallets = page.getByRole('region', { name: 'Your accounts' });
  await wallets.getByLabel('Currency').selectOption('EUR');
  await wallets.getByRole('button', { name: 'Add currency' }).click();
  const eur = wallets.getByRole('listitem').filter({ hasText: 'EUR' });
  await expect(eur).toBeVisible({ timeout: 10_000 });

  await eur.getByRole('button', { name: 'Remove EUR' }).click();
  // Asked first (issue 22 §5).
  const question = page.getByRole('dialog', { name: 'Remove the EUR account?' });
  await question.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'EUR account is removed' }),
  ).toBeVisible();
  await expect(eur).toHaveCount(0);
  await expect(wallets.getByRole('listitem').first()).toContainText('Active');
});
