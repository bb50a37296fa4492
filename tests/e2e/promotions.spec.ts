import { expect, expectAccessible, failedLoad, test } from './fixtures';

// issue 12 §2; spec 01 §2 "Promotions and bonus pages", "Headless layout", "Information".
test.describe('promotions without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the list filters by category and leads to a promotion with its terms', async ({ page }) => {
    await page.goto('/en/promo');
    const cards = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 2 }) });
    await expect(cards).toHaveCount(6);
    await page
      .getByRole('navigation', { name: 'Promotion category' })
      .getByRole('link', { name: 'Casino' })
      .click();
    await expect(page).toHaveURL(/\/en\/promo\?category=casino$/);
    await expect(cards).toHaveCount(3);
    await expect(page.getByRole('heading', { name: '10% weekly casino cashback' })).toBeVisible();

    await page.getByRole('link', { name: '10% weekly casino cashback' }).click();
    await expect(page).toHaveURL(/\/en\/promotions\/cashback$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(
      '10% weekly casino cashback',
    );
    await expect(page.getByRole('heading', { name: 'Terms and conditions' })).toBeVisible();
    await expect(page.getByText('Cashback has no wagering requirement')).toBeVisible();
    const banner = await page.request.get('/api/cms/images/promotions/cashback.svg');
    expect(banner.headers()['content-type']).toMatch(/^image\/svg\+xml/);
  });

  test('a shared landing link renders headless with its own preview and keeps UTM and ref', async ({
    page,
  }) => {
    const url = '/en/landing-page/landing-casino-welcome?utm_source=partner-mail&ref=4242';
    // As a social network fetches it: metadata in <head> of the first answer.
    const shared = await page.request.get(url, {
      headers: { 'user-agent': 'Twitterbot/1.0' },
    });
    expect(shared.status()).toBe(200);
    const html = await shared.text();
    const meta = (attr: string, name: string) =>
      new RegExp(`<meta ${attr}="${name}" content="([^"]*)"`).exec(html)?.[1];
    expect(meta('property', 'og:title')).toBe(
      'Casino welcome package €1,500 + 150 free spins — Bet Arena',
    );
    const image = meta('property', 'og:image');
    expect(image).toMatch(/^http:\/\/[^/]+\/api\/cms\/og\/en\/landing-casino-welcome\.png$/);
    expect(meta('name', 'twitter:card')).toBe('summary_large_image');
    expect(meta('name', 'twitter:image')).toBe(image);
    const picture = await page.request.get(new URL(image ?? '').pathname);
    expect(picture.headers()['content-type']).toBe('image/png');
    expect((await picture.body()).subarray(1, 4).toString()).toBe('PNG');
    // Drawn once, then the same picture from the copy: a network revalidating gets a 304.
    const etag = picture.headers().etag ?? '';
    expect(etag).not.toBe('');
    const again = await page.request.get(new URL(image ?? '').pathname, {
      headers: { 'if-none-match': etag },
    });
    expect(again.status()).toBe(304);
    expect(again.headers().etag).toBe(etag);

    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      '€1,500 and 150 free spins to start in the casino',
    );
    await expect(page.getByRole('navigation', { name: 'Main sections' })).toHaveCount(0);
    // A browser gets the metadata in <head> too (not streamed into the body), as audits read it.
    await expect(page.locator('head > meta[name="description"]')).toHaveAttribute(
      'content',
      /^Join Bet Arena casino: bonuses on your first three deposits/,
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /\/en\/landing-page\/landing-casino-welcome$/,
    );
    const cta = page.getByRole('link', { name: 'Start playing' });
    await expect(cta).toHaveAttribute('href', '/en/registration?utm_source=partner-mail&ref=4242');
    await cta.click();
    await expect(page).toHaveURL(/\/en\/registration\?utm_source=partner-mail&ref=4242$/);
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'refererid')?.value).toBe('4242');
  });

  test('another landing id has other content, an unknown one is a 404', async ({
    page,
    expectConsoleError,
  }) => {
    await page.goto('/en/landing-page/landing-first-bonus');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Your first bet is on us: a €20 free bet',
    );
    await expect(page).toHaveTitle('€20 free bet, no deposit — Bet Arena');
    expectConsoleError(failedLoad(404, '/en/landing-page/landing-nobody-knows'));
    const missing = await page.goto('/en/landing-page/landing-nobody-knows');
    expect(missing?.status()).toBe(404);
  });

  test('information pages show the CMS text, rules by chapter', async ({ page }) => {
    await page.goto('/ru/about');
    await expect(page.getByText('лицензия № BA-0001', { exact: false }).first()).toBeVisible();
    // A rule group is named as the CMS titles it, in the page's language, never by its slug.
    await page.goto('/ru/rules/general');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Правила: Общие правила приёма ставок',
    );
    await page.goto('/en/rules/general');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Rules: General betting rules',
    );
    await page.getByRole('link', { name: '3. Settlement' }).click();
    await expect(page).toHaveURL(/\/en\/rules\/general\/settlement$/);
    await expect(page.getByText('Bets are settled on the official result')).toBeVisible();
    await expect(page.getByText('If an event is postponed')).toHaveCount(0);
    // A page the SEO module has no record for is titled as the CMS says.
    await page.goto('/en/amlkyc');
    await expect(page).toHaveTitle(/^AML and KYC: verifying your account/);
    await expect(page.getByText('Documents we may ask for')).toBeVisible();
  });
});

for (const path of [
  '/en/promo',
  '/en/promotions/cashback',
  '/en/landing-page/landing-casino-welcome',
  '/ru/rules/general/settlement',
]) {
  test(`${path} has no serious accessibility violation`, async ({ page }) => {
    await page.goto(path);
    await expectAccessible(page);
  });
}
