import type { BrowserContext, Page, Request } from '@playwright/test';
import { cachesLapse, expect, expectAccessible, sandbox, SITE_ORIGIN, test } from './fixtures';

// spec 01 §4 Cookie consent modal, spec 02 §6: a first visit, without the consent cookie the
// other specs start with.
test.use({
  cookiesAgree: null,
  extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.61' },
});

const PROVIDER = 'https://accounts.google.com/gsi/client';
const AGREEMENT_PATH = '/web-api/api/web/user/v1/cookies-agreement';

const mainView = (page: Page) => page.getByRole('dialog', { name: 'We use cookies' });
const customiseView = (page: Page) => page.getByRole('dialog', { name: 'Cookie settings' });

/** Every request the page makes that leaves the site: where marketing and providers would go. */
function thirdPartyRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    const url = request.url();
    if (!url.startsWith(`${SITE_ORIGIN}/`) && !url.startsWith('data:')) seen.push(url);
  });
  return seen;
}

async function cookieNamed(context: BrowserContext, name: string) {
  return (await context.cookies(SITE_ORIGIN)).find((cookie) => cookie.name === name);
}

async function open(page: Page, path = '/en') {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

test('a visitor is asked first: nothing leaves for a third party until they agree, and the choice holds', async ({
  page,
  context,
}) => {
  // One-tap's provider is the functional third party the site has; it stays offline here.
  await page.route('https://accounts.google.com/**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: '' }),
  );
  await sandbox('site-config', { method: 'PATCH', body: { isOneTapAuthEnabled: true } });
  // Config changes show once the site's cached answers lapse.
  await cachesLapse();
  await page.request.get('/en');
  const leaving = thirdPartyRequests(page);

  await open(page);
  await expect(mainView(page)).toBeVisible();
  await expect(mainView(page)).toBeFocused();
  await expectAccessible(page);
  // Not otherwise closable.
  await page.keyboard.press('Escape');
  await expect(mainView(page)).toBeVisible();
  // Before a choice: no marketing or provider request, no optional cookie.
  expect(leaving).toEqual([]);
  expect(await cookieNamed(context, 'cookies_agree')).toBeUndefined();
  expect(await cookieNamed(context, 'window_width')).toBeUndefined();

  await mainView(page).getByRole('button', { name: 'Customise' }).click();
  await expect(customiseView(page)).toBeVisible();
  await expect(customiseView(page).getByRole('checkbox', { name: /Necessary/ })).toBeDisabled();
  await expectAccessible(page);
  await customiseView(page).getByRole('checkbox', { name: 'Functional' }).check();
  await customiseView(page).getByRole('button', { name: 'Accept selected' }).click();

  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect((await cookieNamed(context, 'cookies_agree'))?.value).toMatch(/^functionality\.\d+$/);
  // Functional cookies agreed: the window width is kept and the sign-in provider loads now.
  await expect
    .poll(async () => (await cookieNamed(context, 'window_width'))?.value)
    .toMatch(/^\d+$/);
  await expect.poll(() => leaving).toEqual([PROVIDER]);

  await page.reload();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the modal comes ahead of the page in the document, so the first paint has it', async ({
  page,
}) => {
  // The browser paints what it has parsed: a dialog after a long page would appear one parse
  // later than the page, and it is the largest text of a first visit.
  for (const path of ['/en', '/en/line/all/football']) {
    const html = await (await page.request.get(path)).text();
    const dialog = html.indexOf('We use cookies');
    expect(dialog, path).toBeGreaterThan(0);
    expect(dialog, path).toBeLessThan(html.indexOf('<main'));
  }
});

test('accept all: the modal keeps focus inside, then goes and stays gone', async ({
  page,
  context,
}) => {
  const leaving = thirdPartyRequests(page);
  await open(page, '/en/line');
  await expect(mainView(page)).toBeFocused();
  // Focus goes round inside the modal.
  const acceptAll = mainView(page).getByRole('button', { name: 'Accept all' });
  await acceptAll.focus();
  await page.keyboard.press('Tab');
  await expect(mainView(page).getByRole('link', { name: 'cookie policy' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(acceptAll).toBeFocused();
  expect(leaving).toEqual([]);

  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect((await cookieNamed(context, 'cookies_agree'))?.value).toMatch(/^all\.\d+$/);
  await open(page, '/en');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a signed-in player’s choice is recorded by the operator with its time', async ({
  page,
  context,
}) => {
  await sandbox('requests', { method: 'DELETE' });
  const login = await page.request.post('/api/auth/login', {
    data: {
      type: 'login_password',
      login: 'demo@betarena.example',
      password: 'Demo-2026!',
      isRemember: false,
    },
    headers: { origin: SITE_ORIGIN },
  });
  expect(login.status()).toBe(200);

  await open(page);
  await expect(page.getByRole('link', { name: 'My account' })).toBeVisible();
  await mainView(page).getByRole('button', { name: 'Customise' }).click();
  await customiseView(page).getByRole('checkbox', { name: 'Marketing' }).check();
  const saved = page.waitForResponse('**/api/consent');
  await customiseView(page).getByRole('button', { name: 'Accept selected' }).click();
  const answer = (await (await saved).json()) as {
    data: { cookiesAgreeType: string; cookiesAgreeTime: string; recordedUpstream: boolean };
  };
  expect(answer.data).toMatchObject({ cookiesAgreeType: 'marketing', recordedUpstream: true });
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const asked = (await sandbox(`requests?path=${AGREEMENT_PATH}`, { method: 'GET' })) as {
    data: { method: string; body: unknown }[];
  };
  expect(asked.data).toEqual([
    expect.objectContaining({
      method: 'POST',
      body: {
        data: {
          attributes: {
            cookiesAgreeType: 'marketing',
            cookiesAgreeTime: answer.data.cookiesAgreeTime,
          },
        },
      },
    }),
  ]);
  expect((await cookieNamed(context, 'cookies_agree'))?.value).toMatch(/^marketing\.\d+$/);
});

test('reject all is as plain to see as accept all, and keeps every optional cookie off', async ({
  page,
  context,
}) => {
  const leaving = thirdPartyRequests(page);
  await open(page, '/en');
  const reject = mainView(page).getByRole('button', { name: 'Reject all' });
  const accept = mainView(page).getByRole('button', { name: 'Accept all' });
  // Both in view first: the sheet may still be settling in (its code loads after the page).
  await expect(reject).toBeVisible();
  await expect(accept).toBeVisible();
  const [rejectBox, acceptBox] = [await reject.boundingBox(), await accept.boundingBox()];
  expect(rejectBox?.height).toBe(acceptBox?.height);
  expect(
    await reject.evaluate((el) => [
      getComputedStyle(el).backgroundColor,
      getComputedStyle(el).color,
    ]),
  ).toEqual(
    await accept.evaluate((el) => [
      getComputedStyle(el).backgroundColor,
      getComputedStyle(el).color,
    ]),
  );
  await reject.click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect((await cookieNamed(context, 'cookies_agree'))?.value).toMatch(/^disable\.\d+$/);
  await open(page, '/en/line');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(leaving).toEqual([]);
});
