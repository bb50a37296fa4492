/** @jest-environment node */
import Database from 'better-sqlite3';
import { routesGroupSchema } from '@contract/config-groups';
import {
  seoContentAnswerSchema,
  seoPageDataAnswerSchema,
  seoPageVisualAnswerSchema,
} from '@contract/seo';
import type { TestSandbox } from './test-harness';
import { DROP_AUTH_SCHEMA, removeDb, startTestSandbox, tempDbPath } from './test-harness';

type SeoCall = 'page-data' | 'content' | 'page-visual';
type Params = Record<string, string>;

const PROJECT = { domain: 'betarena.example', projectId: '1', timezone: '3' };

const SEEDED_SECTIONS = [
  'home',
  'line',
  'live',
  'casinoCategory',
  'slotsCategory',
  'rules',
  'about',
  'contacts',
  'promotion',
  'responsibleGaming',
  'results',
  'news',
  'promo',
];

/** What page-data answers for a page whose section and subsection have no record. */
const NO_RECORD = {
  title: '',
  description: '',
  metaRobots: null,
  hierarchyMetaRobots: null,
  metas: [],
  customCanonical: null,
  alternativeLinks: [],
  mediaAlternates: [],
};

let sandbox: TestSandbox;

afterEach(async () => {
  await sandbox.close();
  removeDb(sandbox.dbPath);
});

function seoPath(call: SeoCall, params: Params): string {
  return `/seo-api/api/v1/${call}?${new URLSearchParams({ ...PROJECT, ...params }).toString()}`;
}

async function get(call: SeoCall, params: Params, running: TestSandbox = sandbox) {
  const answer = await running.call('GET', seoPath(call, params));
  expect(answer.status).toBe(200);
  return answer.body;
}

async function pageData(params: Params, running?: TestSandbox) {
  return seoPageDataAnswerSchema.parse(await get('page-data', params, running)).data;
}

async function content(params: Params, running?: TestSandbox) {
  return seoContentAnswerSchema.parse(await get('content', params, running)).data;
}

async function pageVisual(params: Params, running?: TestSandbox) {
  return seoPageVisualAnswerSchema.parse(await get('page-visual', params, running)).data;
}

