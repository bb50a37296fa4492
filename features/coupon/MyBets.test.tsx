import { act, fireEvent, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { couponFixture } from '@/app/api/coupons/coupon.fixture';
import { initialAuthState } from '@/features/session/authSlice';
import { installFakeBff } from '@/features/bff/testing/fake-bff';
import { initialSettings } from '@/features/settings/settingsSlice';
import { RightColumn } from '@/features/shell/RightColumn';
import en from '@/messages/en.json';
import type { Coupon } from '@/server/upstream/schemas/coupon';
import { RIGHT_COLUMN_LABELS } from '@/features/shell/right-column.fixture';
import { renderWithProviders } from '@/tests/render';
import { initialCouponState, placeSucceeded } from './couponSlice';

jest.mock('next/navigation', () => ({ usePathname: () => '/en/line' }));

const HISTORY = 'GET /api/coupons';

/** An express of two: the fixture's pre-match bet and a live one not settled. */
const openCoupon = (couponId: number): Coupon =>
  couponFixture({
    couponId,
    typeId: 1,
    coef: 3.7,
    possibleWin: '555.00',
    bets: couponFixture().bets.flatMap((bet) => [
      { ...bet, marketName: 'Match result' },
      {
        ...bet,
        outcomeId: 1000002,
        gameId: 100002,
        opponents: ['Brentford', 'Fulham'],
        typeId: 2,
        marketName: 'Match result',
        outcomeName: 'X',
        coef: 2,
        requestedCoef: 2,
        isLive: true,
        startTime: '2026-11-20T09:00:00.000Z',
        statusId: -2,
        status: 'notCalculated',
      },
    ]),
  });

const historyPage = (coupons: Coupon[], total = coupons.length) => ({
  body: { data: { coupons, page: 1, pageSize: 10, total } },
});

let network: ReturnType<typeof installFakeBff> | null = null;
afterEach(() => {
  network?.restore();
  network = null;
});

function renderColumn(userId: number | null, timeZone = 3) {
  return renderWithProviders(
    <NextIntlClientProvider locale="en" messages={{ coupon: en.coupon }} timeZone="UTC">
      <RightColumn labels={RIGHT_COLUMN_LABELS}>
        <p>The coupon</p>
      </RightColumn>
    </NextIntlClientProvider>,
    {
      preloadedState: {
        auth: { ...initialAuthState, userId },
        settings: { ...initialSettings, timeZone },
        coupon: initialCouponState,
      },
    },
  );
}

/** Lets the lazy panel's chunk and the history answer arrive. */
async function settle() {
  for (let i = 0; i < 5; i++) await act(async () => undefined);
}

describe('the bet slip’s tabs (issue 10 §5 "My bets")', () => {
  it('are a tablist: the bet slip selected, My bets switches the panel, and no request before', async () => {
    network = installFakeBff({ [HISTORY]: historyPage([]) });
    const { store } = renderColumn(1001);
    const tabs = within(screen.getByRole('tablist', { name: 'Bet slip and my bets' }));
    const slip = tabs.getByRole('tab', { name: 'Bet slip' });
    const myBets = tabs.getByRole('tab', { name: 'My bets' });
    expect(slip).toHaveAttribute('aria-selected', 'true');
    expect(myBets).toHaveAttribute('aria-selected', 'false');
    expect(slip).toHaveAttribute('tabindex', '0');
    expect(myBets).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel', { name: 'Bet slip' })).toHaveTextContent('The coupon');
    await settle();
    expect(network.callsTo(HISTORY)).toHaveLength(0);

    fireEvent.click(myBets);
    await settle();
    expect(store.getState().coupon.tab).toBe('myBets');
    expect(myBets).toHaveAttribute('aria-selected', 'true');
    expect(slip).toHaveAttribute('aria-selected', 'false');
    const panel = screen.getByRole('tabpanel', { name: 'My bets' });
    expect(panel).toHaveAttribute('id', myBets.getAttribute('aria-controls'));
    expect(screen.queryByText('The coupon')).not.toBeVisible();
    expect(within(panel).getByText('You have no open bets.')).toBeInTheDocument();
  });

  it('moves between the tabs with the arrow keys, Home and End', async () => {
    network = installFakeBff({ [HISTORY]: historyPage([]) });
    renderColumn(1001);
    const slip = screen.getByRole('tab', { name: 'Bet slip' });
    const myBets = screen.getByRole('tab', { name: 'My bets' });
    slip.focus();
    fireEvent.keyDown(slip, { key: 'ArrowRight' });
    await settle();
    expect(myBets).toHaveAttribute('aria-selected', 'true');
    expect(myBets).toHaveFocus();
    fireEvent.keyDown(myBets, { key: 'Home' });
    expect(slip).toHaveAttribute('aria-selected', 'true');
    expect(slip).toHaveFocus();
    expect(screen.getByText('The coupon')).toBeVisible();
    fireEvent.keyDown(slip, { key: 'End' });
    expect(myBets).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(myBets, { key: 'ArrowLeft' });
    expect(slip).toHaveAttribute('aria-selected', 'true');
    await settle();
  });

  it('asks a visitor to log in, opening the login modal, without asking for bets', async () => {
    network = installFakeBff({ [HISTORY]: historyPage([]) });
    const { store } = renderColumn(null);
    fireEvent.click(screen.getByRole('tab', { name: 'My bets' }));
    await settle();
    const panel = screen.getByRole('tabpanel', { name: 'My bets' });
    expect(panel).toHaveTextContent('Log in to see your open bets.');
    fireEvent.click(within(panel).getByRole('link', { name: 'Log in' }));
    expect(store.getState().auth.modal).toBe('login');
    expect(network.callsTo(HISTORY)).toHaveLength(0);
  });
});

describe('My bets: the player’s open bets', () => {
  it('lists the open coupons with time in the player’s zone, bets, stake, odds and possible win', async () => {
    network = installFakeBff({ [HISTORY]: historyPage([openCoupon(10000002)], 12) });
    renderColumn(1001, -5);
    fireEvent.click(screen.getByRole('tab', { name: 'My bets' }));
    await settle();

    const [call] = network.callsTo(HISTORY);
    const query = new URL(call?.path ?? '', 'http://x').searchParams;
    expect(query.get('status')).toBe('open');
    expect(query.get('page')).toBe('1');

    const coupon = within(screen.getByRole('listitem', { name: 'Coupon № 10000002' }));
    // 09:10 UTC at UTC−5.
    expect(coupon.getByText(/04:10/)).toBeInTheDocument();
    expect(coupon.getByText('Express')).toBeInTheDocument();
    expect(coupon.getByText('Arsenal – Chelsea')).toBeInTheDocument();
    expect(coupon.getByText('Brentford – Fulham')).toBeInTheDocument();
    expect(coupon.getByText('Not started')).toBeInTheDocument();
    expect(coupon.getByText('Not settled')).toBeInTheDocument();
    expect(coupon.getByText('Stake').nextSibling).toHaveTextContent('150.00');
    expect(coupon.getByText('Odds').nextSibling).toHaveTextContent('3.70');
    expect(coupon.getByText('Possible win').nextSibling).toHaveTextContent('555.00');

    const allBets = screen.getByRole('link', { name: 'All bets' });
    expect(allBets).toHaveAttribute('href', '/en/office/history');
    expect(screen.getByRole('link', { name: /and 11 more open bets/ })).toHaveAttribute(
      'href',
      '/en/office/history',
    );
  });

  it('reads them again when the tab opens again and after a coupon is placed', async () => {
    network = installFakeBff({
      [HISTORY]: [historyPage([]), historyPage([openCoupon(10000003)])],
    });
    const { store } = renderColumn(1001);
    fireEvent.click(screen.getByRole('tab', { name: 'My bets' }));
    await settle();
    expect(screen.getByText('You have no open bets.')).toBeInTheDocument();

    act(() => {
      store.dispatch(placeSucceeded(openCoupon(10000003)));
    });
    await settle();
    expect(network.callsTo(HISTORY)).toHaveLength(2);
    expect(screen.getByRole('listitem', { name: 'Coupon № 10000003' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('tab', { name: 'Bet slip' }));
    fireEvent.click(screen.getByRole('tab', { name: 'My bets' }));
    await settle();
    expect(network.callsTo(HISTORY)).toHaveLength(3);
  });

  it('says when the bets cannot be had and tries again on request', async () => {
    network = installFakeBff({
      [HISTORY]: [
        { status: 503, body: { errors: [{ status: '503', code: 'x', title: 'down' }] } },
        historyPage([openCoupon(10000004)]),
      ],
    });
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderColumn(1001);
    fireEvent.click(screen.getByRole('tab', { name: 'My bets' }));
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent('Your bets could not be loaded.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await settle();
    expect(screen.getByRole('listitem', { name: 'Coupon № 10000004' })).toBeInTheDocument();
  });
});
