import type { Locator, Page } from '@playwright/test';
import { addOutcomes, coupon, couponBets, openLine, place, signIn } from './coupon-helpers';
import { expect, expectAccessible, failedLoad, sandbox, SANDBOX_URL, test } from './fixtures';

// spec 02 §3–§5: the coupon (bet slip) from the odds of a line page to a placed bet, its
// history and print-coupon, each coupon type, live coefficient changes under each
// changeCoefAction, one-click betting and the coupon kept across a reload.

// These sign-ins come from an address of their own: the site counts sign-ins per address.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.7' } });

const possibleWin = (page: Page) => coupon(page).getByTestId('possible-win');
const typeButton = (page: Page, name: string) =>
  coupon(page).getByRole('button', { name, exact: true });

function money(text: string | null): number {
  return Number((text ?? '').replace(/[^\d.]/g, ''));
}

test('three outcomes from the line, single/express/system, a placed bet in the history and on print-coupon', async ({
  page,
}) => {
  await signIn(page);
  await openLine(page);
  await addOutcomes(page, 1);
  await expect(typeButton(page, 'Single')).toHaveAttribute('aria-pressed', 'true');
  const singleWin = money(await possibleWin(page).textContent());
  await addOutcomes(page, 2, 1);
  await expect(typeButton(page, 'Express')).toHaveAttribute('aria-pressed', 'true');
  const expressWin = money(await possibleWin(page).textContent());
  expect(expressWin).toBeGreaterThan(singleWin);

  await typeButton(page, 'System').click();
  const system = coupon(page).getByRole('combobox', { name: 'System' });
  await expect(system).toHaveValue('2');
  await expect(system.locator('option:checked')).toHaveText('2 of 3 (3 bets)');
  const systemWin = money(await possibleWin(page).textContent());
  expect(systemWin).toBeLessThan(expressWin);

  await typeButton(page, 'Singles').click();
  await expect(coupon(page).getByText('Stake per single')).toBeVisible();

  await typeButton(page, 'Express').click();
  await coupon(page).getByRole('spinbutton', { name: /Stake/ }).fill('200');
  await expect(possibleWin(page)).not.toHaveText(String(expressWin));
  await expectAccessible(page);
  const couponId = await place(page);
  await expect(couponBets(page)).toHaveCount(0);

  await page.goto('/en/office/history');
  await expect(page.getByRole('main').getByText(couponId)).toBeVisible();

  await page.goto(`/en/print-coupon/${couponId}`);
  await expect(page.getByText(couponId).first()).toBeVisible();
  await expect(page.getByText('Express').first()).toBeVisible();
});

test('each coupon type is placed against the sandbox', async ({ page }) => {
  await signIn(page);
  await openLine(page);
  const cases: {
    type: string;
    bets: number;
    more?: boolean;
    prepare?: (scope: Locator) => Promise<void>;
  }[] = [
    { type: 'Single', bets: 1 },
    { type: 'Express', bets: 3 },
    { type: 'System', bets: 4 },
    { type: 'Singles', bets: 2 },
    { type: 'Chain', bets: 2, more: true },
    { type: 'Multibet', bets: 3, more: true },
    {
      type: 'Conditional',
      bets: 2,
      more: true,
      prepare: async (scope) => {
        await scope.getByRole('spinbutton', { name: 'Stake on block 1' }).fill('100');
        await scope.getByRole('spinbutton', { name: 'Stake on block 2' }).fill('50');
      },
    },
    { type: 'Anti-express', bets: 2, more: true },
    { type: 'Lucky', bets: 4, more: true },
    { type: 'Patent', bets: 3, more: true },
  ];
  const placed: string[] = [];
  // Each coupon takes the next games of the list's first page (20 rows), from its top again
  // when a coupon would run past the page.
  let skip = 0;
  for (const entry of cases) {
    if (skip + entry.bets > 20) skip = 0;
    await addOutcomes(page, entry.bets, skip);
    skip += entry.bets;
    if (entry.more) {
      await coupon(page).getByRole('combobox', { name: 'More types' }).selectOption({
        label: entry.type,
      });
    } else {
      await typeButton(page, entry.type).click();
    }
    await entry.prepare?.(coupon(page));
    if (entry.type === 'Singles') {
      await coupon(page).getByRole('button', { name: 'Place bet' }).click();
      const result = coupon(page).getByRole('status', { name: 'Bet accepted' });
      await expect(result.getByText('Singles placed')).toBeVisible();
      await expect(result.getByRole('link', { name: /№/ })).toHaveCount(entry.bets);
      await result.getByRole('button', { name: 'Continue' }).click();
      placed.push('singles');
    } else {
      placed.push(await place(page));
    }
    await expect(couponBets(page)).toHaveCount(0);
  }
  expect(placed).toHaveLength(cases.length);
});

/** A pre-match outcome of the line and its button on the football page. */
async function firstLineOutcome(page: Page) {
  const button = page
    .getByRole('main')
    .locator('tbody tr')
    .first()
    .locator('button[data-outcome-id]')
    .first();
  const id = Number(await button.getAttribute('data-outcome-id'));
  const answer = (await (await fetch(`${SANDBOX_URL}/line-api/v1/outcomes?ids=${id}`)).json()) as {
    data: { coef: number }[];
  };
  return { id, button, coef: answer.data[0]?.coef ?? 0 };
}