describe('GET /seo-api/api/v1/page-data', () => {
  beforeEach(async () => {
    sandbox = await startTestSandbox();
  });

  it('answers the seeded home page in each language', async () => {
    const en = await pageData({ section: 'home', language: 'en' });
    const ru = await pageData({ section: 'home', language: 'ru' });

    expect(en).toEqual({
      title: 'Bet Arena — sports betting and online casino',
      description: expect.stringContaining('Bet Arena'),
      metaRobots: null,
      hierarchyMetaRobots: null,
      metas: [{ name: 'dmca-site-verification', content: 'sandbox-dmca-verification' }],
      customCanonical: null,
      alternativeLinks: [],
      mediaAlternates: [{ mediaType: 'mobile', urlPath: '/', toDomain: 'm.betarena.example' }],
    });
    expect(ru).toMatchObject({
      title: 'Bet Arena — ставки на спорт и онлайн-казино',
      description: expect.stringMatching(/ставки на футбол/i),
      metas: en.metas,
      mediaAlternates: en.mediaAlternates,
    });
  });

  it.each(SEEDED_SECTIONS)('has an English and a Russian record for %s', async (section) => {
    const en = await pageData({ section, language: 'en' });
    const ru = await pageData({ section, language: 'ru' });

    for (const data of [en, ru]) {
      expect(data.title).toContain('Bet Arena');
      expect(data.description).toContain('Bet Arena');
    }
    expect(ru.title).not.toBe(en.title);
    expect(ru.title).toMatch(/[а-яё]/i);
  });

  it('answers the seeded robots and canonical settings', async () => {
    expect(await pageData({ section: 'results', language: 'en' })).toMatchObject({
      metaRobots: null,
      hierarchyMetaRobots: 'noindex, follow',
    });
    expect((await pageData({ section: 'news', language: 'ru' })).customCanonical).toEqual({
      mode: 'mirror',
      targetUrl: null,
      domain: 'news.betarena.example',
    });
    expect((await pageData({ section: 'promo', language: 'en' })).customCanonical).toEqual({
      mode: 'url',
      targetUrl: '/en/promotions/welcome',
      domain: null,
    });
  });

  it('answers a default with an empty title and description for a section without a record', async () => {
    expect(await pageData({ section: 'fast-games', language: 'en' })).toEqual(NO_RECORD);
    expect(await pageData({ section: 'cash_terminals', language: 'en' })).toEqual(NO_RECORD);
  });

  it('answers the same empty default in every language', async () => {
    expect(await pageData({ section: 'howbet', language: 'ru' })).toEqual(NO_RECORD);
    expect(await pageData({ section: 'howbet', language: 'en' })).toEqual(NO_RECORD);
    expect(await pageData({ section: 'fast-games', language: 'ru' })).toEqual(NO_RECORD);
  });

  it('answers the default for a language without records', async () => {
    expect(await pageData({ section: 'home', language: 'de' })).toEqual(NO_RECORD);
  });

  it('prefers the subsection record, then the section record, then the default', async () => {
    const section = await pageData({ section: 'casinoCategory', language: 'en' });
    const liveCasino = await pageData({
      section: 'casinoCategory',
      language: 'en',
      subsectionId: 'live-casino',
    });
    const tableGames = await pageData({
      section: 'casinoCategory',
      language: 'en',
      subsectionId: 'table-games',
    });
    const empty = await pageData({ section: 'casinoCategory', language: 'en', subsectionId: '' });

    expect(section.title).toBe('Online casino games — Bet Arena');
    expect(liveCasino.title).toBe('Live casino with real dealers — Bet Arena');
    expect(tableGames).toEqual(section);
    expect(empty).toEqual(section);
    expect(
      (await pageData({ section: 'casinoCategory', language: 'ru', subsectionId: 'live-casino' }))
        .title,
    ).toBe('Лайв-казино с живыми дилерами — Bet Arena');
    expect(await pageData({ section: 'bingo', language: 'en', subsectionId: '75-ball' })).toEqual(
      NO_RECORD,
    );
  });

  it('applies the same precedence to records put through the control API', async () => {
    const page = { section: 'bingo', language: 'en' };
    const put = await sandbox.call('PUT', '/__sandbox/seo/page-data', {
      ...page,
      subsectionId: '75-ball',
      data: { title: '75-ball bingo — Bet Arena' },
    });
    expect(put.status).toBe(200);

    expect(await pageData(page)).toEqual(NO_RECORD);
    expect(await pageData({ ...page, subsectionId: '75-ball' })).toEqual({
      ...NO_RECORD,
      title: '75-ball bingo — Bet Arena',
    });

    const section = await sandbox.call('PUT', '/__sandbox/seo/page-data', {
      ...page,
      data: { title: 'Online bingo — Bet Arena', metaRobots: 'noindex, nofollow' },
    });
    expect(section.status).toBe(200);
    const sectionRecord = {
      ...NO_RECORD,
      title: 'Online bingo — Bet Arena',
      metaRobots: 'noindex, nofollow',
    };
    expect(await pageData(page)).toEqual(sectionRecord);
    expect(await pageData({ ...page, subsectionId: '90-ball' })).toEqual(sectionRecord);
    expect((await pageData({ ...page, subsectionId: '75-ball' })).title).toBe(
      '75-ball bingo — Bet Arena',
    );
    expect(await pageData({ section: 'bingo', language: 'ru' })).toEqual(NO_RECORD);
    expect(await pageData({ section: 'bingo', language: 'ru', subsectionId: '75-ball' })).toEqual(
      NO_RECORD,
    );
  });

  it('ignores the parameters that do not pick the page', async () => {
    const plain = await pageData({ section: 'live', language: 'en' });
    const detailed = await pageData({
      section: 'live',
      language: 'en',
      timezone: '-5',
      stream: 'live',
      championshipId: '88637',
      matchId: '5123399',
      menuSection: 'football',
    });

    expect(detailed).toEqual(plain);
  });
});

