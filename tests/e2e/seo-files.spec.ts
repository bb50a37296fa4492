import { expect, test, SITE_ORIGIN as ORIGIN } from './fixtures';

test('sitemap.xml indexes one sitemap per visible language', async ({ request }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/xml');
  const xml = await response.text();
  expect(xml).toContain('<sitemapindex');
  expect(xml).toContain(`<loc>${ORIGIN}/sitemap/en.xml</loc>`);
  expect(xml).toContain(`<loc>${ORIGIN}/sitemap/ru.xml</loc>`);
});

test('a language sitemap lists public pages with their hreflang alternates, not private ones', async ({
  request,
}) => {
  const xml = await (await request.get('/sitemap/ru.xml')).text();
  expect(xml).toContain(`<url><loc>${ORIGIN}/ru/contacts</loc>`);
  expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${ORIGIN}/en/contacts"/>`);
  expect(xml).toContain(
    `<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/en/contacts"/>`,
  );
  // Config slugs are listed; account, redirect and noindex pages are not.
  expect(xml).toContain(`<loc>${ORIGIN}/ru/live-casino</loc>`);
  expect(xml).not.toContain('/office/');
  expect(xml).not.toContain('/user/login');
  expect(xml).not.toContain('/lpage/');
  expect(xml).not.toContain('/debugger');
});

test('an unknown language sitemap is a 404 that says what is expected', async ({ request }) => {
  const response = await request.get('/sitemap/de.xml');
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain('/sitemap/{language}.xml');
});

test('robots.txt keeps crawlers out of the BFF and account pages and names the sitemap', async ({
  request,
}) => {
  const text = await (await request.get('/robots.txt')).text();
  expect(text).toContain('Disallow: /api/');
  expect(text).toContain('Disallow: /*/office');
  expect(text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
});

test('platform_type=mobile switches the page to the mobile layout', async ({ page }) => {
  await page.goto('/en/live?platform_type=mobile');
  await expect(page.locator('html')).toHaveAttribute('data-platform', 'mobile');
  await page.goto('/en/live');
  await expect(page.locator('html')).toHaveAttribute('data-platform', 'desktop');
});
