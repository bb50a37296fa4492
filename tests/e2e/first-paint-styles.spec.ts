/**
 * What the server draws is styled on the first paint: every class of a page's HTML that has a
 * rule in any stylesheet the page ends up with has one in the stylesheets the HTML links itself.
 * A part whose code loads after the first paint (features/shell/lazy-shell-parts.tsx) would
 * otherwise show unstyled, then jump into place (layout shift), and stay unstyled without
 * JavaScript.
 */
import { expect, test } from './fixtures';

const PAGES = ['/en', '/en/landing-page/landing-welcome', '/en/line/all/football', '/en/casino'];

test.use({ cookiesAgree: null });

for (const path of PAGES) {
  test(`${path}: the server's markup is styled by the page's own stylesheets`, async ({ page }) => {
    const answer = await page.request.get(path);
    const html = await answer.text();
    const linked = new Set(
      [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1] ?? ''),
    );
    const drawn = new Set(
      [...html.matchAll(/class="([^"]+)"/g)].flatMap((m) => (m[1] ?? '').split(/\s+/)),
    );
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    // Every stylesheet the page has once its parts have loaded, with the classes it styles.
    const sheets = await page.evaluate(() =>
      [...document.styleSheets].map((sheet) => ({
        href: sheet.href ? new URL(sheet.href).pathname : null,
        classes: [...sheet.cssRules]
          .flatMap((rule) => (rule as CSSStyleRule).selectorText?.match(/\.[\w-]+/g) ?? [])
          .map((selector) => selector.slice(1)),
      })),
    );
    const late = sheets.filter((sheet) => sheet.href !== null && !linked.has(sheet.href));
    const styledLate = late.flatMap((sheet) => sheet.classes.filter((c) => drawn.has(c)));
    const styledEarly = new Set(
      sheets.filter((sheet) => !late.includes(sheet)).flatMap((sheet) => sheet.classes),
    );
    expect(linked.size).toBeGreaterThan(0);
    expect([...new Set(styledLate.filter((c) => !styledEarly.has(c)))]).toEqual([]);
  });
}
