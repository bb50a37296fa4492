/** @jest-environment node */
import nock from 'nock';
import { UpstreamError } from '@/server/upstream/errors';
import { clearFeedCaches, feedsApi, LIVE_TTL_MS, NEWS_TTL_MS } from './feeds-api';

const UPSTREAM = 'http://feeds-upstream.test';
const SITE = 'https://betarena.example';

const ITEM = {
  slug: 'liverpool-and-arsenal-set-the-pace',
  title: 'Liverpool and Arsenal set the pace at the top',
  lead: 'Two points separate the leaders.',
  tag: 'football',
  tagName: 'Football',
  publishedAt: '2026-11-18T09:00:00.000Z',
};
const LIST = { data: [ITEM], meta: { page: 1, pages: 1, total: 1, perPage: 6 } };
const ARTICLE = {
  ...ITEM,
  body: [{ paragraphs: ['Liverpool kept their unbeaten home record.'] }],
  seo: { title: ITEM.title, description: ITEM.lead },
};
const EVENT = {
  id: 1_010_000_512,
  startTime: '2026-11-17T15:00:00.000Z',
  home: 'Liverpool',
  away: 'Arsenal',
  score: { home: 2, away: 1 },
};
const DAY = {
  data: {
    date: '2026-11-17',
    sports: [
      {
        id: 1,
        slug: 'football',
        name: 'Football',
        champs: [{ id: 101, name: 'Premier League', country: 'England', events: [EVENT] }],
      },
    ],
  },
  meta: { dates: ['2026-11-18', '2026-11-17'] },
};

let now = 1_800_000_000_000;

beforeAll(() => {
  process.env.UPSTREAM_URL = UPSTREAM;
  nock.disableNetConnect();
});
afterAll(() => nock.enableNetConnect());
beforeEach(() => {
  nock.cleanAll();
  clearFeedCaches();
  jest.spyOn(Date, 'now').mockImplementation(() => now);
});
afterEach(() => {
  expect(nock.pendingMocks()).toEqual([]);
  jest.restoreAllMocks();
});

describe('the news and results client', () => {
  it('asks for a news page once per site, language and page for five minutes', async () => {
    const scope = nock(UPSTREAM, { reqheaders: { 'x-request-origin': SITE } })
      .get('/news-api/v1/articles')
      .query({ lang: 'en', page: '1' })
      .times(2)
      .reply(200, LIST);
    expect(await feedsApi(SITE).news('en', 1)).toEqual(LIST);
    now += NEWS_TTL_MS - 1;
    expect(await feedsApi(SITE).news('en', 1)).toEqual(LIST);
    expect(scope.pendingMocks()).toHaveLength(1);
    now += 2;
    await feedsApi(SITE).news('en', 1);
    expect(scope.isDone()).toBe(true);
  });

  it('answers null for a page past the last and an unknown article', async () => {
    nock(UPSTREAM)
      .get('/news-api/v1/articles')
      .query({ lang: 'en', page: '9' })
      .reply(404, { errors: [{ status: '404', code: 'page_not_found' }] });
    nock(UPSTREAM)
      .get('/news-api/v1/articles/nothing')
      .query({ lang: 'ru' })
      .reply(404, { errors: [{ status: '404', code: 'article_not_found' }] });
    expect(await feedsApi(SITE).news('en', 9)).toBeNull();
    expect(await feedsApi(SITE).article('ru', 'nothing')).toBeNull();
    // Remembered: no second request.
    expect(await feedsApi(SITE).article('ru', 'nothing')).toBeNull();
  });

  it('reads one article', async () => {
    nock(UPSTREAM)
      .get(`/news-api/v1/articles/${ITEM.slug}`)
      .query({ lang: 'en' })
      .reply(200, { data: ARTICLE });
    expect(await feedsApi(SITE).article('en', ITEM.slug)).toEqual(ARTICLE);
  });

  it('asks for a day’s results by date, the latest day without one', async () => {
    nock(UPSTREAM)
      .get('/results-api/v1/results')
      .query({ lang: 'en', date: '2026-11-17' })
      .reply(200, DAY);
    nock(UPSTREAM).get('/results-api/v1/results').query({ lang: 'en' }).reply(200, DAY);
    expect((await feedsApi(SITE).results('en', '2026-11-17')).data.sports[0]?.name).toBe(
      'Football',
    );
    expect((await feedsApi(SITE).results('en')).data.date).toBe('2026-11-17');
  });

  it('passes a refused date on as a 400 and does not keep it', async () => {
    nock(UPSTREAM)
      .get('/results-api/v1/results')
      .query({ lang: 'en', date: '2020-01-01' })
      .times(2)
      .reply(400, { errors: [{ status: '400', code: 'date_out_of_range' }] });
    for (let i = 0; i < 2; i++) {
      await expect(feedsApi(SITE).results('en', '2020-01-01')).rejects.toMatchObject({
        status: 400,
      });
    }
  });

  it('refreshes live scores after ten seconds', async () => {
    const live = (score: number) => ({
      data: {
        sports: [
          {
            id: 1,
            slug: 'football',
            name: 'Football',
            champs: [
              {
                id: 101,
                name: 'Premier League',
                country: 'England',
                events: [
                  { ...EVENT, score: { home: score, away: 0 }, statusText: "2nd half, 67'" },
                ],
              },
            ],
          },
        ],
      },
    });
    nock(UPSTREAM).get('/results-api/v1/live').query({ lang: 'en' }).reply(200, live(1));
    nock(UPSTREAM).get('/results-api/v1/live').query({ lang: 'en' }).reply(200, live(2));
    const score = async () =>
      (await feedsApi(SITE).live('en')).sports[0]?.champs[0]?.events[0]?.score.home;
    expect(await score()).toBe(1);
    now += LIVE_TTL_MS - 1;
    expect(await score()).toBe(1);
    now += 2;
    expect(await score()).toBe(2);
  });

  it('rejects an answer of the wrong shape as a bad answer', async () => {
    nock(UPSTREAM)
      .get('/results-api/v1/standings')
      .query({ lang: 'en' })
      .reply(200, { data: [{ champId: 101 }] });
    const failure = feedsApi(SITE).standings('en');
    await expect(failure).rejects.toBeInstanceOf(UpstreamError);
    await expect(failure).rejects.toMatchObject({ status: 502 });
  });

  it('reads one event’s statistics, null when the upstream knows no such event', async () => {
    nock(UPSTREAM)
      .get('/results-api/v1/games/404404/stats')
      .query({ lang: 'en' })
      .reply(404, { errors: [{ status: '404', code: 'game_not_found' }] });
    expect(await feedsApi(SITE).gameStats('en', 404404)).toBeNull();
  });
});
