import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAccessible, lookAt, sandbox, SITE_ORIGIN, test } from './fixtures';
import { newPlayer as registerPlayer, openAsNewPlayer, signInAs } from './players';

// The office's verification, identification, personal manager and ideas pages (spec 01 §2 Office;
// spec 02 §3, §4 "Verified") against the sandbox: its reviewer approves through the control API
// (docs/upstream-contract.md "Verification, manager and ideas API"), and the site shows the new
// state from the user config. Each test signs in a player of its own.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.181' } });

/** A 1×1 PNG: a photo of a document as far as every check is concerned. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const newPlayer = () => registerPlayer('office');
const signIn = signInAs;
const openSignedIn = (page: Page, path: string, options?: { hydrated?: boolean }) =>
  openAsNewPlayer(page, 'office', path, options);

const section = (page: Page, name: string) =>
  page.getByRole('main').getByRole('region', { name, exact: true });

test('an uploaded document waits for review; the reviewer’s approval verifies the player', async ({
  page,
}) => {
  const player = await openSignedIn(page, '/en/office/verification');
  const status = section(page, 'Verification status');
  await expect(status).toContainText('Not verified');
  await expect(status).toContainText('Required · Complete identification');

  const upload = page.getByRole('form', { name: 'Upload a document' });
  await upload.getByLabel('Document').selectOption('passport');
  await upload
    .getByLabel('File')
    .setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: PNG });
  await upload.getByRole('button', { name: 'Upload' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'The document is uploaded and waits for review.' }),
  ).toBeVisible();
  const documents = section(page, 'Your documents');
  await expect(documents.getByRole('row').nth(1)).toContainText('Passport');
  await expect(documents.getByRole('row').nth(1)).toContainText('passport.png');
  await expect(documents.getByRole('row').nth(1)).toContainText('Under review');
  await expect(status).toContainText('Under review');
  await expectAccessible(page);

  const { data } = (await sandbox(`users/${player.id}/verification`, { method: 'GET' })) as {
    data: { documents: { id: number }[] };
  };
  await sandbox(`verification/documents/${data.documents[0]?.id}/review`, {
    body: { decision: 'approved' },
  });
  await page.reload();
  await expect(status).toContainText('Verified');
  await expect(status.getByRole('definition').first()).toHaveText('Completed');
  await expect(documents.getByRole('row').nth(1)).toContainText('Approved');
  await expect(section(page, 'Upload a document')).toContainText('nothing to upload');
});

test('the cashier waits for the identification; once given, it opens', async ({ page }) => {
  await openSignedIn(page, '/en/office/recharge');
  await expect(page).toHaveURL('/en/office/identification');
  await page.waitForLoadState('networkidle');
  const form = page.getByRole('form', { name: 'Your details' });
  await form.getByLabel('Surname').fill('Petrova');
  await form.getByLabel('First name').fill('Maria');
  await form.getByLabel('Date of birth').fill('2015-02-03');
  await form.getByLabel('Document', { exact: true }).selectOption({ label: 'National passport' });
  await form.getByLabel('Document number').fill('4511 223344');
  await form.getByLabel('Date of issue').fill('2016-03-04');
  await form.getByLabel('Registration address').fill('Kazan, Baumana st. 5');
  await form.getByRole('button', { name: 'Confirm identification' }).click();
  await expect(form.getByLabel('Date of birth')).toHaveAccessibleDescription(
    /You must be 18 or older\./,
  );
  await expectAccessible(page);

  await form.getByLabel('Date of birth').fill('1991-02-03');
  await form.getByLabel('Date of issue').fill('2011-03-04');
  await form.getByRole('button', { name: 'Confirm identification' }).click();
  const done = section(page, 'Identification complete');
  await expect(done).toContainText(/Document number\s*4511 223344/);
  await done.getByRole('link', { name: 'Make a deposit' }).click();
  await expect(page).toHaveURL('/en/office/recharge');
});

test('an idea is filed and listed, with JavaScript and without it', async ({ page, browser }) => {
  const player = await openSignedIn(page, '/en/office/share-idea');
  const form = page.getByRole('form', { name: 'Share an idea' });
  await form.getByLabel('Topic').selectOption('casino');
  await form.getByLabel('Your idea').fill('Let me filter the slots by volatility.');
  await form.getByRole('button', { name: 'Send idea' }).click();
  const ideas = section(page, 'Your ideas');
  await expect(ideas.getByRole('row').nth(1)).toContainText(
    'Let me filter the slots by volatility.',
  );
  await expect(ideas.getByRole('row').nth(1)).toContainText('New');
  await expect(form.getByLabel('Your idea')).toHaveValue('');

  // The same form without JavaScript: the browser posts it and comes back to the page.
  const noScript = await browser.newContext({ baseURL: SITE_ORIGIN, javaScriptEnabled: false });
  await signIn(noScript.request, player.email);
  const plain = await noScript.newPage();
  await plain.goto('/en/office/share-idea');
  const plainForm = plain.getByRole('form', { name: 'Share an idea' });
  await plainForm.getByLabel('Topic').selectOption('payments');
  await plainForm.getByLabel('Your idea').fill('Too short');
  await plainForm.getByRole('button', { name: 'Send idea' }).click();
  await expect(plain).toHaveURL('/en/office/share-idea?error=invalid&field=text');
  await expect(plainForm.getByLabel('Your idea')).toHaveAccessibleDescription(
    /Write 10 to 2000 characters\./,
  );
  await plainForm.getByLabel('Topic').selectOption('payments');
  await plainForm.getByLabel('Your idea').fill('Withdrawals to the SBP in one click, please.');
  await plainForm.getByRole('button', { name: 'Send idea' }).click();
  await expect(plain).toHaveURL('/en/office/share-idea?done=1');
  await expect(plain.getByRole('status')).toContainText('Thank you! Your idea is filed.');
  await expect(section(plain, 'Your ideas').getByRole('row')).toHaveCount(3);
  await noScript.close();
});

test('the personal manager’s card, and a message that waits for the answer', async ({ page }) => {
  await openSignedIn(page, '/en/office/manager');
  const card = section(page, 'Your personal manager');
  await expect(card).toContainText('Personal manager');
  await expect(card).toContainText(/Working hours\s*(Mon|Wed)–(Fri|Sat|Sun), \d\d:00–\d\d:00/);
  await expect(card.getByRole('link', { name: /@betarena\.example$/ })).toBeVisible();
  const form = page.getByRole('form', { name: 'Write to your manager' });
  await form.getByLabel('Message').fill('Could you raise my deposit limit, please?');
  await form.getByRole('button', { name: 'Send' }).click();
  const messages = section(page, 'Your messages');
  await expect(messages.getByRole('listitem')).toHaveCount(1);
  await expect(messages.getByRole('listitem')).toContainText('Waiting for an answer');
  await expect(messages.getByRole('listitem')).toContainText('Could you raise my deposit limit');
});

/** The four pages in both themes, for a player with something on each (lookAt keeps a picture). */
test('the pages read well in light and dark', async ({ browser }) => {
  const player = await newPlayer();
  const setUp = await browser.newContext({ baseURL: SITE_ORIGIN });
  await signIn(setUp.request, player.email);
  const post = async (path: string, options: Parameters<APIRequestContext['post']>[1]) => {
    const answer = await setUp.request.post(path, {
      ...options,
      headers: { origin: SITE_ORIGIN, accept: 'application/json' },
    });
    expect(answer.status()).toBe(201);
    return ((await answer.json()) as { data: { id: number } }).data.id;
  };
  await post('/api/office/verification/documents', {
    multipart: {
      type: 'passport',
      file: { name: 'passport-main-page.png', mimeType: 'image/png', buffer: PNG },
    },
  });
  const idea = await post('/api/office/ideas', {
    data: { topic: 'sports', text: 'A bet builder for the big football matches, please.' },
  });
  const message = await post('/api/office/manager/messages', {
    data: { text: 'Could my withdrawal limit be raised to 300 000 RUB a day?' },
  });
  await setUp.close();
  await sandbox(`ideas/${idea}`, {
    method: 'PATCH',
    body: { status: 'planned', reply: 'Thank you! It is in our plans for the spring.' },
  });
  await sandbox(`manager/messages/${message}/reply`, {
    body: { reply: 'Done: your daily withdrawal limit is now 300 000 RUB.' },
  });
  await sandbox(`users/${player.id}/verification/request`, {
    body: { documentType: 'proof_of_address', note: 'A bank statement from the last 3 months.' },
  });
  for (const theme of ['light', 'dark'] as const) {
    const context = await browser.newContext({
      baseURL: SITE_ORIGIN,
      viewport: { width: 1440, height: 900 },
    });
    await context.addCookies([{ name: 'theme', value: theme, url: SITE_ORIGIN }]);
    await signIn(context.request, player.email);
    const page = await context.newPage();
    const paths = ['en/office/verification', 'en/office/identification', 'en/office/manager'];
    paths.push('en/office/share-idea', ...(theme === 'light' ? ['ru/office/verification'] : []));
    for (const path of paths) {
      await page.goto(`/${path}`);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      if (theme === 'dark') await expectAccessible(page);
      await lookAt(page, `${path.replaceAll('/', '-')}-${theme}`);
    }
    await context.close();
  }
});
