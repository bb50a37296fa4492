/** @jest-environment node */
import nock from 'nock';
import { NoSiteConfigError } from '@/server/upstream/errors';
import { clearConfigCaches, loadConfigGroups, loadSiteConfig } from './site-config';
import { siteConfigFixture } from './site-config.fixture';

const UPSTREAM = 'http://upstream.test';
const identity = { origin: 'https://betarena.example', countryCode: 'ru' };
const noWait = jest.fn(async () => undefined);

beforeAll(() => {
  process.env.UPSTREAM_URL = UPSTREAM;
  nock.disableNetConnect();
});
afterAll(() => nock.enableNetConnect());
beforeEach(() => {
  clearConfigCaches();
  nock.cleanAll();
  noWait.mockClear();
});
afterEach(() => expect(nock.pendingMocks()).toEqual([]));

describe('loadSiteConfig (spec 01 §7 GET /bff-api/config/all.json)', () => {
  it('sends the language, the country code and the app headers, and returns the parsed config', async () => {
    nock(UPSTREAM, {
      reqheaders: {
        'x-app-name': 'sportsbook-web',
        'x-request-origin': 'https://betarena.example',
        'x-country-code': 'kz',
      },
    })
      .get('/bff-api/config/all.json')
      .query({ lang: 'ru' })
      .reply(200, siteConfigFixture);
    const config = await loadSiteConfig('ru', { ...identity, countryCode: 'kz' }, noWait);
    expect(config.siteConfig.companyName).toBe('Bet Arena');
    expect(config.languages.map((l) => l.code)).toEqual(['en', 'ru']);
  });

  it('retries a failing upstream up to 5 times at 1000 ms and then succeeds', async () => {
    nock(UPSTREAM).get('/bff-api/config/all.json').query(true).times(5).reply(503);
    nock(UPSTREAM).get('/bff-api/config/all.json').query(true).reply(200, siteConfigFixture);
    await expect(loadSiteConfig('en', identity, noWait)).resolves.toMatchObject({
      countryCode: 'ru',
    });
    expect(noWait).toHaveBeenCalledTimes(5);
    expect(noWait).toHaveBeenCalledWith(1000);
  });

  it('throws "no site config" after the sixth failure', async () => {
    nock(UPSTREAM)
      .get('/bff-api/config/all.json')
      .query(true)
      .times(6)
      .replyWithError('ECONNRESET');
    const failure = loadSiteConfig('en', identity, noWait);
    await expect(failure).rejects.toBeInstanceOf(NoSiteConfigError);
    await expect(failure).rejects.toThrow('no site config');
  });

  it('does not retry an answer of the wrong shape, and reports no site config', async () => {
    nock(UPSTREAM).get('/bff-api/config/all.json').query(true).reply(200, { languages: 'en' });
    await expect(loadSiteConfig('en', identity, noWait)).rejects.toBeInstanceOf(NoSiteConfigError);
    expect(noWait).not.toHaveBeenCalled();
  });

  it('reuses a loaded config for the same language and country', async () => {
    nock(UPSTREAM)
      .get('/bff-api/config/all.json')
      .query({ lang: 'en' })
      .once()
      .reply(200, siteConfigFixture);
    await loadSiteConfig('en', identity, noWait);
    await loadSiteConfig('en', identity, noWait);
  });
});

describe('loadConfigGroups (spec 01 §7 GET /bff-api/config/group/get)', () => {
  it('asks for the groups comma-separated and caches the answer', async () => {
    nock(UPSTREAM)
      .get('/bff-api/config/group/get')
      .query({ groups: 'coupon,routes', lang: 'en' })
      .once()
      .reply(200, { data: { coupon: { isOneClickEnabled: true }, routes: { forced404: [] } } });
    const first = await loadConfigGroups(['routes', 'coupon'], 'en', identity);
    const second = await loadConfigGroups(['coupon', 'routes'], 'en', identity);
    expect(first).toEqual({ coupon: { isOneClickEnabled: true }, routes: { forced404: [] } });
    expect(second).toEqual(first);
  });
});
