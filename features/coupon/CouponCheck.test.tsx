import { act, fireEvent, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { installFakeBff } from '@/features/bff/testing/fake-bff';
import en from '@/messages/en.json';
import { renderWithProviders } from '@/tests/render';
import { CouponCheck } from './CouponCheck';
import { initialCouponState, type CouponState } from './couponSlice';

// What the player sees of a bet whose placing got no answer (issue 9 item 4).

const COUPON = { couponId: 10000001, typeId: 0, bets: [{ outcomeId: 1 }] };
const ACCOUNT = { id: 1, type: 0, currencyId: 1, currency: 'RUB', balance: '25000.00' };
const ACCOUNTS = { accounts: [ACCOUNT], activeAccount: ACCOUNT };

let network: ReturnType<typeof installFakeBff> | null = null;
afterEach(() => network?.restore());

function renderCheck(coupon: Partial<CouponState>) {
  return renderWithProviders(
    <NextIntlClientProvider locale="en" messages={{ coupon: en.coupon }} timeZone="UTC">
      <CouponCheck />
    </NextIntlClientProvider>,
    { preloadedState: { coupon: { ...initialCouponState, ...coupon } } },
  );
}

describe('CouponCheck', () => {
  it('says the bet is being checked while its outcome is asked for', () => {
    renderCheck({ requestId: 'r-1', requestFingerprint: 'ab', requestCheck: 'checking' });
    expect(screen.getByRole('status', { name: 'Bet check' })).toHaveTextContent(
      'We are checking whether your bet was placed…',
    );
  });

  it('still unknown: says so and offers Check again, which finds the bet placed', async () => {
    network = installFakeBff({
      'GET /api/coupons/by-request/r-1': { status: 201, body: { data: COUPON } },
      'GET /api/accounts': { body: { data: ACCOUNTS } },
    });
    const { store } = renderCheck({
      requestId: 'r-1',
      requestFingerprint: 'ab',
      requestCheck: 'unresolved',
    });
    expect(screen.getByRole('alert', { name: 'Bet check' })).toHaveTextContent(
      'We could not find out yet whether your bet was placed.',
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Check again' }));
    });
    expect(network.callsTo('GET /api/coupons/by-request/r-1')).toHaveLength(1);
    expect(store.getState().coupon).toMatchObject({
      successCoupon: { couponId: 10000001 },
      requestCheck: 'none',
    });
    expect(screen.queryByRole('alert', { name: 'Bet check' })).not.toBeInTheDocument();
  });

  it('one-click bets without an answer are offered the same check', async () => {
    network = installFakeBff({
      'GET /api/coupons/by-request/oc-1': {
        status: 404,
        body: { errors: [{ status: '404', code: 'request_unknown', title: 'Unknown' }] },
      },
    });
    const { store } = renderCheck({
      pendingOneClicks: [{ outcomeId: 1, requestId: 'oc-1', fingerprint: 'ab' }],
    });
    expect(screen.getByRole('alert', { name: 'Bet check' })).toHaveTextContent(
      'We could not confirm a one-click bet yet.',
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Check again' }));
    });
    expect(store.getState().coupon.pendingOneClicks).toEqual([]);
    expect(store.getState().coupon.errors.map((e) => e.code)).toEqual(['request_unknown']);
  });

  it('shows nothing when no bet waits for an answer', () => {
    const { container } = renderCheck({ requestId: 'r-1', requestFingerprint: 'ab' });
    expect(container).toBeEmptyDOMElement();
  });
});
