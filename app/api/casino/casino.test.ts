/** @jest-environment node */
import { resetRateLimits } from '@/server/bff/rate-limit';
import { clearArtCache } from '@/server/casino/casino-art';
import { clearCasinoCaches } from '@/server/casino/casino-api';
import { clearConfigCaches } from '@/server/config/site-config';
import { removeDb, startTestSandbox, type TestSandbox } from '@/sandbox/test-harness';
import { bffRequest, signIn, SITE } from '@/app/api/coupons/test-helpers';
import { DELETE as unfavourite, PUT as favourite } from './favourites/[gameId]/route';
import { GET as favouriteIds } from './favourites/route';
import { POST as launch } from './games/[id]/launch/route';
import { GET as games } from './games/route';
import { GET as image } from './images/[...path]/route';
import { GET as recent } from './recent/route';

// The BFF against the real sandbox upstream: two implementations of the catalogue, the launch
// and the favourites meet here (docs/upstream-contract.md "Casino API").
let sandbox: TestSandbox;

beforeAll(async () => {
  sandbox = await startTestSandbox();
  process.env.UPSTREAM_URL = sandbox.url;
});
afterAll(async () => {
  await sandbox.close();
  removeDb(sandbox.dbPath);
});
beforeEach(async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  resetRateLimits();
  clearConfigCaches();
  clearCasinoCaches();
  clearArtCache();
  await sandbox.call('POST', '/__sandbox/reset');
});
afterEach(() => jest.restoreAllMocks());

interface ErrorItem {
  code: string;
  title: string;
  source?: { parameter?: string; pointer?: string };
}
const errorsOf = async (response: Response) =>
  ((await response.json()) as { errors: ErrorItem[] }).errors;

interface TilesAnswer {
  data: {
    games: { id: number; name: string; path: string; provider: string; flags: string[] }[];
    page: number;
    perPage: number;
    total: number;
  };
}

const launching = (id: string, body: unknown, cookie?: string, headers?: Record<string, string>) =>
  launch(bffRequest(`/api/casino/games/${id}/launch`, { method: 'POST', body, cookie, headers }), {
    params: Promise.resolve({ id }),
  });

const hearting = (method: 'PUT' | 'DELETE', gameId: string, cookie?: string, origin = SITE) =>
  (method === 'PUT' ? favourite : unfavourite)(
    bffRequest(`/api/casino/favourites/${gameId}`, { method, cookie, headers: { origin } }),
    { params: Promise.resolve({ gameId }) },
  );

