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

// The office's promotions, partner programme and QR sign-in pages (spec 01 §1 office list) against
// the sandbox (docs/upstream-contract.md "Programmes API"): joining a promotion with and without
// JavaScript, a partner link with a sub-id, and a device the sandbox's phone signs in by scanning
// the code. Each test signs in a player of its own.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.183' } });

const newPlayer = () => registerPlayer('programmes');
const signIn = signInAs;
const openSignedIn = (page: Page, path: string) =>
  openAsNewPlayer(page, 'programmes', path, { hydrated: false });

/** Waits until the page's forms are live (their scripts hydrated). */
const hydrated = (page: Page) => page.waitForLoadState('networkidle');

const section = (page: Page, name: string) =>
  page.getByRole('main').getByRole('region', { name, exact: true });

const BOOSTER = 'Accumulator booster: up to +25% on winnings';
const INSURANCE = 'One miss? Your stake back';

test('a player takes part in a promotion; a task whose time ran out is listed as past', async ({
  page,
}) => {
  const player = await openSignedIn(page, '/en/office/promotion');
  await hydrated(page);
  await expect(section(page, 'Your promotions')).toContainText(
    'You do not take part in any promotion yet.',
  );
  const offer = page.getByRole('form', { name: `Take part in ${BOOSTER}` });
  await expect(section(page, 'Promotions you can join')).toContainText('Place 10 bets');
  await offer.getByRole('button', { name: 'Take part' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `You take part in “${BOOSTER}”.` }),
  ).toBeVisible();
  const row = section(page, 'Your promotions').getByRole('row', { name: BOOSTER });
  await expect(row).toContainText('0 of 10');
  await expect(row).toContainText('In progress');
  await expect(page.getByRole('form', { name: `Take part in ${BOOSTER}` })).toHaveCount(0);

  await sandbox(`users/${player.id}/promotions/102/shift`, { body: { days: 15 } });
  await page.reload();
  await expect(section(page, 'Past promotions').getByRole('row', { name: BOOSTER })).toContainText(
    'Time is up',
  );
  await expect(section(page, 'Your promotions')).toContainText(
    'You do not take part in any promotion yet.',
  );
});

test('Take part on a promotion’s page leads a player to its join step (issue 22 §6)', async ({
  page,
}) => {
  await openSignedIn(page, '/en/promotions/express-booster');
  await page.getByRole('main').getByRole('link', { name: 'Take part', exact: true }).click();
  await expect(page).toHaveURL('/en/office/promotion#offer-express-booster');
  await hydrated(page);
  const offer = page.getByRole('form', { name: `Take part in ${BOOSTER}` });
  await expect(offer).toBeInViewport();
  await offer.getByRole('button', { name: 'Take part' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `You take part in “${BOOSTER}”.` }),
  ).toBeVisible();
});

test('the promotions page says so when the upstream cannot answer', async ({ page }) => {
  const player = await newPlayer();
  await signIn(page.request, player.email);
  await sandbox('faults', {
    body: { pathPrefix: '/office-api/v1/promotions', mode: 'wrongShape', times: 1 },
  });
  await page.goto('/en/office/promotion');
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'Your promotions cannot be shown right now. Please try again later.',
  );
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the take-part form posts itself and the page comes back with the promotion joined', async ({
    page,
  }) => {
    await openSignedIn(page, '/en/office/promotion');
    const offer = page.getByRole('form', { name: `Take part in ${INSURANCE}` });
    await offer.getByRole('button', { name: 'Take part' }).click();
    await expect(page).toHaveURL('/en/office/promotion?done=1');
    await expect(page.getByRole('status')).toContainText('You take part in the promotion.');
    const row = section(page, 'Your promotions').getByRole('row', { name: INSURANCE });
    await expect(row).toContainText('0 of 3');
  });

  test('a sub-id the programme does not take comes back under its field', async ({ page }) => {
    await openSignedIn(page, '/en/office/partner');
    const form = page.getByRole('form', { name: 'New link with a sub-id' });
    await form.getByLabel('Sub-id').fill('two words');
    await form.getByRole('button', { name: 'Create link' }).click();
    await expect(page).toHaveURL('/en/office/partner?error=invalid&field=subId');
    await expect(
      page.getByRole('form', { name: 'New link with a sub-id' }).getByLabel('Sub-id'),
    ).toHaveAccessibleDescription(/Use 1 to 32 Latin letters, digits, _ or -\./);
  });
});