describe('GET /seo-api/api/v1/content', () => {
  beforeEach(async () => {
    sandbox = await startTestSandbox();
  });

  it.each([
    ['en', 'Sports betting at Bet Arena'],
    ['ru', 'Ставки на спорт в Bet Arena'],
  ])('answers the seeded home text in %s', async (language, heading) => {
    const data = await content({ section: 'home', language });

    expect(data.style).toBe('');
    expect(data.isBlocked).toBe(false);
    expect(data.content).toContain(`<h2>${heading}</h2>`);
    expect(data.content.match(/<p>/g)?.length).toBeGreaterThanOrEqual(3);
    expect(data.content).not.toMatch(/<(script|style|iframe)/i);
  });

  it('answers an empty text for a page without one', async () => {
    expect(await content({ section: 'rules', language: 'en' })).toEqual({
      style: '',
      content: '',
      isBlocked: false,
    });
    expect(await content({ section: 'home', language: 'de' })).toEqual({
      style: '',
      content: '',
      isBlocked: false,
    });
  });

  it('answers a text put through the control API, the subsection one first', async () => {
    await sandbox.call('PUT', '/__sandbox/seo/content', {
      section: 'slotsCategory',
      language: 'en',
      data: { style: '.seo h2{font-size:18px}', content: '<h2>Slots</h2>', isBlocked: false },
    });
    await sandbox.call('PUT', '/__sandbox/seo/content', {
      section: 'slotsCategory',
      language: 'en',
      subsectionId: 'megaways',
      data: { content: '<h2>Megaways</h2>', isBlocked: true },
    });

    expect(await content({ section: 'slotsCategory', language: 'en' })).toEqual({
      style: '.seo h2{font-size:18px}',
      content: '<h2>Slots</h2>',
      isBlocked: false,
    });
    expect(
      await content({ section: 'slotsCategory', language: 'en', subsectionId: 'megaways' }),
    ).toEqual({ style: '', content: '<h2>Megaways</h2>', isBlocked: true });
    expect(
      (await content({ section: 'slotsCategory', language: 'en', subsectionId: 'jackpots' }))
        .content,
    ).toBe('<h2>Slots</h2>');
  });
});

describe('GET /seo-api/api/v1/page-visual', () => {
  beforeEach(async () => {
    sandbox = await startTestSandbox();
  });

  it('answers the seeded home heading in each language', async () => {
    expect(await pageVisual({ section: 'home', language: 'en' })).toEqual({
      h1: 'Sports betting and casino',
      breadcrumbs: [],
    });
    expect(await pageVisual({ section: 'home', language: 'ru' })).toEqual({
      h1: 'Ставки на спорт и казино',
      breadcrumbs: [],
    });
  });

  it('answers the seeded subsection breadcrumbs and nothing for its section', async () => {
    const liveCasino = await pageVisual({
      section: 'casinoCategory',
      language: 'ru',
      subsectionId: 'live-casino',
    });

    expect(liveCasino.h1).toBe('Лайв-казино');
    expect(liveCasino.breadcrumbs.map((crumb) => crumb.url)).toEqual([
      '/ru',
      '/ru/casino',
      '/ru/live-casino',
    ]);
    expect(await pageVisual({ section: 'casinoCategory', language: 'ru' })).toEqual({
      h1: null,
      breadcrumbs: [],
    });
  });

  it('answers a visual put through the control API', async () => {
    const breadcrumbs = [
      { name: 'Home', url: '/en' },
      { name: 'Rules', url: '/en/rules/general' },
    ];
    const put = await sandbox.call('PUT', '/__sandbox/seo/page-visual', {
      section: 'rules',
      language: 'en',
      data: { h1: 'Betting rules', breadcrumbs },
    });

    expect(put.body).toEqual({ data: { h1: 'Betting rules', breadcrumbs } });
    expect(await pageVisual({ section: 'rules', language: 'en', subsectionId: 'general' })).toEqual(
      { h1: 'Betting rules', breadcrumbs },
    );
  });
});

