import type { ReactElement } from 'react';
import type { RenderOptions } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import en from '@/messages/en.json';
import type { PreloadedState } from '@/features/store/state';
import { renderWithProviders, serverHtmlWithProviders } from '@/tests/render';

const withTexts = (ui: ReactElement) => (
  <NextIntlClientProvider locale="en" messages={{ auth: en.auth }} timeZone="UTC">
    {ui}
  </NextIntlClientProvider>
);

/** Renders with a real store and the English texts the auth components read. */
export function renderAuth(
  ui: ReactElement,
  options: { preloadedState?: PreloadedState } & RenderOptions = {},
) {
  return renderWithProviders(withTexts(ui), options);
}

/** The server's HTML of what renderAuth draws (see serverHtmlWithProviders). */
export function authServerHtml(ui: ReactElement): HTMLElement {
  return serverHtmlWithProviders(withTexts(ui));
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
