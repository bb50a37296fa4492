/** @jest-environment node */
import nock from 'nock';
import { createTranslator } from 'next-intl';
import { renderToStaticMarkup } from 'react-dom/server';
import { Provider } from 'react-redux';
import { makeStore } from '@/features/shell/store';
import { cmsEntityName, withCmsMetadata } from '@/features/promotions/promotion-metadata';
import { clearCmsCaches } from '@/server/cms/cms-api';
import { routeById } from '@/server/routes/table';
import { cmsPageOf, PROMOTIONS, promotionOf } from '@/sandbox/cms-content';
import { getSeoPageData } from '@/server/seo/seo-client';
import { calculate, parseCalculatorQuery } from './betting-calculator';
import { InfoPage } from './InfoPage';

const UPSTREAM = 'http://cms-info.test';

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
jest.mock('@/server/seo/seo-client', () => ({ getSeoPageData: jest.fn() }));
jest.mock('@/server/log', () => ({ log: { error: jest.fn() } }));

const seoPageData = jest.mocked(getSeoPageData);

beforeAll(() => {
  process.env.UPSTREAM_URL = UPSTREAM;
  nock.disableNetConnect();
});
afterAll(() => nock.enableNetConnect());
beforeEach(() => {
  nock.cleanAll();
  clearCmsCaches();
  seoPageData.mockReset();
});

/** The sandbox's page answered by the CMS (any number of times). */
function cmsServes(slug: string, lang: 'en' | 'ru' = 'en') {
  nock(UPSTREAM)
    .persist()
    .get(`/cms-api/v1/pages/${slug}`)
    .query({ lang })
    .reply(200, { data: cmsPageOf(slug, lang) });
}

const at = (id: string, params: Record<string, string> = {}) => ({
  entry: routeById(id),
  params,
});

async function html(id: string, params: Record<string, string> = {}, searchParams = {}) {
  const page = await InfoPage({ lng: 'en', match: at(id, params), searchParams });
  // The document shell's store: the calculator is a remote part (features/info-pages/lazy-parts.tsx).
  return renderToStaticMarkup(<Provider store={makeStore()}>{page}</Provider>);
}

/** What notFound() throws (next/navigation). */
const NOT_FOUND = expect.objectContaining({ digest: expect.stringContaining('404') });

describe('betting calculator maths', () => {
  const input = (
    type: 'single' | 'accumulator' | 'system',
    odds: string[],
    stake: string,
    k = 2,
  ) => ({
    type,
    odds,
    stake,
    k,
  });

  it('prices a 2/3 system with odds 2, 3, 4 and a stake of 30 as the three doubles', () => {
    // €10 a line: 2×3 → 60, 2×4 → 80, 3×4 → 120.
    expect(calculate(input('system', ['2', '3', '4'], '30'))).toEqual({
      ok: true,
      win: { stake: 30, maxWin: 260, minWin: 60, lines: 3, stakePerLine: 10 },
      profit: 230,
    });
  });

  it('prices a 3/4 system by its four trebles', () => {
    // €5 a line on 1.5·2·2.5 = 7.5, 1.5·2·3 = 9, 1.5·2.5·3 = 11.25, 2·2.5·3 = 15 → 213.75.
    const result = calculate(input('system', ['1.5', '2', '2,5', '3'], '20', 3));
    expect(result).toMatchObject({ ok: true, win: { maxWin: 213.75, minWin: 37.5, lines: 4 } });
  });

  it('prices an accumulator and a single, rounding down to the cent', () => {
    expect(calculate(input('accumulator', ['2.00', '1.50', '1.80', ''], '10'))).toMatchObject({
      ok: true,
      win: { stake: 10, maxWin: 54 },
      profit: 44,
    });
    expect(calculate(input('single', ['1.85'], '20'))).toMatchObject({ win: { maxWin: 37 } });
    // 3.33 × 1.57 × 1.91 × 7 = 69.899697 → 69.89, never rounded up.
    expect(calculate(input('accumulator', ['3.33', '1.57', '1.91'], '7'))).toMatchObject({
      win: { maxWin: 69.89 },
    });
  });

  it('says what is wrong instead of a figure', () => {
    expect(calculate(input('accumulator', ['', ''], ''))).toEqual({
      ok: false,
      error: 'incomplete',
    });
    expect(calculate(input('accumulator', ['2', 'abc'], '10'))).toEqual({
      ok: false,
      error: 'odds',
    });
    expect(calculate(input('accumulator', ['2', '1'], '10'))).toEqual({ ok: false, error: 'odds' });
    expect(calculate(input('single', ['2'], '10.555'))).toEqual({ ok: false, error: 'stake' });
    expect(calculate(input('accumulator', ['2'], '10'))).toEqual({
      ok: false,
      error: 'selections',
    });
    expect(calculate(input('system', ['2', '3', '4'], '30', 3))).toEqual({
      ok: false,
      error: 'selections',
    });
  });

  it('reads the form query, one more row when asked, one row for a single', () => {
    expect(
      parseCalculatorQuery({ type: 'system', odds: ['2', '3'], stake: '5', rows: '4' }),
    ).toEqual({ type: 'system', odds: ['2', '3', '', ''], stake: '5', k: 2 });
    expect(parseCalculatorQuery({ type: 'single', odds: ['2', '3'] }).odds).toEqual(['2']);
    expect(parseCalculatorQuery({ type: 'lottery' }).type).toBe('accumulator');
    expect(parseCalculatorQuery({ odds: Array(40).fill('2') }).odds).toHaveLength(12);
  });
});

