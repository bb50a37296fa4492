/** @jest-environment node */
import {
  categoriesAnswerSchema,
  favouriteIdsAnswerSchema,
  favouritesAnswerSchema,
  gameAnswerSchema,
  gamesAnswerSchema,
  launchAnswerSchema,
  MAX_FAVOURITES,
  providersAnswerSchema,
  recentAnswerSchema,
  RECENT_GAMES_LIMIT,
  type Game,
} from '@contract/casino';
import { demoPlayer } from './auth-seed';
import { casinoCatalogue } from './casino-catalogue';
import { LAUNCH_TTL_MS, REAL_LAUNCH_OPEN_MS } from './routes/casino';
import { SandboxStore } from './store';
import type { TestSandbox } from './test-harness';
import {
  bearer,
  removeDb,
  signInToken,
  startTestSandbox,
  tempDbPath,
  withSignedInSandbox,
} from './test-harness';

const API = '/casino-api/v1';
const NOW = Date.UTC(2026, 3, 12, 10, 0, 0);
const SITE = 'https://betarena.example';

const catalogue = casinoCatalogue();
const gameWhere = (test: (game: Game) => boolean): Game => {
  const found = catalogue.games.find(({ game }) => test(game))?.game;
  if (found === undefined) throw new Error('no such game in the catalogue');
  return found;
};
const demoGame = gameWhere((game) => game.demo && game.categories.includes('slots'));
const liveGame = gameWhere((game) => game.categories.includes('live-casino'));

/** A raw answer (SVG, HTML) that the harness's JSON reading cannot take. */
async function fetchRaw(sandbox: TestSandbox, pathOrUrl: string) {
  const response = await fetch(
    pathOrUrl.startsWith('http') ? pathOrUrl : `${sandbox.url}${pathOrUrl}`,
  );
  return { status: response.status, headers: response.headers, text: await response.text() };
}

function firstError(body: unknown) {
  return (body as { errors: { code?: string; source?: Record<string, string> }[] }).errors[0];
}

