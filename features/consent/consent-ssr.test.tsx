/** @jest-environment node */
import { renderToString } from 'react-dom/server';
import en from '@/messages/en.json';
import { DocumentShell } from '@/features/shell/DocumentShell';
import { useConsent } from './use-consent';

let mockCookie = '';
let mockUserAgent = '';
let mockRouteId: string | null = null;
let mockGroups: Record<string, unknown> = {};
const mockLoadConfigGroups = jest.fn(async () => mockGroups);

jest.mock('next/headers', () => {
  const { RequestCookies } = jest.requireActual('next/dist/compiled/@edge-runtime/cookies');
  return {
    cookies: async () => new RequestCookies(new Headers({ cookie: mockCookie })),
    headers: async () =>
      new Headers({
        host: 'localhost:3000',
        cookie: mockCookie,
        'user-agent': mockUserAgent,
        ...(mockRouteId ? { 'x-route-id': mockRouteId } : {}),
      }),
  };
});
jest.mock('next-intl/server', () => ({
  getMessages: async () => ({
    cookieConsent: jest.requireActual('@/messages/en.json').cookieConsent,
  }),
  getTimeZone: async () => 'Europe/Moscow',
}));
jest.mock('@/server/session/session', () => ({ getCurrentUser: async () => null }));
jest.mock('@/server/config/site-config', () => ({
  getTechnicalPageConfig: async () => null,
  requestIdentity: async () => ({ origin: 'http://localhost:3000', countryCode: 'ru' }),
  loadConfigGroups: () => mockLoadConfigGroups(),
}));

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
const GOOGLEBOT =
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html) Chrome/140.0 Safari/537.36';

function Page() {
  return <main>{`marketing ${useConsent('marketing') ? 'on' : 'off'}`}</main>;
}

async function documentHtml(input: {
  cookie?: string;
  userAgent?: string;
  group?: unknown;
  routeId?: string;
}) {
  mockCookie = input.cookie ?? '';
  mockUserAgent = input.userAgent ?? CHROME;
  mockRouteId = input.routeId ?? null;
  mockGroups = input.group === undefined ? {} : { cookieConsent: input.group };
  return renderToString(await DocumentShell({ lng: 'en', children: <Page /> }));
}

const MODAL = /role="dialog"[^>]*aria-modal="true"/;

beforeEach(() => {
  mockLoadConfigGroups.mockClear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('the consent modal in the server render (spec 01 §4, spec 02 §6)', () => {
  it('is in the first HTML for a visitor who has not chosen, with nothing optional on', async () => {
    const html = await documentHtml({ group: { isPopupEnabled: true } });
    expect(html).toMatch(MODAL);
    expect(html).toContain(en.cookieConsent.title);
    expect(html).toContain('marketing off');
  });

  it('is not there once a choice is in the cookie, which the page follows', async () => {
    const html = await documentHtml({ cookie: `cookies_agree=marketing.${Date.now()}` });
    expect(html).not.toMatch(MODAL);
    expect(html).toContain('marketing on');
    expect(mockLoadConfigGroups).not.toHaveBeenCalled();
  });

  it('a malformed cookie is no choice: asked again', async () => {
    const html = await documentHtml({ cookie: 'cookies_agree=yes-please', group: {} });
    expect(html).toMatch(MODAL);
    expect(html).toContain('marketing off');
  });

  it('a site with the popup off counts every type as accepted', async () => {
    const html = await documentHtml({ group: { isPopupEnabled: false } });
    expect(html).not.toMatch(MODAL);
    expect(html).toContain('marketing on');
  });

  it('a crawler gets the content without the modal, and nothing optional', async () => {
    const html = await documentHtml({ userAgent: GOOGLEBOT, group: { isPopupEnabled: true } });
    expect(html).not.toMatch(MODAL);
    expect(html).toContain('marketing off');
  });

  it('asks when the config group cannot be read', async () => {
    const html = await documentHtml({ group: { isPopupEnabled: 'no' } });
    expect(html).toMatch(MODAL);
    expect(html).toContain('marketing off');
  });

  it('a technical page does not wait on the config and shows no modal', async () => {
    const html = await documentHtml({ routeId: 'maintenance', group: { isPopupEnabled: true } });
    expect(html).not.toMatch(MODAL);
    expect(html).toContain('marketing off');
    expect(mockLoadConfigGroups).not.toHaveBeenCalled();
  });
});
