import {
  acceptedCoupon,
  addOutcomes,
  coupon,
  couponBets,
  openLine,
  signIn,
} from './coupon-helpers';
import { expect, failedLoad, sandbox, test } from './fixtures';

// Issue 9 item 4: the upstream places the bet but answers after the BFF's 5 s budget, so the
// player's placing ends in a 504. The coupon asks the upstream what became of its request id
// instead of letting the player place a second bet, and shows the bet placed once.

// These sign-ins come from an address of their own: the site counts sign-ins per address.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.11' } });

test('a bet the upstream answers too late is found placed, and placed once', async ({
  page,
  expectConsoleError,
}) => {
  // 5 s until the BFF gives up, then the checks 2 s apart (docs/decisions.md "Coupon").
  // The placing's 504 is the fault this test provokes.
  expectConsoleError(failedLoad(504, '/api/coupons'));

  await signIn(page);
  await openLine(page);
  await addOutcomes(page, 1);
  await sandbox('faults', {
    body: {
      pathPrefix: '/coupon-api/v1/coupons',
      method: 'POST',
      mode: 'late',
      delayMs: 6500,
      times: 1,
    },
  });

  const placeButton = coupon(page).getByRole('button', { name: 'Place bet' });
  await placeButton.click();
  const checking = coupon(page).getByRole('status', { name: 'Bet check' });
  await expect(checking).toHaveText('We are checking whether your bet was placed…', {
    timeout: 10_000,
  });
  await expect(placeButton).toBeDisabled();

  const couponId = await acceptedCoupon(page, 15_000);
  await expect(checking).toHaveCount(0);
  await expect(couponBets(page)).toHaveCount(0);

  await page.goto('/en/office/history');
  const history = page.getByRole('main').getByRole('table', { name: 'Bet history, newest first' });
  await expect(history.getByRole('rowheader')).toHaveText([couponId]);
  await expect(page.getByRole('main').getByText('1 coupon', { exact: true })).toBeVisible();
});
