import type { Page } from '@playwright/test';
import { coupon, couponBets } from './coupon-helpers';
import { expect, expectAccessible, test } from './fixtures';

// spec 01 §2 Sport: the multi-live view (live games side by side, chosen in the URL from a
// picker of every live game) and the home page types and home sport paths.

const screen = (page: Page) => page.getByRole('region', { name: 'Games on the screen' });
const panels = (page: Page) => screen(page).getByRole('article');
const picker = (page: Page) => page.getByRole('navigation', { name: /^Live now/ });

/** The ids of the games on the screen, in their order. */
async function shownIds(page: Page): Promise<string[]> {
  return panels(page).evaluateAll((items) =>
    items.map((item) => item.getAttribute('data-game-id') ?? ''),
  );
}

test.describe('multi-live without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('shows the top live games with score, state and odds; games are added and removed with links', async ({
    page,
  }) => {
    const response = await page.goto('/en/multi');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Multi-live');
    await expect(panels(page)).toHaveCount(2);
    const first = panels(page).first();
    await expect(first.getByText('Live', { exact: true })).toBeVisible();
    await expect(first.getByLabel('Score')).toHaveText(/^\d+\s*\d+$/);
    // Odds, or a market the live game has suspended for the moment.
    await expect(
      first
        .getByRole('button')
        .filter({ hasText: /^\d+\.\d{2}$/ })
        .or(first.getByRole('button', { name: /: no bets taken now$/ }))
        .first(),
    ).toBeVisible();
    await expect(picker(page).getByRole('heading', { level: 3 }).first()).toBeVisible();

    // Add a third game from the picker: the URL holds the selection.
    const before = await shownIds(page);
    const add = picker(page)
      .getByRole('link', { name: /^Add .+ to multi-live$/ })
      .first();
    const added = ((await add.getAttribute('aria-label')) ?? '').replace(
      /^Add | to multi-live$/g,
      '',
    );
    await add.click();
    await expect(page).toHaveURL(new RegExp(`/en/multi\\?games=${before.join(',')},\\d+$`));
    await expect(panels(page)).toHaveCount(3);
    await expect(panels(page).nth(2).getByRole('heading', { level: 2 })).toHaveText(added);

    // Take the first one off from its panel.
    await panels(page)
      .first()
      .getByRole('link', { name: /^Remove .+ from multi-live$/ })
      .click();
    await expect(panels(page)).toHaveCount(2);
    expect(await shownIds(page)).not.toContain(before[0]);
  });

  test('a bad selection is cleaned with a notice, never an error page', async ({ page }) => {
    await page.goto('/en/multi');
    const [a, b] = await shownIds(page);
    const response = await page.goto(`/en/multi?games=${a},${a},x<y>,999999,${b}`);
    expect(response?.status()).toBe(200);
    const notice = page.getByRole('status').filter({ hasText: 'Some games are not on the screen' });
    await expect(notice).toContainText('was listed twice.');
    await expect(notice).toContainText('“x<y>” is not a game number.');
    await expect(notice).toContainText('Game 999999 is not in play.');
    expect(await shownIds(page)).toEqual([a, b]);

    // Six games fit in no screen: the first four are kept.
    const many = await picker(page)
      .getByRole('link', { name: /^Add / })
      .evaluateAll((links) =>
        links.map((link) => /games=(?:[\d,]*,)?(\d+)$/.exec(link.getAttribute('href') ?? '')?.[1]),
      );
    await page.goto(`/en/multi?games=${many.slice(0, 6).join(',')}`);
    await expect(panels(page)).toHaveCount(4);
    await expect(page.getByRole('status')).toContainText('at most 4 games fit on the screen.');
    await expect(picker(page)).toContainText('The screen is full (4 games)');
    await expect(picker(page).getByRole('link', { name: /^Add / })).toHaveCount(0);
  });
});

test('an odd of a panel goes to the coupon', async ({ page }) => {
  await page.goto('/en/multi');
  await expect(page.locator('html[data-coupon-ready]')).toHaveCount(1);
  // A panel with a market open now (a live game suspends its markets at times).
  const panel = panels(page)
    .filter({ has: page.locator('button[data-outcome-id]:not([disabled])') })
    .first();
  const sides = (await panel.getByRole('heading', { level: 2 }).innerText()).split('\n');
  const odds = panel.locator('button[data-outcome-id]:not([disabled])').first();
  await odds.click();
  await expect(couponBets(page)).toHaveCount(1);
  await expect(couponBets(page).first()).toContainText(sides[0] ?? '');
  await expect(odds).toHaveAttribute('aria-pressed', 'true');
  await expect(coupon(page)).toBeVisible();
  await expectAccessible(page);
});

test.describe('home page types and sport paths without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a page type lists its games under its own heading', async ({ page }) => {
    expect((await page.goto('/en/topgame'))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Featured events: Top games');
    const tabs = page.getByRole('navigation', { name: 'Events' });
    await expect(tabs.getByRole('link', { name: /^Top games/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.locator('tbody tr').first()).toBeVisible();

    await tabs.getByRole('link', { name: /^Esports/ }).click();
    await expect(page).toHaveURL(/\/en\/cyber$/);
    // The live and the line section, each with its esports games only.
    await expect(page.getByRole('article').getByRole('heading', { level: 2 })).toHaveText([
      'Esports',
      'Esports',
    ]);
  });

  test('a home sport path narrows the stream to a sport, in the page’s language', async ({
    page,
  }) => {
    await page.goto('/ru/home/line');
    await page
      .getByRole('navigation', { name: 'Виды спорта' })
      .getByRole('link', { name: /^Хоккей/ })
      .click();
    await expect(page).toHaveURL(/\/ru\/home\/line\/ice-hockey$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Популярные события: Хоккей');
    await expect(page.getByRole('article').getByRole('heading', { level: 2 })).toHaveText([
      'Хоккей',
    ]);
  });
});

test('the home events are accessible', async ({ page }) => {
  await page.goto('/en/home/live/football');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Popular events: Football');
  await expectAccessible(page);
});
