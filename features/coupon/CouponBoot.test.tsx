import { act, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from '@/tests/render';
import { toCouponBet } from './coupon-bet';
import { CouponBoot } from './CouponBoot';
import { NO_COUPON_RULES, outcomeToggled } from './couponSlice';
import { COUPON_STORAGE_KEY } from './persistence';
import { testOutcome } from './testing/outcome';

const outcome = testOutcome();

/** The coupon's boot mounts once the page's deferred parts run; odds may be tapped before. */
let mountBoot: () => void = () => {};
function LateBoot() {
  const [mounted, setMounted] = useState(false);
  mountBoot = () => setMounted(true);
  return mounted ? <CouponBoot rules={NO_COUPON_RULES} geoCurrency="EUR" /> : null;
}

const kept = () => JSON.parse(window.localStorage.getItem(COUPON_STORAGE_KEY) ?? 'null');

beforeEach(() => {
  window.localStorage.clear();
  delete document.documentElement.dataset.couponReady;
});

describe('CouponBoot keeping the coupon', () => {
  it('writes nothing for a visitor who touched nothing', async () => {
    renderWithProviders(<LateBoot />);
    act(() => mountBoot());
    await waitFor(() => expect(document.documentElement.dataset.couponReady).toBe('true'));
    expect(window.localStorage.getItem(COUPON_STORAGE_KEY)).toBeNull();
  });

  it('keeps at once a bet added before it started', async () => {
    // A hidden tab: the coupon asks the line for nothing while this test runs.
    const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const { store } = renderWithProviders(<LateBoot />);
    act(() => {
      store.dispatch(outcomeToggled({ bet: toCouponBet(outcome, { startTime: 'x' }), now: 5 }));
    });
    act(() => mountBoot());
    await waitFor(() => expect(document.documentElement.dataset.couponReady).toBe('true'));
    expect(kept()?.coupon.bets.map((b: { market: { id: number } }) => b.market.id)).toEqual([7]);
    // The stake of the visitor's currency (EUR starts at 5).
    expect(kept()?.coupon.amount).toBe(5);
    visibility.mockRestore();
  });
});
