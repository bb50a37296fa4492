/** @jest-environment node */
import { createTranslator } from 'next-intl';
import { renderToStaticMarkup } from 'react-dom/server';
import type { RouteMatch } from '@/server/routes/match';
import { routeById } from '@/server/routes/table';
import { withFeedsMetadata } from '../news/feeds-metadata';
import { parseDateFilter } from './results-query';
import { ResultsPage } from './ResultsPage';
import { FEEDS_NOW, startFeedsSandbox } from './testing/feeds-sandbox';

jest.mock('next-intl/server', () => ({
  getTranslations: async (arg: string | { namespace: string }) =>
    createTranslator({
      locale: 'en',
      messages: jest.requireActual('@/messages/en.json') as Record<string, never>,
      namespace: (typeof arg === 'string' ? arg : arg.namespace) as never,
    }),
}));
jest.mock('@/server/config/site-config', () => ({
  requestIdentity: async () => ({ origin: 'https://betarena.example' }),
}));
jest.mock('@/server/log', () => ({ log: { error: jest.fn() } }));

describe('the date filter', () => {
  it.each([
    [undefined, { kind: 'latest' }],
    ['', { kind: 'latest' }],
    ['2026-11-18', { kind: 'date', date: '2026-11-18' }],
    ['2026-10-20', { kind: 'date', date: '2026-10-20' }],
    [['2026-11-17', '2026-11-16'], { kind: 'date', date: '2026-11-17' }],
    ['2026-11-19', { kind: 'invalid', value: '2026-11-19' }],
    ['2026-10-19', { kind: 'invalid', value: '2026-10-19' }],
    ['2026-02-30', { kind: 'invalid', value: '2026-02-30' }],
    ['18.11.2026', { kind: 'invalid', value: '18.11.2026' }],
    ['<script>', { kind: 'invalid', value: '<script>' }],
  ])('reads date=%j', (date, expected) => {
    expect(parseDateFilter(date === undefined ? {} : { date }, FEEDS_NOW)).toEqual(expected);
  });
});

describe('the results page', () => {
  startFeedsSandbox();
  const results = (resultsType?: string): RouteMatch => ({
    entry: routeById('results'),
    params: resultsType ? { resultsType } : {},
  });
  const render = async (resultsType?: string, searchParams?: Record<string, string>) =>
    renderToStaticMarkup(
      await ResultsPage({ lng: 'en', match: results(resultsType), searchParams }),
    );

  it('lists a chosen day’s finished events by sport and championship with final scores', async () => {
    const html = await render(undefined, { date: '2026-11-16' });
    expect(html).toContain('Results for November 16, 2026');
    expect(html).toContain('<h2 id="sport-football">Football</h2>');
    expect(html).toContain('<caption>England. Premier League</caption>');
    expect(html).toMatch(
      /<a href="\/en\/statisticpopup\?gameId=\d+">[^<]+ — [^<]+<\/a><\/td><td>\d+:\d+<\/td>/,
    );
    expect(html).toContain(
      '<input type="date" min="2026-10-20" max="2026-11-18" name="date" value="2026-11-16"/>',
    );
    expect(html).toContain('<a href="/en/results?date=2026-11-16" aria-current="date">16.11</a>');
    expect(html).not.toContain('role="alert"');
    // One sport at a time (issue 13): the others are links that keep the date.
    expect(html).not.toContain('id="sport-basketball"');
    expect(html).toMatch(
      /<a href="\/en\/results\?date=2026-11-16&amp;sport=basketball">Basketball/,
    );
  });

  it('shows the chosen sport and keeps it through the date filter', async () => {
    const html = await render(undefined, { date: '2026-11-16', sport: 'basketball' });
    expect(html).toContain('<h2 id="sport-basketball">Basketball</h2>');
    expect(html).not.toContain('id="sport-football"');
    expect(html).toContain('<input type="hidden" name="sport" value="basketball"/>');
    expect(html).toContain('href="/en/results?date=2026-11-15&amp;sport=basketball"');
  });

  it.each(['2027-01-01', 'yesterday', '2026-13-01'])(
    'explains a bad date (%s) and shows the latest results instead',
    async (date) => {
      const html = await render(undefined, { date });
      expect(html).toContain(`role="alert">“${date}” is not a date we have results for.`);
      expect(html).toContain('Choose a day from October 20, 2026 to November 18, 2026');
      expect(html).toContain('Results for November 18, 2026');
    },
  );

  it('shows events in play with their state and current score', async () => {
    const html = await render('live');
    expect(html).toContain('<a href="/en/results/live" aria-current="page">Live now</a>');
    expect(html).toContain('<table class="table" data-kind="live">');
    expect(html).toMatch(/<th scope="col">State<\/th><th scope="col">Score<\/th>/);
    expect(html).toMatch(/<td>(1st|2nd|3rd|4th|5th)[^<]*<\/td><td>\d+:\d+<\/td><\/tr>/);
  });

  it('shows the virtual sports zone with scores and placings', async () => {
    const html = await render('zone');
    expect(html).toContain('Virtual football');
    expect(html).toMatch(
      /<ol class="placings"><li>[^<]+<\/li><li>[^<]+<\/li><li>[^<]+<\/li><\/ol>/,
    );
  });

  it('keeps a dated view out of the index with its canonical on the list', async () => {
    const base = { alternates: { canonical: 'https://betarena.example/en/results' } };
    const dated = await withFeedsMetadata('en', results(), { date: '2026-11-17' }, base);
    expect(dated.robots).toEqual({ index: false, follow: true });
    expect(dated.alternates?.canonical).toBe('https://betarena.example/en/results');
    expect(await withFeedsMetadata('en', results(), {}, base)).toBe(base);
  });
});
