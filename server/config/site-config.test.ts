/** @jest-environment node */
import nock from 'nock';
import { NoSiteConfigError } from '@/server/upstream/errors';
import { applyForwardedTrust, parseTrustedProxies } from '@/server/http/forwarded.mjs';
import {
  clearConfigCaches,
  CONFIG_CACHE_MAX_ENTRIES,
  identityFromHeaders,
  loadConfigGroups,
  loadSiteConfig,
} from './site-config';
import { siteConfigFixture } from './site-config.fixture';

const UPSTREAM = 'http://upstream.test';
const identity = { origin: 'https://betarena.example', countryCode: 'ru' };
const noWait = jest.fn(async () => undefined);
/**
 * The retries as the spec counts them: no real waits, and a clock that stands still, so a busy
 * machine's slow answers never eat into the page's budget (that is tested on its own clock).
 */
const frozen = { sleep: noWait, now: () => 0 };

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
    const config = await loadSiteConfig('ru', { ...identity, countryCode: 'kz' }, frozen);
    expect(config.siteConfig.companyName).toBe('Bet Arena');
    expect(config.languages.map((l) => l.code)).toEqual(['en', 'ru']);
  });

  it('retries a failing upstream up to 5 times at 1000 ms and then succeeds', async () => {
    nock(UPSTREAM).get('/bff-api/config/all.json').query(true).times(5).reply(503);
    nock(UPSTREAM).get('/bff-api/config/all.json').query(true).reply(200, siteConfigFixture);
    await expect(loadSiteConfig('en', identity, frozen)).resolves.toMatchObject({
      countryCode: 'ru',
    });
    expect(noWait).toHaveBeenCalledTimes(5);
    expect(noWait).toHaveBeenCalledWith(1000);
  });

  it('within the page’s budget a failing upstream is tried again a second later, then given up', async () => {
    let time = 0;
    const clock = {
      sleep: jest.fn(async (ms: number) => {
        time += ms;
      }),
      now: () => time,
    };
    nock(UPSTREAM).get('/bff-api/config/all.json').query(true).times(2).reply(503);
    await expect(loadSiteConfig('en', identity, clock)).rejects.toBeInstanceOf(NoSiteConfigError);
    // 1.4 s hold one wait of 1 s: two tries, whatever the spec's five retries would allow.
    expect(clock.sleep.mock.calls).toEqual([[1000]]);
  });

  it('throws "no site config" after the sixth failure', async () => {
    nock(UPSTREAM)
      .get('/bff-api/config/all.json')
      .query(true)
      .times(6)
      .replyWithError('ECONNRESET');
    const failure = loadSiteConfig('en', identity, frozen);
    await expect(failure).rejects.toBeInstanceOf(NoSiteConfigError);
    await expect(failure).rejects.toThrow('no site config');
  });

  it('does not retry an answer of the wrong shape, and reports no site config', async () => {
    nock(UPSTREAM).get('/bff-api/config/all.json').query(true).reply(200, { languages: 'en' });
    await expect(loadSiteConfig('en', identity, frozen)).rejects.toBeInstanceOf(NoSiteConfigError);
    expect(noWait).not.toHaveBeenCalled();
  });

  it('reuses a loaded config for the same language and country', async () => {
    nock(UPSTREAM)
      .get('/bff-api/config/all.json')
      .query({ lang: 'en' })
      .once()
      .reply(200, siteConfigFixture);
    await loadSiteConfig('en', identity, frozen);
    await loadSiteConfig('en', identity, frozen);
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

/** The headers a handler sees after the production server (server/http/serve.mjs) and Next. */
function headersFromPeer(peer: string, sent: Record<string, string>, trustedProxies = '') {
  const headers: Record<string, string | string[] | undefined> = { ...sent };
  applyForwardedTrust(headers, peer, parseTrustedProxies(trustedProxies));
  // Next fills what is missing from Host and the (plain HTTP) connection.
  headers['x-forwarded-host'] ??= headers.host;
  headers['x-forwarded-proto'] ??= 'http';
  return new Headers(headers as Record<string, string>);
}

describe('config cache poisoning', () => {
  const forged = {
    host: 'betarena.example',
    'x-forwarded-host': 'evil.example',
    'x-forwarded-proto': 'https',
    'x-country-code': 'us',
  };

  it('a forged X-Forwarded-Host or country from an untrusted peer never reaches the upstream', async () => {
    const identity = identityFromHeaders(headersFromPeer('203.0.113.7', forged));
    expect(identity).toEqual({ origin: 'http://betarena.example', countryCode: 'ru' });
    nock(UPSTREAM, {
      reqheaders: { 'x-request-origin': 'http://betarena.example', 'x-country-code': 'ru' },
    })
      .get('/bff-api/config/all.json')
      .query({ lang: 'en' })
      .reply(200, siteConfigFixture);
    await loadSiteConfig('en', identity, frozen);
  });

  it('a trusted proxy is believed', () => {
    const headers = headersFromPeer(
      '10.0.0.2',
      { ...forged, 'x-forwarded-host': 'betarena.example' },
      '10.0.0.0/8',
    );
    expect(identityFromHeaders(headers)).toEqual({
      origin: 'https://betarena.example',
      countryCode: 'us',
    });
  });

  it('an answer for another origin or country is never served to this visitor', async () => {
    const poisoned = {
      ...siteConfigFixture,
      contacts: { ...siteConfigFixture.contacts, email: 'x@evil.example' },
    };
    nock(UPSTREAM, { reqheaders: { 'x-request-origin': 'https://evil.example' } })
      .get('/bff-api/config/all.json')
      .query({ lang: 'en' })
      .reply(200, poisoned);
    nock(UPSTREAM, { reqheaders: { 'x-country-code': 'us' } })
      .get('/bff-api/config/all.json')
      .query({ lang: 'en' })
      .reply(200, poisoned);
    nock(UPSTREAM, {
      reqheaders: { 'x-request-origin': 'https://betarena.example', 'x-country-code': 'ru' },
    })
      .get('/bff-api/config/all.json')
      .query({ lang: 'en' })
      .reply(200, siteConfigFixture);
    await loadSiteConfig('en', { origin: 'https://evil.example', countryCode: 'ru' }, frozen);
    await loadSiteConfig('en', { origin: 'https://betarena.example', countryCode: 'us' }, frozen);
    const mine = await loadSiteConfig('en', identity, frozen);
    expect(mine.contacts.email).toBe('support@betarena.example');
  });

  it('config groups are kept per origin too', async () => {
    nock(UPSTREAM, { reqheaders: { 'x-request-origin': 'https://evil.example' } })
      .get('/bff-api/config/group/get')
      .query(true)
      .reply(200, { data: { coupon: { poisoned: true } } });
    nock(UPSTREAM, { reqheaders: { 'x-request-origin': 'https://betarena.example' } })
      .get('/bff-api/config/group/get')
      .query(true)
      .reply(200, { data: { coupon: { poisoned: false } } });
    await loadConfigGroups(['coupon'], 'en', { origin: 'https://evil.example', countryCode: 'ru' });
    expect(await loadConfigGroups(['coupon'], 'en', identity)).toEqual({
      coupon: { poisoned: false },
    });
  });

  it('ignores a Host that is not a host name', () => {
    expect(identityFromHeaders(new Headers({ host: 'a b/c' })).origin).toBe('http://localhost');
    expect(
      identityFromHeaders(new Headers({ host: 'betarena.example', 'x-forwarded-proto': 'gopher' }))
        .origin,
    ).toBe('https://betarena.example');
  });

  it('keeps a bounded number of entries, whatever Host values a client sends', async () => {
    let calls = 0;
    nock(UPSTREAM)
      .get('/bff-api/config/all.json')
      .query(true)
      .times(CONFIG_CACHE_MAX_ENTRIES + 2)
      .reply(() => {
        calls += 1;
        return [200, siteConfigFixture];
      });
    for (let i = 0; i <= CONFIG_CACHE_MAX_ENTRIES; i += 1) {
      await loadSiteConfig('en', { origin: `https://h${i}.example`, countryCode: 'ru' }, frozen);
    }
    expect(calls).toBe(CONFIG_CACHE_MAX_ENTRIES + 1);
    // The oldest entry made room for the newest: it is asked again.
    await loadSiteConfig('en', { origin: 'https://h0.example', countryCode: 'ru' }, frozen);
    expect(calls).toBe(CONFIG_CACHE_MAX_ENTRIES + 2);
  });
});