describe('bad SEO queries', () => {
  beforeEach(async () => {
    sandbox = await startTestSandbox();
  });

  const valid: Params = { ...PROJECT, section: 'home', language: 'en' };
  const without = (name: string): Params =>
    Object.fromEntries(Object.entries(valid).filter(([key]) => key !== name));

  it.each<[SeoCall, string, Params]>([
    ['page-data', 'section', without('section')],
    ['page-data', 'language', { ...valid, language: 'EN' }],
    ['page-data', 'projectId', { ...valid, projectId: 'one' }],
    ['content', 'projectId', { ...valid, projectId: '0' }],
    ['content', 'domain', without('domain')],
    ['content', 'timezone', { ...valid, timezone: '15' }],
    ['page-visual', 'stream', { ...valid, stream: 'prematch' }],
    ['page-visual', 'subsectionId', { ...valid, subsectionId: 'x'.repeat(129) }],
    ['page-visual', 'section', { ...valid, section: '' }],
  ])('GET %s answers 400 naming %s', async (call, field, params) => {
    const query = new URLSearchParams(params).toString();
    const answer = await sandbox.call('GET', `/seo-api/api/v1/${call}?${query}`);

    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      errors: [
        expect.objectContaining({
          status: '400',
          title: 'Invalid query parameter',
          detail: expect.stringMatching(new RegExp(`^${field}: `)),
          source: { parameter: field },
        }),
      ],
    });
  });

  it('answers 405 for a method the calls do not take', async () => {
    const answer = await sandbox.call('POST', seoPath('page-data', { section: 'home' }), {});

    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toBe('GET');
  });
});

