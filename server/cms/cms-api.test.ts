/** @jest-environment node */
import nock from 'nock';
import { LANDING } from './landing.fixture';
import { UPSTREAM_ERROR, UpstreamError } from '@/server/upstream/errors';
import { clearCmsCaches, cmsApi, cmsImageHref, CMS_TTL_MS, parseCmsArtPath } from './cms-api';

const UPSTREAM = 'http://cms-upstream.test';
const SITE = 'https://betarena.example';

const PROMOTION = {
  id: 101,
  slug: 'welcome',
  title: '100% first deposit bonus',
  teaser: 'Double your first deposit.',
  image: '/cms-api/images/promotions/welcome.svg',
  category: 'sport',
  startsAt: '2025-01-01T00:00:00Z',
  endsAt: null,
  body: [{ paragraphs: ['Make your first deposit.'] }],
  terms: ['18+ only.'],
};

let now = 1_800_000_000_000;

beforeAll(() => {
  process.env.UPSTREAM_URL = UPSTREAM;
  nock.disableNetConnect();
});
afterAll(() => nock.enableNetConnect());
beforeEach(() => {
  nock.cleanAll();
  clearCmsCaches();
  jest.spyOn(Date, 'now').mockImplementation(() => now);
});
afterEach(() => {
  expect(nock.pendingMocks()).toEqual([]);
  jest.restoreAllMocks();
});

describe('the CMS client', () => {
  it('asks for the promotions once per site and language for five minutes', async () => {
    const scope = nock(UPSTREAM, { reqheaders: { 'x-request-origin': SITE } })
      .get('/cms-api/v1/promotions')
      .query({ lang: 'en' })
      .times(2)
      .reply(200, { data: [PROMOTION] });
    expect(await cmsApi(SITE).promotions('en')).toEqual([PROMOTION]);
    now += CMS_TTL_MS - 1;
    expect(await cmsApi(SITE).promotions('en')).toEqual([PROMOTION]);
    expect(scope.pendingMocks()).toHaveLength(1);
    now += 2;
    await cmsApi(SITE).promotions('en');
    expect(scope.isDone()).toBe(true);
  });

  it('keeps the last good answer when the upstream fails after it went stale', async () => {
    nock(UPSTREAM)
      .get('/cms-api/v1/landings/landing-welcome')
      .query({ lang: 'en' })
      .reply(200, { data: LANDING });
    expect(await cmsApi(SITE).landing('en', 'landing-welcome')).toEqual(LANDING);
    now += CMS_TTL_MS + 1;
    nock(UPSTREAM).get('/cms-api/v1/landings/landing-welcome').query({ lang: 'en' }).reply(503);
    expect(await cmsApi(SITE).landing('en', 'landing-welcome')).toEqual(LANDING);
  });

  it('answers null for an unknown id and remembers it', async () => {
    nock(UPSTREAM)
      .get('/cms-api/v1/promotions/nothing')
      .query({ lang: 'ru' })
      .once()
      .reply(404, {
        errors: [{ status: '404', code: 'promotion_not_found', title: 'Promotion not found' }],
      });
    expect(await cmsApi(SITE).promotion('ru', 'nothing')).toBeNull();
    expect(await cmsApi(SITE).promotion('ru', 'nothing')).toBeNull();
  });

  it('rejects an answer of the wrong shape', async () => {
    nock(UPSTREAM)
      .get('/cms-api/v1/pages/about')
      .query({ lang: 'en' })
      .reply(200, { data: { slug: 'about', title: '<b>x</b>' } });
    await expect(cmsApi(SITE).page('en', 'about')).rejects.toMatchObject({
      code: UPSTREAM_ERROR.badAnswer,
    });
    await expect(cmsApi(SITE).page('en', 'about')).rejects.toBeInstanceOf(UpstreamError);
  });

  it('passes on only small SVG pictures', async () => {
    nock(UPSTREAM)
      .get('/cms-api/images/promotions/welcome.svg')
      .reply(200, '<svg/>', { 'content-type': 'image/svg+xml' })
      .get('/cms-api/images/promotions/big.svg')
      .reply(200, 'x'.repeat(40_000), { 'content-type': 'image/svg+xml' })
      .get('/cms-api/images/promotions/gone.svg')
      .reply(404);
    const cms = cmsApi(SITE);
    expect(await cms.art('cms-api/images/promotions/welcome.svg')).toBe('<svg/>');
    await expect(cms.art('cms-api/images/promotions/big.svg')).rejects.toMatchObject({
      status: 502,
    });
    await expect(cms.art('cms-api/images/promotions/gone.svg')).rejects.toMatchObject({
      status: 404,
    });
  });
});

describe('picture paths', () => {
  it.each([
    [['promotions', 'welcome.svg'], 'cms-api/images/promotions/welcome.svg'],
    [['landings', 'landing-welcome.svg'], 'cms-api/images/landings/landing-welcome.svg'],
    [['games', '1.svg'], null],
    [['promotions', '../x.svg'], null],
    [['promotions', 'welcome.png'], null],
    [['promotions'], null],
  ])('%j → %s', (path, expected) => {
    expect(parseCmsArtPath(path)).toBe(expected);
  });

  it('serves upstream pictures through the site', () => {
    expect(cmsImageHref('/cms-api/images/promotions/welcome.svg')).toBe(
      '/api/cms/images/promotions/welcome.svg',
    );
  });
});
