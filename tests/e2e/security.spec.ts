import { expect, test } from './fixtures';

// Issue: security built in — headers on every page, forged middleware headers, CSRF on the BFF.
test('every page carries the security headers and a CSP with a fresh nonce', async ({
  request,
}) => {
  const first = await request.get('/en');
  const second = await request.get('/en/rules/general');
  for (const response of [first, second]) {
    const headers = response.headers();
    expect(headers['strict-transport-security']).toContain('max-age=');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    const csp = headers['content-security-policy'] ?? '';
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}' 'strict-dynamic'/);
  }
  const nonce = (r: typeof first) =>
    /'nonce-([^']+)'/.exec(r.headers()['content-security-policy'] ?? '')?.[1];
  expect(nonce(first)).not.toBe(nonce(second));
  // Next's own scripts carry the nonce of their page.
  expect(await first.text()).toContain(`nonce="${nonce(first)}"`);
});

test('the page runs under its CSP: no violations while it hydrates and works', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto('/en');
  // A click before the page's scripts run would be lost (home.spec waits the same way).
  await expect(page.locator('html[data-coupon-ready]')).toHaveCount(1);
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  expect(violations).toEqual([]);
});

for (const forged of [
  'middleware',
  'middleware:middleware:middleware:middleware:middleware',
  'src/middleware',
]) {
  test(`a forged x-middleware-subrequest (${forged}) reaches nothing protected`, async ({
    request,
  }) => {
    const response = await request.get('/en/office/history', {
      maxRedirects: 0,
      headers: { 'x-middleware-subrequest': forged, 'x-middleware-subrequest-id': 'forged' },
    });
    expect(response.status()).toBe(307);
    expect(response.headers().location).toContain('/en/user/login');
  });
}

test('the BFF refuses a cross-site state-changing request', async ({ request }) => {
  const response = await request.post('/api/auth/logout', {
    headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
    data: {},
  });
  expect(response.status()).toBe(403);
  expect((await response.json()).errors[0].code).toBe('forbidden_origin');
});

test('an office page checks the session itself, not only the middleware', async ({ request }) => {
  // A session cookie that is not a valid seal gets the visitor nowhere.
  const response = await request.get('/en/office/account', {
    maxRedirects: 0,
    headers: { cookie: '__Host-sb-session=forged; __Secure-sb-session=forged' },
  });
  expect(response.status()).toBe(307);
  expect(response.headers().location).toContain('/en/user/login');
});