describe('the SEO control API', () => {
  beforeEach(async () => {
    sandbox = await startTestSandbox();
  });

  it('merges the given page data over the default, not over the stored record', async () => {
    const put = await sandbox.call('PUT', '/__sandbox/seo/page-data', {
      section: 'home',
      language: 'en',
      data: { description: 'Bet on sport at Bet Arena.' },
    });

    expect(put.status).toBe(200);
    const expected = { ...NO_RECORD, description: 'Bet on sport at Bet Arena.' };
    expect(put.body).toEqual({ data: expected });
    expect(await pageData({ section: 'home', language: 'en' })).toEqual(expected);
    expect((await pageData({ section: 'home', language: 'ru' })).title).toBe(
      'Bet Arena — ставки на спорт и онлайн-казино',
    );
  });

  it.each<[string, string, unknown, string]>([
    ['page-data', 'a missing section', { language: 'en', data: {} }, '/section'],
    ['page-data', 'a bad language', { section: 'home', language: 'eng', data: {} }, '/language'],
    [
      'page-data',
      'an unknown data field',
      { section: 'home', language: 'en', data: { colour: 'red' } },
      '/data',
    ],
    [
      'page-data',
      'an unknown top-level field',
      { section: 'home', language: 'en', data: {}, lang: 'en' },
      '/',
    ],
    [
      'page-data',
      'a media alternate path without /',
      {
        section: 'home',
        language: 'en',
        data: { mediaAlternates: [{ mediaType: 'mobile', urlPath: 'm', toDomain: 'm.x' }] },
      },
      '/data/mediaAlternates/0/urlPath',
    ],
    [
      'page-data',
      'an unknown canonical mode',
      { section: 'home', language: 'en', data: { customCanonical: { mode: 'amp' } } },
      '/data/customCanonical/mode',
    ],
    [
      'content',
      'a non-boolean isBlocked',
      { section: 'home', language: 'en', data: { isBlocked: 'no' } },
      '/data/isBlocked',
    ],
    ['content', 'a missing data', { section: 'home', language: 'en' }, '/data'],
    [
      'page-visual',
      'a non-string h1',
      { section: 'home', language: 'en', data: { h1: 1 } },
      '/data/h1',
    ],
  ])('PUT /__sandbox/seo/%s rejects %s', async (call, _case, body, pointer) => {
    const answer = await sandbox.call('PUT', `/__sandbox/seo/${call}`, body);

    expect(answer.status).toBe(400);
    expect((answer.body as { errors: unknown[] }).errors).toContainEqual(
      expect.objectContaining({ status: '400', source: { pointer } }),
    );
  });

  it('keeps records across a restart on the same database file', async () => {
    await sandbox.close();
    removeDb(sandbox.dbPath);
    const dbPath = tempDbPath();
    const first = await startTestSandbox({ dbPath });
    await first.call('PUT', '/__sandbox/seo/page-data', {
      section: 'live',
      language: 'ru',
      subsectionId: 'football',
      data: { title: 'Футбол в лайве — Bet Arena', hierarchyMetaRobots: 'noindex, follow' },
    });
    await first.call('PUT', '/__sandbox/seo/content', {
      section: 'live',
      language: 'ru',
      data: { content: '<p>Лайв</p>' },
    });
    await first.call('PUT', '/__sandbox/seo/page-visual', {
      section: 'live',
      language: 'ru',
      data: { h1: 'Ставки в лайве' },
    });
    await first.close();

    sandbox = await startTestSandbox({ dbPath });
    const live = { section: 'live', language: 'ru' };
    expect(await pageData({ ...live, subsectionId: 'football' })).toMatchObject({
      title: 'Футбол в лайве — Bet Arena',
      hierarchyMetaRobots: 'noindex, follow',
    });
    expect((await content(live)).content).toBe('<p>Лайв</p>');
    expect(await pageVisual(live)).toEqual({ h1: 'Ставки в лайве', breadcrumbs: [] });
  });

  it('is undone by reset', async () => {
    const seeded = await pageData({ section: 'home', language: 'en' });
    await sandbox.call('PUT', '/__sandbox/seo/page-data', {
      section: 'home',
      language: 'en',
      data: { title: 'Changed' },
    });
    await sandbox.call('PUT', '/__sandbox/seo/page-data', {
      section: 'bingo',
      language: 'en',
      data: { title: 'Bingo hall' },
    });
    await sandbox.call('PUT', '/__sandbox/seo/content', {
      section: 'home',
      language: 'en',
      data: { isBlocked: true },
    });
    await sandbox.call('PUT', '/__sandbox/seo/page-visual', {
      section: 'home',
      language: 'en',
      data: { h1: null },
    });
    expect((await pageData({ section: 'home', language: 'en' })).title).toBe('Changed');
    expect((await pageData({ section: 'bingo', language: 'en' })).title).toBe('Bingo hall');

    expect((await sandbox.call('POST', '/__sandbox/reset')).status).toBe(200);

    expect(await pageData({ section: 'home', language: 'en' })).toEqual(seeded);
    expect(await pageData({ section: 'bingo', language: 'en' })).toEqual(NO_RECORD);
    expect((await content({ section: 'home', language: 'en' })).isBlocked).toBe(false);
    expect((await pageVisual({ section: 'home', language: 'en' })).h1).toBe(
      'Sports betting and casino',
    );
  });
});

describe('a database from before the SEO records', () => {
  it('gains the SEO records and the new routes fields, keeping its own changes', async () => {
    const dbPath = tempDbPath();
    const first = await startTestSandbox({ dbPath });
    await first.close();
    const db = new Database(dbPath);
    db.exec(DROP_AUTH_SCHEMA);
    db.exec(`
      DROP TABLE seo_records;
      UPDATE config_groups
        SET value = '{"forced404":["/old"],"bonusRouteVariant":"bonuses-offers","isSlotFirstDepositRedirect":false}'
        WHERE name = 'routes';
    `);
    db.pragma('user_version = 1');
    db.close();

    sandbox = await startTestSandbox({ dbPath });
    const groups = await sandbox.call('GET', '/bff-api/config/group/get?groups=routes');
    const routes = routesGroupSchema.parse(
      (groups.body as { data: { routes: unknown } }).data.routes,
    );
    expect(routes).toMatchObject({
      forced404: ['/old'],
      bonusRouteVariant: 'bonuses-offers',
      isSlotFirstDepositRedirect: false,
      kenoGames: ['keno', 'keno-express'],
    });
    expect((await pageVisual({ section: 'home', language: 'en' })).h1).toBe(
      'Sports betting and casino',
    );
  });
});
