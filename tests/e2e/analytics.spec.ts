import { expect, failedLoad, sandbox, test } from './fixtures';

// Issue 12 §5, spec 02 §4, §7, spec 01 §9: the login flow's events and the page's measurements
// reach the operator's collector through the BFF, 10 s after the first of them.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.81' } });

interface Collected {
  id: number;
  name: string;
  ts: number;
  path: string;
  lang: string;
  userId: number | null;
  fields: Record<string, unknown>;
  receivedAt: string;
}

async function collected(): Promise<Collected[]> {
  return ((await sandbox('collector', { method: 'GET' })) as { data: Collected[] }).data;
}

test('the login popup, a failed sign-in and the web vitals reach the collector after 10 s', async ({
  page,
  expectConsoleError,
}) => {
  expectConsoleError(failedLoad(401, '/api/auth/login'));
  await sandbox('collector', { method: 'DELETE' });

  await page.goto('/en');
  await page.waitForLoadState('networkidle');
  // Clicked before the page is live, the header's link would open the login page instead.
  await expect(page.locator('html[data-coupon-ready]')).toHaveCount(1);
  await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill('nobody-analytics@example.test');
  await dialog.getByLabel('Password', { exact: true }).fill('Not-the-password-1');
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Wrong login or password.');

  await expect
    .poll(async () => (await collected()).map((event) => event.name), { timeout: 20_000 })
    .toEqual(expect.arrayContaining(['login_popup_shown', 'login_error', 'web_vitals']));
  const events = await collected();
  const named = (name: string) => events.filter((event) => event.name === name);

  expect(named('login_popup_shown')).toEqual([
    expect.objectContaining({
      id: 101,
      path: '/en',
      lang: 'en',
      userId: null,
      fields: { try_counter: 1, since_last_call_s: null },
    }),
  ]);
  expect(named('login_click')).toHaveLength(1);
  expect(named('login_error')).toEqual([
    expect.objectContaining({
      id: 106,
      fields: { login_type: 'login_password', error_code: 'invalid_credentials' },
    }),
  ]);
  expect(named('page_navigation_timing')).toHaveLength(1);
  expect(named('first_paint')).toHaveLength(1);
  const vitals = named('web_vitals').map((event) => event.fields.metric);
  expect(vitals).toEqual(expect.arrayContaining(['TTFB', 'FCP', 'LCP']));

  // spec 01 §9: nothing goes before 10 s have passed since the page's first event (its load
  // measurements); the clock is the machine's for the browser and the BFF alike.
  const firstTracked = Math.min(...events.map((event) => event.ts));
  const firstReceived = Math.min(...events.map((event) => Date.parse(event.receivedAt)));
  expect(firstReceived - firstTracked).toBeGreaterThanOrEqual(10_000 - 100);
});
