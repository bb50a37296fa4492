import { devices, type Locator, type Page } from '@playwright/test';
import { coupon, couponBets, firstFootballGamePath, newBettor } from './coupon-helpers';
import { expect, expectAccessible, lookAt, test } from './fixtures';

// issue 22 §1, spec 01 §2 "platform_type=mobile forces the mobile layout": a phone gets the
// phone layout from the server (by its user agent), with a compact header, a menu drawer, a
// bottom bar, the slip as a bottom sheet, odds a thumb can hit and no page wider than the phone.

const PHONES = [
  { label: '390×844', viewport: { width: 390, height: 844 }, device: devices['iPhone 13'] },
  { label: '412×915', viewport: { width: 412, height: 915 }, device: devices['Pixel 7'] },
] as const;

/** A text of the coupon panel's own code (its problems' messages), whatever the minifier does. */
const COUPON_PANEL_MARKER = '"coupon.problems"';

/** The smallest target a thumb hits reliably (WCAG 2.5.5, the platforms' guidelines). */
const TAP_SIZE = 44;

const bottomBar = (page: Page) => page.getByRole('navigation', { name: 'Quick links' });
const header = (page: Page) => page.getByRole('banner');

/**
 * The elements that reach past the right edge of a phone `width` wide (each whose parent does not
 * already), or none. A phone's browser widens its layout to fit what overflows, so the page's own
 * width is measured against the phone's, not against the window.
 */
async function widerThan(page: Page, width: number): Promise<string[]> {
  return page.evaluate((screenWidth) => {
    const reaches = (el: Element) => el.getBoundingClientRect().right > screenWidth + 0.5;
    const wide = [...document.querySelectorAll('body *')].filter(
      (el) => reaches(el) && el.parentElement !== null && !reaches(el.parentElement),
    );
    const name = (el: Element) => `${el.tagName.toLowerCase()}.${String(el.className)}`;
    const width = document.documentElement.scrollWidth;
    return width > screenWidth ? [`page ${width}px`, ...wide.map(name)] : [];
  }, width);
}

async function expectPhoneLayout(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-platform', 'mobile');
  await expect(bottomBar(page).getByRole('link')).toHaveCount(4);
  await expect(bottomBar(page).getByRole('button', { name: /^Bet slip/ })).toBeInViewport();
  // The desktop header's row of sections is not drawn: they are in the drawer.
  await expect(header(page).getByRole('navigation', { name: 'Main sections' })).toBeHidden();
  const width = page.viewportSize()!.width;
  expect(await widerThan(page, width), `${page.url()} fits ${width}px`).toEqual([]);
}

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  return box!;
}

