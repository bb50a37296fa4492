import type { Page } from '@playwright/test';
import { signIn } from './coupon-helpers';
import { expect, expectAccessible, SANDBOX_URL, test } from './fixtures';

// spec 02 §3 "Global settings", §9 "time zone 3": the odds format and the time zone chosen on
// the settings page are in the server-rendered HTML after a reload (read raw, without the
// browser's JavaScript, so a client-side fix-up cannot pass for it).

interface LineGame {
  startTime: string;
  isLive: boolean;
}

/** "HH:MM" of an instant at a fixed UTC offset, as the line shows it in a 24 h clock. */
function clockAt(iso: string, offsetHours: number): string {
  const shifted = new Date(new Date(iso).getTime() + offsetHours * 3_600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())}`;
}

async function firstPrematchStart(): Promise<string> {
  const response = await fetch(`${SANDBOX_URL}/line-api/v1/games?stream=line&limit=40&lang=en`);
  const games = ((await response.json()) as { data: LineGame[] }).data;
  const game = games.find((g) => !g.isLive);
  if (!game) throw new Error('the sandbox line has no pre-match game');
  return game.startTime;
}

async function rawHtml(page: Page, path: string): Promise<string> {
  // page.request shares the browser context's cookies (session and `prefs`).
  const response = await page.request.get(path);
  expect(response.status()).toBe(200);
  return response.text();
}

test('odds format and time zone survive a reload in the server render', async ({ page }) => {
  await signIn(page);
  await page.goto('/en/office/settings');
  await page.waitForLoadState('networkidle');
  await expectAccessible(page);

  // The bet slip has an odds format control of its own: the settings page's is in the main area.
  const settings = page.getByRole('main');
  const odds = settings.getByLabel('Odds format');
  await expect(odds).toHaveValue('0');
  await odds.selectOption({ label: 'American' });
  await settings.getByLabel('Time zone').selectOption({ label: 'UTC−5' });
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();

  const settingsHtml = await rawHtml(page, '/en/office/settings');
  expect(settingsHtml).toMatch(/<option value="2" selected="">American<\/option>/);
  expect(settingsHtml).toMatch(/<option value="-5" selected="">UTC−5<\/option>/);

  const start = await firstPrematchStart();
  const lineHtml = await rawHtml(page, '/en/line');
  expect(lineHtml).toContain(clockAt(start, -5));

  await page.reload();
  await expect(settings.getByLabel('Odds format')).toHaveValue('2');
  await expect(settings.getByLabel('Time zone')).toHaveValue('-5');
});

test('a visitor keeps the default zone (UTC+3) in the server render', async ({ page }) => {
  const start = await firstPrematchStart();
  const lineHtml = await rawHtml(page, '/en/line');
  expect(lineHtml).toContain(clockAt(start, 3));
});

// issue 22 §3: every time says its zone unless it is the visitor's own, and the visitor's own
// zone is one tap away; the server render and the browser agree.

/** Waits until the browser has told the site its zone (BrowserZoneCookie), then reloads. */
async function reloadKnowingTheZone(page: Page) {
  await expect
    .poll(async () => (await page.context().cookies()).find((c) => c.name === 'tz_browser')?.value)
    .toBeDefined();
  await page.reload();
}
test.describe('a visitor in Berlin (UTC+1 in November)', () => {
  test.use({ timezoneId: 'Europe/Berlin' });

  test('sees which zone times are in, and takes their own in one tap', async ({ page }) => {
    const start = await firstPrematchStart();
    // The first page cannot know the browser's zone: it names it.
    await page.goto('/en/line');
    await expect(page.getByRole('columnheader', { name: 'Time, UTC+3' }).first()).toBeVisible();
    // From then on the server knows it, and offers it.
    await reloadKnowingTheZone(page);
    const offer = page.getByRole('region', {
      name: 'Times on this site are shown in UTC+3; your device is in UTC+1.',
    });
    await expect(offer).toBeVisible();
    await expectAccessible(page);
    await offer.getByRole('button', { name: 'Show times in UTC+1' }).click();
    await expect(offer).toHaveCount(0);
    await expect(
      page.getByRole('columnheader', { name: 'Time', exact: true }).first(),
    ).toBeVisible();

    const html = await rawHtml(page, '/en/line');
    expect(html).toContain(clockAt(start, 1));
    expect(html).not.toContain('Times on this site are shown in');
  });

  test('keeping the site’s zone is remembered; its times keep their zone’s name', async ({
    page,
  }) => {
    await page.goto('/en/line');
    await reloadKnowingTheZone(page);
    const offer = page.getByRole('region', { name: /^Times on this site are shown in UTC\+3/ });
    await offer.getByRole('button', { name: 'Keep UTC+3' }).click();
    await expect(offer).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('columnheader', { name: 'Time, UTC+3' }).first()).toBeVisible();
    await expect(
      page.getByRole('region', { name: /^Times on this site are shown in/ }),
    ).toHaveCount(0);
  });
});

test.describe('a phone in Berlin', () => {
  test.use({
    timezoneId: 'Europe/Berlin',
    viewport: { width: 390, height: 844 },
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  });

  test('names the zone under each time: the phone list has no head row', async ({ page }) => {
    await page.goto('/en/line/all/football');
    const firstTime = page.getByRole('main').locator('tbody tr:not([data-live]) td').first();
    await expect(firstTime).toHaveText(/^\d\d\/\d\d\s*\d\d:\d\d\s*UTC\+3$/);
    await expect(firstTime.getByText('UTC+3', { exact: true })).toBeVisible();
  });
});

test.describe('a visitor in Moscow (UTC+3, the site’s default)', () => {
  test.use({ timezoneId: 'Europe/Moscow' });

  test('reads times without a zone: they are in their own', async ({ page }) => {
    await page.goto('/en/line');
    await reloadKnowingTheZone(page);
    await expect(
      page.getByRole('columnheader', { name: 'Time', exact: true }).first(),
    ).toBeVisible();
    await expect(
      page.getByRole('region', { name: /^Times on this site are shown in/ }),
    ).toHaveCount(0);
  });
});
