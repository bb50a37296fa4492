/** @jest-environment node */
import {
  AppRouterContext,
  type AppRouterInstance,
} from 'next/dist/shared/lib/app-router-context.shared-runtime';
import { createTranslator, NextIntlClientProvider } from 'next-intl';
import { renderToReadableStream } from 'react-dom/server';
import { StoreProvider } from '@/features/shell/StoreProvider';
import { routeById } from '@/server/routes/table';
import { startTestSandbox, type TestSandbox } from '@/sandbox/test-harness';
import { gamesAnswerSchema, type Game } from '@/server/upstream/schemas/line';
import { MultiLive } from './MultiLive';

// The page renders against the embedded sandbox (the operator's own implementation of the line)
// on a fixed clock, so the panels are checked against real live games.
const NOW = Date.UTC(2026, 10, 18, 19, 0);
const messages = jest.requireActual('@/messages/en.json') as Record<string, never>;

jest.mock('next-intl/server', () => ({
  getTranslations: async (arg: string | { namespace: string }) =>
    createTranslator({
      locale: 'en',
      messages: jest.requireActual('@/messages/en.json') as Record<string, never>,
      namespace: (typeof arg === 'string' ? arg : arg.namespace) as never,
    }),
}));
// A visitor's page request: no cookies.
jest.mock('next/headers', () => {
  const { RequestCookies } = jest.requireActual('next/dist/compiled/@edge-runtime/cookies');
  return {
    cookies: async () => new RequestCookies(new Headers()),
    headers: async () => new Headers({ host: 'localhost:3000' }),
  };
});
jest.mock('@/server/log', () => ({ log: { error: jest.fn(), warn: jest.fn(), info: jest.fn() } }));

const router = {
  refresh: jest.fn(),
  push: jest.fn(),
  replace: jest.fn(),
  back: jest.fn(),
  forward: jest.fn(),
  prefetch: jest.fn(),
} satisfies AppRouterInstance;

let sandbox: TestSandbox;
let live: Game[];

beforeAll(async () => {
  sandbox = await startTestSandbox({ now: () => NOW });
  process.env.UPSTREAM_URL = sandbox.url;
  // The tests change the line between renders: no answer is reused.
  process.env.LINE_CACHE_TTL_MS = '0';
  const answer = await sandbox.call('GET', '/line-api/v1/games?stream=live&limit=200&lang=en');
  live = gamesAnswerSchema.parse(answer.body).data;
}, 20_000);

afterAll(async () => {
  await sandbox.close();
});

async function render(games?: string | string[]): Promise<string> {
  const body = await MultiLive({
    lng: 'en',
    match: { entry: routeById('multi'), params: {} },
    searchParams: games === undefined ? {} : { games },
  });
  let failure: unknown = null;
  // Nested async server components resolve as the server streams them.
  const stream = await renderToReadableStream(
    <NextIntlClientProvider locale="en" messages={messages} onError={() => {}}>
      <AppRouterContext.Provider value={router}>
        <StoreProvider>{body}</StoreProvider>
      </AppRouterContext.Provider>
    </NextIntlClientProvider>,
    {
      onError: (error) => {
        failure = error;
      },
    },
  );
  await stream.allReady;
  const markup = await new Response(stream).text();
  if (failure) throw failure;
  return markup;
}

const panelIds = (html: string) =>
  [...html.matchAll(/<article [^>]*data-game-id="(\d+)"/g)].map((m) => Number(m[1]));
