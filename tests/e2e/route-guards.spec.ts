import type { Page } from '@playwright/test';
import { addOutcomes, coupon, couponBets, newBettor, openLine, signIn } from './coupon-helpers';
import { expect, expectAccessible, sandbox, test } from './fixtures';

// Sign-ins of this spec count against an address of its own (per-address rate limits).
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.51' } });

// The route guards of spec 02 §2 for each player state, on direct loads (the server) and on
// clicks inside the page (the browser's guard).

const setConfig = (userId: number, patch: Record<string, unknown>) =>
  sandbox(`users/${userId}/config`, { method: 'PATCH', body: patch });

const appeal = (page: Page) => page.getByRole('heading', { level: 1, name: 'Appeals' });

test('a banned player is held on the pages left open to them', async ({ page }) => {
  const id = await signIn(page);
  await setConfig(id, { ban_level: 3, ban_version: 0 });

  for (const closed of [
    '/en/office/account',
    '/en/line/all/football',
    '/en',
    '/en/office/deduce',
  ]) {
    await page.goto(closed);
    await expect(page).toHaveURL('/en/block-appeal-history');
    await expect(appeal(page)).toBeVisible();
  }
  // The blocked layout: the support contacts, no site navigation.
  await expect(page.getByRole('link', { name: 'support@betarena.example' })).toHaveAttribute(
    'href',
    'mailto:support@betarena.example',
  );
  await expect(page.getByRole('navigation', { name: 'Main sections' })).toHaveCount(0);
  const open = page.getByRole('navigation', { name: 'Still open to you' });
  await expect(open.getByRole('link')).toHaveText([
    'Support',
    'Contacts',
    'Responsible gaming',
    'Dispute resolution',
  ]);
  await expectAccessible(page);

  // An open page renders; a click on a closed page from it goes nowhere and says why.
  await open.getByRole('link', { name: 'Contacts' }).click();
  await expect(page).toHaveURL('/en/contacts');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contacts');
  // The browser's guard is one of the shell's boots: it runs once the page is live.
  await expect(page.locator('html[data-coupon-ready]')).toHaveCount(1);
  await page.getByRole('banner').getByRole('link', { name: 'Live', exact: true }).click();
  await expect(page.getByRole('status')).toContainText('This section is closed');
  await expect(page).toHaveURL('/en/contacts');
  await page.getByRole('banner').getByRole('link', { name: 'My account' }).click();
  await expect(page).toHaveURL('/en/contacts');

  // Ban level 45 opens the withdrawal page too.
  await setConfig(id, { ban_level: 45 });
  await page.goto('/en/office/deduce');
  await expect(page).toHaveURL('/en/office/deduce');
  await page.goto('/en/office/history');
  await expect(page).toHaveURL('/en/block-appeal-history');
  await expect(page.getByRole('navigation', { name: 'Still open to you' })).toContainText(
    'Withdrawal',
  );

  // Lifted: the player is back everywhere, and the appeal page is for banned players only.
  await setConfig(id, { ban_level: 0 });
  await page.goto('/en/office/history');
  await expect(page).toHaveURL('/en/office/history');
  await page.goto('/en/block-appeal-history');
  await expect(page).toHaveURL('/en');
});

test('the appeal page sends a visitor home', async ({ request }) => {
  const answer = await request.get('/ru/block-appeal-history', { maxRedirects: 0 });
  expect(answer.status()).toBe(307);
  expect(answer.headers().location).toBe('/ru');
});

test('a banned player goes to the site’s external ban page when it has one', async ({ page }) => {
  const id = await signIn(page);
  await setConfig(id, { ban_level: 3 });
  await sandbox('site-config', { method: 'PATCH', body: { banPageUrl: 'https://ban.example/' } });
  // The site reads its config again after SITE_CONFIG_TTL_S; the address is not followed here.
  await expect(async () => {
    const answer = await page.request.get('/en/office/account', { maxRedirects: 0 });
    expect(answer.status()).toBe(307);
    expect(answer.headers().location).toBe('https://ban.example/');
  }).toPass();
  await page.goto('/en/contacts');
  await expect(page).toHaveURL('/en/contacts');
});

test('identification and the data asked after registration come before the cashier', async ({
  page,
}) => {
  const id = await signIn(page);
  await setConfig(id, { is_need_identification: true, is_identification_bonus: false });
  await page.goto('/en/office/recharge');
  await expect(page).toHaveURL('/en/office/identification');
  await page.goto('/en/line/all/football');
  await expect(page).toHaveURL('/en/line/all/football');

  // With the identification bonus taken, the blocker holds every page but the excluded ones.
  await setConfig(id, { is_identification_bonus: true });
  await page.goto('/en/line/all/football');
  await expect(page).toHaveURL('/en/office/identification');
  await page.goto('/en/office/support');
  await expect(page).toHaveURL('/en/office/support');

  await setConfig(id, { is_need_identification: false, isDataAfterRegistration: true });
  await page.goto('/en/office/deduce');
  await expect(page).toHaveURL('/en/office/personal');
  await page.goto('/en/line/all/football');
  await expect(page).toHaveURL('/en/line/all/football');
});

test('a signed-in player never sees the login or registration forms', async ({ page }) => {
  await signIn(page);
  for (const form of ['/en/user/login', '/en/registration', '/en/user/passwordreset']) {
    await page.goto(form);
    await expect(page).toHaveURL('/en');
  }
});

test('a visitor’s link to the office opens the login form, then the office', async ({ page }) => {
  const { email } = await newBettor();
  await page.goto('/en/contacts');
  await expect(page.locator('html[data-coupon-ready]')).toHaveCount(1);
  await page.getByRole('main').evaluate((main) => {
    const link = document.createElement('a');
    link.href = '/en/office/history';
    link.textContent = 'My bet history';
    main.append(link);
  });
  await page.getByRole('link', { name: 'My bet history' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL('/en/contacts');
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill('Bettor-2026!');
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL('/en/office/history');
});

test('the quick coupon keeps the bet slip in reach while the right column is folded', async ({
  page,
}) => {
  await openLine(page);
  await addOutcomes(page, 2);
  const quick = page.getByRole('complementary', { name: 'Quick coupon' });
  await expect(quick).toHaveCount(0);
  await coupon(page).getByRole('button', { name: 'Collapse' }).click();
  await expect(quick).toContainText('2 selections in your bet slip');
  await quick.getByRole('button', { name: 'Open bet slip' }).click();
  await expect(couponBets(page)).toHaveCount(2);
  await expect(quick).toHaveCount(0);

  // Not on pages without meta 38.
  await coupon(page).getByRole('button', { name: 'Collapse' }).click();
  await page.goto('/en/contacts');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contacts');
  await expect(quick).toHaveCount(0);
});
