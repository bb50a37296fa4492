/** @jest-environment node */
import nock from 'nock';
import { NextRequest } from 'next/server';
import { UPSTREAM } from '@/app/api/coupons/test-helpers';
import { clearConfigCaches, loadSiteConfig } from '@/server/config/site-config';
import { siteConfigFixture } from '@/server/config/site-config.fixture';
import { shellFile } from '@/server/config/shell-file';
import { withNockedUpstream } from '@/tests/nocked-upstream';
import { GET } from './route';
const IDENTITY = { origin: 'http://localhost:3000', countryCode: 'ru' };

const shell = (path: string, lng: string, headers: Record<string, string> = {}) =>
  GET(new NextRequest(`http://localhost:3000${path}`, { headers }), {
    params: Promise.resolve({ lng }),
  });

function upstreamConfig(config: typeof siteConfigFixture = siteConfigFixture) {
  return nock(UPSTREAM).get('/bff-api/config/all.json').query(true).reply(200, config);
}

withNockedUpstream();

describe('GET /api/shell/[lng] (issue 26: the shell sent once)', () => {
  it('serves the header’s and footer’s data the page named, cached for good and cookie-free', async () => {
    upstreamConfig();
    const file = shellFile('en', await loadSiteConfig('en', IDENTITY));
    expect(file.src).toMatch(/^\/api\/shell\/en\?v=[\w-]{12}$/);
    const response = await shell(file.src, 'en');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('set-cookie')).toBeNull();
    const body = await response.json();
    expect(body).toEqual({
      brand: 'Bet Arena',
      languages: siteConfigFixture.languages,
      hiddenLanguages: siteConfigFixture.hiddenLanguages,
      showRegistration: true,
      footer: siteConfigFixture.footer,
      contacts: siteConfigFixture.contacts,
      licenceText: siteConfigFixture.licenceConfig.text,
      minAge: siteConfigFixture.siteConfig.minAge,
      geoCountryId: siteConfigFixture.siteConfig.geoCountryId,
    });
  });

  it('gives a version this process does not keep today’s data for the caller, not kept', async () => {
    upstreamConfig({
      ...siteConfigFixture,
      siteConfig: { ...siteConfigFixture.siteConfig, companyName: 'Bet Arena Two' },
    });
    const response = await shell('/api/shell/en?v=elsewhere00', 'en');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect((await response.json()).brand).toBe('Bet Arena Two');
  });

  it('is cached for good on another instance whose config gives the same version', async () => {
    upstreamConfig({ ...siteConfigFixture, hiddenLanguages: ['ru'] });
    const src = shellFile('en', await loadSiteConfig('en', IDENTITY)).src;
    // Another process: nothing kept, the config loaded anew.
    (globalThis as Record<symbol, Map<string, unknown>>)[
      Symbol.for('sportsbook.document-files')
    ]?.clear();
    clearConfigCaches();
    upstreamConfig({ ...siteConfigFixture, hiddenLanguages: ['ru'] });
    const response = await shell(src, 'en');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // spec 01 §4: the header leaves a hidden language out for visitors (Header.test.tsx).
    expect((await response.json()).hiddenLanguages).toEqual(['ru']);
  });

  it('answers 503 with the reason when there is no site config', async () => {
    nock(UPSTREAM).get('/bff-api/config/all.json').query(true).reply(500, {}).persist();
    const response = await shell('/api/shell/en?v=unknown0000', 'en');
    expect(response.status).toBe(503);
    expect((await response.json()).errors[0].code).toBe('no_site_config');
  });

  it.each(['english', 'EN', '1'])('400 for the language %p', async (lng) => {
    const response = await shell(`/api/shell/${lng}`, lng);
    expect(response.status).toBe(400);
    expect((await response.json()).errors[0].source).toEqual({ parameter: 'lng' });
  });
});
