/** @jest-environment node */
import { sealData } from 'iron-session';
import nock from 'nock';
import { NextRequest } from 'next/server';
import { clearConfigCaches } from '@/server/config/site-config';
import { siteConfigFixture } from '@/server/config/site-config.fixture';
import { GET as getConfig } from './route';
import { GET as getGroups } from './groups/route';

const UPSTREAM = 'http://upstream.test';
const call = (
  handler: (r: NextRequest) => Promise<Response>,
  url: string,
  headers: Record<string, string> = {},
) => handler(new NextRequest(new URL(url, 'http://localhost:3000'), { headers }));

/** The cookie of a signed-in player, sealed as the BFF seals it (server/session/session.ts). */
async function playerCookie(): Promise<string> {
  const now = Date.now();
  const sealed = await sealData(
    { sid: 's-1', userId: 1001, token: 't', refreshKey: 'rk', createdAt: now, lastSeenAt: now },
    { password: process.env.SESSION_SECRET ?? '', ttl: 3600 },
  );
  return `__Secure-sb-session=${sealed}`;
}

beforeAll(() => {
  process.env.UPSTREAM_URL = UPSTREAM;
  nock.disableNetConnect();
});
afterAll(() => nock.enableNetConnect());
beforeEach(() => {
  clearConfigCaches();
  nock.cleanAll();
});

describe('GET /api/config', () => {
  it('answers the public config without server-only keys', async () => {
    nock(UPSTREAM)
      .get('/bff-api/config/all.json')
      .query({ lang: 'en' })
      .reply(200, siteConfigFixture);
    const response = await call(getConfig, '/api/config?lang=en');
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.siteConfig.companyName).toBe('Bet Arena');
    expect(body).not.toHaveProperty('fatmanApiKey');
  });

  it('hides languages hidden for visitors', async () => {
    nock(UPSTREAM)
      .get('/bff-api/config/all.json')
      .query(true)
      .reply(200, { ...siteConfigFixture, hiddenLanguages: ['ru'] });
    const body = await (await call(getConfig, '/api/config?lang=en')).json();
    expect(body.languages.map((l: { code: string }) => l.code)).toEqual(['en']);
  });

  it('does not serve a visitor the config in a hidden language (spec 01 §4)', async () => {
    nock(UPSTREAM)
      .get('/bff-api/config/all.json')
      .query({ lang: 'ru' })
      .reply(200, { ...siteConfigFixture, hiddenLanguages: ['ru'] });
    const response = await call(getConfig, '/api/config?lang=ru');
    expect(response.status).toBe(404);
    expect((await response.json()).errors[0]).toMatchObject({
      code: 'unknown_language',
      source: { parameter: 'lang' },
    });
  });

  it('shows a signed-in player the hidden languages too', async () => {
    nock(UPSTREAM)
      .get('/bff-api/config/all.json')
      .query({ lang: 'ru' })
      .reply(200, { ...siteConfigFixture, hiddenLanguages: ['ru'] });
    const response = await call(getConfig, '/api/config?lang=ru', { cookie: await playerCookie() });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.languages.map((l: { code: string }) => l.code)).toEqual(['en', 'ru']);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it.each([
    ['/api/config', 'lang'],
    ['/api/config?lang=EN', 'lang'],
    ['/api/config?lang=english', 'lang'],
  ])('%s → 400 naming the field', async (url, field) => {
    const response = await call(getConfig, url);
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.errors[0]).toMatchObject({ status: '400', source: { parameter: field } });
    expect(body.errors[0].title).toMatch(/^lang: /);
  });

  it('answers 503 "no site config" when the upstream sends a bad shape, leaking nothing', async () => {
    nock(UPSTREAM).get('/bff-api/config/all.json').query(true).reply(200, { secret: 'internal' });
    const response = await call(getConfig, '/api/config?lang=en');
    expect(response.status).toBe(503);
    const text = await response.text();
    expect(JSON.parse(text).errors[0].code).toBe('no_site_config');
    expect(text).not.toContain('internal');
  });
});

describe('GET /api/config/groups', () => {
  it('proxies the named groups', async () => {
    nock(UPSTREAM)
      .get('/bff-api/config/group/get')
      .query({ groups: 'coupon', lang: 'ru' })
      .reply(200, { data: { coupon: { isOneClickEnabled: true } } });
    const response = await call(getGroups, '/api/config/groups?groups=coupon&lang=ru');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { coupon: { isOneClickEnabled: true } } });
  });

  it.each([
    ['/api/config/groups?lang=en', 'groups'],
    ['/api/config/groups?groups=&lang=en', 'groups'],
    ['/api/config/groups?groups=a,,b&lang=en', 'groups.1'],
    ['/api/config/groups?groups=ok&lang=e', 'lang'],
  ])('%s → 400 naming %s', async (url, field) => {
    const response = await call(getGroups, url);
    expect(response.status).toBe(400);
    expect((await response.json()).errors[0].source.parameter).toBe(field);
  });
});