for (const phone of PHONES) {
  test.describe(`on a phone (${phone.label})`, () => {
    test.use({
      viewport: phone.viewport,
      userAgent: phone.device.userAgent,
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    });

    test('the server renders the phone layout and no page is wider than the screen', async ({
      page,
    }) => {
      test.slow();
      // Rendered so on the server: the first paint is the phone's, with no flash of the desktop.
      const html = await (await page.request.get('/en/line')).text();
      expect(html).toMatch(/<html[^>]* data-platform="mobile"/);

      const gameHref = await firstFootballGamePath(page);
      for (const path of [
        '/en',
        '/en/line/all/football',
        gameHref,
        '/en/live',
        '/en/casino',
        '/en/slots',
        '/en/bonuses',
        '/en/toto',
        '/en/about',
        '/en/registration',
      ]) {
        await page.goto(path);
        await expectPhoneLayout(page);
        await lookAt(page, `phone-${phone.viewport.width}${path.replaceAll('/', '-')}`);
      }
    });

    test('a visitor finds a section in the menu drawer and changes the theme there', async ({
      page,
    }) => {
      await page.goto('/en');
      await expectPhoneLayout(page);
      await header(page).getByTitle('Menu').click();
      const drawer = page.getByRole('group', { name: 'Menu' });
      await expect(drawer.getByRole('link', { name: 'Poker' })).toBeVisible();
      const theme = await page.locator('html').getAttribute('data-theme');
      await drawer.getByRole('button', { name: /Switch to (light|dark) theme/ }).click();
      await expect(page.locator('html')).not.toHaveAttribute('data-theme', theme!);
      await expectAccessible(page);
      await lookAt(page, `phone-${phone.viewport.width}-drawer`);
      await drawer.getByRole('link', { name: 'Toto' }).click();
      await expect(page).toHaveURL('/en/toto');
      await expect(drawer).toBeHidden();
      // Escape closes it as well.
      await header(page).getByTitle('Menu').click();
      await expect(drawer).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
    });

    test('a visitor browses, signs in from the header and places a bet from the slip sheet', async ({
      page,
    }) => {
      // Sign-in, a bet and an accessibility check on one page: a long walk.
      test.slow();
      const { email } = await newBettor();
      await page.goto('/en');
      await bottomBar(page).getByRole('link', { name: 'Sports' }).click();
      await expect(page).toHaveURL('/en/line');
      await page.goto('/en/line/all/football');
      await expect(page.locator('html[data-coupon-ready]')).toHaveCount(1);
      await expectPhoneLayout(page);

      const odds = page.getByRole('main').locator('button[data-outcome-id]:not([disabled])');
      const box = await boxOf(odds.first());
      expect(box.height).toBeGreaterThanOrEqual(TAP_SIZE);
      expect(box.width).toBeGreaterThanOrEqual(TAP_SIZE);
      await odds.first().click();
      const slipButton = bottomBar(page).getByRole('button', { name: /^Bet slip/ });
      await expect(slipButton).toHaveAccessibleName('Bet slip 1 in the slip');
      // The slip is a sheet, closed until the player opens it: the page stays in view.
      await expect(coupon(page)).toBeHidden();

      await header(page).getByRole('link', { name: 'Log in' }).click();
      const login = page.getByRole('dialog', { name: 'Log in' });
      const emailBox = login.getByRole('textbox', { name: 'E-mail' });
      const passwordBox = login.getByLabel('Password', { exact: true });
      await expect(async () => {
        await emailBox.fill(email);
        await passwordBox.fill('Bettor-2026!');
        await expect(emailBox).toHaveValue(email, { timeout: 500 });
        await expect(passwordBox).toHaveValue('Bettor-2026!', { timeout: 500 });
      }).toPass();
      await login.getByRole('button', { name: 'Log in', exact: true }).click();
      await expect(bottomBar(page).getByRole('link', { name: 'Account' })).toBeVisible();
      // The header gives the balance and Deposit (issue 22 §4).
      const balance = header(page).getByRole('link', { name: /^Balance: / });
      await expect(balance).toHaveAccessibleName(/^Balance: ₽\s?50,000\.00$/);
      await expect(header(page).getByRole('link', { name: 'Deposit' })).toHaveAttribute(
        'href',
        '/en/office/recharge',
      );

      await slipButton.click();
      await expect(coupon(page)).toBeVisible();
      await expect(couponBets(page)).toHaveCount(1);
      const sheet = await boxOf(coupon(page));
      expect(sheet.width).toBe(phone.viewport.width);
      await expectAccessible(page);
      await lookAt(page, `phone-${phone.viewport.width}-slip`);
      await coupon(page).getByRole('spinbutton', { name: /Stake/ }).fill('100');
      await coupon(page).getByRole('button', { name: 'Place bet' }).click();
      const accepted = coupon(page).getByRole('status', { name: 'Bet accepted' });
      await expect(accepted).toBeVisible();
      await accepted.getByRole('button', { name: 'Continue' }).click();
      await expect(couponBets(page)).toHaveCount(0);
      await expect(slipButton).toHaveAccessibleName('Bet slip 0 in the slip');
      await expect(balance).toHaveAccessibleName(/^Balance: ₽\s?49,900\.00$/);

      await coupon(page).getByRole('button', { name: 'Close the bet slip' }).click();
      await expect(coupon(page)).toBeHidden();
      await expect(slipButton).toHaveAttribute('aria-expanded', 'false');
    });

    for (const way of ['opens it', 'adds a bet'] as const) {
      test(`the closed slip loads its code when the player ${way}`, async ({ page }) => {
        const loaded: Promise<string>[] = [];
        page.on('response', (response) => {
          if (response.request().resourceType() === 'script') loaded.push(response.text());
        });
        const panelLoaded = async () =>
          (await Promise.all(loaded)).some((text) => text.includes(COUPON_PANEL_MARKER));

        await page.goto('/en/line/all/football');
        await expect(page.locator('html[data-coupon-ready]')).toHaveCount(1);
        await page.waitForLoadState('networkidle');
        expect(await panelLoaded()).toBe(false);
        const slipButton = bottomBar(page).getByRole('button', { name: /^Bet slip/ });
        if (way === 'opens it') {
          await slipButton.click();
          await expect(coupon(page)).toContainText('Your bet slip is empty');
          expect(await panelLoaded()).toBe(true);
          return;
        }
        // A bet added to the closed slip brings the panel's code, ready for the tap on the slip.
        await page
          .getByRole('main')
          .locator('button[data-outcome-id]:not([disabled])')
          .first()
          .click();
        await expect(slipButton).toHaveAccessibleName('Bet slip 1 in the slip');
        await expect.poll(panelLoaded).toBe(true);
        await expect(coupon(page)).toBeHidden();
        await slipButton.click();
        await expect(couponBets(page)).toHaveCount(1);
      });
    }

    test('the casino lobby shows games on the first screen; its sections scroll in one line', async ({
      page,
    }) => {
      await page.goto('/en/casino');
      await expectPhoneLayout(page);
      // Wrapped, the sections filled the first screen before any game showed.
      const firstRow = page
        .getByRole('main')
        .getByRole('region')
        .filter({ has: page.getByRole('heading', { level: 2 }) })
        .first();
      await expect(firstRow.getByRole('listitem').first()).toBeInViewport();
      const sections = page.getByRole('main').getByRole('navigation', { name: 'Sections' });
      const chips = sections.getByRole('listitem');
      expect(await chips.count()).toBeGreaterThan(4);
      const tops = await chips.evaluateAll((items) =>
        items.map((item) => Math.round(item.getBoundingClientRect().top)),
      );
      expect(new Set(tops).size, 'every section chip on one line').toBe(1);
      const list = sections.getByRole('list');
      const { scrollWidth, clientWidth } = await list.evaluate((el) => ({
        scrollWidth: el.scrollWidth,
        clientWidth: el.clientWidth,
      }));
      expect(scrollWidth).toBeGreaterThan(clientWidth);
      // The last chip is a swipe away.
      await chips.last().scrollIntoViewIfNeeded();
      await expect(chips.last()).toBeInViewport();
    });

    test('a casino game opens across the whole screen', async ({ page }) => {
      await page.goto('/en/slots');
      await expectPhoneLayout(page);
      const first = page
        .getByRole('main')
        .getByRole('list', { name: 'Games' })
        .getByRole('listitem')
        .first();
      await first.getByRole('link').first().click();
      await expect(page).toHaveURL(/\/en\/slots\/game\/\d+\//);
      await expectPhoneLayout(page);
      await page.getByRole('main').getByRole('button', { name: 'Demo' }).click();
      const frame = page.getByRole('main').locator('iframe');
      await expect(page.frameLocator('iframe').getByRole('button', { name: 'Spin' })).toBeVisible();
      const box = await boxOf(frame);
      expect(box.x).toBe(0);
      expect(box.width).toBe(phone.viewport.width);
      expect(box.height).toBeGreaterThanOrEqual(phone.viewport.height * 0.6);
      await lookAt(page, `phone-${phone.viewport.width}-game`);
    });
  });
}

test.describe('a phone asking for the full version', () => {
  test.use({ viewport: { width: 390, height: 844 }, userAgent: devices['iPhone 13'].userAgent });

  test('gets the desktop layout with platform_type=desktop', async ({ page }) => {
    await page.goto('/en?platform_type=desktop');
    await expect(page.locator('html')).toHaveAttribute('data-platform', 'desktop');
    await expect(header(page).getByRole('navigation', { name: 'Main sections' })).toHaveCount(1);
    await expect(header(page).getByTitle('Menu')).toHaveCount(0);
    await expect(bottomBar(page)).toHaveCount(0);
  });
});
