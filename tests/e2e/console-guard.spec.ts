import type { Page } from '@playwright/test';
import { expect, test, type ConsoleGuard } from './fixtures';

// Issue 9 §11: every test fails on a console error, page error or CSP violation on any page it
// visits. These tests prove the guard in fixtures.ts sees each kind and fails the test on it.

const PAGE = '/en/contacts';

/**
 * Opens the page and checks it logged nothing, then marks the test as one that must fail: what
 * the test does next is the only thing that can fail it.
 */
async function openCleanThenExpectFailure(page: Page, consoleGuard: ConsoleGuard) {
  await page.goto(PAGE);
  await page.waitForLoadState('networkidle');
  expect(consoleGuard.problems()).toEqual([]);
  test.fail();
}

/** Serves the page with an inline script in its markup, as an injection would put it: no nonce. */
async function injectInlineScript(page: Page) {
  await page.route(`**${PAGE}`, async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    await route.fulfill({
      response,
      body: html.replace('</head>', '<script>window.injectedScriptRan = true;</script></head>'),
    });
  });
}

const injectedScriptRan = (page: Page) =>
  page.evaluate(() => (window as { injectedScriptRan?: boolean }).injectedScriptRan === true);

test.describe('the console guard fails the test', () => {
  test('on a console error', async ({ page, consoleGuard }) => {
    await openCleanThenExpectFailure(page, consoleGuard);
    await page.evaluate(() => console.error('a deliberate console error'));
  });

  test('on an uncaught page error', async ({ page, consoleGuard }) => {
    await openCleanThenExpectFailure(page, consoleGuard);
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('a deliberate page error');
      });
    });
    await page.waitForTimeout(100);
  });

  test('on a CSP violation', async ({ page, consoleGuard }) => {
    await openCleanThenExpectFailure(page, consoleGuard);
    await injectInlineScript(page);
    await page.reload();
    expect(await injectedScriptRan(page)).toBe(false);
  });

  test('on an error in a context the test opens itself', async ({
    browser,
    baseURL,
    consoleGuard,
  }) => {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await openCleanThenExpectFailure(page, consoleGuard);
    await page.evaluate(() => console.error('a deliberate console error'));
    await context.close();
  });

  test('when an error it expects never comes', async ({
    page,
    consoleGuard,
    expectConsoleError,
  }) => {
    await openCleanThenExpectFailure(page, consoleGuard);
    expectConsoleError(/a console error nobody logs/);
  });
});

test.describe('the console guard lets a declared error through', () => {
  test('a console error the test expects', async ({ page, expectConsoleError }) => {
    expectConsoleError(/a deliberate console error/);
    await page.goto(PAGE);
    await page.evaluate(() => console.error('a deliberate console error'));
  });

  test('a CSP violation the test expects, from the browser and from the policy event', async ({
    page,
    consoleGuard,
    expectConsoleError,
  }) => {
    expectConsoleError(/inline script .*violates the following Content Security Policy/);
    expectConsoleError(/CSP violation: script-src-elem refused inline/);
    await injectInlineScript(page);
    await page.goto(PAGE);
    expect(await injectedScriptRan(page)).toBe(false);
    await expect.poll(() => consoleGuard.problems()).toEqual([]);
  });
});
