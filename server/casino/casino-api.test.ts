/** @jest-environment node */
import nock from 'nock';
import type { KyInstance } from 'ky';
import { upstreamClient } from '@/server/upstream/client';
import { UPSTREAM_ERROR, UpstreamError } from '@/server/upstream/errors';
import {
  CATALOGUE_TTL_MS,
  casinoCatalogue,
  casinoPlayerApi,
  clearCasinoCaches,
  GAMES_TTL_MS,
  gamesSearchParams,
} from './casino-api';

const UPSTREAM = 'http://casino-upstream.test';
const SITE = 'https://betarena.example';

const CATEGORY = { slug: 'slots', name: 'Slots', gamesCount: 1, subcategories: [] };
const GAME = {
  id: 1089,
  slug: 'scarab-dunes',
  name: 'Scarab Dunes',
  providerId: 115,
  categories: ['casino', 'slots'],
  rtp: 92.55,
  flags: { new: false, popular: true, jackpot: false },
  image: '/casino-api/images/games/1089.svg',
  demo: true,
};
const LIST = {
  data: [GAME],
  meta: {
    page: 1,
    perPage: 16,
    total: 1,
    filters: {
      category: 'slots',
      subcategory: null,
      provider: null,
      slug: null,
      q: null,
      flag: null,
      sort: 'popular',
    },
  },
};

let now = 1_800_000_000_000;

beforeAll(() => {
  process.env.UPSTREAM_URL = UPSTREAM;
  nock.disableNetConnect();
});
afterAll(() => nock.enableNetConnect());
beforeEach(() => {
  nock.cleanAll();
  clearCasinoCaches();
  jest.spyOn(Date, 'now').mockImplementation(() => now);
});
afterEach(() => {
  expect(nock.pendingMocks()).toEqual([]);
  jest.restoreAllMocks();
});

describe('the shared catalogue', () => {
  it('asks for the categories once per site and language for five minutes', async () => {
    const scope = nock(UPSTREAM, { reqheaders: { 'x-request-origin': SITE } })
      .get('/casino-api/v1/categories')
      .query({ lang: 'en' })
      .times(2)
      .reply(200, { data: [CATEGORY] });
    const catalogue = casinoCatalogue(SITE);
    expect(await catalogue.categories('en')).toEqual([CATEGORY]);
    now += CATALOGUE_TTL_MS - 1;
    // Another request of the same site: the process's copy, no call.
    expect(await casinoCatalogue(SITE).categories('en')).toEqual([CATEGORY]);
    expect(scope.pendingMocks()).toHaveLength(1);
    now += 2;
    await catalogue.categories('en');
    expect(scope.isDone()).toBe(true);
  });

  it('keeps each site its own copy', async () => {
    nock(UPSTREAM, { reqheaders: { 'x-request-origin': SITE } })
      .get('/casino-api/v1/providers')
      .reply(200, { data: [] });
    nock(UPSTREAM, { reqheaders: { 'x-request-origin': 'https://mirror.example' } })
      .get('/casino-api/v1/providers')
      .reply(200, { data: [] });
    await casinoCatalogue(SITE).providers();
    await casinoCatalogue('https://mirror.example').providers();
  });

  it('reuses a games list for a minute, and a list asked twice at once is asked once', async () => {
    nock(UPSTREAM)
      .get('/casino-api/v1/games')
      .query({ category: 'slots', sort: 'popular', page: '1', perPage: '16' })
      .times(2)
      .reply(200, LIST);
    const catalogue = casinoCatalogue(SITE);
    const filter = { category: 'slots', sort: 'popular' as const, page: 1, perPage: 16 };
    const [a, b] = await Promise.all([catalogue.games(filter), catalogue.games({ ...filter })]);
    expect(a).toEqual(LIST);
    expect(b).toEqual(LIST);
    now += GAMES_TTL_MS + 1;
    await catalogue.games(filter);
  });

  it('answers the last good copy while the upstream fails', async () => {
    nock(UPSTREAM)
      .get('/casino-api/v1/categories')
      .query(true)
      .reply(200, { data: [CATEGORY] });
    nock(UPSTREAM).get('/casino-api/v1/categories').query(true).reply(503, {});
    const catalogue = casinoCatalogue(SITE);
    await catalogue.categories('en');
    now += CATALOGUE_TTL_MS + 1;
    expect(await catalogue.categories('en')).toEqual([CATEGORY]);
  });

  it('takes a 404 for no game and keeps it, and refuses an answer of the wrong shape', async () => {
    nock(UPSTREAM)
      .get('/casino-api/v1/games/999')
      .reply(404, { errors: [{ code: 'game_not_found' }] });
    nock(UPSTREAM)
      .get('/casino-api/v1/games/1089')
      .reply(200, { data: { ...GAME, rtp: 'high' } });
    const catalogue = casinoCatalogue(SITE);
    expect(await catalogue.game(999)).toBeNull();
    expect(await catalogue.game(999)).toBeNull();
    await expect(catalogue.game(1089)).rejects.toMatchObject({ code: UPSTREAM_ERROR.badAnswer });
  });

  it('writes the filter in one order, leaving out what is not given', () => {
    expect(
      gamesSearchParams({
        perPage: 48,
        q: 'book',
        sort: 'relevance',
        category: undefined,
      }).toString(),
    ).toBe('q=book&sort=relevance&perPage=48');
  });
});

describe('the player’s calls', () => {
  const player = (): KyInstance =>
    upstreamClient({ origin: SITE }, { headers: { authorization: 'Bearer player-token' } });

  it('never reuses a player’s list: each read asks the upstream', async () => {
    nock(UPSTREAM, { reqheaders: { authorization: 'Bearer player-token' } })
      .get('/casino-api/v1/favourites')
      .times(2)
      .reply(200, { data: [GAME] });
    expect(await casinoPlayerApi.favourites(player())).toEqual([GAME]);
    expect(await casinoPlayerApi.favourites(player())).toEqual([GAME]);
  });

  it('adds and removes a favourite, answering the ids', async () => {
    nock(UPSTREAM)
      .put('/casino-api/v1/favourites/1089')
      .reply(200, { data: { gameIds: [1089, 1001] } });
    nock(UPSTREAM)
      .delete('/casino-api/v1/favourites/1089')
      .reply(200, { data: { gameIds: [1001] } });
    expect(await casinoPlayerApi.setFavourite(player(), 1089, true)).toEqual([1089, 1001]);
    expect(await casinoPlayerApi.setFavourite(player(), 1089, false)).toEqual([1001]);
  });

  it('launches with the mode and language and passes a refusal on with its code', async () => {
    nock(UPSTREAM)
      .post('/casino-api/v1/games/1089/launch', { mode: 'demo', lang: 'ru' })
      .reply(200, {
        data: {
          url: `${UPSTREAM}/casino-api/launcher/1089?mode=demo&token=t`,
          mode: 'demo',
          expiresAt: '2027-01-01T00:00:00.000Z',
        },
      });
    nock(UPSTREAM)
      .post('/casino-api/v1/games/1343/launch')
      .reply(409, { errors: [{ status: '409', code: 'demo_unavailable', title: 'No demo' }] });
    expect((await casinoPlayerApi.launch(player(), 1089, 'demo', 'ru')).mode).toBe('demo');
    const refusal = await casinoPlayerApi.launch(player(), 1343, 'demo', 'en').catch((e) => e);
    expect(refusal).toBeInstanceOf(UpstreamError);
    expect(refusal).toMatchObject({ status: 409, details: [{ code: 'demo_unavailable' }] });
  });
});
