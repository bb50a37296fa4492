/** @jest-environment node */
import {
  AppRouterContext,
  type AppRouterInstance,
} from 'next/dist/shared/lib/app-router-context.shared-runtime';
import { createTranslator, NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { StoreProvider } from '@/features/shell/StoreProvider';
import { routeById } from '@/server/routes/table';
import { startTestSandbox, type TestSandbox } from '@/sandbox/test-harness';
import { HOME_BODIES } from './home-bodies';
import { HomeEvents } from './HomeEvents';

// The home events render against the embedded sandbox's line (docs/upstream-contract.md
// "Sandbox seed: the line") on a fixed clock.
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
beforeAll(async () => {
  sandbox = await startTestSandbox({ now: () => NOW });
  process.env.UPSTREAM_URL = sandbox.url;
  // The tests change the line between renders: no answer is reused.
  process.env.LINE_CACHE_TTL_MS = '0';
}, 20_000);
afterAll(async () => {
  await sandbox.close();
});

async function html(node: ReactNode): Promise<string> {
  let failure: unknown = null;
  const stream = await renderToReadableStream(
    <NextIntlClientProvider locale="en" messages={messages} onError={() => {}}>
      <AppRouterContext.Provider value={router}>
        <StoreProvider>{node}</StoreProvider>
      </AppRouterContext.Provider>
    </NextIntlClientProvider>,
    {
      onError: (error) => {
        failure = error;
      },
    },
  );
  await stream.allReady;
  const markup = (await new Response(stream).text()).replace(/<!-- -->/g, '');
  if (failure) throw failure;
  return markup;
}

async function body(id: 'homePageType' | 'homeSport', params: Record<string, string>) {
  const render = HOME_BODIES[id];
  if (!render) throw new Error(`no body for ${id}`);
  return html(await render({ lng: 'en', match: { entry: routeById(id), params } }));
}

const gameRows = (markup: string) => [...markup.matchAll(/<tbody>.*?<\/tbody>/g)].join('');
const rowCount = (markup: string) => (gameRows(markup).match(/<tr[ >]/g) ?? []).length;
const liveBadges = (markup: string) => (gameRows(markup).match(/class="liveBadge"/g) ?? []).length;

describe('home page types', () => {
  it('topgame lists the recommended games, live first, with the tabs of the types the line has', async () => {
    const markup = await body('homePageType', { pageType: 'topgame' });
    // The seed recommends 5 live games and 12 pre-match ones.
    expect(liveBadges(markup)).toBe(5);
    expect(markup).toMatch(/<p class="streamTitle">Live<\/p>.*<p class="streamTitle">Line<\/p>/);
    expect(markup).toContain(
      '<a aria-current="page" href="/en/topgame">Top games<span class="count">17</span></a>',
    );
    expect(markup).toContain('href="/en/home/live">Live<span class="count">21</span>');
    expect(markup).toContain('href="/en/cyber">Esports<span');
    // The line has no UFC, politics or marble racing: no tab leads to an empty page.
    expect(markup).not.toContain('href="/en/ufc"');
    expect(markup).not.toContain('href="/en/marble"');
    // Five of each stream; the stream's list has the rest.
    expect(rowCount(markup)).toBe(10);
  });

  it('cyber lists only esports games', async () => {
    const markup = await body('homePageType', { pageType: 'cyber' });
    expect(markup).toContain('<h2 class="sportTitle">Esports</h2>');
    expect(markup).not.toMatch(/<h2 class="sportTitle">(?!Esports)/);
  });

  it('a type the line has nothing for says so and leads to the line', async () => {
    const markup = await body('homePageType', { pageType: 'ufc' });
    expect(markup).toContain(
      '<a aria-current="page" href="/en/ufc">UFC<span class="count">0</span></a>',
    );
    expect(markup).toContain(
      'There are no events here right now. <a href="/en/line">See the whole line</a>',
    );
  });
});

describe('home sport paths', () => {
  it('home/live lists the live games with the live sports to narrow them', async () => {
    const markup = await body('homeSport', { section: 'live' });
    expect(markup).toContain('<a aria-current="page" href="/en/home/live">Live');
    expect(markup).toContain(
      '<a aria-current="page" href="/en/home/live">All sports<span class="count">21</span></a>',
    );
    expect(markup).toContain(
      'href="/en/home/live/ice-hockey">Ice hockey<span class="count">3</span></a>',
    );
    expect(markup).not.toContain('<p class="streamTitle">Line</p>');
    expect(liveBadges(markup)).toBe(8);
    expect(markup).toContain('<a href="/en/live">All live events</a>');
    expect(markup).toContain('<a href="/en/multi">Watch several at once in multi-live</a>');
  });

  it('home/line/{sport} lists that sport’s pre-match games, and links its full line', async () => {
    const markup = await body('homeSport', { section: 'line', sport: 'ice-hockey' });
    expect(markup).toContain('<a aria-current="page" href="/en/home/line/ice-hockey">Ice hockey');
    expect(markup).toContain('<h2 class="sportTitle">Ice hockey</h2>');
    expect(markup).not.toMatch(/<h2 class="sportTitle">(?!Ice hockey)/);
    expect(liveBadges(markup)).toBe(0);
    expect(markup).toContain('<a href="/en/line/all/ice-hockey">All events in the line</a>');
  });

  it('a sport the stream does not have shows an empty list; a malformed one is a 404', async () => {
    const markup = await body('homeSport', { section: 'live', sport: 'curling' });
    expect(markup).toContain('There are no events here right now.');
    await expect(body('homeSport', { section: 'live', sport: 'Ice_Hockey' })).rejects.toThrow(
      'NEXT_HTTP_ERROR_FALLBACK;404',
    );
  });
});

describe('the home page block', () => {
  it('shows the top games without choosing a tab', async () => {
    const markup = await html(
      await HomeEvents({ lng: 'en', view: { kind: 'home' }, strict: false }),
    );
    expect(markup).not.toContain('aria-current="page"');
    expect(liveBadges(markup)).toBe(3);
    expect(rowCount(markup)).toBe(6);
  });

  it('keeps the home page standing when the line cannot be had', async () => {
    const url = process.env.UPSTREAM_URL;
    process.env.UPSTREAM_URL = 'http://127.0.0.1:9';
    try {
      const markup = await html(
        await HomeEvents({ lng: 'en', view: { kind: 'home' }, strict: false }),
      );
      expect(markup).toContain('The line is temporarily unavailable.');
    } finally {
      process.env.UPSTREAM_URL = url;
    }
  });
});
