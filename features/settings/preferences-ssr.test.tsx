/** @jest-environment node */
import { renderToString } from 'react-dom/server';
import { NextIntlClientProvider } from 'next-intl';
import { game, market, outcome } from '@/features/line/line-fixtures.test-utils';
import { GameTable } from '@/features/line/GameTable';
import { StoreProvider } from '@/features/shell/StoreProvider';
import { getDisplayPreferences } from './preferences-server';
import { initialSettings } from './settingsSlice';

// The server render reads the `prefs` cookie of the page request through next/headers.
let mockPageCookie = '';
jest.mock('next/headers', () => {
  const { RequestCookies } = jest.requireActual('next/dist/compiled/@edge-runtime/cookies');
  return {
    cookies: async () => new RequestCookies(new Headers({ cookie: mockPageCookie })),
    headers: async () => new Headers({ host: 'localhost:3000', cookie: mockPageCookie }),
  };
});

// spec 01 §3 customizeConfig: this site's geo country (643) has the 12 h clock.
jest.mock('@/server/config/site-config', () => ({
  getTechnicalPageConfig: async () => ({
    customizeConfig: { geo_with_twelve_format: [643], has_twelve_h_by_geo: true },
    siteConfig: { geoCountryId: 643 },
  }),
}));

jest.mock('next-intl/server', () => ({
  getTranslations: async (namespace: string) => (key: string) => `${namespace}.${key}`,
}));

/** What the document shell does: the cookie's preferences preloaded into the store. */
async function serverHtml(cookie: string): Promise<string> {
  mockPageCookie = cookie;
  const preferences = await getDisplayPreferences('en');
  const table = await GameTable({
    lng: 'en',
    title: 'Premier League',
    games: [
      game({
        startTime: '2026-11-22T12:30:00.000Z',
        markets: [
          market(1, [outcome(1, 1, '1', 2.5), outcome(1, 2, 'X', 3.2), outcome(1, 3, '2', 2.75)]),
        ],
      }),
    ],
  });
  return renderToString(
    <NextIntlClientProvider locale="en" messages={{}} onError={() => {}}>
      <StoreProvider preloadedState={{ settings: { ...initialSettings, ...preferences } }}>
        {table}
      </StoreProvider>
    </NextIntlClientProvider>,
  );
}

describe('display preferences in the server render', () => {
  it('renders the odds format, zone and clock the cookie names', async () => {
    const html = await serverHtml(
      `prefs=${encodeURIComponent(JSON.stringify({ coefViewId: 1, timeZone: -5, is12h: false }))}`,
    );
    // 12:30 UTC at UTC−5 is 07:30; 2.5 decimal is 3/2 fractional.
    expect(html).toContain('07:30');
    expect(html).toContain('3/2');
    expect(html).not.toContain('2.50');
  });

  it('renders the defaults (decimal, UTC+3) with the 12 h clock of the geo when no cookie', async () => {
    const html = await serverHtml('');
    expect(html).toContain('03:30 PM');
    expect(html).toContain('2.50');
  });

  it('renders the defaults for a cookie that is not a preferences record', async () => {
    const html = await serverHtml('prefs=%7Bnot-json');
    expect(html).toContain('03:30 PM');
    expect(html).toContain('2.50');
  });
});
