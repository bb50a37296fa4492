import type { Locator, Page } from '@playwright/test';
import { signIn } from './coupon-helpers';
import { expect, expectAccessible, sandbox, test } from './fixtures';

/**
 * A signed-in player's reminders against the sandbox (spec 01 §4 "Reality check", "Deposit-limit
 * approval", §7 "Reminders"), as a new player each time.
 */
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.62' } });

const DAY_S = 86_400;

const row = (page: Page, name: string) => page.getByRole('main').getByRole('listitem', { name });
/** The value in force as the row shows it (the options of the form list the same numbers). */
const current = (item: Locator, text: string) =>
  item.locator('span').filter({ hasText: new RegExp(`^${text}$`) });

async function openLimits(page: Page) {
  await page.goto('/en/office/responsible');
  await expect(row(page, 'Deposit, 24 hours')).toBeVisible();
}

async function setValue(page: Page, name: string, value: string) {
  const item = row(page, name);
  await item.getByRole('combobox', { name: `${name}: New value` }).selectOption(value);
  await item.getByRole('button', { name: 'Set' }).click();
}

test('the reality check the player set comes on time, and its log out signs the player out', async ({
  page,
}) => {
  // The page's clock is ours from the first page on, so five minutes pass when the test says.
  await page.clock.install();
  await signIn(page);
  await openLimits(page);
  const realityCheck = row(page, 'Reality check');
  await setValue(page, 'Reality check', '5');
  await expect(current(realityCheck, '5 min')).toBeVisible();

  // Five minutes on both clocks: the sandbox's (the session) and the page's (the timers).
  await sandbox('clock', { body: { advanceS: 300 } });
  await page.clock.fastForward('05:00');
  const check = page.getByRole('dialog', { name: 'Reality check' });
  await expect(check).toBeVisible();
  await expect(check).toContainText(/You have been playing for [56] minutes\./);
  await expect(check).toContainText('You have not placed any bets in this session.');
  await expect(check.getByRole('link', { name: 'See your bet history' })).toHaveAttribute(
    'href',
    '/en/office/history',
  );
  await expectAccessible(page);

  await check.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/en\/?$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log out' })).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
});

test('a raised deposit limit asks for approval a day later, unclosably; approving applies it', async ({
  page,
}) => {
  await signIn(page);
  await openLimits(page);
  const deposit = row(page, 'Deposit, 24 hours');
  await setValue(page, 'Deposit, 24 hours', '1000');
  await expect(current(deposit, '1,000')).toBeVisible();
  await setValue(page, 'Deposit, 24 hours', '5000');
  const questions = page.getByRole('region', { name: 'A few questions first' });
  const answer = (question: RegExp, choice: string) =>
    questions.getByRole('group', { name: question }).getByRole('radio', { name: choice }).check();
  await answer(/more than you can afford/, 'No');
  await answer(/win back/, 'No');
  await answer(/waiting period/, 'Yes');
  await questions.getByRole('button', { name: 'Send answers' }).click();
  await expect(deposit.getByRole('group', { name: 'Pending change' })).toBeVisible();

  // spec 01 §4: the approval is due 86400 s after startedAt; a page load pings at once.
  await sandbox('clock', { body: { advanceS: DAY_S } });
  await page.goto('/en');
  const approval = page.getByRole('dialog', { name: 'Deposit, 24 hours: approve your new limit' });
  await expect(approval).toContainText(
    'Your new limit of 5,000 is ready. Approve it, or reject it to keep the current limit.',
  );
  await expect(approval.getByRole('button', { name: 'Close' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(approval).toBeVisible();
  await expectAccessible(page);

  await approval.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('The new limit applies now.')).toBeVisible();
  await expect(approval).toHaveCount(0);
  await openLimits(page);
  await expect(current(deposit, '5,000')).toBeVisible();
  await expect(deposit.getByRole('group', { name: 'Pending change' })).toHaveCount(0);
});
