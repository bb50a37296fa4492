import type { Page } from '@playwright/test';
import { expect, expectAccessible, failedLoad, sandbox, test } from './fixtures';
import { fillEmailLogin } from './players';

// The personal office's profile pages (spec 02 §3 user_data, protection_methods; §4 "User
// profile"; §5 required fields) against the sandbox: what is saved survives a reload, a new
// password is the one that signs in, and the protection level follows the methods. Every test
// changes the demo player, so the fixture's reset brings the seed back for the specs after it.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.23' } });

const DEMO = { id: 1001, email: 'demo@betarena.example', password: 'Demo-2026!' };
const NEW_PASSWORD = 'Changed-2026!';
const NOT_VERIFIED = {
  internal_verification_status: 0,
  verification_status: 1,
  verification_status_group_code: null,
};

const header = (page: Page) => page.getByRole('banner');
const main = (page: Page) => page.getByRole('main');

async function signIn(page: Page, password = DEMO.password, path = '/en/office/personal') {
  await page.goto(path);
  await expect(page).toHaveURL(/\/en\/user\/login\?returnUrl=/);
  await fillEmailLogin(main(page), DEMO.email, password);
  await main(page).getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(path);
  await expect(header(page).getByRole('button', { name: 'Log out' })).toBeVisible();
  // The forms are live once the page has hydrated.
  await page.waitForLoadState('networkidle');
}

async function signOut(page: Page) {
  await header(page).getByRole('button', { name: 'Log out' }).click();
  await page
    .getByRole('dialog', { name: 'Log out?' })
    .getByRole('button', { name: 'Log out' })
    .click();
  await expect(header(page).getByRole('link', { name: 'Log in' })).toBeVisible();
}

test('an unverified player fills in the missing details, and they survive a reload', async ({
  page,
}) => {
  await sandbox(`users/${DEMO.id}/config`, {
    method: 'PATCH',
    body: {
      ...NOT_VERIFIED,
      user_data: { passport: null, passport_date: null, registration_address: null },
    },
  });
  await signIn(page);
  const identity = main(page).getByRole('region', { name: 'Identity details' });
  const missing = identity.getByRole('note', { name: 'Still missing for withdrawals:' });
  await expect(missing.getByRole('listitem')).toHaveText([
    'Document number',
    'Date of issue',
    'Registration address',
  ]);
  await expectAccessible(page);

  // The sandbox checks again what the form checked: a birth date of a minor never reaches it.
  const birth = identity.getByLabel('Date of birth');
  await birth.fill('2020-01-01');
  await identity.getByRole('button', { name: 'Save details' }).click();
  await expect(birth).toHaveAccessibleDescription(/You must be 18 or older\./);
  await birth.fill('1990-05-17');

  await identity.getByLabel('Document number').fill('4512 654321');
  await identity.getByLabel('Date of issue').fill('2012-04-10');
  await identity.getByLabel('Registration address').fill('Kazan, Baumana st. 5');
  await identity.getByLabel('Surname').fill('Demova');
  await identity.getByRole('button', { name: 'Save details' }).click();
  // The notice is the queue's toast (spec 01 §4 Notifications), not part of the form.
  await expect(
    page.getByRole('status').filter({ hasText: 'Your details are saved.' }),
  ).toBeVisible();
  await expect(missing).toHaveCount(0);

  await page.reload();
  const reloaded = main(page).getByRole('region', { name: 'Identity details' });
  await expect(reloaded.getByLabel('Surname')).toHaveValue('Demova');
  await expect(reloaded.getByLabel('Document number')).toHaveValue('4512 654321');
  await expect(reloaded.getByLabel('Registration address')).toHaveValue('Kazan, Baumana st. 5');
  await expect(reloaded.getByRole('note', { name: 'Still missing for withdrawals:' })).toHaveCount(
    0,
  );
});

test('a verified player sees the identity read-only', async ({ page }) => {
  await signIn(page);
  const identity = main(page).getByRole('region', { name: 'Identity details' });
  await expect(identity).toContainText('Your identity is verified');
  await expect(identity.getByRole('textbox')).toHaveCount(0);
  await expect(identity).toContainText('4510 123456');
  const contacts = main(page).getByRole('region', { name: 'Contacts' });
  await expect(contacts.getByRole('listitem').first()).toContainText('+7 9000000001');
  await expect(contacts.getByRole('listitem').first()).toContainText('Activated');
});

test('a changed password is the one that signs in', async ({ page, expectConsoleError }) => {
  // The fixture's reset after the test gives the demo player back the seeded password.
  await sandbox(`users/${DEMO.id}/config`, {
    method: 'PATCH',
    body: { changed_pass_day_count: 30 },
  });
  await signIn(page, DEMO.password, '/en/office/security');
  const password = main(page).getByRole('listitem', { name: 'Password' });
  await expect(password).toContainText('Changed 30 days ago');
  await password.getByRole('button', { name: 'Change password' }).click();
  await password.getByLabel('Current password').fill('Not-the-password-1');
  await password.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await password.getByLabel('Repeat the new password').fill(NEW_PASSWORD);
  expectConsoleError(failedLoad(400, '/api/user/security/password'));
  await password.getByRole('button', { name: 'Save password' }).click();
  await expect(password.getByLabel('Current password')).toHaveAccessibleDescription(
    'The current password is wrong',
  );

  await password.getByLabel('Current password').fill(DEMO.password);
  await password.getByRole('button', { name: 'Save password' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Your password is changed' }),
  ).toBeVisible();
  await expect(password).toContainText('Changed today');

  await signOut(page);
  await signIn(page, NEW_PASSWORD, '/en/office/security');
  await expect(main(page).getByRole('listitem', { name: 'Password' })).toContainText('On');
});

test('setting a security question raises the protection meter', async ({ page }) => {
  await sandbox(`users/${DEMO.id}/config`, { method: 'PATCH', body: { protection_level: 40 } });
  await signIn(page, DEMO.password, '/en/office/security');
  const meter = main(page).getByRole('meter', { name: 'Protection level' });
  await expect(meter).toHaveAttribute('aria-valuenow', '40');
  await expectAccessible(page);

  const question = main(page).getByRole('listitem', { name: 'Security question' });
  await expect(question).toContainText('Off');
  await question.getByRole('button', { name: 'Set a question' }).click();
  await question.getByLabel('Question').fill('The name of my first teacher?');
  await question.getByLabel('Answer').fill('Smith');
  await question.getByRole('button', { name: 'Save question' }).click();
  // Password changed 20 + phone bound 20 + question 20 (docs/upstream-contract.md weights).
  await expect(meter).toHaveAttribute('aria-valuenow', '60');
  await expect(question).toContainText('On');

  await page.reload();
  await expect(main(page).getByRole('meter', { name: 'Protection level' })).toHaveAttribute(
    'aria-valuenow',
    '60',
  );
});

test('both pages pass the accessibility check in the light theme', async ({
  context,
  page,
  baseURL,
}) => {
  // Two axe runs on a shared machine take most of the default 30 s.
  await context.addCookies([{ name: 'theme', value: 'light', url: baseURL ?? '' }]);
  await sandbox(`users/${DEMO.id}/config`, { method: 'PATCH', body: NOT_VERIFIED });
  await signIn(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expectAccessible(page);
  await page.goto('/en/office/security');
  await page.waitForLoadState('networkidle');
  await main(page).getByRole('button', { name: 'Change password' }).click();
  await expectAccessible(page);
});