describe('information pages', () => {
  it('shows the calculator explanation and, for a submitted form, its figures', async () => {
    cmsServes('betting-calculator');
    const page = await html(
      'bettingCalculator',
      {},
      { type: 'system', odds: ['2', '3', '4'], stake: '30', k: '2' },
    );
    expect(page).toContain('A k/n system is every accumulator');
    expect(page).toContain('action="/en/betting-calculator"');
    expect(page).toMatch(/Possible win<\/dt><dd[^>]*>260\.00<\/dd>/);
    expect(page).toContain('2 of 3 (3 lines)');
  });

  it('lists the cash terminals as a table', async () => {
    cmsServes('cash-terminals');
    const page = await html('cashTerminals');
    expect(page).toContain('<th scope="col">Opening hours</th>');
    expect(page).toContain('<td>21 Station Road</td>');
  });

  it('shows one tab of a token landing with the tabs as links, the first without one', async () => {
    cmsServes('token-cricket-world-cup');
    const odds = await html('token', { token: 'cricket-world-cup', tab: 'odds' });
    expect(odds).toMatch(/href="\/en\/cricket-world-cup\/odds" aria-current="page"/);
    expect(odds).toContain('<td>India</td><td>3.75</td>');
    expect(odds).not.toContain('Fourteen teams play');
    const landing = await html('token', { token: 'cricket-world-cup' });
    expect(landing).toContain('Fourteen teams play');
    expect(landing).not.toContain('<td>India</td>');
  });

  it('shows a chapter of the partners and of the Football Champions rules, 404 for an unknown one', async () => {
    cmsServes('ourpartners');
    cmsServes('football-champions-rules');
    const partners = await html('ourPartners', { section: 'esports' });
    expect(partners).toContain('Arena Wolves');
    expect(partners).not.toContain('FC Nortavia Harbour');
    const prizes = await html('footballChampionsRules', { chapter: 'prizes' });
    expect(prizes).toMatch(/href="\/en\/football-champions-rules\/prizes" aria-current="page"/);
    expect(prizes).toContain('€2,500 free bet');
    await expect(
      InfoPage({ lng: 'en', match: at('footballChampionsRules', { chapter: 'bonus' }) }),
    ).rejects.toEqual(NOT_FOUND);
    await expect(
      InfoPage({ lng: 'en', match: at('ourPartners', { section: 'nobody' }) }),
    ).rejects.toEqual(NOT_FOUND);
  });

  it('walks the glossary from letters to a term, 404 off the map', async () => {
    cmsServes('betting-alphabet');
    const letters = await html('bettingAlphabet');
    expect(letters).toContain('href="/en/betting-alphabet/a"');
    expect(letters).toContain('href="/en/betting-alphabet/s/bet-types/system-bet"');
    const letter = await html('bettingAlphabet', { block: 'a' });
    expect(letter).toContain('href="/en/betting-alphabet/a/markets">Markets</a>');
    expect(letter).not.toContain('System bet');
    const term = await html('bettingAlphabet', {
      block: 'a',
      category: 'bet-types',
      slug: 'accumulator',
    });
    expect(term).toContain('€10 × 2.00 × 1.50 × 1.80 = €54.00');
    expect(term).toContain('href="/en/betting-alphabet/a/bet-types/anti-accumulator"');
    const missing: Record<string, string>[] = [
      { block: 'q' },
      { block: 'a', category: 'odds' },
      { block: 'a', category: 'casino' },
      { block: 'a', category: 'bet-types', slug: 'system-bet' },
    ];
    for (const params of missing) {
      await expect(InfoPage({ lng: 'en', match: at('bettingAlphabet', params) })).rejects.toEqual(
        NOT_FOUND,
      );
    }
  });

  it('names the item of the address for the heading', async () => {
    cmsServes('betting-alphabet');
    cmsServes('token-cricket-world-cup');
    await expect(
      cmsEntityName(
        'en',
        at('bettingAlphabet', { block: 'h', category: 'markets', slug: 'handicap' }),
      ),
    ).resolves.toBe('Handicap');
    await expect(
      cmsEntityName('en', at('bettingAlphabet', { block: 'a', category: 'markets' })),
    ).resolves.toBe('A: Markets');
    await expect(
      cmsEntityName('en', at('token', { token: 'cricket-world-cup', tab: 'winners' })),
    ).resolves.toBe('Past winners');
    await expect(cmsEntityName('en', at('bettingAlphabet'))).resolves.toBeNull();
  });
});