describe('GET /api/casino/games', () => {
  it('finds games by name as typed, ignoring the apostrophe, as tiles with their pages', async () => {
    const response = await games(bffRequest('/api/casino/games?q=%20holdem%20&lang=en'));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, max-age=30');
    const { data } = (await response.json()) as TilesAnswer;
    expect(data.total).toBeGreaterThan(0);
    expect(data.perPage).toBe(48);
    for (const game of data.games) {
      expect(game.name.toLowerCase().replace(/[’']/g, '')).toContain('holdem');
      expect(game.path).toMatch(/^(poker\/[a-z0-9-]+|[a-z-]+\/game\/\d+\/[a-z0-9-]+)$/);
    }
  });

  it('finds games by the provider’s name', async () => {
    const { data } = (await (
      await games(bffRequest('/api/casino/games?q=velvet'))
    ).json()) as TilesAnswer;
    const byProvider = data.games.filter((game) => game.provider === 'Velvet Live');
    expect(byProvider.length).toBeGreaterThan(0);
    for (const game of data.games) {
      if (!byProvider.includes(game)) expect(game.name.toLowerCase()).toContain('velvet');
    }
  });

  it('lists a section filtered by provider, one page at a time', async () => {
    const { data } = (await (
      await games(
        bffRequest('/api/casino/games?category=slots&provider=northlight-gaming&perPage=5&page=1'),
      )
    ).json()) as TilesAnswer;
    expect(data.games.length).toBeLessThanOrEqual(5);
    expect(data.games.every((game) => game.provider === 'Northlight Gaming')).toBe(true);
  });

  it.each([
    ['more than 48 a page', '?perPage=49', 'perPage'],
    ['page 0', '?page=0', 'page'],
    ['a search over 64 characters', `?q=${'a'.repeat(65)}`, 'q'],
    ['an unknown flag', '?flag=hot', 'flag'],
    ['an unknown order', '?sort=random', 'sort'],
    ['a subcategory without its section', '?subcategory=vulkan', 'subcategory'],
    ['a malformed slug', '?category=Slots!', 'category'],
    ['an unknown section', '?category=lotto', 'category'],
    ['a subcategory of another section', '?category=bingo&subcategory=vulkan', 'subcategory'],
    ['an unknown provider', '?provider=netent', 'provider'],
  ])('400 for %s, naming the parameter', async (_name, query, parameter) => {
    const response = await games(bffRequest(`/api/casino/games${query}`));
    expect(response.status).toBe(400);
    const [error] = await errorsOf(response);
    expect(error?.source).toEqual({ parameter });
    expect(error?.title).toMatch(new RegExp(`^${parameter}: `));
  });

  it('400 for a parameter it does not take', async () => {
    const response = await games(bffRequest('/api/casino/games?limit=5'));
    expect(response.status).toBe(400);
  });
});

describe('POST /api/casino/games/[id]/launch', () => {
  it('opens a demo for a visitor: a launcher on the upstream that only this site may frame', async () => {
    const response = await launching('1089', { mode: 'demo', lang: 'en' });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { data } = (await response.json()) as { data: { url: string; mode: string } };
    expect(data.mode).toBe('demo');
    const url = new URL(data.url);
    expect(url.origin).toBe(new URL(sandbox.url).origin);
    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain(`frame-ancestors ${SITE}`);
  });

  it('asks a visitor to sign in for real money, without asking the upstream', async () => {
    const response = await launching('1089', { mode: 'real' });
    expect(response.status).toBe(401);
    expect((await errorsOf(response))[0]?.code).toBe('unauthorized');
  });

  it('starts real play for a player and lists the game as recently played', async () => {
    const cookie = await signIn(null);
    const response = await launching('1089', { mode: 'real', lang: 'ru' }, cookie);
    expect(response.status).toBe(200);
    const played = await recent(bffRequest('/api/casino/recent?lang=en', { cookie }));
    expect(played.status).toBe(200);
    const { data } = (await played.json()) as {
      data: { game: { id: number; path: string }; mode: string }[];
    };
    expect(data[0]).toMatchObject({ game: { id: 1089 }, mode: 'real' });
  });

  it('passes on the upstream’s refusal of a demo for a live table', async () => {
    const live = (await (
      await games(bffRequest('/api/casino/games?category=live-casino&perPage=1'))
    ).json()) as TilesAnswer;
    const id = String(live.data.games[0]?.id);
    const response = await launching(id, { mode: 'demo' });
    expect(response.status).toBe(409);
    expect((await errorsOf(response))[0]?.code).toBe('demo_unavailable');
  });

  it.each([
    ['an unknown mode', '1089', { mode: 'free' }, 400],
    ['a field it does not take', '1089', { mode: 'demo', bet: 5 }, 400],
    ['an id that is no number', 'book', { mode: 'demo' }, 400],
    ['a game that does not exist', '99999', { mode: 'demo' }, 404],
  ])('refuses %s', async (_name, id, body, status) => {
    expect((await launching(id, body)).status).toBe(status);
  });

  it('refuses a launch from another site', async () => {
    const response = await launching('1089', { mode: 'demo' }, undefined, {
      origin: 'https://evil.example',
    });
    expect(response.status).toBe(403);
  });
});

describe('favourites', () => {
  it('adds and removes a favourite for a player, answering every favourite id', async () => {
    const cookie = await signIn(null);
    const added = await hearting('PUT', '1089', cookie);
    expect(added.status).toBe(200);
    expect(await added.json()).toEqual({ data: { gameIds: [1089] } });
    expect(await (await hearting('PUT', '1001', cookie)).json()).toEqual({
      data: { gameIds: [1001, 1089] },
    });
    expect(await (await hearting('DELETE', '1089', cookie)).json()).toEqual({
      data: { gameIds: [1001] },
    });
  });

  it('answers the ids behind the hearts of a page players share, newest first', async () => {
    const cookie = await signIn(null);
    const ids = async (who?: string) =>
      favouriteIds(bffRequest('/api/casino/favourites', { cookie: who }));
    expect(await (await ids(cookie)).json()).toEqual({ data: { gameIds: [] } });
    await hearting('PUT', '1089', cookie);
    await hearting('PUT', '1001', cookie);
    const answer = await ids(cookie);
    expect(answer.headers.get('cache-control')).toContain('no-store');
    expect(await answer.json()).toEqual({ data: { gameIds: [1001, 1089] } });
    expect((await ids()).status).toBe(401);
  });

  it('asks a visitor to sign in', async () => {
    const response = await hearting('PUT', '1089');
    expect(response.status).toBe(401);
  });

  it('refuses another site’s request and a bad id', async () => {
    const cookie = await signIn(null);
    expect((await hearting('PUT', '1089', cookie, 'https://evil.example')).status).toBe(403);
    const bad = await hearting('PUT', '0', cookie);
    expect(bad.status).toBe(400);
    expect((await errorsOf(bad))[0]?.source).toEqual({ parameter: 'gameId' });
    expect((await hearting('PUT', '99999', cookie)).status).toBe(404);
  });
});

describe('GET /api/casino/images/[...path]', () => {
  const picture = (path: string[]) =>
    image(bffRequest(`/api/casino/images/${path.join('/')}`), {
      params: Promise.resolve({ path }),
    });

  it('serves the upstream’s art on the site, cacheable for a day, without a cookie', async () => {
    const response = await picture(['games', '1089.svg']);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toContain('public, max-age=86400');
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(await response.text()).toMatch(/^<svg[\s\S]*<\/svg>$/);
    expect((await picture(['providers', '101.svg'])).status).toBe(200);
  });

  it.each([
    [['games', '1089.png']],
    [['games', '..', 'config']],
    [['launcher', '1089.svg']],
    [['games', '01089.svg']],
  ])('400 for %j', async (path) => {
    const response = await picture(path);
    expect(response.status).toBe(400);
    expect((await errorsOf(response))[0]?.source).toEqual({ parameter: 'path' });
  });

  it('404 for a game that does not exist', async () => {
    expect((await picture(['games', '99999.svg'])).status).toBe(404);
  });
});
