import type { Page } from '@playwright/test';
import { LIST_PAGE_SIZE } from '@/features/line/line-paging';
import { expect, expectAccessible, failedLoad, sandbox, test } from './fixtures';

// spec 01 §2 Sport: line and live sections, game pages, championship, team and esports pages,
// server-rendered from the line API; spec 02 §3 time filters and isGroupByCountry.

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The game rows of the list: each has the two sides as a link to its game. */
function rows(page: Page) {
  return page.locator('table tbody tr');
}

async function allSportsCount(page: Page) {
  const text = await page
    .getByRole('navigation', { name: 'Sports' })
    .getByRole('link', { name: /All sports/ })
    .textContent();
  return Number(/\d+/.exec(text ?? '')?.[0]);
}

test.describe('sport pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the line lists sports with counts and games with their odds', async ({ page }) => {
    const response = await page.goto('/en/line');
    expect(response?.status()).toBe(200);
    const sports = page.getByRole('navigation', { name: 'Sports' });
    await expect(sports.getByRole('link', { name: /Football\s*\d+/ })).toHaveAttribute(
      'href',
      '/en/line/all/football',
    );
    const table = page.getByRole('table').first();
    await expect(table.getByRole('columnheader', { name: 'Event' })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'Total' })).toBeVisible();
    // Odds are decimal with two places, on buttons; each row links its game and its more bets.
    await expect(
      table
        .getByRole('button')
        .filter({ hasText: /^\d+\.\d{2}$/ })
        .first(),
    ).toBeVisible();
    const firstRow = rows(page).first();
    await expect(firstRow.getByRole('link').first()).toHaveAttribute(
      'href',
      /^\/en\/line\/all\/[a-z-]+\/\d+-[a-z0-9-]+\/\d+-[a-z0-9-]+$/,
    );
    await expect(firstRow.getByRole('link', { name: /more bets/ })).toHaveText(/^\+\d+$/);
  });

  test('a sport page shows only that sport, by country', async ({ page }) => {
    await page.goto('/ru/line/all/tennis');
    await expect(
      page.getByRole('navigation', { name: 'Виды спорта' }).getByRole('link', { name: /Теннис/ }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('article').getByRole('heading', { level: 2 })).toHaveText([
      'Теннис',
    ]);
    await expect(page.getByRole('heading', { level: 3, name: 'Франция' })).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 4, name: /ATP\. Мастерс Париж/ }),
    ).toBeVisible();
  });

  test('a long list comes in pages of plain links; a page that is not there is a 404', async ({
    page,
    expectConsoleError,
  }) => {
    await page.goto('/en/line');
    const all = await allSportsCount(page);
    expect(all).toBeGreaterThan(LIST_PAGE_SIZE);
    await expect(rows(page)).toHaveCount(LIST_PAGE_SIZE);
    const pages = page.getByRole('navigation', { name: 'Pages of the list' });
    await expect(pages.getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const firstOfPageOne = await rows(page).first().getByRole('link').first().textContent();
    await pages.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/en\/line\?page=2$/);
    await expect(page).toHaveTitle(/page 2/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\?page=2$/);
    await expect(rows(page).first().getByRole('link').first()).not.toHaveText(firstOfPageOne ?? '');
    await expect(pages.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/en/line');
    const last = Math.ceil(all / LIST_PAGE_SIZE);
    await page.goto(`/en/line?page=${last}`);
    await expect(rows(page)).toHaveCount(all - (last - 1) * LIST_PAGE_SIZE);
    for (const missing of [`${last + 1}`, 'abc', '0']) {
      expectConsoleError(failedLoad(404, `/en/line?page=${missing}`));
      const response = await page.goto(`/en/line?page=${missing}`);
      expect(response?.status()).toBe(404);
    }
  });

  test('time filter links change the list; a bad value shows every game', async ({ page }) => {
    await page.goto('/en/line');
    const all = await allSportsCount(page);
    const filters = page.getByRole('navigation', { name: 'Time filter' });
    await expect(filters.getByRole('link', { name: 'All' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await filters.getByRole('link', { name: 'Recommended' }).click();
    await expect(page).toHaveURL(/\/en\/line\?tf=6$/);
    await expect(filters.getByRole('link', { name: 'Recommended' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const recommended = await allSportsCount(page);
    expect(recommended).toBeGreaterThan(0);
    expect(recommended).toBeLessThan(all);
    await expect(rows(page)).toHaveCount(Math.min(recommended, LIST_PAGE_SIZE));
    // The sports links keep the filter.
    await expect(
      page.getByRole('navigation', { name: 'Sports' }).getByRole('link', { name: /Football/ }),
    ).toHaveAttribute('href', '/en/line/all/football?tf=6');

    await filters.getByRole('link', { name: 'Next 24 hours' }).click();
    await expect(page).toHaveURL(/\?tf=1$/);
    expect(await allSportsCount(page)).toBeLessThan(all);

    for (const bad of ['9', 'abc', '-1']) {
      const response = await page.goto(`/en/line?tf=${bad}`);
      expect(response?.status()).toBe(200);
      await expect(filters.getByRole('link', { name: 'All' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      expect(await allSportsCount(page)).toBe(all);
    }
  });

  test('the live list offers the period filters', async ({ page }) => {
    await page.goto('/en/live');
    const filters = page.getByRole('navigation', { name: 'Time filter' });
    await expect(filters.getByRole('link')).toHaveText([
      'All',
      '1st period',
      '2nd period',
      'Recommended',
    ]);
    await filters.getByRole('link', { name: '1st period' }).click();
    await expect(page).toHaveURL(/\/en\/live\?tf=2$/);
    // Every game left is in its first period.
    for (const status of await rows(page).locator('td:first-child').allTextContents()) {
      expect(status).toMatch(/1st/);
    }
  });

  test('grouping by country can be switched off', async ({ page }) => {
    await page.goto('/en/line/all/football');
    const grouping = page.getByRole('navigation', { name: 'Grouping' });
    await expect(grouping.getByRole('link', { name: 'By country' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Which countries the first page holds depends on the hour (soonest games first).
    const country = (await page.getByRole('heading', { level: 3 }).first().innerText()).trim();
    const champ = await page
      .getByRole('heading', { level: 4 })
      .first()
      .getByRole('link')
      .innerText();
    expect(country).not.toMatch(/^Football/);

    await grouping.getByRole('link', { name: 'By championship' }).click();
    await expect(page).toHaveURL(/\/en\/line\/all\/football\?byCountry=0$/);
    await expect(page.getByRole('heading', { name: country, exact: true })).toHaveCount(0);
    await expect(
      page.getByRole('heading', { level: 3, name: `Football. ${champ.trim()}` }),
    ).toBeVisible();
  });

  test('a championship segment narrows the list to that championship', async ({
    page,
    expectConsoleError,
  }) => {
    await page.goto('/en/line/all/football');
    // The first page holds the championships whose games start soonest: which ones depends on
    // the hour, so the test takes the last championship the page shows.
    const link = page.getByRole('heading', { level: 4 }).getByRole('link').last();
    const name = (await link.innerText()).trim();
    const href = (await link.getAttribute('href')) ?? '';
    const [, id, slug] = /\/line\/all\/football\/(\d+)-([a-z0-9-]+)$/.exec(href) ?? [];
    expect(id, `a championship address, not ${href}`).toBeDefined();
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/en/line/all/football/${id}-${slug}$`));
    expect(await page.title()).toContain(`${name} odds — Football betting`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      new RegExp(
        `^Odds on \\d+ ${escapeRegExp(name)} games? \\(Football\\): results, totals and handicaps`,
      ),
    );
    await expect(page.getByRole('heading', { level: 4 })).toHaveText([
      new RegExp(`^${escapeRegExp(name)}`),
    ]);
    await expect(page.getByRole('link', { name: 'All Football championships' })).toBeVisible();
    // The slug alone names no championship.
    expectConsoleError(failedLoad(404, `/en/line/all/football/${slug}`));
    expect((await page.goto(`/en/line/all/football/${slug}`))?.status()).toBe(404);
  });

  test('a game page shows the game and every market', async ({ page }) => {
    await page.goto('/en/line/all/football/101-premier-league');
    const row = rows(page).first();
    const [home, away] = (await row.locator('td').nth(1).getByRole('link').innerText()).split('\n');
    await row.getByRole('link', { name: /more bets/ }).click();
    await expect(page).toHaveURL(/\/en\/line\/all\/football\/101-premier-league\/\d+-/);
    // Issue 22 §7: a title and a description that name the game and its championship.
    expect(await page.title()).toContain(`Premier League odds — ${home} v ${away}`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      new RegExp(`^${home} v ${away}, Premier League \\(Football\\): \\d+ odds on the result`),
    );
    // Issue 10: the heading names the game, never its slug or id.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Event: ${home} — ${away}`);

    const header = page.locator('header').filter({ hasText: 'Football. Premier League' });
    await expect(header.getByRole('link', { name: home ?? '' })).toHaveAttribute(
      'href',
      /^\/en\/team\/line\/[a-z0-9-]+$/,
    );
    await expect(header.getByRole('link', { name: away ?? '' })).toBeVisible();
    await expect(header).toContainText('Starts');
    await expect(page.getByRole('article').getByRole('heading', { level: 2 })).toHaveText([
      'Match result',
      'Double chance',
      'Total',
      'Handicap',
      'Both teams to score',
    ]);
    const total = page.getByRole('region', { name: 'Total' });
    await expect(total).toContainText('Over 2.5');
    await expect(total.getByRole('button')).toHaveCount(6);
  });

  test('an unknown game is a 404 page', async ({ page, expectConsoleError }) => {
    expectConsoleError(failedLoad(404, '/en/line/all/football/101-premier-league/999999-nobody'));
    expectConsoleError(failedLoad(404, '/en/epl/game/999999'));
    const response = await page.goto('/en/line/all/football/101-premier-league/999999-nobody');
    expect(response?.status()).toBe(404);
    expect((await page.goto('/en/epl/game/999999'))?.status()).toBe(404);
  });

  test('a championship page shows its own games only; another one’s game goes to its address', async ({
    page,
    request,
  }) => {
    // Game 100003 is a Premier League match (the sandbox's seed).
    for (const championship of ['laliga', 'europaleague', 'ipl']) {
      const answer = await request.get(`/en/${championship}/game/100003`, { maxRedirects: 0 });
      expect({ championship, status: answer.status() }).toEqual({ championship, status: 308 });
      expect(answer.headers().location).toMatch(
        /^\/en\/(line|live)\/all\/football\/101-premier-league\/100003-[a-z0-9-]+$/,
      );
    }
    expect((await request.get('/en/epl/game/100003', { maxRedirects: 0 })).status()).toBe(200);
    // The line has no Europa League: its page says so instead of listing other leagues.
    await page.goto('/en/europaleague');
    await expect(page.getByRole('main')).toContainText(
      'There are no matches of this championship in the line right now.',
    );
    await expect(page.getByRole('main').getByRole('row')).toHaveCount(0);
    await page.getByRole('link', { name: 'See all football' }).click();
    await expect(page).toHaveURL(/\/en\/line\/all\/football$/);
  });

  test('a team page lists the team’s games', async ({ page }) => {
    await page.goto('/en/line/all/football/101-premier-league');
    const team = (await rows(page).first().locator('td').nth(1).innerText()).split('\n')[0] ?? '';
    await rows(page)
      .first()
      .getByRole('link', { name: /more bets/ })
      .click();
    await page.getByRole('link', { name: team, exact: true }).click();
    await expect(page).toHaveURL(/\/en\/team\/line\/[a-z0-9-]+$/);
    await expect(page.getByText(`Games of ${team}`)).toBeVisible();
    for (const sides of await rows(page).locator('td:nth-child(2)').allInnerTexts()) {
      expect(sides).toContain(team);
    }
  });

  test('championship, long-term and esports pages show the line’s games', async ({
    page,
    expectConsoleError,
  }) => {
    expectConsoleError(failedLoad(404, '/en/champs/999999'));
    expectConsoleError(failedLoad(404, '/en/cyber/chess'));
    await page.goto('/en/champs');
    await page.getByRole('link', { name: /^KHL/ }).click();
    await expect(page).toHaveURL(/\/en\/champs\/201-khl$/);
    await expect(page.getByRole('heading', { level: 4, name: /^KHL/ }).first()).toBeVisible();
    expect((await page.goto('/en/champs/999999'))?.status()).toBe(404);

    await page.goto('/en/epl');
    await expect(page.getByRole('heading', { level: 4 }).first()).toHaveText(/^Premier League/);
    await page.goto('/en/epl/final');
    await expect(page.getByRole('heading', { level: 2, name: 'Winner' })).toBeVisible();

    await page.goto('/en/cyber/all');
    await page.getByRole('link', { name: /^Dota 2/ }).click();
    await expect(page).toHaveURL(/\/en\/cyber\/dota-2$/);
    await expect(page.getByRole('heading', { level: 4 }).first()).toHaveText(/^Dota 2\./);
    expect((await page.goto('/en/cyber/chess'))?.status()).toBe(404);
  });
});

test.describe('live updates', () => {
  test('a live game’s state and score move without a reload', async ({ page }) => {
    await page.goto('/en/live/all/basketball');
    await expectAccessible(page);
    await rows(page)
      .first()
      .getByRole('link', { name: /more bets/ })
      .click();
    await expect(page).toHaveURL(/\/en\/live\/all\/basketball\//);
    await expectAccessible(page);
    const header = page.locator('header').filter({ hasText: 'Basketball.' });
    const score = header.getByLabel('Score');
    const state = header.locator('p').last();
    const [scoreBefore, stateBefore] = [await score.textContent(), await state.textContent()];

    // Two minutes of play: the clock moves and a basketball score does too.
    await sandbox('live/tick', { body: { count: 24 } });
    await expect(state).not.toHaveText(stateBefore ?? '');
    await expect(score).not.toHaveText(scoreBefore ?? '');
  });
});
