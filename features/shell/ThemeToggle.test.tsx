import { fireEvent, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import en from '@/messages/en.json';
import { APP_THEME, initialSettings } from '@/features/settings/settingsSlice';
import { renderWithProviders } from '@/tests/render';
import { EmptyCoupon, RightColumn } from './RightColumn';
import { ThemeToggle } from './ThemeToggle';

beforeEach(() => {
  document.cookie = 'theme=; max-age=0; path=/';
  document.cookie = 'right_section=; max-age=0; path=/';
  delete document.documentElement.dataset.theme;
});

describe('ThemeToggle', () => {
  it('switches dark → light: the page repaints, the store and the cookie remember', () => {
    const { store } = renderWithProviders(<ThemeToggle toLight="To light" toDark="To dark" />, {
      preloadedState: { settings: { ...initialSettings, appTheme: APP_THEME.dark } },
    });
    fireEvent.click(screen.getByRole('button', { name: 'To light' }));
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(store.getState().settings.appTheme).toBe(APP_THEME.light);
    expect(document.cookie).toContain('theme=light');
    expect(screen.getByRole('button', { name: 'To dark' })).toBeInTheDocument();
  });
});

describe('RightColumn', () => {
  const labels = {
    title: 'Bet slip',
    myBets: 'My bets',
    compact: 'Collapse',
    full: 'Expand',
    tabs: 'Bet slip and my bets',
    myBetsLoading: 'Loading your bets…',
    closeSheet: 'Close the bet slip',
  };

  it('collapses to compact and expands back, remembering the choice in a cookie', () => {
    const { store } = renderWithProviders(
      <NextIntlClientProvider locale="en" messages={{ coupon: en.coupon }}>
        <RightColumn labels={labels}>
          <EmptyCoupon title="Empty" hint="Add a selection" />
        </RightColumn>
      </NextIntlClientProvider>,
    );
    expect(screen.getByText('Empty')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Collapse' }));
    expect(screen.queryByText('Empty')).not.toBeInTheDocument();
    expect(store.getState().settings.rightSectionState).toBe(1);
    expect(document.cookie).toContain('right_section=1');
    fireEvent.click(screen.getByRole('button', { name: 'Expand' }));
    expect(screen.getByText('Empty')).toBeInTheDocument();
    expect(document.cookie).toContain('right_section=0');
  });
});
