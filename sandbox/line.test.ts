/** @jest-environment node */
import type { Game, Outcome } from '@contract/line';
import {
  champsAnswerSchema,
  gameAnswerSchema,
  gamesAnswerSchema,
  LONG_TERM_SPORT_ID,
  MARKET_KINDS,
  outcomesAnswerSchema,
  sportsAnswerSchema,
} from '@contract/line';
import type { TestSandbox } from './test-harness';
import { removeDb, startTestSandbox } from './test-harness';

const NOW = Date.parse('2026-11-20T09:10:00Z');
const HOUR = 3_600_000;
let sandbox: TestSandbox;

beforeAll(async () => {
  sandbox = await startTestSandbox({ now: () => NOW });
});

afterAll(async () => {
  await sandbox.close();
  removeDb(sandbox.dbPath);
});

async function sports(query: string) {
  const answer = await sandbox.call('GET', `/line-api/v1/sports?${query}`);
  expect(answer.status).toBe(200);
  return sportsAnswerSchema.parse(answer.body).data;
}

async function champs(query: string) {
  const answer = await sandbox.call('GET', `/line-api/v1/champs?${query}`);
  expect(answer.status).toBe(200);
  return champsAnswerSchema.parse(answer.body).data;
}

async function games(query: string) {
  const answer = await sandbox.call('GET', `/line-api/v1/games?limit=500&${query}`);
  expect(answer.status).toBe(200);
  return gamesAnswerSchema.parse(answer.body);
}

function outcomesOf(game: Game): Outcome[] {
  return game.markets.flatMap((market) => market.outcomes);
}

function kindsOf(game: Game): number[] {
  return game.markets.map((market) => market.id);
}

/** Σ 1/coef of a market that covers every result once. */
function overround(outcomes: readonly Outcome[]): number {
  return outcomes.reduce((total, outcome) => total + 1 / outcome.coef, 0);
}

describe('GET /line-api/v1/sports', () => {
  it('lists the pre-match sports by English name with long-term bets (2999) last', async () => {
    const list = await sports('stream=line');

    expect(list.map((sport) => sport.nameEn)).toEqual([
      'Basketball',
      'Cricket',
      'Esports',
      'Football',
      'Ice hockey',
      'Table tennis',
      'Tennis',
      'Volleyball',
      'Long-term bets',
    ]);
    expect(list.at(-1)).toMatchObject({ id: LONG_TERM_SPORT_ID, slug: 'long-term-bets' });
    expect(list.find((sport) => sport.id === 1)).toEqual({
      id: 1,
      name: 'Football',
      nameEn: 'Football',
      slug: 'football',
      gameCount: 37,
    });
    expect(list.reduce((total, sport) => total + sport.gameCount, 0)).toBe(126);
  });

  it('names sports in Russian for lang=ru and keeps the English name', async () => {
    const list = await sports('stream=line&lang=ru');

    expect(list.find((sport) => sport.id === 1)).toMatchObject({
      name: 'Футбол',
      nameEn: 'Football',
    });
    expect(list.at(-1)?.name).toBe('Долгосрочные ставки');
  });

  it('falls back to English for a language without names', async () => {
    expect((await sports('stream=line&lang=de'))[0]?.name).toBe('Basketball');
  });

  it('lists only sports with games in play for the live stream, without long-term bets', async () => {
    const list = await sports('stream=live');

    expect(list.map((sport) => sport.id)).not.toContain(LONG_TERM_SPORT_ID);
    expect(list).toHaveLength(8);
    expect(list.reduce((total, sport) => total + sport.gameCount, 0)).toBe(21);
  });

  it.each([
    ['', 'stream'],
    ['stream=prematch', 'stream'],
    ['stream=line&timeFilter=4', 'timeFilter'],
    ['stream=line&lang=EN', 'lang'],
  ])('answers 400 naming the parameter for %j', async (query, parameter) => {
    const answer = await sandbox.call('GET', `/line-api/v1/sports?${query}`);

    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      errors: [
        expect.objectContaining({
          status: '400',
          title: 'Invalid query parameter',
          source: { parameter },
        }),
      ],
    });
  });
});