describe('casino catalogue API', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startTestSandbox({ now: () => NOW });
  });
  afterAll(async () => {
    await sandbox.close();
    removeDb(sandbox.dbPath);
  });

  const games = async (query: string) => {
    const answer = await sandbox.call('GET', `${API}/games${query}`);
    expect(answer.status).toBe(200);
    return gamesAnswerSchema.parse(answer.body);
  };

  it('answers the categories in menu order with their counts, in the asked language', async () => {
    const answer = categoriesAnswerSchema.parse(
      (await sandbox.call('GET', `${API}/categories`)).body,
    );
    expect(answer.data.slice(0, 7).map((category) => category.slug)).toEqual([
      'casino',
      'live-casino',
      'table-games',
      'slots',
      'jackpots',
      'megaways',
      'keno',
    ]);
    const slots = answer.data.find((category) => category.slug === 'slots');
    expect(slots?.name).toBe('Slots');
    expect((await games('?category=slots')).meta.total).toBe(slots?.gamesCount);

    const ru = categoriesAnswerSchema.parse(
      (await sandbox.call('GET', `${API}/categories?lang=ru`)).body,
    );
    expect(ru.data.find((category) => category.slug === 'slots')?.name).toBe('Слоты');
  });

  it('answers the 20 providers with their logos', async () => {
    const answer = providersAnswerSchema.parse(
      (await sandbox.call('GET', `${API}/providers`)).body,
    );
    expect(answer.data).toHaveLength(20);
    expect(answer.data[0]).toEqual({
      id: 101,
      slug: 'bet-arena-originals',
      name: 'Bet Arena Originals',
      gamesCount: expect.any(Number),
      logo: '/casino-api/images/providers/101.svg',
    });
  });

  it('pages 16 popular games by default, popular-flagged first', async () => {
    const first = await games('');
    expect(first.meta).toEqual({
      page: 1,
      perPage: 16,
      total: 376,
      filters: {
        category: null,
        subcategory: null,
        provider: null,
        slug: null,
        q: null,
        flag: null,
        sort: 'popular',
      },
    });
    expect(first.data).toHaveLength(16);
    expect(first.data.every((game) => game.flags.popular)).toBe(true);
  });

  it('walks every page once and answers an empty page past the end', async () => {
    const seen: number[] = [];
    for (let page = 1; page <= 4; page++) {
      seen.push(...(await games(`?perPage=100&page=${page}`)).data.map((game) => game.id));
    }
    expect(seen).toHaveLength(376);
    expect(new Set(seen).size).toBe(376);
    const past = await games('?perPage=100&page=5');
    expect(past.data).toEqual([]);
    expect(past.meta.total).toBe(376);
  });

  it.each([
    [
      'category and subcategory',
      '?category=slots&subcategory=vulkan&perPage=100',
      (game: Game) =>
        game.categories.includes('slots') && (game.subcategories ?? []).includes('vulkan'),
    ],
    ['a provider', '?provider=velvet-live&perPage=100', (game: Game) => game.providerId === 107],
    ['a flag', '?flag=jackpot&perPage=100', (game: Game) => game.flags.jackpot],
    ['a slug', '?slug=keno-express', (game: Game) => game.slug === 'keno-express'],
  ])('filters by %s', async (_name, query, test) => {
    const answer = await games(query);
    const expected = catalogue.games.filter(({ game }) => test(game));
    expect(answer.meta.total).toBe(expected.length);
    expect(answer.meta.total).toBeGreaterThan(0);
    expect(answer.data.every(test)).toBe(true);
  });

  it('searches names whatever the case, best matches first', async () => {
    const answer = await games('?q=%20ROULETTE%20&perPage=100');
    expect(answer.meta.filters).toMatchObject({ q: 'ROULETTE', sort: 'relevance' });
    expect(answer.meta.total).toBeGreaterThan(10);
    expect(answer.data.every((game) => /roulette/i.test(game.name))).toBe(true);

    // Names starting with the search, then a word starting with it, then holding it, then
    // games that match by their provider's name only.
    const ro = await games('?q=ro&perPage=100');
    const rank = (game: Game) => {
      const name = game.name.toLowerCase();
      if (name.startsWith('ro')) return 0;
      if (name.split(/[\s-]+/).some((word) => word.startsWith('ro'))) return 1;
      return name.includes('ro') ? 2 : 3;
    };
    const ranks = ro.data.map(rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(new Set(ranks)).toEqual(new Set([0, 1, 2, 3]));

    const apostrophe = await games('?q=holdem&perPage=100');
    expect(apostrophe.data.some((game) => game.name.includes('Hold’em'))).toBe(true);
  });

  it('searches by provider name, every word matching name or provider', async () => {
    const byProvider = await games('?q=pixel%20forge&perPage=100');
    const pixelForge = catalogue.games.filter(({ game }) => game.providerId === 109);
    expect(byProvider.meta.total).toBe(pixelForge.length);

    const mixed = await games('?q=velvet%20blackjack&perPage=100');
    expect(mixed.meta.total).toBeGreaterThan(0);
    expect(mixed.data.every((game) => game.providerId === 107 || /velvet/i.test(game.name))).toBe(
      true,
    );
    expect(mixed.data.every((game) => /blackjack/i.test(game.name))).toBe(true);
    expect((await games('?q=zzzz')).meta.total).toBe(0);
  });

  it('treats an empty search as none and sorts by name when asked', async () => {
    const empty = await games('?q=%20%20');
    expect(empty.meta.total).toBe(376);
    expect(empty.meta.filters.q).toBeNull();
    const byName = await games('?sort=name&perPage=100');
    const names = byName.data.map((game) => game.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it.each([
    ['perPage over 100', '?perPage=101', 'perPage'],
    ['perPage 0', '?perPage=0', 'perPage'],
    ['page 0', '?page=0', 'page'],
    ['a text page', '?page=two', 'page'],
    ['an unknown flag', '?flag=hot', 'flag'],
    ['an unknown sort', '?sort=random', 'sort'],
    ['an unknown category', '?category=lotto', 'category'],
    ['a category that is not a slug', '?category=Slots', 'category'],
    ['a subcategory without category', '?subcategory=vulkan', 'subcategory'],
    ['a subcategory of another category', '?category=casino&subcategory=vulkan', 'subcategory'],
    ['an unknown provider', '?provider=nobody', 'provider'],
    ['a search over 64 characters', `?q=${'a'.repeat(65)}`, 'q'],
  ])('refuses %s with 400 naming it', async (_name, query, parameter) => {
    const answer = await sandbox.call('GET', `${API}/games${query}`);
    expect(answer.status).toBe(400);
    expect(firstError(answer.body)?.source).toEqual({ parameter });
  });

  it('answers one game, 404 for an unknown id and 400 for a bad one', async () => {
    const one = await sandbox.call('GET', `${API}/games/${demoGame.id}`);
    expect(gameAnswerSchema.parse(one.body).data).toEqual(demoGame);
    const unknown = await sandbox.call('GET', `${API}/games/999999`);
    expect(unknown.status).toBe(404);
    expect(firstError(unknown.body)?.code).toBe('game_not_found');
    expect((await sandbox.call('GET', `${API}/games/abc`)).status).toBe(400);
  });

  it('answers a game’s bets in the currency asked, at the operator’s rate, rounded', async () => {
    const withBets = catalogue.games.find((entry) => entry.game.minBet !== undefined)?.game;
    if (withBets?.minBet === undefined || withBets.maxBet === undefined) {
      throw new Error('the catalogue has a game with bets');
    }
    const inRoubles = gameAnswerSchema.parse(
      (await sandbox.call('GET', `${API}/games/${withBets.id}?currency=RUB`)).body,
    );
    expect(inRoubles.meta).toEqual({ currency: 'RUB' });
    // 100 roubles a euro: 0.1 → 10, 0.25 → 25, 2000 → 200000 (two significant digits).
    expect(inRoubles.data.minBet).toBe(Number((withBets.minBet * 100).toPrecision(2)));
    expect(inRoubles.data.maxBet).toBe(Number((withBets.maxBet * 100).toPrecision(2)));
    expect({ ...inRoubles.data, minBet: 0, maxBet: 0 }).toEqual({
      ...withBets,
      minBet: 0,
      maxBet: 0,
    });

    // No rate for the currency, or none asked: the catalogue's euros, and it says so.
    for (const query of ['?currency=XAF', '']) {
      const answer = gameAnswerSchema.parse(
        (await sandbox.call('GET', `${API}/games/${withBets.id}${query}`)).body,
      );
      expect(answer.meta).toEqual({ currency: 'EUR' });
      expect(answer.data.minBet).toBe(withBets.minBet);
    }
    expect((await sandbox.call('GET', `${API}/games/${withBets.id}?currency=rub`)).status).toBe(
      400,
    );
  });

  it('serves each game tile and provider logo as a cacheable SVG under 4 KB', async () => {
    for (const path of [demoGame.image, '/casino-api/images/providers/105.svg']) {
      const art = await fetchRaw(sandbox, path);
      expect(art.status).toBe(200);
      expect(art.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
      expect(art.headers.get('cache-control')).toBe('public, max-age=86400');
      expect(art.text.startsWith('<svg')).toBe(true);
      expect(Buffer.byteLength(art.text)).toBeLessThan(4096);
    }
    expect((await fetchRaw(sandbox, '/casino-api/images/games/1001.png')).status).toBe(400);
    expect((await fetchRaw(sandbox, '/casino-api/images/games/999999.svg')).status).toBe(404);
    expect((await fetchRaw(sandbox, '/casino-api/images/providers/999.svg')).status).toBe(404);
  });
});

describe('favourites and recently played', () => {
  const demo = withSignedInSandbox({ now: () => NOW });
  const call = (method: string, path: string, body?: unknown, token = demo.token) =>
    demo.sandbox.call(method, `${API}${path}`, body, bearer(token));
  const favouriteIds = (body: unknown) =>
    favouritesAnswerSchema.parse(body).data.map((game) => game.id);
  const changedIds = (body: unknown) => favouriteIdsAnswerSchema.parse(body).data.gameIds;
  const [first, second, third] = catalogue.games.map(({ game }) => game.id);

  async function otherPlayer(): Promise<string> {
    await demo.sandbox.call('POST', '/__sandbox/users', {
      email: 'casino@betarena.example',
      password: 'x',
      currency: 'EUR',
    });
    return signInToken(demo.sandbox, {
      type: 'login_password',
      login: 'casino@betarena.example',
      password: 'x',
      isRemember: false,
    });
  }

  it('adds, keeps once and removes favourites, newest first, for the player only', async () => {
    expect(favouriteIds((await call('GET', '/favourites')).body)).toEqual([]);
    await call('PUT', `/favourites/${first}`);
    await call('PUT', `/favourites/${second}`);
    const again = await call('PUT', `/favourites/${first}`);
    expect(again.status).toBe(200);
    expect(changedIds(again.body)).toEqual([second, first]);
    expect(favouriteIds((await call('GET', '/favourites')).body)).toEqual([second, first]);

    const removed = await call('DELETE', `/favourites/${second}`);
    expect(changedIds(removed.body)).toEqual([first]);
    expect(changedIds((await call('DELETE', `/favourites/${third}`)).body)).toEqual([first]);

    const theirs = await otherPlayer();
    expect(favouriteIds((await call('GET', '/favourites', undefined, theirs)).body)).toEqual([]);
    expect(favouriteIds((await call('GET', '/favourites')).body)).toEqual([first]);
  });

  it('refuses an unknown game, a bad id and no token', async () => {
    const unknown = await call('PUT', '/favourites/999999');
    expect(unknown.status).toBe(404);
    expect(firstError(unknown.body)?.code).toBe('game_not_found');
    expect((await call('PUT', '/favourites/0')).status).toBe(400);
    expect((await call('DELETE', '/favourites/abc')).status).toBe(400);
    expect((await demo.sandbox.call('GET', `${API}/favourites`)).status).toBe(401);
    expect((await demo.sandbox.call('PUT', `${API}/favourites/${first}`)).status).toBe(401);
    expect((await demo.sandbox.call('GET', `${API}/recent`)).status).toBe(401);
  });

  it('refuses a favourite over the maximum but takes one already there', async () => {
    const dbPath = tempDbPath();
    await (await startTestSandbox({ dbPath, now: () => NOW })).close();
    // Filled in the database: 200 calls would each wait for a synchronous write.
    const store = SandboxStore.open(dbPath);
    store.transaction(() => {
      for (const { game } of catalogue.games.slice(0, MAX_FAVOURITES)) {
        store.casino.addFavourite(demoPlayer.id, game.id, NOW);
      }
    });
    store.close();

    const full = await startTestSandbox({ dbPath, now: () => NOW });
    try {
      const token = await signInToken(full);
      const put = (id: number | undefined) =>
        full.call('PUT', `${API}/favourites/${id}`, undefined, bearer(token));
      const over = await put(catalogue.games[MAX_FAVOURITES]?.game.id);
      expect(over.status).toBe(409);
      expect(firstError(over.body)?.code).toBe('too_many_favourites');
      expect((await put(first)).status).toBe(200);
    } finally {
      await full.close();
      removeDb(dbPath);
    }
  });

  it('records each signed-in launch, newest first, once per game, the newest 24 kept', async () => {
    const launch = (id: number, mode: string) => call('POST', `/games/${id}/launch`, { mode });
    const realOnly = liveGame.id;
    expect((await launch(demoGame.id, 'demo')).status).toBe(200);
    expect((await launch(realOnly, 'real')).status).toBe(200);
    expect((await launch(demoGame.id, 'demo')).status).toBe(200);
    const recent = recentAnswerSchema.parse((await call('GET', '/recent')).body).data;
    expect(recent.map((entry) => [entry.game.id, entry.mode])).toEqual([
      [demoGame.id, 'demo'],
      [realOnly, 'real'],
    ]);
    expect(recent[0]?.playedAt).toBe(new Date(NOW).toISOString());

    const many = catalogue.games.filter(({ game }) => game.demo).slice(0, RECENT_GAMES_LIMIT + 2);
    for (const { game } of many) await launch(game.id, 'demo');
    const kept = recentAnswerSchema.parse((await call('GET', '/recent')).body).data;
    expect(kept).toHaveLength(RECENT_GAMES_LIMIT);
    expect(kept[0]?.game.id).toBe(many.at(-1)?.game.id);
  });

  it('empties the lists and ends every launch on a sandbox reset', async () => {
    await call('PUT', `/favourites/${first}`);
    await call('POST', `/games/${demoGame.id}/launch`, { mode: 'demo' });
    const anonymous = await demo.sandbox.call('POST', `${API}/games/${demoGame.id}/launch`, {
      mode: 'demo',
    });
    const url = launchAnswerSchema.parse(anonymous.body).data.url;
    expect((await fetchRaw(demo.sandbox, url)).status).toBe(200);

    expect((await demo.sandbox.call('POST', '/__sandbox/reset')).status).toBe(200);
    expect((await fetchRaw(demo.sandbox, url)).status).toBe(401);
    const token = await signInToken(demo.sandbox);
    expect(favouriteIds((await call('GET', '/favourites', undefined, token)).body)).toEqual([]);
    const recent = await call('GET', '/recent', undefined, token);
    expect(recentAnswerSchema.parse(recent.body).data).toEqual([]);
  });

  it('keeps favourites and recently played across a restart', async () => {
    const dbPath = tempDbPath();
    const before = await startTestSandbox({ dbPath, now: () => NOW });
    const token = await signInToken(before);
    await before.call('PUT', `${API}/favourites/${third}`, undefined, bearer(token));
    await before.call(
      'POST',
      `${API}/games/${demoGame.id}/launch`,
      { mode: 'demo' },
      bearer(token),
    );
    await before.close();

    const after = await startTestSandbox({ dbPath, now: () => NOW });
    try {
      const again = await signInToken(after);
      const favourites = await after.call('GET', `${API}/favourites`, undefined, bearer(again));
      expect(favouriteIds(favourites.body)).toEqual([third]);
      const recent = await after.call('GET', `${API}/recent`, undefined, bearer(again));
      expect(recentAnswerSchema.parse(recent.body).data.map((entry) => entry.game.id)).toEqual([
        demoGame.id,
      ]);
    } finally {
      await after.close();
      removeDb(dbPath);
    }
  });
});

describe('launching a game', () => {
  const demo = withSignedInSandbox({ now: () => NOW });
  const launch = (id: number, body: unknown, headers: Record<string, string> = {}) =>
    demo.sandbox.call('POST', `${API}/games/${id}/launch`, body, {
      'x-request-origin': SITE,
      ...headers,
    });
  const launcherUrl = (body: unknown) => launchAnswerSchema.parse(body).data.url;

  it('opens a demo for anybody in a page only the launching site may frame', async () => {
    const answer = await launch(demoGame.id, { mode: 'demo' });
    expect(answer.status).toBe(200);
    const { data } = launchAnswerSchema.parse(answer.body);
    expect(data.mode).toBe('demo');
    expect(data.expiresAt).toBe(new Date(NOW + LAUNCH_TTL_MS).toISOString());
    const url = new URL(data.url);
    expect(`${url.origin}${url.pathname}`).toBe(
      `${demo.sandbox.url}/casino-api/launcher/${demoGame.id}`,
    );
    expect(url.searchParams.get('mode')).toBe('demo');

    const page = await fetchRaw(demo.sandbox, data.url);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`frame-ancestors ${SITE}`);
    expect(csp).toContain("default-src 'none'");
    expect(page.text).toContain(
      `<h1>${demoGame.name.replace(/&/g, '&amp;').replace(/'/g, '&#39;')}</h1>`,
    );
    expect(page.text).toContain('Play credits');
    expect(page.text).toContain('class="reel spin"');

    // Nobody signed in: nothing recorded for the demo player.
    const recent = await demo.sandbox.call('GET', `${API}/recent`, undefined, bearer(demo.token));
    expect(recentAnswerSchema.parse(recent.body).data).toEqual([]);
  });

  it('opens real play for a signed-in player only, with the active balance', async () => {
    const anonymous = await launch(demoGame.id, { mode: 'real' });
    expect(anonymous.status).toBe(401);

    const answer = await launch(liveGame.id, { mode: 'real', lang: 'ru' }, bearer(demo.token));
    expect(answer.status).toBe(200);
    const page = await fetchRaw(demo.sandbox, launcherUrl(answer.body));
    expect(page.status).toBe(200);
    expect(page.text).toContain('<html lang="ru">');
    expect(page.text).toContain('Баланс: <span data-balance>25000.00</span> RUB');
  });

  it('refuses a demo of a game without one, a bad mode and an extra field', async () => {
    const noDemo = await launch(liveGame.id, { mode: 'demo' });
    expect(noDemo.status).toBe(409);
    expect(firstError(noDemo.body)?.code).toBe('demo_unavailable');
    const badMode = await launch(demoGame.id, { mode: 'free' });
    expect(badMode.status).toBe(400);
    expect(firstError(badMode.body)?.source).toEqual({ pointer: '/mode' });
    expect((await launch(demoGame.id, { mode: 'demo', stake: 5 })).status).toBe(400);
    expect((await launch(999999, { mode: 'demo' })).status).toBe(404);
    expect((await launch(demoGame.id, { mode: 'demo' }, bearer('not-a-token'))).status).toBe(401);
  });

  it('opens real play once: a second opening of the same address, from anywhere, is ended', async () => {
    const answer = await launch(demoGame.id, { mode: 'real' }, bearer(demo.token));
    const { data } = launchAnswerSchema.parse(answer.body);
    expect(data.expiresAt).toBe(new Date(NOW + REAL_LAUNCH_OPEN_MS).toISOString());
    const first = await fetchRaw(demo.sandbox, data.url);
    expect(first.status).toBe(200);
    expect(first.text).toContain('data-balance');
    const again = await fetchRaw(demo.sandbox, data.url);
    expect(again.status).toBe(401);
    expect(again.text).toContain('data-problem="ended"');
    expect(again.text).not.toContain('data-balance');
  });

  it('a real-money address not opened in time opens nothing', async () => {
    const url = launcherUrl((await launch(demoGame.id, { mode: 'real' }, bearer(demo.token))).body);
    await demo.sandbox.call('POST', '/__sandbox/clock', { advanceS: REAL_LAUNCH_OPEN_MS / 1000 });
    const late = await fetchRaw(demo.sandbox, url);
    expect(late.status).toBe(401);
    expect(late.text).toContain('data-problem="ended"');
  });

  it('ends real play when the player signs out', async () => {
    const url = launcherUrl((await launch(demoGame.id, { mode: 'real' }, bearer(demo.token))).body);
    await demo.sandbox.call('POST', '/auth-api/v1/disconnect', undefined, bearer(demo.token));
    const after = await fetchRaw(demo.sandbox, url);
    expect(after.status).toBe(401);
    expect(after.text).toContain('data-problem="signedOut"');
  });

  it('refuses real play to a self-excluded player', async () => {
    await demo.sandbox.call('PUT', '/__sandbox/limits/1001', {
      limitType: 30,
      endsAt: Math.floor(NOW / 1000) + 86_400,
    });
    const answer = await launch(demoGame.id, { mode: 'real' }, bearer(demo.token));
    expect(answer.status).toBe(403);
    expect(firstError(answer.body)?.code).toBe('self_excluded');
  });

  it('answers 401 for another token, another mode or game, and an expired launch', async () => {
    const url = new URL(launcherUrl((await launch(demoGame.id, { mode: 'demo' })).body));
    const variant = (change: (copy: URL) => void) => {
      const copy = new URL(url);
      change(copy);
      return fetchRaw(demo.sandbox, copy.toString());
    };
    expect((await variant((copy) => copy.searchParams.set('token', 'x'.repeat(43)))).status).toBe(
      401,
    );
    expect((await variant((copy) => copy.searchParams.set('mode', 'real'))).status).toBe(401);
    expect(
      (await variant((copy) => (copy.pathname = `/casino-api/launcher/${liveGame.id}`))).status,
    ).toBe(401);
    expect((await variant((copy) => copy.searchParams.set('token', 'short'))).status).toBe(400);
    expect((await variant((copy) => copy.searchParams.delete('mode'))).status).toBe(400);

    expect((await fetchRaw(demo.sandbox, url.toString())).status).toBe(200);
    await demo.sandbox.call('POST', '/__sandbox/clock', { advanceS: LAUNCH_TTL_MS / 1000 });
    const expired = await fetchRaw(demo.sandbox, url.toString());
    expect(expired.status).toBe(401);
    expect(expired.text).toContain('data-problem="ended"');
  });

  it("lets only the page's own origin frame it when the site origin is not known", async () => {
    const answer = await demo.sandbox.call('POST', `${API}/games/${demoGame.id}/launch`, {
      mode: 'demo',
    });
    const page = await fetchRaw(demo.sandbox, launcherUrl(answer.body));
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
  });
});
