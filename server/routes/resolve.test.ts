/** @jest-environment node */
import { sealData } from 'iron-session';
import nock from 'nock';
import { clearConfigCaches } from '@/server/config/site-config';
import { siteConfigFixture } from '@/server/config/site-config.fixture';
import { safeReturnUrl } from '@/server/auth/return-url';
import { sessionCookieName, SESSION_IDLE_MS, type SessionData } from '@/server/session/session';
import { sessionSecret } from '@/server/session/secret';
import { demoRouteSettings, demoSlugs } from './routes.fixture';
import { resolvePage } from './resolve';

// The page request's cookies and headers (what next/headers gives a server component).
let mockPageCookie = '';
jest.mock('next/headers', () => {
  const { RequestCookies } = jest.requireActual('next/dist/compiled/@edge-runtime/cookies');
  return {
    cookies: async () => new RequestCookies(new Headers({ cookie: mockPageCookie })),
    headers: async () => new Headers({ host: 'localhost:3000', cookie: mockPageCookie }),
  };
});

const UPSTREAM = 'http://upstream.test';
const routesGroup = {
  ...demoSlugs,
  forced404: demoRouteSettings.forced404,
  bonusRouteVariant: demoRouteSettings.bonusRouteVariant,
  isSlotFirstDepositRedirect: demoRouteSettings.isSlotFirstDepositRedirect,
  oldPromotionPaths: demoRouteSettings.oldPromotionPaths,
};

/** Where a page sends the browser: the URL of the redirect it throws. */
async function redirectOf(page: Promise<unknown>): Promise<string> {
  const error = await page.then(
    () => {
      throw new Error('the page rendered');
    },
    (thrown: unknown) => thrown,
  );
  const digest = (error as { digest?: string }).digest ?? '';
  if (!digest.startsWith('NEXT_REDIRECT')) throw error;
  return digest.split(';')[2] ?? '';
}

async function sessionCookie(data: SessionData): Promise<string> {
  const seal = await sealData(data, { password: sessionSecret(), ttl: 12 * 3600 });
  return `${sessionCookieName()}=${seal}`;
}

beforeAll(() => {
  process.env.UPSTREAM_URL = UPSTREAM;
  nock.disableNetConnect();
});
afterAll(() => nock.enableNetConnect());
beforeEach(() => {
  nock.cleanAll();
  clearConfigCaches();
  nock(UPSTREAM).get('/bff-api/config/all.json').query(true).reply(200, siteConfigFixture);
  nock(UPSTREAM)
    .get('/bff-api/config/group/get')
    .query(true)
    .reply(200, { data: { routes: routesGroup } });
});

describe('a signed-in page whose session has expired (spec 01 §4 Login state change)', () => {
  it('sends the player to sign in and back to the page (returnUrl keeps it)', async () => {
    // The cookie is still there (the middleware lets it through), but idle too long.
    const now = Date.now();
    mockPageCookie = await sessionCookie({
      sid: 's-1',
      userId: 1001,
      token: 'jwt',
      refreshKey: 'rk',
      createdAt: now - SESSION_IDLE_MS - 120_000,
      lastSeenAt: now - SESSION_IDLE_MS - 60_000,
    });
    const target = new URL(await redirectOf(resolvePage('en', 'office/history')), 'http://x');
    expect(target.pathname).toBe('/en/user/login');
    expect(target.searchParams.get('returnUrl')).toBe('/en/office/history');
    expect(safeReturnUrl(target.searchParams.get('returnUrl'), 'en')).toBe('/en/office/history');
  });

  it('a visitor without a cookie comes back to the page too', async () => {
    mockPageCookie = '';
    const target = new URL(
      await redirectOf(resolvePage('ru', 'office/bonuses/deposit')),
      'http://x',
    );
    expect(target.pathname).toBe('/ru/user/login');
    expect(target.searchParams.get('returnUrl')).toBe('/ru/office/bonuses/deposit');
  });
});

describe('the bonus route-name variants', () => {
  it('renders the variant the site does not use instead of leading back to its twin', async () => {
    // The middleware leads to the variant its settings name; a page whose copy of the settings
    // differs for a while must not send the visitor back, or the two would loop.
    mockPageCookie = '';
    nock.cleanAll();
    clearConfigCaches();
    nock(UPSTREAM).get('/bff-api/config/all.json').query(true).reply(200, siteConfigFixture);
    nock(UPSTREAM)
      .get('/bff-api/config/group/get')
      .query(true)
      .reply(200, { data: { routes: { ...routesGroup, bonusRouteVariant: 'bonuses-offers' } } });
    const match = await resolvePage('en', 'bonuses-games/3');
    expect(match.entry.id).toBe('bonusGames');
    expect(match.params).toEqual({ id: '3' });
  });
});
