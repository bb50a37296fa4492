import { fireEvent, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import en from '@/messages/en.json';
import { initialSettings } from '@/features/settings/settingsSlice';
import { renderWithProviders } from '@/tests/render';
import { initialCouponState } from './couponSlice';
import { QuickCoupon } from './QuickCoupon';

type Bets = typeof initialCouponState.bets;

function renderQuick(rightSectionHidden: boolean, bets: Bets) {
  return renderWithProviders(
    <NextIntlClientProvider locale="en" messages={{ coupon: en.coupon }}>
      <QuickCoupon />
    </NextIntlClientProvider>,
    {
      preloadedState: {
        settings: { ...initialSettings, rightSectionState: rightSectionHidden ? 1 : 0 },
        coupon: { ...initialCouponState, bets },
      },
    },
  );
}

const twoBets = [{ outcomeId: 1 }, { outcomeId: 2 }] as unknown as Bets;

describe('QuickCoupon (spec 02 §2 Quick-coupon guard)', () => {
  it('shows the bet slip’s selections while the right column is folded, and unfolds it', () => {
    const { store } = renderQuick(true, twoBets);
    expect(screen.getByRole('complementary', { name: 'Quick coupon' })).toHaveTextContent(
      '2 selections in your bet slip',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Open bet slip' }));
    expect(store.getState().settings.rightSectionState).toBe(0);
    expect(document.cookie).toContain('right_section=0');
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('stays away while the bet slip itself is in view', () => {
    renderQuick(false, twoBets);
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('stays away with an empty bet slip', () => {
    renderQuick(true, []);
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});