async function chooseChangePolicy(page: Page, label: string) {
  await coupon(page).getByText('Bet slip settings').click();
  await coupon(page).getByRole('radio', { name: label }).check();
}

for (const { policy, label, change, asks } of [
  { policy: 2, label: 'Accept higher odds', change: 0.5, asks: false },
  { policy: 2, label: 'Accept higher odds', change: -0.1, asks: true },
  { policy: 1, label: 'Accept any change', change: -0.1, asks: false },
  { policy: 0, label: 'Always ask me', change: 0.5, asks: true },
]) {
  test(`changeCoefAction ${policy}: a ${change > 0 ? 'rise' : 'fall'} ${asks ? 'waits for the player' : 'is taken at once'}`, async ({
    page,
  }) => {
    await signIn(page);
    await openLine(page);
    const outcome = await firstLineOutcome(page);
    await outcome.button.click();
    await expect(couponBets(page)).toHaveCount(1);
    await chooseChangePolicy(page, label);
    const next = Math.round((outcome.coef + change) * 100) / 100;
    await sandbox(`outcomes/${outcome.id}`, { method: 'PUT', body: { coef: next } });

    const bet = couponBets(page).first();
    await expect(bet.getByTestId('bet-coef')).toContainText(next.toFixed(2), { timeout: 10_000 });
    const changed = coupon(page).getByRole('alert').filter({ hasText: 'Odds have changed' });
    const placeButton = coupon(page).getByRole('button', { name: 'Place bet' });
    if (asks) {
      await expect(changed).toBeVisible();
      await expect(placeButton).toBeDisabled();
      await changed.getByRole('button', { name: 'Accept changes' }).click();
      await expect(changed).toHaveCount(0);
    } else {
      await expect(changed).toHaveCount(0);
    }
    await expect(placeButton).toBeEnabled();
    await place(page);
  });
}

test('a refused coefficient comes back into the coupon to accept', async ({
  page,
  expectConsoleError,
}) => {
  // The placement answers 400 with the new coefficient.
  expectConsoleError(failedLoad(400, '/api/coupons'));
  await signIn(page);
  await openLine(page);
  // The live stream must not bring the change to the coupon first: its calls (and its
  // fallback's) go nowhere here.
  expectConsoleError(failedLoad('net::ERR_FAILED', '/api/live/stream'), { required: false });
  expectConsoleError(failedLoad('net::ERR_FAILED', '/api/live/changes'), { required: false });
  await page.route('**/api/live/**', (route) => route.abort());
  const outcome = await firstLineOutcome(page);
  await outcome.button.click();
  await chooseChangePolicy(page, 'Always ask me');
  const next = Math.round((outcome.coef + 0.3) * 100) / 100;
  await sandbox(`outcomes/${outcome.id}`, { method: 'PUT', body: { coef: next } });
  await coupon(page).getByRole('button', { name: 'Place bet' }).click();
  await expect(
    coupon(page).getByText('The odds have changed. Check them and place the bet again.'),
  ).toBeVisible();
  await expect(couponBets(page).first().getByTestId('bet-coef')).toContainText(next.toFixed(2));
  await coupon(page).getByRole('button', { name: 'Accept changes' }).click();
  await place(page);
});

test('the coupon is kept across a reload and a blocked outcome is marked', async ({ page }) => {
  await openLine(page);
  const outcome = await firstLineOutcome(page);
  await addOutcomes(page, 2);
  await page.reload();
  await expect(page.locator('html[data-coupon-ready]')).toHaveCount(1);
  await expect(couponBets(page)).toHaveCount(2);
  await expect(coupon(page).getByRole('link', { name: 'Log in to place a bet' })).toBeVisible();
  await sandbox(`outcomes/${outcome.id}`, { method: 'PUT', body: { isBlocked: true } });
  await expect(couponBets(page).first().getByText('Suspended')).toBeVisible({ timeout: 10_000 });
  await coupon(page).getByRole('button', { name: 'Clear all' }).click();
  await expect(couponBets(page)).toHaveCount(0);
  await page.reload();
  await expect(coupon(page).getByText('Your bet slip is empty')).toBeVisible();
});

test('one-click betting asks before clearing the coupon, then places at a click', async ({
  page,
}) => {
  await signIn(page);
  await openLine(page);
  await addOutcomes(page, 1);
  await coupon(page).getByText('Bet slip settings').click();
  const toggle = coupon(page).getByRole('checkbox', { name: 'One-click betting' });

  // The box stays clear until the player says Enable.
  await toggle.click();
  const dialog = page.getByRole('dialog', { name: 'One-click betting' });
  await expect(dialog.getByText('The bet slip will be cleared.')).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(toggle).not.toBeChecked();
  await expect(couponBets(page)).toHaveCount(1);

  await toggle.click();
  await page
    .getByRole('dialog', { name: 'One-click betting' })
    .getByRole('button', { name: 'Enable' })
    .click();
  await expect(toggle).toBeChecked();
  await expect(couponBets(page)).toHaveCount(0);

  await page
    .getByRole('main')
    .locator('tbody tr')
    .nth(3)
    .locator('button[data-outcome-id]')
    .first()
    .click();
  await expect(coupon(page).getByRole('status', { name: 'Bet accepted' })).toBeVisible();
  await expect(couponBets(page)).toHaveCount(0);
});
