import { expect, sandbox, test, SITE_ORIGIN } from './fixtures';

const PROVIDER = 'script[src="https://accounts.google.com/gsi/client"]';

test('the one-tap provider script is not loaded when the site does not enable it', async ({
  page,
}) => {
  await page.goto('/en');
  await page.waitForLoadState('networkidle');
  await expect(page.locator(PROVIDER)).toHaveCount(0);
});

test('with one-tap enabled a visitor gets the provider script and a credential signs them in', async ({
  page,
}) => {
  // The provider stays offline: its script is an empty one here.
  await page.route('https://accounts.google.com/**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: '' }),
  );
  await sandbox('site-config', { method: 'PATCH', body: { isOneTapAuthEnabled: true } });
  await expect
    .poll(async () => {
      await page.goto('/en');
      await page.waitForLoadState('networkidle');
      return page.locator(PROVIDER).count();
    })
    .toBe(1);
  // What the provider's callback does with a credential: the BFF hands it to the social API and
  // answers where to go; the login page redeems the one-time token there.
  const answer = await page.request.post('/api/auth/one-tap', {
    data: { credential: 'provider-credential-1', language: 'en' },
    headers: { origin: SITE_ORIGIN },
  });
  const { data } = (await answer.json()) as { data: { redirectUrl: string } };
  expect(data.redirectUrl).toMatch(/^\/en\/user\/login\?oneTap=/);
  await page.goto(data.redirectUrl);
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.getByRole('link', { name: 'My account' })).toBeVisible();
  // A signed-in player is not offered one-tap again.
  await expect(page.locator(PROVIDER)).toHaveCount(0);
});
