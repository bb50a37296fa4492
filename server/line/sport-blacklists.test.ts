/** @jest-environment node */
import { sealData } from 'iron-session';
import nock from 'nock';
import { UPSTREAM } from '@/app/api/coupons/test-helpers';
import { game } from '@/features/line/line-fixtures.test-utils';
import { USER_CONFIG } from '@/features/user/testing/user-config';
import { sessionCookieName } from '@/server/session/session';
import { sessionSecret } from '@/server/session/secret';
import { withNockedUpstream } from '@/tests/nocked-upstream';
import type { Champ, Sport } from '@/server/upstream/schemas/line';
import { getChamps, getGames, getOfferedSports, getSports, lineCacheTtlMs } from './line-api';

// The page request's cookies and headers (what next/headers gives a server component).
let mockPageCookie = '';
jest.mock('next/headers', () => {
  const { RequestCookies } = jest.requireActual('next/dist/compiled/@edge-runtime/cookies');
  return {
    cookies: async () => new RequestCookies(new Headers({ cookie: mockPageCookie })),
    headers: async () => new Headers({ host: 'localhost:3000', cookie: mockPageCookie }),
  };
});

const sport = (id: number, slug: string): Sport => ({
  id,
  name: slug,
  nameEn: slug,
  slug,
  gameCount: 3,
});
const SPORTS = [sport(1, 'football'), sport(3, 'basketball'), sport(40, 'esports')];
const champ = (id: number, sportId: number): Champ => ({
  id,
  sportId,
  name: `Champ ${id}`,
  slug: `champ-${id}`,
  country: { id: 1, code: 'england', name: 'England' },
  isTop: false,
  gameCount: 1,
});
const GAMES = [
  game({ id: 1, sportId: 1 }),
  game({ id: 2, sportId: 3, sportSlug: 'basketball' }),
  game({ id: 3, sportId: 40, sportSlug: 'esports' }),
];

async function signedIn() {
  const now = Date.now();
  const exp = Math.floor(now / 1000) + 900;
  const token = [
    'e30',
    Buffer.from(JSON.stringify({ sub: 1001, exp })).toString('base64url'),
    's',
  ].join('.');
  const seal = await sealData(
    { sid: 's-1', userId: 1001, token, refreshKey: 'rk', createdAt: now, lastSeenAt: now },
    { password: sessionSecret(), ttl: 12 * 3600 },
  );
  mockPageCookie = `${sessionCookieName()}=${seal}`;
}

/** The shared line answers: asked without anything of the player (no token, no cookie). */
function sharedLine(path: string, data: nock.Body, times = 1) {
  return nock(UPSTREAM, { badheaders: ['authorization', 'cookie'] })
    .get(`/line-api/v1/${path}`)
    .query(true)
    .times(times)
    .reply(200, data);
}

// Outside a server render React's cache() keeps nothing: each list asks for the config.
function userConfig(lists: { line: number[]; live: number[] }, times = 1) {
  return nock(UPSTREAM, { reqheaders: { authorization: /^Bearer / } })
    .get('/web-api/user/config')
    .times(times)
    .reply(200, {
      data: { ...USER_CONFIG, disallow_line_sport: lists.line, disallow_live_sport: lists.live },
    });
}

const ids = (items: readonly { id: number }[]) => items.map((item) => item.id);

withNockedUpstream();
beforeEach(() => {
  mockPageCookie = '';
});

describe('the line a player sees (spec 02 §6 "Per-user sports blacklists")', () => {
  it('a visitor sees every sport, championship and game, and no user config is asked', async () => {
    sharedLine('sports', { data: SPORTS });
    sharedLine('champs', { data: [champ(101, 1), champ(4001, 40)] });
    sharedLine('games', { data: GAMES, meta: { total: 3, limit: 100 } });
    expect(ids(await getSports('en', 'live'))).toEqual([1, 3, 40]);
    expect(ids(await getChamps('en', 'live'))).toEqual([101, 4001]);
    expect(ids((await getGames('en', 'live')).data)).toEqual([1, 2, 3]);
  });

  it('a signed-in player does not see the sports hidden in that stream', async () => {
    await signedIn();
    userConfig({ line: [3], live: [40] }, 4);
    sharedLine('sports', { data: SPORTS }, 2);
    sharedLine('champs', { data: [champ(101, 1), champ(301, 3), champ(4001, 40)] });
    sharedLine('games', { data: GAMES, meta: { total: 3, limit: 100 } });

    expect(ids(await getSports('en', 'live'))).toEqual([1, 3]);
    expect(ids(await getSports('en', 'line'))).toEqual([1, 40]);
    expect(ids(await getChamps('en', 'live'))).toEqual([101, 301]);
    expect(ids((await getGames('en', 'line')).data)).toEqual([1, 3]);
  });

  it('leaves the shared answer whole: the offered sports still list every sport', async () => {
    await signedIn();
    userConfig({ line: [1, 3], live: [] });
    // One upstream call: the player's list and the offered one are made from the shared answer.
    sharedLine('sports', { data: SPORTS });
    expect(ids(await getSports('en', 'line'))).toEqual([40]);
    expect(ids(await getOfferedSports('en', 'line'))).toEqual([1, 3, 40]);
  });

  it('shows the whole line when the player’s config cannot be had', async () => {
    await signedIn();
    nock(UPSTREAM).get('/web-api/user/config').reply(503);
    sharedLine('sports', { data: SPORTS });
    expect(ids(await getSports('en', 'line'))).toEqual([1, 3, 40]);
  });
});

describe('the shared line answers between requests (issue 13)', () => {
  afterEach(() => {
    delete process.env.LINE_CACHE_TTL_MS;
  });

  it('asks the upstream once for the visitors of the same moment, and again after the TTL', async () => {
    process.env.LINE_CACHE_TTL_MS = '60';
    sharedLine('games', { data: GAMES, meta: { total: 3, limit: 100 } });
    const [first, second] = await Promise.all([getGames('en', 'line'), getGames('en', 'line')]);
    expect(ids(first.data)).toEqual([1, 2, 3]);
    expect(ids((await getGames('en', 'line')).data)).toEqual(ids(second.data));
    // Another language or stream is another answer.
    sharedLine('games', { data: [GAMES[0]], meta: { total: 1, limit: 100 } });
    expect(ids((await getGames('ru', 'line')).data)).toEqual([1]);
    await new Promise((resolve) => setTimeout(resolve, 80));
    sharedLine('games', { data: [GAMES[1]], meta: { total: 1, limit: 100 } });
    expect(ids((await getGames('en', 'line')).data)).toEqual([2]);
  });

  it('asks every time when the TTL is 0, and reads a bad value as the default', async () => {
    process.env.LINE_CACHE_TTL_MS = '0';
    sharedLine('sports', { data: SPORTS }, 2);
    await getOfferedSports('en', 'line');
    await getOfferedSports('en', 'line');
    process.env.LINE_CACHE_TTL_MS = 'soon';
    expect(lineCacheTtlMs()).toBe(1000);
  });
});
