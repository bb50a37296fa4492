import type { ReactElement } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import en from '@/messages/en.json';
import type { PreloadedState } from '@/features/store/state';
import { renderWithProviders } from '@/tests/render';

/** Renders with a real store and the English texts the auth components read. */
export function renderAuth(ui: ReactElement, options: { preloadedState?: PreloadedState } = {}) {
  return renderWithProviders(
    <NextIntlClientProvider locale="en" messages={{ auth: en.auth }} timeZone="UTC">
      {ui}
    </NextIntlClientProvider>,
    options,
  );
}

/** The sandbox's demo phone data (a subset): countries and their masks. */
export const PHONE_DATA = {
  countries: [
    { id: 1, name: 'Russia', country_code: 'RU', tel_code: '7' },
    { id: 3, name: 'Ukraine', country_code: 'UA', tel_code: '380' },
  ],
  masks: [
    { CountryId: 1, Mask: '(###) ###-##-##', Min: 10, Max: 10 },
    { CountryId: 3, Mask: '(##) ###-##-##', Min: 9, Max: 9 },
  ],
};
