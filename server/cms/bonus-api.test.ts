/** @jest-environment node */
import nock from 'nock';
import { UpstreamError } from '@/server/upstream/errors';
import { CMS_TTL_MS } from './cms-api';
import { bonusApi, clearBonusCaches, LEADERBOARD_TTL_MS } from './bonus-api';

const UPSTREAM = 'http://cms-bonus-upstream.test';
const SITE = 'https://betarena.example';
const OTHER_SITE = 'https://vip.betarena.example';

const SEO = { title: 'Weekly slots race', description: 'Win a share of €10,000.' };
const TOURNAMENT = {
  slug: 'weekly-race',
  title: 'Weekly slots race',
  teaser: 'Spin all week.',
  badge: '€10,000',
  prizePool: { amount: 10000, currency: 'EUR' },
  startsAt: '2026-11-16T00:00:00.000Z',
  endsAt: '2026-11-22T23:59:59.000Z',
  prizes: [{ places: '1', prize: '€3,000' }],
  rules: [{ paragraphs: ['€1 is 1 point.'] }],
  terms: ['18+.'],
  games: { category: 'slots', flag: 'popular' },
  seo: SEO,
};
const DETAILS = {
  tournament: TOURNAMENT,
  leaderboard: [{ place: 1, player: 'Lu***42', points: 18450, prize: '€3,000' }],
  leaderboardUpdatedAt: '2026-11-18T10:00:00.000Z',
};
const OFFER = {
  slug: 'slot-first-deposit',
  kind: 'bonus',
  title: '150% slot bonus',
  teaser: 'Deposit from €20.',
  badge: '150%',
  startsAt: '2025-01-01T00:00:00Z',
  endsAt: null,
  body: [],
  terms: ['18+.'],
  games: { category: 'slots' },
  seo: SEO,
};

let now = 1_800_000_000_000;

beforeAll(() => {
  process.env.UPSTREAM_URL = UPSTREAM;
  nock.disableNetConnect();
});
afterAll(() => nock.enableNetConnect());
beforeEach(() => {
  nock.cleanAll();
  clearBonusCaches();
  jest.spyOn(Date, 'now').mockImplementation(() => now);
});
afterEach(() => {
  expect(nock.pendingMocks()).toEqual([]);
  jest.restoreAllMocks();
});

describe('the CMS bonus client', () => {
  it('shares casino offers per site, language and kind for five minutes', async () => {
    nock(UPSTREAM, { reqheaders: { 'x-request-origin': SITE } })
      .get('/cms-api/v1/casino-offers')
      .query({ lang: 'en', kind: 'bonus' })
      .reply(200, { data: [OFFER] });
    nock(UPSTREAM, { reqheaders: { 'x-request-origin': OTHER_SITE } })
      .get('/cms-api/v1/casino-offers')
      .query({ lang: 'en', kind: 'bonus' })
      .reply(200, { data: [] });
    expect(await bonusApi(SITE).casinoOffers('en', 'bonus')).toEqual([OFFER]);
    now += CMS_TTL_MS - 1;
    expect(await bonusApi(SITE).casinoOffers('en', 'bonus')).toEqual([OFFER]);
    expect(await bonusApi(OTHER_SITE).casinoOffers('en', 'bonus')).toEqual([]);
  });

  it('keeps a leaderboard one minute only', async () => {
    const scope = nock(UPSTREAM)
      .get('/cms-api/v1/tournaments/weekly-race')
      .query({ lang: 'ru' })
      .times(2)
      .reply(200, { data: DETAILS });
    expect((await bonusApi(SITE).tournament('ru', 'weekly-race'))?.leaderboard).toHaveLength(1);
    now += LEADERBOARD_TTL_MS - 1;
    await bonusApi(SITE).tournament('ru', 'weekly-race');
    expect(scope.pendingMocks()).toHaveLength(1);
    now += 2;
    await bonusApi(SITE).tournament('ru', 'weekly-race');
    expect(scope.isDone()).toBe(true);
  });

  it('answers null for an id the CMS does not know, and remembers it', async () => {
    nock(UPSTREAM)
      .get('/cms-api/v1/partner-offers/nobody')
      .query({ lang: 'en' })
      .once()
      .reply(404, { errors: [{ status: '404', code: 'partner_offer_not_found', title: 'x' }] });
    expect(await bonusApi(SITE).partnerOffer('en', 'nobody')).toBeNull();
    expect(await bonusApi(SITE).partnerOffer('en', 'nobody')).toBeNull();
  });

  it('asks nothing for an id no CMS slug can be (slot_first_deposit, capitals)', async () => {
    expect(await bonusApi(SITE).casinoOffer('en', 'slot_first_deposit')).toBeNull();
    expect(await bonusApi(SITE).tournament('en', 'Weekly')).toBeNull();
    expect(await bonusApi(SITE).gamesLanding('en', '../casino')).toBeNull();
  });

  it('refuses an answer of the wrong shape and passes other errors on', async () => {
    nock(UPSTREAM)
      .get('/cms-api/v1/bonus-games/welcome')
      .query({ lang: 'en' })
      .reply(200, { data: { id: 'welcome', title: 'No games named' } });
    await expect(bonusApi(SITE).bonusGames('en', 'welcome')).rejects.toBeInstanceOf(UpstreamError);
    nock(UPSTREAM).get('/cms-api/v1/games-landings/summer').query({ lang: 'en' }).reply(500);
    await expect(bonusApi(SITE).gamesLanding('en', 'summer')).rejects.toBeInstanceOf(UpstreamError);
  });
});
