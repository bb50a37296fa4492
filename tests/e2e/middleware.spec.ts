import {
  cachesLapse,
  expect,
  failedLoad,
  sandbox,
  test,
  SITE_ORIGIN,
  signedGeoOffPass,
} from './fixtures';

// spec 01 §4 Maintenance and Blocking, §2 query flags and route rules, spec 02 §9 referral
// cookies — as a visitor's browser meets them, against the sandbox's switches.
const location = (response: { headers(): Record<string, string> }) => {
  const url = new URL(response.headers().location ?? '', 'http://localhost');
  return url.pathname + url.search;
};

test('a block with reason 13 sends every page to block-ua, which explains it', async ({
  page,
  request,
}) => {
  await sandbox('block', { method: 'PUT', body: { displayTypeId: 1, templateTypeId: 13 } });
  await expect
    .poll(async () => location(await request.get('/en/live', { maxRedirects: 0 })))
    .toBe('/en/block-ua');
  const response = await request.get('/en/live', { maxRedirects: 0 });
  expect(response.headers()['set-cookie']).toContain('block_reason=13');
  await page.goto('/en/casino');
  await expect(page).toHaveURL(/\/en\/block-ua$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main sections' })).toHaveCount(0);
  // The account-verify route stays reachable.
  expect((await request.get('/en/user/accountverify', { maxRedirects: 0 })).status()).toBe(200);
});

test('a geo block (reason 1) is lifted by a signed geo-off pass, never by a plain cookie', async ({
  request,
  playwright,
}) => {
  await sandbox('block', { method: 'PUT', body: { displayTypeId: 1, templateTypeId: 1 } });
  await expect
    .poll(async () => location(await request.get('/en/live', { maxRedirects: 0 })))
    .toBe('/en/block');
  for (const [value, status] of [
    ['1', 307],
    [signedGeoOffPass(), 200],
    [`${signedGeoOffPass().split('.')[0]}.forged`, 307],
  ] as const) {
    const withCookie = await playwright.request.newContext({
      baseURL: SITE_ORIGIN,
      extraHTTPHeaders: { cookie: `geo_off=${value}` },
    });
    expect((await withCookie.get('/en/live', { maxRedirects: 0 })).status(), value).toBe(status);
    await withCookie.dispose();
  }
});

test('a block on one URL prefix blocks only the pages under it', async ({ request }) => {
  await sandbox('block-rules', {
    body: { urlPrefix: '/en/casino', displayTypeId: 1, templateTypeId: 17 },
  });
  await expect
    .poll(async () => location(await request.get('/en/casino', { maxRedirects: 0 })))
    .toBe('/en/block-ie');
  expect((await request.get('/en/live', { maxRedirects: 0 })).status()).toBe(200);
});

test('a block on one address keeps its page on reload until the rule is lifted (issue 22 §6)', async ({
  page,
}) => {
  await sandbox('block-rules', {
    body: { urlPrefix: '/en/providers', displayTypeId: 1, templateTypeId: 4 },
  });
  await cachesLapse();
  await page.goto('/en/providers');
  await expect(page).toHaveURL(/\/en\/site-updates$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The block page is not blocked itself, but the address the visitor came from still is.
  await page.reload();
  await expect(page).toHaveURL(/\/en\/site-updates$/);
  // The rest of the site is open.
  expect((await page.request.get('/en/live', { maxRedirects: 0 })).status()).toBe(200);

  await sandbox('block-rules', { method: 'DELETE' });
  await cachesLapse();
  await page.goto('/en/site-updates');
  await expect(page).toHaveURL(/\/en$/);
  await page.goto('/en/providers');
  await expect(page).toHaveURL(/\/en\/providers$/);
});

test('maintenance sends every page to the maintenance page and back home when it ends', async ({
  page,
  request,
  expectConsoleError,
}) => {
  // The maintenance page answers 503 (issue 9 §5).
  expectConsoleError(failedLoad(503, '/ru/maintenance'));
  await sandbox('maintenance', { method: 'PUT', body: { isActive: true } });
  await expect
    .poll(async () => location(await request.get('/ru/line', { maxRedirects: 0 })))
    .toBe('/ru/maintenance');
  await page.goto('/ru/line');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Идут технические работы');
  await sandbox('maintenance', { method: 'PUT', body: { isActive: false } });
  await expect
    .poll(async () => location(await request.get('/ru/maintenance', { maxRedirects: 0 })))
    .toBe('/ru');
});

test('web_state alone puts the site in maintenance', async ({ request }) => {
  await sandbox('maintenance', { method: 'PUT', body: { web_state: 2 } });
  await expect
    .poll(async () => location(await request.get('/en', { maxRedirects: 0 })))
    .toBe('/en/maintenance');
});

test('the maintenance cookie shows the maintenance page to that browser only', async ({
  playwright,
  request,
}) => {
  const tester = await playwright.request.newContext({
    baseURL: SITE_ORIGIN,
    extraHTTPHeaders: { cookie: 'maintenance=1' },
  });
  expect(location(await tester.get('/en/live', { maxRedirects: 0 }))).toBe('/en/maintenance');
  expect((await request.get('/en/live', { maxRedirects: 0 })).status()).toBe(200);
  await tester.dispose();
});

test('an iPad is sent to the mobile layout with its query kept', async ({ playwright }) => {
  const ipad = await playwright.request.newContext({
    baseURL: SITE_ORIGIN,
    userAgent: 'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
  });
  const response = await ipad.get('/en/live?sport=football', { maxRedirects: 0 });
  expect(response.status()).toBe(307);
  expect(location(response)).toBe('/en/live?sport=football&platform_type=mobile');
  await ipad.dispose();
});

test('referral tags become cookies with the spec lifetimes', async ({ request }) => {
  const response = await request.get('/en?btag=aff-1&ref=77&pb=1&payment_consultant=1', {
    maxRedirects: 0,
  });
  const cookies = response
    .headersArray()
    .filter((h) => h.name.toLowerCase() === 'set-cookie')
    .map((h) => h.value);
  const find = (name: string) => cookies.find((c) => c.startsWith(`${name}=`)) ?? '';
  expect(find('reflinkid')).toMatch(/^reflinkid=aff-1;.*Max-Age=5184000/);
  expect(find('refererid')).toMatch(/^refererid=77;.*Max-Age=5184000/);
  expect(find('postback_watcher')).toMatch(/Max-Age=2592000/);
  expect(find('payment_consultant')).toMatch(/^payment_consultant=1;.*Max-Age=86400/);
  expect(find('reflinkid')).toMatch(/Path=\//);
});

test('route rules follow the site config: availableRoutes, registration, forced 404', async ({
  request,
}) => {
  await sandbox('site-config', {
    method: 'PATCH',
    body: { availableRoutes: [52], isRegistrationAllowed: false, isShowPaymentPageOnlyAuth: true },
  });
  await expect
    .poll(async () => (await request.get('/en/rules/general', { maxRedirects: 0 })).status())
    .toBe(404);
  expect((await request.get('/en/toto', { maxRedirects: 0 })).status()).toBe(404);
  expect((await request.get('/en/registration', { maxRedirects: 0 })).status()).toBe(404);
  expect(location(await request.get('/en/payment', { maxRedirects: 0 }))).toBe(
    '/en/user/login?returnUrl=%2Fen%2Fpayment',
  );
  await sandbox('config-groups/routes', {
    method: 'PUT',
    body: {
      forced404: ['/about'],
      bonusRouteVariant: 'bonuses-offers',
      isSlotFirstDepositRedirect: false,
      casinoCategories: ['casino'],
      slotsCategories: ['slots'],
      kenoGames: ['keno'],
      tokens: [],
      bonusLandings: [],
      thankyouSections: [],
      oldPromotionPaths: {},
    },
  });
  // The middleware and the pages each keep the config for a second: wait for the middleware's.
  await expect
    .poll(async () => location(await request.get('/en/bonuses', { maxRedirects: 0 })))
    .toBe('/en/bonuses-offers');
  expect((await request.get('/en/about', { maxRedirects: 0 })).status()).toBe(404);
  expect((await request.get('/en/live-casino', { maxRedirects: 0 })).status()).toBe(404);
  expect((await request.get('/en/bonus/slot_first_deposit', { maxRedirects: 0 })).status()).toBe(
    301,
  );
});