describe('GET /line-api/v1/champs', () => {
  it('gives each championship its country, for grouping by country', async () => {
    const football = await champs('stream=line&sportId=1&lang=ru');

    expect(football.map((champ) => champ.country.code)).toEqual([
      'england',
      'spain',
      'italy',
      'germany',
      'russia',
      'europe',
    ]);
    expect(football[0]).toEqual({
      id: 101,
      sportId: 1,
      name: 'Премьер-лига',
      slug: 'premier-league',
      country: { id: 1, code: 'england', name: 'Англия' },
      isTop: true,
      gameCount: 8,
    });
  });

  it('has 2 to 6 championships in every sport', async () => {
    const all = await champs('stream=line');
    const bySport = new Map<number, number>();
    for (const champ of all) bySport.set(champ.sportId, (bySport.get(champ.sportId) ?? 0) + 1);

    expect(bySport.size).toBe(9);
    for (const count of bySport.values()) {
      expect(count).toBeGreaterThanOrEqual(2);
      expect(count).toBeLessThanOrEqual(6);
    }
    expect(all.map((champ) => champ.name)).toEqual(
      expect.arrayContaining([
        'La Liga',
        'Serie A',
        'Bundesliga',
        'NBA',
        'KHL',
        'Indian Premier League',
      ]),
    );
  });

  it('counts only the games of the stream and filter', async () => {
    const live = await champs('stream=live&sportId=1');

    expect(live.map((champ) => [champ.id, champ.gameCount])).toEqual([
      [101, 2],
      [102, 1],
      [103, 1],
      [104, 1],
      [105, 1],
    ]);
  });

  it('rejects a sportId that is not a positive integer', async () => {
    const answer = await sandbox.call('GET', '/line-api/v1/champs?stream=line&sportId=football');

    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ errors: [{ source: { parameter: 'sportId' } }] });
  });
});

