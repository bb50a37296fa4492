import { fireEvent, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import en from '@/messages/en.json';
import { APP_THEME, initialSettings } from '@/features/settings/settingsSlice';
import { renderWithProviders } from '@/tests/render';
import { EmptyCoupon, RightColumn } from './RightColumn';
import { ThemeToggle } from './ThemeToggle';
import { RIGHT_COLUMN_LABELS } from './right-column.fixture';

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
  it('collapses to compact and expands back, remembering the choice in a cookie', () => {
    const { store } = renderWithProviders(
      <NextIntlClientProvider locale="en" messages={{ coupon: en.coupon }}>
        <RightColumn labels={RIGHT_COLUMN_LABELS}>
          <EmptyCoupon title="Empty" hint="Add a selection" />
        </RightColumn>
      </NextIntlClientProvider>,
    );
    expect(screen.getByText('Empty')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Collapse the right column' }));
    expect(screen.queryByText('Empty')).not.toBeInTheDocument();
    expect(store.getState().settings.rightSectionState).toBe(1);
    expect(document.cookie).toContain('right_section=1');
    fireEvent.click(screen.getByRole('button', { name: 'Expand the right column' }));
    expect(screen.getByText('Empty')).toBeInTheDocument();
    expect(document.cookie).toContain('right_section=0');
  });
});