test('a partner link with a sub-id joins the list; the statistics change period', async ({
  page,
  expectConsoleError,
}) => {
  // The second link with the same sub-id is refused on purpose.
  expectConsoleError(failedLoad(409, '/api/office/programmes/partner/links'));
  const player = await openSignedIn(page, '/en/office/partner');
  await hydrated(page);
  await expect(page.getByLabel('Main link')).toHaveValue(`${SITE_ORIGIN}/en?ref=p${player.id}`);
  const form = page.getByRole('form', { name: 'New link with a sub-id' });
  await form.getByLabel('Sub-id').fill('tg_may');
  await form.getByRole('button', { name: 'Create link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The link is created.' })).toBeVisible();
  const links = section(page, 'Your links');
  await expect(links.getByRole('row', { name: /tg_may/ })).toContainText(
    `${SITE_ORIGIN}/en?ref=p${player.id}&subid=tg_may`,
  );
  await expect(form.getByLabel('Sub-id')).toHaveValue('');

  await form.getByLabel('Sub-id').fill('tg_may');
  await form.getByRole('button', { name: 'Create link' }).click();
  await expect(form.getByRole('alert')).toHaveText('You already have a link with this sub-id.');
  await expect(links.getByRole('row', { name: /tg_may/ })).toHaveCount(1);

  const stats = section(page, 'Statistics');
  // The header, 7 days and the total.
  await expect(stats.getByRole('row')).toHaveCount(9);
  await stats.getByRole('link', { name: '30 days' }).click();
  await expect(page).toHaveURL('/en/office/partner?period=month');
  await expect(section(page, 'Statistics').getByRole('row')).toHaveCount(32);
  await expect(section(page, 'Statistics').getByRole('row').last()).toContainText('Total');
});

test('the QR code signs a device in, which the player then signs out', async ({ page }) => {
  const player = await openSignedIn(page, '/en/office/qr-auth');
  await hydrated(page);
  const code = page.getByRole('img', { name: 'QR code to sign in on another device' });
  await expect(code).toBeVisible();
  await expect(section(page, 'Sign in on another device')).toContainText(
    /The code is valid until \d\d:\d\d/,
  );
  await expect(section(page, 'Devices signed in by QR')).toContainText(
    'No device is signed in by QR code.',
  );
  const first = await code.locator('path').getAttribute('d');
  await page.getByRole('form', { name: 'Get a new sign-in code' }).getByRole('button').click();
  await expect(page.getByRole('status').filter({ hasText: 'A new code is shown' })).toBeVisible();
  await expect(code.locator('path')).not.toHaveAttribute('d', first ?? '');

  await sandbox(`users/${player.id}/qr-auth/scan`, { body: { device: 'Pixel 8' } });
  await page.reload();
  await hydrated(page);
  const devices = section(page, 'Devices signed in by QR');
  await expect(devices.getByRole('row', { name: /Pixel 8/ })).toBeVisible();
  await page
    .getByRole('form', { name: 'Sign out Pixel 8' })
    .getByRole('button', { name: 'Sign out' })
    .click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Pixel 8 is signed out.' }),
  ).toBeVisible();
  await expect(devices).toContainText('No device is signed in by QR code.');
});

test('the programme pages read well in light and dark', async ({ browser, baseURL }) => {
  const player = await newPlayer();
  for (const theme of ['light', 'dark'] as const) {
    const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
    await context.addCookies([{ name: 'theme', value: theme, url: SITE_ORIGIN }]);
    await signIn(context.request, player.email);
    const page = await context.newPage();
    if (theme === 'light') {
      await page.request.post('/api/office/programmes/promotions', {
        data: { promotionId: 201 },
        headers: { origin: SITE_ORIGIN },
      });
      await sandbox(`users/${player.id}/promotions/201/shift`, { body: { days: 40 } });
      await page.request.post('/api/office/programmes/promotions', {
        data: { promotionId: 101 },
        headers: { origin: SITE_ORIGIN },
      });
      await page.goto('/en/office/qr-auth');
      await sandbox(`users/${player.id}/qr-auth/scan`, { body: { device: 'iPad Air' } });
    }
    for (const name of ['promotion', 'partner', 'qr-auth']) {
      await page.goto(`/en/office/${name}`);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      await expectAccessible(page);
      await lookAt(page, `office-${name}-${theme}`);
    }
    await context.close();
  }
});
