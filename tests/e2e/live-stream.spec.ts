import type { Page, Request } from '@playwright/test';
import { addOutcomes, coupon, couponBets, openLine } from './coupon-helpers';
import { expect, failedLoad, sandbox, SANDBOX_URL, test } from './fixtures';

// Issue 25: live pages follow one server-sent stream of changes (GET /api/live/stream) and apply
// them in place; the page is never rendered again to update, and a stream that cannot open gives
// way to polling GET /api/live/changes, then comes back.

interface SandboxOutcome {
  id: number;
  gameId: number;
  coef: number;
  isBlocked: boolean;
}

async function sandboxOutcome(id: number): Promise<SandboxOutcome> {
  const answer = await fetch(`${SANDBOX_URL}/line-api/v1/outcomes?ids=${id}`);
  const { data } = (await answer.json()) as { data: SandboxOutcome[] };
  return data[0]!;
}

/** Requests that render a page again: a navigation, or a server-component payload not prefetched. */
function watchRerenders(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    const headers = request.headers();
    const payload = headers['rsc'] === '1' && headers['next-router-prefetch'] === undefined;
    if (payload || (request.isNavigationRequest() && request.frame() === page.mainFrame())) {
      seen.push(request);
    }
  });
  return seen;
}

const firstRow = (page: Page) => page.getByRole('main').locator('tbody tr').first();

async function openLive(page: Page, path: string, transport: 'stream' | 'polling' = 'stream') {
  await page.goto(path);
  await expect(firstRow(page)).toBeVisible();
  await expect(page.locator(`html[data-live="${transport}"]`)).toHaveCount(1);
}

test('a sandbox tick shows on the live list without any request to render the page', async ({
  page,
}) => {
  const rerenders = watchRerenders(page);
  await openLive(page, '/en/live/all/basketball');
  rerenders.length = 0;
  const rows = page.getByRole('main').locator('tbody tr');
  const states = async () => rows.locator('td').first().allTextContents();
  const before = await states();

  // Two minutes of play: every clock moves on, and the state lines with it.
  await sandbox('live/tick', { body: { count: 24 } });
  await expect.poll(states, { timeout: 10_000 }).not.toEqual(before);
  expect(rerenders.map((request) => request.url())).toEqual([]);
});

for (const { policy, label, asks } of [
  { policy: 1, label: 'Accept any change', asks: false },
  { policy: 2, label: 'Accept higher odds', asks: true },
  { policy: 0, label: 'Always ask me', asks: true },
]) {
  test(`a goal suspends a live bet, then reprices it; changeCoefAction ${policy} ${asks ? 'asks' : 'takes it'}`, async ({
    page,
  }) => {
    await openLive(page, '/en/live/all/football');
    await expect(page.locator('html[data-coupon-ready]')).toHaveCount(1);
    // The home side's win, the first odds of the first game.
    const button = firstRow(page).locator('button[data-outcome-id]:not([disabled])').first();
    const id = Number(await button.getAttribute('data-outcome-id'));
    const { gameId } = await sandboxOutcome(id);
    await button.click();
    await expect(couponBets(page)).toHaveCount(1);
    await coupon(page).getByText('Bet slip settings').click();
    await coupon(page).getByRole('radio', { name: label }).check();

    // The home side scores: the outcome is suspended on the page and in the slip…
    await sandbox(`outcomes/${id}`, { method: 'PUT', body: { isBlocked: true } });
    await expect(couponBets(page).first().getByText('Suspended')).toBeVisible();
    await expect(page.locator(`button[data-outcome-id="${id}"]`)).toHaveCount(0);
    const game = (await (await fetch(`${SANDBOX_URL}/line-api/v1/games/${gameId}`)).json()) as {
      data: { score: { home: number; away: number } | null };
    };
    const score = game.data.score ?? { home: 0, away: 0 };
    await sandbox(`games/${gameId}`, {
      method: 'PUT',
      body: { score: { home: score.home + 1, away: score.away } },
    });
    // …and comes back at the new, lower price.
    await sandbox(`outcomes/${id}`, { method: 'PUT', body: { isBlocked: false } });
    const bet = couponBets(page).first();
    await expect(bet.getByText('Suspended')).toHaveCount(0);
    await expect
      .poll(async () => {
        const shown = await bet.getByTestId('bet-coef').textContent();
        return shown?.includes((await sandboxOutcome(id)).coef.toFixed(2));
      })
      .toBe(true);
    await expect(page.locator(`button[data-outcome-id="${id}"]`)).toBeEnabled();
    const changed = coupon(page).getByRole('alert').filter({ hasText: 'Odds have changed' });
    if (asks) await expect(changed).toBeVisible();
    else await expect(changed).toHaveCount(0);
  });
}

test('a stream that cannot open gives way to polling, and the stream comes back', async ({
  page,
  expectConsoleError,
}) => {
  test.slow();
  expectConsoleError(failedLoad('net::ERR_FAILED', '/api/live/stream'));
  await page.route('**/api/live/stream**', (route) => route.abort());
  const rerenders = watchRerenders(page);
  // A pre-match bet: the slip follows its game, whose odds only move when the test moves them
  // (the sandbox's own ticks reprice games in play).
  await openLine(page);
  rerenders.length = 0;
  const button = firstRow(page).locator('button[data-outcome-id]:not([disabled])').first();
  const id = Number(await button.getAttribute('data-outcome-id'));
  const odds = page.locator(`button[data-outcome-id="${id}"]`);
  await addOutcomes(page, 1);
  await expect(page.locator('html[data-live="polling"]')).toHaveCount(1);
  const coef = couponBets(page).first().getByTestId('bet-coef');

  const raised = Math.round(((await sandboxOutcome(id)).coef + 0.77) * 100) / 100;
  await sandbox(`outcomes/${id}`, { method: 'PUT', body: { coef: raised } });
  await expect(odds).toHaveText(raised.toFixed(2));
  await expect(odds).toHaveAttribute('data-change', 'up');
  await expect(coef).toContainText(raised.toFixed(2));

  await page.unroute('**/api/live/stream**');
  await expect(page.locator('html[data-live="stream"]')).toHaveCount(1, { timeout: 30_000 });
  const lowered = Math.round((raised - 0.5) * 100) / 100;
  await sandbox(`outcomes/${id}`, { method: 'PUT', body: { coef: lowered } });
  await expect(odds).toHaveText(lowered.toFixed(2));
  await expect(coef).toContainText(lowered.toFixed(2));
  expect(rerenders.map((request) => request.url())).toEqual([]);
});
