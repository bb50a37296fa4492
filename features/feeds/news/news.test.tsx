/** @jest-environment node */
import { createTranslator } from 'next-intl';
import { renderToStaticMarkup } from 'react-dom/server';
import { startFeedsSandbox } from '../results/testing/feeds-sandbox';
import type { RouteMatch } from '@/server/routes/match';
import { routeById } from '@/server/routes/table';
import { withFeedsMetadata, newsEntityName } from './feeds-metadata';
import { NewsPage } from './News';

const SITE = 'https://betarena.example';

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
const news = (slug?: string): RouteMatch => ({
  entry: routeById('news'),
  params: slug ? { slug } : {},
});
const render = async (slug?: string, searchParams?: Record<string, string>) =>
  renderToStaticMarkup(await NewsPage({ lng: 'en', match: news(slug), searchParams }));
const NOT_FOUND = { digest: expect.stringContaining('404') };

describe('the news list', () => {
  it('shows the newest articles with their tag, date and lead, and pages by plain links', async () => {
    const html = await render();
    expect(html.match(/<h2 /g)).toHaveLength(6);
    expect(html).toContain(
      '<a href="/en/news/liverpool-and-arsenal-set-the-pace">Liverpool and Arsenal set the pace at the top</a>',
    );
    expect(html).toContain('Ice hockey');
    expect(html).toContain('dateTime="2026-11-18T');
    expect(html).toMatch(
      /<a [^>]*rel="next"[^>]*href="\/en\/news\?page=2"|href="\/en\/news\?page=2"[^>]*rel="next"/,
    );

    const last = await render(undefined, { page: '3' });
    expect(last.match(/<h2 /g)).toHaveLength(1);
    expect(last).toMatch(/href="\/en\/news\?page=2"[^>]*>Newer|rel="prev"/);
  });

  it('answers 404 for a page past the last or no page number at all', async () => {
    await expect(render(undefined, { page: '4' })).rejects.toMatchObject(NOT_FOUND);
    await expect(render(undefined, { page: 'two' })).rejects.toMatchObject(NOT_FOUND);
  });

  it('says so when the news desk does not answer', async () => {
    process.env.UPSTREAM_URL = 'http://127.0.0.1:9';
    try {
      expect(await render()).toContain('The news cannot be shown right now');
    } finally {
      process.env.UPSTREAM_URL = sandbox.current?.url;
    }
  });
});

describe('a news article', () => {
  it('shows its body and a way back to the list', async () => {
    const html = await render('la-liga-real-madrid-barcelona-preview');
    expect(html).toContain('Real Madrid have won four of the last six meetings');
    expect(html).toContain('<a class="back" href="/en/news">All news</a>');
  });

  it('answers 404 for an unknown or malformed slug', async () => {
    await expect(render('no-such-story')).rejects.toMatchObject(NOT_FOUND);
    await expect(render('Bad_Slug')).rejects.toMatchObject(NOT_FOUND);
  });

  it('has its own title, description, canonical and Open Graph article data', async () => {
    const slug = 'khl-ska-extend-winning-run';
    const base = {
      title: 'News',
      description: jest.requireActual('@/messages/en.json').routes.news.description,
      alternates: { canonical: `${SITE}/en/news/${slug}` },
      openGraph: { url: `${SITE}/en/news/${slug}` },
    };
    const metadata = await withFeedsMetadata('en', news(slug), {}, base);
    expect(metadata.title).toBe('KHL: SKA extend their winning run to seven games');
    expect(metadata.description).toMatch(/^A power-play goal in the third period/);
    expect(metadata.alternates?.canonical).toBe(`${SITE}/en/news/${slug}`);
    expect(metadata.openGraph).toMatchObject({ type: 'article', tags: ['Ice hockey'] });
    await expect(newsEntityName('en', news(slug))).resolves.toBe(metadata.title);

    // The SEO module's title of the news section does not name every article the same.
    const sectionTitled = await withFeedsMetadata(
      'en',
      news(slug),
      {},
      {
        ...base,
        title: { absolute: 'Sports and betting news — Bet Arena' },
        description: 'Match previews from the editorial team.',
      },
    );
    expect(sectionTitled.title).toBe(metadata.title);
    expect(sectionTitled.description).toBe(metadata.description);

    const page2 = await withFeedsMetadata(
      'en',
      news(),
      { page: '2' },
      {
        ...base,
        alternates: { canonical: `${SITE}/en/news` },
      },
    );
    expect(page2.title).toBe('News — page 2');
    expect(page2.alternates?.canonical).toBe(`${SITE}/en/news?page=2`);

    // The SEO module's mirror domain keeps, with this page's own path.
    const mirrored = await withFeedsMetadata(
      'en',
      news(),
      { page: '3' },
      {
        ...base,
        alternates: { canonical: 'https://news.betarena.example/en/news' },
      },
    );
    expect(mirrored.alternates?.canonical).toBe('https://news.betarena.example/en/news?page=3');
    const custom = await withFeedsMetadata(
      'en',
      news(),
      { page: '3' },
      {
        ...base,
        alternates: { canonical: 'https://elsewhere.example/sports-news' },
      },
    );
    expect(custom.alternates?.canonical).toBe('https://elsewhere.example/sports-news');
  });
});