describe('GET /line-api/v1/games', () => {
  it('has 120+ pre-match games over the next 7 days, ordered by start time', async () => {
    const { data } = await games('stream=line');
    const matches = data.filter((game) => game.sportId !== LONG_TERM_SPORT_ID);
    const starts = matches.map((game) => Date.parse(game.startTime));

    expect(matches.length).toBeGreaterThanOrEqual(120);
    expect(Math.min(...starts)).toBeGreaterThan(NOW);
    expect(Math.max(...starts)).toBeLessThanOrEqual(NOW + 7 * 24 * HOUR);
    expect([...starts].sort((a, b) => a - b)).toEqual(starts);
    for (const game of matches) {
      expect(game).toMatchObject({
        status: 'prematch',
        isLive: false,
        score: null,
        period: null,
        timeSeconds: null,
        statusText: 'Not started',
      });
      expect(game.opponents[0]).not.toBe(game.opponents[1]);
    }
  });

  it('has about 20 games in play with a score, a period and a clock where the sport has one', async () => {
    const { data } = await games('stream=live');

    expect(data).toHaveLength(21);
    for (const game of data) {
      expect(game.isLive).toBe(true);
      expect(game.score).not.toBeNull();
      expect(game.period).toMatch(/^\d(st|nd|rd|th) (half|period|quarter|set|map|innings)$/);
      expect(game.periodNumber).toBeGreaterThanOrEqual(1);
      expect(Date.parse(game.startTime)).toBeLessThanOrEqual(NOW);
    }
    const football = data.find((game) => game.sportId === 1);
    expect(football?.timeSeconds).toEqual(expect.any(Number));
    expect(football?.statusText).toMatch(/^(1st|2nd) half, \d+'$/);
    const tennis = data.find((game) => game.sportId === 4);
    expect(tennis?.timeSeconds).toBeNull();
    expect(tennis?.statusText).toMatch(/^\d(st|nd|rd) set$/);
  });

  it('gives football 1X2, double chance, three totals, two handicaps and both teams to score', async () => {
    const { data } = await games('stream=line&sportId=1');

    for (const game of data) {
      expect(kindsOf(game)).toEqual([1, 3, 4, 5, 6]);
      const [result, , total, handicap] = game.markets;
      expect(result?.outcomes.map((outcome) => outcome.name)).toEqual(['1', 'X', '2']);
      // Three lines a goal apart around the expected total: 1.5/2.5/3.5 for most fixtures.
      const lines = total?.outcomes.map((outcome) => outcome.param) ?? [];
      const first = lines[0] ?? 0;
      expect(lines).toEqual([first, first, first + 1, first + 1, first + 2, first + 2]);
      expect([0.5, 1.5, 2.5]).toContain(first);
      expect(total?.outcomes.slice(0, 2).map((outcome) => outcome.name)).toEqual([
        `Over ${first}`,
        `Under ${first}`,
      ]);
      expect(handicap?.outcomes).toHaveLength(4);
      // Paired lines: the away side carries the opposite handicap.
      expect(handicap?.outcomes[1]?.param).toBe(-(handicap?.outcomes[0]?.param ?? 0));
    }
  });

  it('gives sports without draws a 12 market and no double chance', async () => {
    for (const sportId of [3, 4, 6, 10, 40, 66]) {
      const { data } = await games(`stream=line&sportId=${sportId}`);
      for (const game of data) {
        expect(kindsOf(game)).toEqual([2, 4, 5]);
        expect(game.markets[0]?.outcomes.map((outcome) => outcome.name)).toEqual(['1', '2']);
      }
    }
  });

  it('prices every pre-match market with a margin of about 5 to 7 %', async () => {
    const { data } = await games('stream=line');
    for (const game of data.filter((candidate) => candidate.sportId !== LONG_TERM_SPORT_ID)) {
      const result = game.markets[0]?.outcomes ?? [];
      const margin = overround(result) - 1;
      expect(margin).toBeGreaterThan(0.04);
      expect(margin).toBeLessThan(0.08);
      for (const outcome of outcomesOf(game)) {
        expect(outcome.coef).toBeGreaterThanOrEqual(1.01);
        expect(Math.round(outcome.coef * 100) / 100).toBe(outcome.coef);
      }
    }
  });

  it('carries on every outcome what a coupon needs without the game', async () => {
    const { data } = await games('stream=line&champId=102&lang=ru');
    const game = data[0];
    if (game === undefined) throw new Error('no La Liga game');
    const outcome = outcomesOf(game)[0];

    expect(outcome).toEqual({
      id: expect.any(Number),
      gameId: game.id,
      sportId: 1,
      champId: 102,
      sportName: 'Футбол',
      champName: 'Ла Лига',
      opponents: game.opponents,
      typeId: 1,
      kind: MARKET_KINDS.result,
      marketName: 'Исход матча',
      name: '1',
      param: null,
      coef: expect.any(Number),
      isLive: false,
      isBlocked: false,
    });
  });

  it('gives long-term games one market of kind 7 naming the contenders', async () => {
    const { data } = await games(`stream=line&sportId=${LONG_TERM_SPORT_ID}`);

    expect(data.map((game) => game.champName)).toEqual(
      expect.arrayContaining(['Football. Premier League 2026/27', 'Basketball. NBA 2026/27']),
    );
    for (const game of data) {
      expect(game.markets).toHaveLength(1);
      expect(game.markets[0]?.id).toBe(MARKET_KINDS.longTerm);
      expect(Date.parse(game.startTime)).toBeGreaterThan(NOW + 90 * 24 * HOUR);
      for (const outcome of outcomesOf(game)) expect(outcome.kind).toBe(7);
    }
    const premierLeague = data.find((game) => game.champId === 299901);
    expect(premierLeague?.opponents).toEqual(['Premier League 2026/27', 'Winner']);
    expect(premierLeague?.markets[0]?.outcomes[0]?.name).toBe('Liverpool');
  });

  describe('time filters (spec 02 §3)', () => {
    it('0 is every game of the stream', async () => {
      expect((await games('stream=line&timeFilter=0')).meta.total).toBe(126);
    });

    it('1 is pre-match games starting within 24 hours', async () => {
      const { data } = await games('stream=line&timeFilter=1');

      expect(data.length).toBeGreaterThan(5);
      for (const game of data)
        expect(Date.parse(game.startTime)).toBeLessThanOrEqual(NOW + 24 * HOUR);
      expect((await games('stream=live&timeFilter=1')).data).toEqual([]);
    });

    it.each([
      [2, 1],
      [3, 2],
    ])('%i is live games in period %i; pre-match games are in none', async (filter, period) => {
      const { data } = await games(`stream=live&timeFilter=${filter}`);

      expect(data.length).toBeGreaterThan(0);
      for (const game of data) expect(game.periodNumber).toBe(period);
      expect((await games(`stream=line&timeFilter=${filter}`)).data).toEqual([]);
    });

    it('6 is the recommended games: the first of the top championships', async () => {
      const line = await games('stream=line&timeFilter=6');
      const live = await games('stream=live&timeFilter=6');

      expect(line.data).toHaveLength(12);
      expect(live.data).toHaveLength(5);
      for (const game of [...line.data, ...live.data]) expect(game.isRecommended).toBe(true);
      const sportsOfRecommended = await sports('stream=line&timeFilter=6');
      expect(sportsOfRecommended.map((sport) => sport.nameEn)).toEqual([
        'Basketball',
        'Football',
        'Ice hockey',
        'Tennis',
      ]);
    });
  });

  it('filters by sport and championship and cuts the list at limit', async () => {
    const hockey = await games('stream=line&sportId=2');
    expect(hockey.data.every((game) => game.sportId === 2)).toBe(true);
    const khl = await games('stream=line&sportId=2&champId=201');
    expect(khl.data.every((game) => game.champId === 201)).toBe(true);
    expect(khl.data).toHaveLength(6);

    const answer = await sandbox.call('GET', '/line-api/v1/games?stream=line&limit=5');
    const limited = gamesAnswerSchema.parse(answer.body);
    expect(limited.data).toHaveLength(5);
    expect(limited.meta).toEqual({ total: 126, limit: 5 });
  });

  it('gives each game the slugs of its sport, championship and sides from the English names', async () => {
    const { data } = await games('stream=line&champId=105&lang=ru');
    const game = data[0];

    expect(game).toMatchObject({ sportSlug: 'football', champSlug: 'russian-premier-league' });
    expect(game?.teamSlugs?.every((slug) => /^[a-z0-9][a-z0-9-]*$/.test(slug))).toBe(true);
    // Russian names, English slugs.
    expect(game?.opponents.join(' ')).toMatch(/[а-я]/i);
    const longTerm = await games(`stream=line&sportId=${LONG_TERM_SPORT_ID}`);
    expect(longTerm.data.every((item) => item.teamSlugs === null)).toBe(true);
  });

  it('selects the games of one team by its slug, in either stream', async () => {
    const { data } = await games('stream=line&champId=101');
    const team = data[0]?.teamSlugs?.[0] ?? '';
    const line = await games(`stream=line&team=${team}`);
    const live = await games(`stream=live&team=${team}`);

    expect(line.data.length).toBeGreaterThan(0);
    for (const game of [...line.data, ...live.data]) expect(game.teamSlugs).toContain(team);
    expect((await games('stream=line&team=no-such-team')).data).toEqual([]);
    const refused = await sandbox.call('GET', '/line-api/v1/games?stream=line&team=Bad%20Slug');
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ errors: [{ source: { parameter: 'team' } }] });
  });

  it('answers 100 games unless limit says otherwise, and refuses a limit out of range', async () => {
    const answer = await sandbox.call('GET', '/line-api/v1/games?stream=line');
    expect(gamesAnswerSchema.parse(answer.body).data).toHaveLength(100);

    for (const limit of ['0', '501', 'ten']) {
      const refused = await sandbox.call('GET', `/line-api/v1/games?stream=line&limit=${limit}`);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ errors: [{ source: { parameter: 'limit' } }] });
    }
  });
});

