/**
 * What a page's HTML makes every visitor's browser download, parse and run before the page
 * answers a tap (Lighthouse's blocking time on a phone). zod checks stored and typed-in data; the
 * parts that do so load when they are used (features/shell/lazy-shell-parts.tsx), so zod's code
 * (about 100 KB before compression) must not be among the scripts a page's HTML names.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const PAGES = ['/en', '/en/line/all/football', '/en/casino'];

/** zod names its error class so, whatever the minifier does to the rest. */
const ZOD_MARKER = '"$ZodError"';

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
