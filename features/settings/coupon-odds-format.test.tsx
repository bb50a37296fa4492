import { fireEvent, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { CouponSettings } from '@/features/coupon/CouponSettings';
import en from '@/messages/en.json';
import { renderWithProviders } from '@/tests/render';
import { parsePreferences, PREFERENCES_COOKIE } from './preferences';

beforeEach(() => {
  document.cookie = `${PREFERENCES_COOKIE}=; max-age=0; path=/`;
});

it('the bet slip’s odds format is kept in the prefs cookie, so it survives a reload', async () => {
  renderWithProviders(
    <NextIntlClientProvider locale="en" messages={{ coupon: en.coupon }} timeZone="UTC">
      <CouponSettings />
    </NextIntlClientProvider>,
  );
  fireEvent.change(screen.getByRole('combobox', { name: en.coupon.settings.coefView }), {
    target: { value: '1' },
  });
  const kept = () => {
    const entry = document.cookie.split('; ').find((c) => c.startsWith(`${PREFERENCES_COOKIE}=`));
    return parsePreferences(
      entry ? decodeURIComponent(entry.slice(PREFERENCES_COOKIE.length + 1)) : undefined,
    ).coefViewId;
  };
  await waitFor(() => expect(kept()).toBe(1));
  expect(screen.getByRole('combobox', { name: en.coupon.settings.coefView })).toHaveValue('1');
});