describe('GET /line-api/v1/games/:id', () => {
  it('answers one game in the asked language', async () => {
    const { data } = await games('stream=live&sportId=2');
    const id = data[0]?.id ?? 0;
    const answer = await sandbox.call('GET', `/line-api/v1/games/${id}?lang=ru`);

    expect(answer.status).toBe(200);
    const game = gameAnswerSchema.parse(answer.body).data;
    expect(game).toMatchObject({ id, sportName: 'Хоккей', isLive: true });
    expect(game.statusText).toMatch(/^\d-й период, \d\d:\d\d$/);
  });

  it('answers 404 for an unknown game and 400 for an id that is not a number', async () => {
    const missing = await sandbox.call('GET', '/line-api/v1/games/999999');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ errors: [{ code: 'game_not_found' }] });

    const malformed = await sandbox.call('GET', '/line-api/v1/games/abc');
    expect(malformed.status).toBe(400);
  });
});

describe('GET /line-api/v1/outcomes', () => {
  it('answers the current coefficients of the asked outcomes, in the asked order', async () => {
    const { data } = await games('stream=line&limit=2');
    const ids = data.flatMap((game) =>
      outcomesOf(game)
        .slice(0, 2)
        .map((outcome) => outcome.id),
    );
    const answer = await sandbox.call(
      'GET',
      `/line-api/v1/outcomes?ids=${[...ids].reverse().join(',')},999`,
    );

    expect(answer.status).toBe(200);
    const outcomes = outcomesAnswerSchema.parse(answer.body).data;
    expect(outcomes.map((outcome) => outcome.id)).toEqual([...ids].reverse());
    const first = data[0];
    expect(outcomes.at(-1)).toEqual(first === undefined ? undefined : outcomesOf(first)[0]);
  });

  it.each([['ids='], ['ids=1,,2'], ['ids=-1'], ['']])('answers 400 for %j', async (query) => {
    const answer = await sandbox.call('GET', `/line-api/v1/outcomes?${query}`);

    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ errors: [{ source: { parameter: 'ids' } }] });
  });

  it('takes at most 100 ids', async () => {
    const ids = Array.from({ length: 101 }, (_, index) => 1_000_001 + index).join(',');
    const answer = await sandbox.call('GET', `/line-api/v1/outcomes?ids=${ids}`);

    expect(answer.status).toBe(400);
  });
});