const event = (game: Game) => `${game.opponents[0]} — ${game.opponents[1]}`;
const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const text = (html: string) => html.replace(/<!-- -->/g, '').replace(/&#x27;/g, "'");

describe('the multi-live page', () => {
  it('shows the top live games by default, each with its score, state and main markets', async () => {
    const html = await render();
    const recommended = live.filter((game) => game.isRecommended);
    expect(recommended.length).toBeGreaterThanOrEqual(2);
    expect(panelIds(html)).toEqual(recommended.slice(0, 2).map((game) => game.id));
    expect(html).toContain(
      'The top live games. Pick your own from the list: up to 4 side by side.',
    );
    for (const game of recommended.slice(0, 2)) {
      expect(text(html)).toContain(game.statusText);
      expect(html).toContain(
        `<p class="score" aria-label="Score">${game.score?.home}<br/>${game.score?.away}</p>`,
      );
      // Every open outcome of the main market is an odds button carrying its outcome id.
      const main = game.markets.find((market) => market.id === 1 || market.id === 2);
      for (const outcome of main?.outcomes.filter((o) => !o.isBlocked) ?? []) {
        expect(html).toContain(`data-outcome-id="${outcome.id}"`);
      }
      expect(html).toContain(`aria-label="Remove ${event(game)} from multi-live"`);
    }
    // The main total line and the game page's other bets.
    expect(html).toMatch(/<div class="row" role="group" aria-label="Total \d+\.5">/);
    expect(html).toMatch(/aria-label="\+\d+ more bets: [^"]+" href="\/en\/live\/all\//);
  });

  it('lists every live game by sport in the picker, with add and remove links', async () => {
    const [first, second, third] = live;
    const html = await render(`${first?.id},${second?.id}`);
    expect(panelIds(html)).toEqual([first?.id, second?.id]);
    expect(html).toContain(`Live now<span class="count">${live.length}</span>`);
    for (const sport of new Set(live.map((game) => game.sportName))) {
      expect(html).toMatch(new RegExp(`<h3 id="multi-sport-\\d+">${sport}<span`));
    }
    const adds = [
      ...html.matchAll(/<a aria-label="Add [^"]+" href="\/en\/multi\?games=([\d,]*)"/g),
    ];
    expect(adds).toHaveLength(live.length - 2);
    expect(adds[0]?.[1]).toBe(`${first?.id},${second?.id},${third?.id}`);
    // Taking a game off keeps the other; taking the last one off leaves an empty screen.
    const removeFirst = new RegExp(
      `<a [^>]*aria-label="Remove ${escape(event(first as Game))} from multi-live"[^>]*` +
        ` href="/en/multi\\?games=${second?.id}"`,
      'g',
    );
    // One in the panel, one in the picker.
    expect([...html.matchAll(removeFirst)]).toHaveLength(2);
    expect(html).toContain('2 of 4 on the screen.');
  });

  it('offers no more games to add once four are on the screen', async () => {
    const html = await render(
      live
        .slice(0, 4)
        .map((game) => game.id)
        .join(','),
    );
    expect(panelIds(html)).toHaveLength(4);
    expect(html).not.toContain('aria-label="Add ');
    expect(html).toContain('The screen is full (4 games): take one off to add another.');
  });

  it('drops what it cannot show and says why, without failing the page', async () => {
    const [a, b, c, d, e] = live as [Game, Game, Game, Game, Game];
    const query = `${a.id},${b.id},${a.id},x1,${c.id},${d.id},${e.id},999999`;
    const html = text(await render(query));
    expect(panelIds(html)).toEqual([a.id, b.id, c.id, d.id]);
    expect(html).toContain('Some games are not on the screen:');
    expect(html).toContain(`${event(a)} was listed twice.`);
    expect(html).toContain('“x1” is not a game number.');
    expect(html).toContain(`${event(e)}: at most 4 games fit on the screen.`);
    expect(html).toContain('Game 999999 is not in play.');
    expect(html).not.toContain('The top live games are shown instead.');
  });

  it('names a game that has not started, and shows the top games instead', async () => {
    const upcoming = gamesAnswerSchema.parse(
      (await sandbox.call('GET', '/line-api/v1/games?stream=line&limit=1&lang=en')).body,
    ).data[0] as Game;
    const html = text(await render([`${upcoming.id}`, '<b>bold</b>']));
    expect(html).toContain(`${event(upcoming)} has not started yet.`);
    expect(html).toContain('“&lt;b&gt;bold&lt;/b&gt;” is not a game number.');
    expect(html).toContain('The top live games are shown instead.');
    expect(panelIds(html)).toHaveLength(2);
  });

  it('shows an empty screen when every game was taken off', async () => {
    const html = await render('');
    expect(panelIds(html)).toEqual([]);
    expect(html).toContain('No games on the screen. Pick live games from the list');
    expect(html).not.toContain('role="status"');
    expect(html).toContain('0 of 4 on the screen.');
  });

  // Last: it plays the sandbox's line on.
  it('takes a game off the screen once it has finished, saying so', async () => {
    const football = live.find((game) => game.sportSlug === 'football') as Game;
    const other = live.find((game) => game.sportSlug !== 'football') as Game;
    await sandbox.call('PUT', `/__sandbox/games/${football.id}`, { timeSeconds: 90 * 60 - 1 });
    const tick = (await sandbox.call('POST', '/__sandbox/live/tick', { count: 1 })).body as {
      data: { finishedGameIds: number[] };
    };
    expect(tick.data.finishedGameIds).toContain(football.id);
    const html = text(await render(`${football.id},${other.id}`));
    expect(html).toContain(`${event(football)} has finished.`);
    expect(panelIds(html)).toEqual([other.id]);
    expect(html).toContain('Pick a live game from the list to add it here.');
  });
});
