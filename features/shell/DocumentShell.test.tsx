/** @jest-environment node */
import { renderToString } from 'react-dom/server';
import { formatCoef } from '@/features/settings/odds-format';
import { selectDisplayClock } from '@/features/settings/settingsSlice';
import { formatTime } from '@/features/settings/time-format';
import { useAppSelector } from '@/features/store/hooks';
import { DocumentShell } from './DocumentShell';

let mockPageCookie = '';
jest.mock('next/headers', () => {
  const { RequestCookies } = jest.requireActual('next/dist/compiled/@edge-runtime/cookies');
  return {
    cookies: async () => new RequestCookies(new Headers({ cookie: mockPageCookie })),
    headers: async () => new Headers({ host: 'localhost:3000', cookie: mockPageCookie }),
  };
});
jest.mock('next-intl/server', () => ({
  getMessages: async () => ({}),
  getTimeZone: async () => 'Europe/Moscow',
}));
jest.mock('@/server/session/session', () => ({ getCurrentUser: async () => null }));
jest.mock('@/server/config/site-config', () => ({
  getTechnicalPageConfig: async () => null,
  requestIdentity: async () => ({}),
  loadConfigGroups: async () => ({ cookieConsent: { isPopupEnabled: false } }),
}));

/** What any client component of the page reads from the store in the server render. */
function Probe() {
  const coefViewId = useAppSelector((state) => state.settings.coefViewId);
  const clock = useAppSelector(selectDisplayClock);
  return (
    <p>{`${formatCoef(2.5, coefViewId)} at ${formatTime('en-US', clock, '2026-11-22T12:30:00Z')}`}</p>
  );
}

async function documentHtml(cookie: string) {
  mockPageCookie = cookie;
  return renderToString(await DocumentShell({ lng: 'en', children: <Probe /> }));
}

describe('DocumentShell preloads the display preferences from the prefs cookie', () => {
  it('odds format, zone, clock and font size of the cookie', async () => {
    const prefs = { coefViewId: 2, timeZone: -5, is12h: true, appFontSize: 18 };
    const html = await documentHtml(`prefs=${encodeURIComponent(JSON.stringify(prefs))}`);
    expect(html).toContain('+150 at 07:30 AM');
    expect(html).toMatch(/<html[^>]*font-size:18px/);
  });

  it('the defaults without a cookie: decimal, UTC+3, 24 h', async () => {
    const html = await documentHtml('');
    expect(html).toContain('2.50 at 15:30');
  });
});