describe('information page metadata', () => {
  const routeDescription = (id: string) =>
    (
      jest.requireActual('@/messages/en.json') as {
        routes: Record<string, { description: string }>;
      }
    ).routes[id]?.description;

  it('titles a page the SEO module has no record for as the CMS does', async () => {
    cmsServes('taxation');
    const metadata = await withCmsMetadata('en', at('taxation'), {
      title: 'Taxation',
      description: routeDescription('taxation'),
    });
    expect(metadata.title).toBe('Taxes on winnings');
    expect(metadata.description).toMatch(/^How winnings at Bet Arena are taxed/);
  });

  it('lets a promotion and a glossary term win over the SEO record of their whole section', async () => {
    const cashback = PROMOTIONS.find((p) => p.slug === 'cashback');
    nock(UPSTREAM)
      .get('/cms-api/v1/promotions/cashback')
      .query({ lang: 'en' })
      .reply(200, { data: cashback && promotionOf(cashback, 'en') });
    cmsServes('betting-alphabet');
    const sectionWide = { title: 'Bonuses and promotions — Bet Arena', description: 'All offers.' };
    seoPageData.mockResolvedValue(sectionWide as never);
    const seo = { title: { absolute: sectionWide.title }, description: sectionWide.description };

    const promotion = await withCmsMetadata(
      'en',
      at('promotion', { promotionId: 'cashback' }),
      seo,
    );
    expect(promotion.title).toBe('10% weekly casino cashback');
    expect(promotion.openGraph?.title).toBe('10% weekly casino cashback');
    expect(seoPageData).toHaveBeenCalledWith({ lng: 'en', section: 'promotion' });

    const term = await withCmsMetadata(
      'en',
      at('bettingAlphabet', { block: 'm', category: 'odds', slug: 'margin' }),
      seo,
    );
    expect(term.title).toBe('Margin — Betting glossary from A to Z');
    expect(term.description).toMatch(/^The bookmaker’s built-in edge/);
  });

  it("keeps the SEO module's own record of an item", async () => {
    const cashback = PROMOTIONS.find((p) => p.slug === 'cashback');
    nock(UPSTREAM)
      .get('/cms-api/v1/promotions/cashback')
      .query({ lang: 'en' })
      .reply(200, { data: cashback && promotionOf(cashback, 'en') });
    seoPageData.mockResolvedValue({ title: 'Bonuses and promotions — Bet Arena' } as never);
    const own = { title: { absolute: 'Cashback every Monday — Bet Arena' }, description: 'Own.' };
    const metadata = await withCmsMetadata('en', at('promotion', { promotionId: 'cashback' }), own);
    expect(metadata.title).toEqual(own.title);
    expect(metadata.description).toBe('Own.');
  });
});
