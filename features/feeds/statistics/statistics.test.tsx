/** @jest-environment node */
import { createTranslator } from 'next-intl';
import { renderToStaticMarkup } from 'react-dom/server';
import { startFeedsSandbox } from '../results/testing/feeds-sandbox';
import { LeagueTables, StatisticPopup } from './Statistics';

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

const sandbox = startFeedsSandbox();
const NOT_FOUND = { digest: expect.stringContaining('404') };
const tables = async (searchParams?: Record<string, string>) =>
  renderToStaticMarkup(await LeagueTables({ lng: 'en', searchParams }));
const popup = async (searchParams?: Record<string, string>) =>
  renderToStaticMarkup(await StatisticPopup({ lng: 'en', searchParams }));

describe('the league tables', () => {
  it('shows the first championship’s table with every column and links to the others', async () => {
    const html = await tables();
    expect(html).toContain('<caption>Football. England. Premier League — Season 2026/27</caption>');
    for (const title of ['Played', 'Won', 'Drawn', 'Lost', 'Scored and conceded', 'Points']) {
      expect(html).toContain(`<abbr title="${title}">`);
    }
    expect(html.match(/<th scope="row">/g)).toHaveLength(20);
    expect(html).toContain(
      '<a href="/en/statistic?champ=101" aria-current="page">Premier League</a>',
    );
    expect(html).toContain('<a href="/en/statistic?champ=301">NBA</a>');
    expect(html).not.toContain('Paris Masters');
  });

  it('shows the chosen championship; 404 for an unknown or malformed one', async () => {
    expect(await tables({ champ: '301' })).toContain('<caption>Basketball. USA. NBA');
    await expect(tables({ champ: '999' })).rejects.toMatchObject(NOT_FOUND);
    await expect(tables({ champ: 'nba' })).rejects.toMatchObject(NOT_FOUND);
  });
});

describe('the statistics popup', () => {
  it('shows an event’s score, head-to-head, both sides’ form and their table rows', async () => {
    const day = (await sandbox.current?.call('GET', '/results-api/v1/results?date=2026-11-16'))
      ?.body as {
      data: {
        sports: {
          slug: string;
          champs: { name: string; events: { id: number; home: string; away: string }[] }[];
        }[];
      };
    };
    const champ = day.data.sports.find((sport) => sport.slug === 'football')?.champs[0];
    const event = champ?.events[0];
    const html = await popup({ gameId: String(event?.id) });
    expect(html).toContain(`<h2 id="stats-event">${event?.home} — ${event?.away}</h2>`);
    expect(html).toContain('<h2>Head to head</h2>');
    expect(html).toContain(`<h2>Form: ${event?.home}</h2>`);
    expect(html.match(/class="badge" data-outcome="[WDL]"/g)?.length).toBeGreaterThanOrEqual(10);
    expect(html).toContain(`In the table: ${champ?.name}`);
    expect(html.match(/<tr class="highlight">/g)).toHaveLength(2);
  });

  it('asks for an event when none is given and explains a malformed id', async () => {
    expect(await popup()).toContain('Choose an event on the results page');
    const html = await popup({ gameId: 'abc' });
    expect(html).toContain('role="alert">“abc” is not an event number.');
    await expect(popup({ gameId: '999999' })).rejects.toMatchObject(NOT_FOUND);
  });
});
