import { signInAs } from './coupon-helpers';
import { expect, expectAccessible, sandbox, test } from './fixtures';

// The office's payment history, bonuses, inbox and support (spec 01 §2 Office, spec 02 §2
// "Account sections"), against the sandbox's demo activity (sandbox/office-activity-seed.ts).
const DEMO = { email: 'demo@betarena.example', password: 'Demo-2026!' };

// An address of its own: four sign-ins here count against no other spec's rate limits.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.41' } });

/** The calendar day `daysAgo` days back at UTC+3, the zone of a player who never chose one. */
function dayAgo(daysAgo: number): string {
  return new Date(Date.now() + 3 * 3_600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10);
}

// Each test changes the demo player's activity: it starts from the seed, and the reset marks the
// sandbox changed, so the fixture restores the seed after the test too (fixtures.ts).
test.beforeEach(async () => {
  await sandbox('reset');
});

test('the payment history lists, filters and pages the player’s payments', async ({ page }) => {
  await signInAs(page, DEMO.email, DEMO.password);
  await page.goto('/en/office/historypay');
  const main = page.getByRole('main');
  const rows = main.getByRole('table').locator('tbody tr');
  await expect(main.getByText('25 payments')).toBeVisible();
  await expect(rows).toHaveCount(20);
  await expect(rows.first()).toContainText('Withdrawal');
  await expect(rows.first()).toContainText('Visa •••• 4242');
  await expect(rows.first()).toContainText('Pending');
  await expectAccessible(page);

  await main
    .getByRole('navigation', { name: 'Payment history pages' })
    .getByRole('link', { name: 'Page 2' })
    .click();
  await expect(rows).toHaveCount(5);

  const filter = main.getByRole('form', { name: 'Payment filter' });
  // Days 3 to 10 back hold the deposits of 3 d 1 h and 8 d 9 h ago, and no other, at any hour:
  // each lands on its own day or the one before it (before 01:00 or 09:00 in the player's zone).
  await filter.getByLabel('From').fill(dayAgo(10));
  await filter.getByLabel('To').fill(dayAgo(3));
  await filter.getByLabel('Type').selectOption('deposit');
  await filter.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(/type=deposit/);
  await expect(main.getByText('2 payments')).toBeVisible();
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('Cancelled');
  await expect(rows.nth(1)).toContainText('Completed');

  // A query that does not parse is every payment with a notice, never an error page.
  const response = await page.goto('/en/office/historypay?from=yesterday&type=deposit');
  expect(response?.status()).toBe(200);
  await expect(main.getByRole('status')).toContainText('could not be read');
  await expect(main.getByText('25 payments')).toBeVisible();
});

test('a player takes a deposit bonus and sees it being wagered', async ({ page }) => {
  await signInAs(page, DEMO.email, DEMO.password);
  await page.goto('/en/office/bonuses/deposit');
  const offers = page.getByRole('region', { name: 'Deposit bonuses you can take' });
  await expect(
    offers.getByRole('listitem').filter({ hasText: 'Weekend bonus 100%' }),
  ).toBeVisible();
  await expectAccessible(page);

  await page.waitForLoadState('networkidle');
  await offers.getByRole('button', { name: 'Take Reload bonus 50%' }).click();
  await expect(
    page.getByRole('status').filter({
      hasText: 'Reload bonus 50% is yours: ₽2,500.00 is on your bonus account',
    }),
  ).toBeVisible();
  await expect(offers.getByRole('button', { name: 'Take Reload bonus 50%' })).toHaveCount(0);
  await expect(page.getByText('You are wagering 2 bonuses.')).toBeVisible();

  await page.goto('/en/office/bonuses/wager');
  const wagering = page.getByRole('region', { name: 'Bonuses being wagered' });
  const reload = wagering.getByRole('listitem').filter({ hasText: 'Reload bonus 50%' });
  await expect(reload).toContainText('Wagered ₽0.00 of ₽12,500.00');
  await expect(
    wagering.getByRole('progressbar', { name: 'Wagering of Welcome bonus 100%' }),
  ).toHaveAttribute('aria-valuenow', '56');
  await expectAccessible(page);

  await page.goto('/en/office/bonuses/deposit');
  await expect(offers.getByRole('button', { name: 'Take Reload bonus 50%' })).toHaveCount(0);
});

test('reading a message marks it read and the unread count drops', async ({ page }) => {
  await signInAs(page, DEMO.email, DEMO.password);
  await page.goto('/en/office/messages');
  const inbox = page.getByRole('region', { name: 'Inbox' });
  await expect(inbox.getByText('2 unread messages')).toBeVisible();
  await expectAccessible(page);

  await page.waitForLoadState('networkidle');
  const message = inbox.getByRole('button', {
    name: 'Your withdrawal is being processed (unread)',
  });
  await message.click();
  await expect(inbox.getByText(/We have received your request to withdraw/)).toBeVisible();
  await expect(inbox.getByText('1 unread message')).toBeVisible();
  const config = await page.request.get('/api/user/config');
  expect(((await config.json()) as { data: { user_msg_count: number } }).data.user_msg_count).toBe(
    1,
  );

  await inbox.getByRole('button', { name: 'Delete the message “Welcome to Bet Arena”' }).click();
  // Asked first (issue 22 §5).
  await page
    .getByRole('dialog', { name: 'Delete the message?' })
    .getByRole('button', { name: 'Delete', exact: true })
    .click();
  await expect(
    page.getByRole('status').filter({ hasText: 'The message is deleted.' }),
  ).toBeVisible();
  await expect(inbox.getByRole('button', { name: 'Welcome to Bet Arena' })).toHaveCount(0);
  await page.reload();
  await expect(inbox.getByRole('listitem')).toHaveCount(4);
  await expect(inbox.getByText('1 unread message')).toBeVisible();
});

test('a support request is sent and listed with its status', async ({ page }) => {
  await signInAs(page, DEMO.email, DEMO.password);
  await page.goto('/en/office/support');
  const contacts = page.getByRole('region', { name: 'Contact us' });
  await expect(contacts.getByRole('link', { name: 'support@betarena.example' })).toBeVisible();
  const requests = page.getByRole('region', { name: 'Your requests' });
  await expect(requests.locator('tbody tr')).toHaveCount(2);
  await expectAccessible(page);

  await page.waitForLoadState('networkidle');
  const form = page.getByRole('region', { name: 'Ask the support team' });
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByText('Choose a topic.')).toBeVisible();

  await form.getByLabel('Topic').selectOption('bonuses');
  await form.getByLabel('Your question').fill('How do I wager the welcome bonus?');
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('status').filter({ hasText: /Request #\d+ is sent/ })).toBeVisible();
  const sent = requests
    .locator('tbody tr')
    .filter({ hasText: 'How do I wager the welcome bonus?' });
  await expect(sent).toContainText('Bonuses');
  await expect(sent).toContainText('Waiting for an answer');
  await expect(requests.locator('tbody tr')).toHaveCount(3);
});
