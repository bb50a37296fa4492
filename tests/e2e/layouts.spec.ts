import { expect, expectAccessible, failedLoad, sandbox, test } from './fixtures';

// spec 01 §2 "Layouts": each group draws its own frame; all are server-rendered.
test.describe('layout groups without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('maintenance: no site navigation, the planned end from the config', async ({
    page,
    expectConsoleError,
  }) => {
    // The maintenance page answers 503 (issue 9 §5).
    expectConsoleError(failedLoad(503, '/en/maintenance'));
    await sandbox('maintenance', {
      method: 'PUT',
      body: { isActive: true, ended_at: '2026-12-01T10:00:00+00:00' },
    });
    await expect
      .poll(async () => {
        await page.goto('/en/maintenance');
        return page.getByText('Planned to finish').count();
      })
      .toBe(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Technical works in progress');
    await expect(page.getByRole('navigation', { name: 'Main sections' })).toHaveCount(0);
    await expect(page.getByText('Planned to finish')).toContainText(
      'December 1, 2026 at 13:00 (UTC+3)',
    );
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });

  test('empty: a utility page whose logo leads home', async ({ page }) => {
    await page.goto('/en/oldbrowser');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your browser is out of date');
    await expect(page.getByRole('listitem')).toHaveCount(4);
    await expect(page.getByRole('link', { name: 'Bet Arena' })).toHaveAttribute('href', '/en');
  });

  test('headless: a landing without the site header, leading to registration', async ({ page }) => {
    const response = await page.goto('/en/landing-page/landing-welcome');
    expect(response?.status()).toBe(200);
    // The landing's own content from the CMS (docs/upstream-contract.md "CMS API").
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Double your first deposit for sports betting',
    );
    await expect(page.getByRole('navigation', { name: 'Main sections' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Get 100% bonus' })).toHaveAttribute(
      'href',
      '/en/registration',
    );
    await expect(page.getByRole('contentinfo')).toContainText('18+');
  });
});

test('a landing id that does not start with landing- is a 404', async ({
  page,
  expectConsoleError,
}) => {
  expectConsoleError(failedLoad(404, '/en/landing-page/welcome'));
  const response = await page.goto('/en/landing-page/welcome');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page could not be found');
});

for (const path of ['/en/landing-page/landing-welcome', '/en/oldbrowser', '/en/onpay/success']) {
  test(`${path} has no serious accessibility violation`, async ({ page }) => {
    await page.goto(path);
    await expectAccessible(page);
  });
}

/** The page's payload: what React's `self.__next_f.push` scripts carry, joined. */
function payloadOf(html: string): string {
  return [...html.matchAll(/self\.__next_f\.push\((\[.*?\])\)<\/script>/gs)]
    .map((m) => JSON.parse(m[1] ?? '[]') as unknown[])
    .map((chunk) => (typeof chunk[1] === 'string' ? chunk[1] : ''))
    .join('');
}

// Issue 26: the header with its menus and the footer are drawn into the HTML, but their data
// and texts are files the browser loads once, not carried again in every page's payload.
test('the shell is in the HTML once; its data comes from a file the tab loads once', async ({
  page,
}) => {
  const html = await (await page.request.get('/en/line')).text();
  const src = /"(\/api\/shell\/en\?v=[\w-]+)"/.exec(html)?.[1];
  expect(src).toBeDefined();
  const shellAnswer = await page.request.get(src ?? '');
  expect(shellAnswer.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const shell = (await shellAnswer.json()) as {
    contacts: { email: string };
    licenceText: string;
    footer: { copyright: string };
  };
  const markup = html.replace(/<script\b[^>]*>.*?<\/script>/gs, '');
  const payload = payloadOf(html);
  const shellTexts = [shell.contacts.email, shell.licenceText, shell.footer.copyright];
  for (const text of [...shellTexts, 'Main sections', 'Site footer']) {
    expect(markup, text).toContain(text);
    expect(payload, text).not.toContain(text);
  }

  // In the browser: the data is asked for once, and the header and footer work on every page.
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/shell/')) asked.push(request.url());
  });
  await page.goto('/en/contacts');
  const footer = page.getByRole('contentinfo', { name: 'Site footer' });
  await expect(footer.getByRole('link', { name: shell.contacts.email })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Main sections' })
    .getByRole('link', { name: 'Casino', exact: true })
    .click();
  await expect(page).toHaveURL('/en/casino');
  await expect(footer.getByRole('link', { name: shell.contacts.email })).toBeVisible();
  expect(asked).toHaveLength(1);
});
