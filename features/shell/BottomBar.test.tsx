import { act, fireEvent, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { toCouponBet } from '@/features/coupon/coupon-bet';
import { outcomeToggled } from '@/features/coupon/couponSlice';
import { outcome } from '@/features/line/line-fixtures.test-utils';
import en from '@/messages/en.json';
import { renderWithProviders } from '@/tests/render';
import { BottomBar } from './BottomBar';
import { RightColumn } from './RightColumn';
import { RIGHT_COLUMN_LABELS } from './right-column.fixture';
import { setSlipSheetOpen } from './slip-sheet';

// issue 22 §1: the phone layout's bottom bar and the bet slip as a sheet it opens.

function renderPhoneShell(signedIn = false) {
  return renderWithProviders(
    <NextIntlClientProvider locale="en" messages={{ coupon: en.coupon }} timeZone="UTC">
      <RightColumn labels={RIGHT_COLUMN_LABELS} sheet>
        <p>The coupon</p>
      </RightColumn>
      <BottomBar lng="en" signedIn={signedIn} labels={en.bottomBar} />
    </NextIntlClientProvider>,
  );
}

const slipButton = () => screen.getByRole('button', { name: /^Bet slip/ });
const sheet = () => screen.queryByRole('complementary', { name: 'Bet slip' });

afterEach(() => act(() => setSlipSheetOpen(false)));

describe('the phone layout’s bottom bar', () => {
  it('links the sections and the sign-in, and counts the outcomes in the slip', () => {
    const { store } = renderPhoneShell();
    const bar = screen.getByRole('navigation', { name: 'Quick links' });
    expect(
      Array.from(bar.querySelectorAll('a'), (a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Sports', '/en/line'],
      ['Live', '/en/live'],
      ['Casino', '/en/casino'],
      ['Log in', '/en/user/login'],
    ]);
    expect(slipButton()).toHaveAccessibleName('Bet slip 0 in the slip');
    act(() => {
      store.dispatch(
        outcomeToggled({ bet: toCouponBet(outcome(1, 1, '1', 1.85), { startTime: 'x' }), now: 1 }),
      );
    });
    expect(slipButton()).toHaveAccessibleName('Bet slip 1 in the slip');
  });

  it('gives a player the account instead of the sign-in', () => {
    renderPhoneShell(true);
    expect(screen.getByRole('link', { name: 'Account' })).toHaveAttribute(
      'href',
      '/en/office/account',
    );
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
  });

  it('opens the slip as a sheet; its close button, its shade and Escape close it', () => {
    const { container } = renderPhoneShell();
    // The closed sheet does without the coupon: it is drawn when the sheet first opens.
    expect(sheet()).toBeNull();
    expect(screen.queryByText('The coupon')).toBeNull();

    fireEvent.click(slipButton());
    expect(slipButton()).toHaveAttribute('aria-expanded', 'true');
    expect(sheet()).toBeVisible();
    expect(screen.getByText('The coupon')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Close the bet slip' }));
    expect(sheet()).toBeNull();
    expect(slipButton()).toHaveAttribute('aria-expanded', 'false');
    // Once drawn, it stays, hidden with the sheet.
    expect(screen.getByText('The coupon')).not.toBeVisible();

    fireEvent.click(slipButton());
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(sheet()).toBeNull();

    fireEvent.click(slipButton());
    const shade = container.querySelector('[aria-hidden="true"][class*="shade"]');
    expect(shade).not.toBeNull();
    fireEvent.click(shade!);
    expect(sheet()).toBeNull();
  });

  it('draws the coupon in the closed sheet once the slip has a bet', () => {
    const { store } = renderPhoneShell();
    expect(screen.queryByText('The coupon')).toBeNull();
    act(() => {
      store.dispatch(
        outcomeToggled({ bet: toCouponBet(outcome(1, 1, '1', 1.85), { startTime: 'x' }), now: 1 }),
      );
    });
    expect(sheet()).toBeNull();
    expect(screen.getByText('The coupon')).not.toBeVisible();
  });

  it('has no compact toggle in the sheet', () => {
    renderPhoneShell();
    fireEvent.click(slipButton());
    expect(screen.queryByRole('button', { name: 'Collapse the right column' })).toBeNull();
  });
});
