/**
 * What a page's HTML makes every visitor's browser download, parse and run before the page
 * answers a tap (Lighthouse's blocking time on a phone). zod checks stored and typed-in data; the
 * parts that do so load when they are used (features/shell/lazy-shell-parts.tsx), so zod's code
 * (about 100 KB before compression) must not be among the scripts a page's HTML names, nor among
 * those the page's parts load while it becomes interactive on a first visit (the kept coupon's
 * and media's checks load only when something is kept, the analytics check when its first batch
 * is due, a form's when it opens), nor on the next visit of a visitor who changed nothing.
 * Nor may a first visit format a message with next-intl's ICU formatter while it becomes
 * interactive: the parts it draws at once (the consent modal, the support button, the odds) read
 * plain texts, as the formatter's first message costs tens of milliseconds of script time in one
 * piece, most of it looking up the locale (features/ui/use-plain-texts.tsx).
 */
import { devices, type Page } from '@playwright/test';
import { cachesLapse, expect, sandbox, test } from './fixtures';

const PAGES = ['/en', '/en/line/all/football', '/en/casino'];

/** zod names its error class so, whatever the minifier does to the rest. */
const ZOD_MARKER = '"$ZodError"';
/**
 * The ICU formatter looks its locale up with `Intl.NumberFormat.supportedLocalesOf` for every
 * message it compiles, and nothing else on the site calls it: the page counts the calls.
 */
function countLocaleLookups() {
  const intl = Intl.NumberFormat as typeof Intl.NumberFormat & { lookups?: number };
  const lookUp = intl.supportedLocalesOf.bind(intl);
  intl.lookups = 0;
  intl.supportedLocalesOf = (...args) => {
    intl.lookups = (intl.lookups ?? 0) + 1;
    return lookUp(...args);
  };
}

/** The scripts the HTML names: its `<script src>` tags and the chunks it preloads. */
async function scriptsWithZod(page: Page, path: string): Promise<string[]> {
  const html = await (await page.request.get(path)).text();
  const scripts = new Set(
    [...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="([^"]+\.js)"/g)].map(
      (m) => m[1] ?? '',
    ),
  );
  expect(scripts.size).toBeGreaterThan(3);
  const withZod: string[] = [];
  for (const src of scripts) {
    const answer = await page.request.get(src);
    expect(answer.status(), src).toBe(200);
    if ((await answer.text()).includes(ZOD_MARKER)) withZod.push(src);
  }
  return withZod;
}

test.use({ timezoneId: 'Europe/Berlin' });

for (const path of PAGES) {
  test(`${path}: zod is not among the first-load scripts, the zone offer shown or not`, async ({
    page,
  }) => {
    expect(await scriptsWithZod(page, path)).toEqual([]);
    // Once the browser has told its zone (UTC+1, not the site's UTC+3), the page offers it.
    await page.goto(path);
    await expect
      .poll(async () => (await page.context().cookies()).some((c) => c.name === 'tz_browser'))
      .toBe(true);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Show times in UTC+1' })).toBeVisible();
    expect(await scriptsWithZod(page, path)).toEqual([]);
  });
}

/**
 * Every script with zod the page loads until it is interactive and its network is quiet, and how
 * many messages the ICU formatter compiled meanwhile.
 */
async function scriptsLoadedWith(
  page: Page,
  path: string,
): Promise<{ zod: string[]; icuMessages: number }> {
  await page.addInitScript(countLocaleLookups);
  const bodies: Promise<{ url: string; text: string }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    bodies.push(response.text().then((text) => ({ url: response.url(), text })));
  });
  await page.goto(path);
  await expect(page.locator('html[data-coupon-ready]')).toHaveCount(1);
  await page.waitForLoadState('networkidle');
  const loaded = await Promise.all(bodies);
  expect(loaded.length).toBeGreaterThan(3);
  return {
    zod: loaded.filter(({ text }) => text.includes(ZOD_MARKER)).map(({ url }) => url),
    icuMessages: await page.evaluate(
      () => (Intl.NumberFormat as typeof Intl.NumberFormat & { lookups?: number }).lookups ?? -1,
    ),
  };
}

for (const [label, use] of [
  ['a computer', {}],
  ['a phone', { viewport: { width: 390, height: 844 }, userAgent: devices['iPhone 13'].userAgent }],
] as const) {
  test.describe(`a first visit on ${label}`, () => {
    // A first visit: no cookie choice yet (the consent modal shows), nothing kept.
    test.use({ ...use, cookiesAgree: null });
    for (const path of PAGES) {
      test(`${path}: no script with zod loads and no ICU message is formatted while the page becomes interactive`, async ({
        page,
      }) => {
        expect(await scriptsLoadedWith(page, path)).toEqual({ zod: [], icuMessages: 0 });
      });
    }
  });
}

test.describe('a returning visitor who changed nothing', () => {
  test.use({ cookiesAgree: null });

  test('loads no script with zod on the next visit either, on a site in another currency', async ({
    page,
    browser,
    baseURL,
  }) => {
    // The coupon's stake follows the site's currency at boot: a change the visitor did not make,
    // so nothing is kept, and the next visit has nothing to check.
    await sandbox('site-config', { method: 'PATCH', body: { geoCurrency: { id: 3, iso: 'EUR' } } });
    await cachesLapse();
    const path = '/en/line/all/football';
    await page.goto(path);
    await expect(page.locator('html[data-coupon-ready]')).toHaveCount(1);
    await page.waitForLoadState('networkidle');

    // The next visit: the first one's cookies and storage, and an empty HTTP cache.
    const next = await browser.newContext({
      storageState: await page.context().storageState(),
      baseURL,
    });
    try {
      expect((await scriptsLoadedWith(await next.newPage(), path)).zod).toEqual([]);
    } finally {
      await next.close();
    }
  });
});
