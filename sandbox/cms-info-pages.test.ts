/** @jest-environment node */
import { cmsPageAnswerSchema, cmsPageSchema } from '@contract/cms';
import type { TestSandbox } from './test-harness';
import { startTestSandbox } from './test-harness';

const API = '/cms-api/v1';

describe('CMS information pages', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startTestSandbox();
  });
  afterAll(async () => {
    await sandbox.close();
  });

  const page = async (slug: string, lang = 'en') =>
    cmsPageAnswerSchema.parse((await sandbox.call('GET', `${API}/pages/${slug}?lang=${lang}`)).body)
      .data;

  it('gives the cricket world cup landing one chapter per tab of spec 02, in both languages', async () => {
    const tabs = ['about', 'odds', 'winners', 'live', 'tips', 'faq'];
    const en = await page('token-cricket-world-cup');
    const ru = await page('token-cricket-world-cup', 'ru');
    expect(en.chapters?.map((c) => c.slug)).toEqual(tabs);
    expect(ru.chapters?.map((c) => c.slug)).toEqual(tabs);
    const winners = en.chapters?.find((c) => c.slug === 'winners')?.sections[0]?.table;
    expect(winners?.columns).toEqual(['Year', 'Winner', 'Runner-up']);
    expect(winners?.rows[0]).toEqual(['2023', 'Australia', 'India']);
    const unknown = await sandbox.call('GET', `${API}/pages/token-euro-2028`);
    expect(unknown.status).toBe(404);
  });

  it('lists the cash terminals as a table with city, address and opening hours', async () => {
    const en = await page('cash-terminals');
    const ru = await page('cash-terminals', 'ru');
    const table = en.sections.find((s) => s.table)?.table;
    const tableRu = ru.sections.find((s) => s.table)?.table;
    expect(table?.columns).toEqual(['City', 'Address', 'Opening hours']);
    expect(table?.rows.length).toBeGreaterThanOrEqual(10);
    expect(table?.rows).toContainEqual(['Nortavia', '12 Harbour Lane (our office)', '24/7']);
    expect(tableRu?.rows.length).toBe(table?.rows.length);
    expect(tableRu?.rows[0]?.[1]).toMatch(/[а-яё]/i);
  });

  it('files every glossary term under its initial and a category the glossary lists', async () => {
    const en = await page('betting-alphabet');
    const ru = await page('betting-alphabet', 'ru');
    const glossary = en.glossary;
    expect(glossary?.terms.length).toBeGreaterThanOrEqual(15);
    for (const term of glossary?.terms ?? []) {
      expect(term.slug.startsWith(term.block)).toBe(true);
      expect(glossary?.categories.map((c) => c.slug)).toContain(term.category);
    }
    // The address is the same in both languages, only the words differ.
    expect(ru.glossary?.terms.map((t) => [t.block, t.category, t.slug])).toEqual(
      glossary?.terms.map((t) => [t.block, t.category, t.slug]),
    );
    const accumulatorRu = ru.glossary?.terms.find((t) => t.slug === 'accumulator');
    expect(accumulatorRu?.title).toMatch(/^Экспресс/);
    // Letter "a" spans two categories, so each level of the address shows something different.
    const inA = new Set(glossary?.terms.filter((t) => t.block === 'a').map((t) => t.category));
    expect(inA.size).toBeGreaterThanOrEqual(2);
  });

  it.each([
    ['football-champions-rules', ['participation', 'predictions', 'leaderboard', 'prizes']],
    ['ourpartners', ['football', 'esports', 'charity', 'affiliates']],
  ])('gives %s chapters of its own', async (slug, chapters) => {
    const en = await page(slug);
    expect(en.chapters?.map((c) => c.slug)).toEqual(expect.arrayContaining(chapters));
  });

  it('gives every page its own SEO title and description', async () => {
    const slugs = [
      'howbet',
      'licenses',
      'taxation',
      'consent',
      'simpleidentification',
      'smsbets',
      'disputeresolution',
      'kycpolicy',
      'cash-terminals',
      'betting-calculator',
      'mobile',
      'desktop',
      'points',
      'betting-awards',
      'ipl-betting-app',
      'cricket-app',
      'thankyou-registration',
      'thankyou-deposit',
    ];
    const pages = await Promise.all(slugs.map((slug) => page(slug)));
    expect(new Set(pages.map((p) => p.title)).size).toBe(slugs.length);
    expect(new Set(pages.map((p) => p.description)).size).toBe(slugs.length);
    expect(
      pages.find((p) => p.slug === 'smsbets')?.sections.flatMap((s) => s.table?.rows ?? []),
    ).toContainEqual(['B <event>*<outcome> <stake>', 'A single', 'B 48213*1 10']);
  });
});

describe('CMS page schema', () => {
  const base = {
    slug: 'cash-terminals',
    title: 'Cash terminals',
    description: 'Terminals',
    updatedAt: '2026-01-15T09:00:00Z',
  };

  it('refuses a table row narrower than its header', () => {
    const section = {
      paragraphs: [],
      table: { columns: ['City', 'Address'], rows: [['Nortavia']] },
    };
    expect(cmsPageSchema.safeParse({ ...base, sections: [section] }).success).toBe(false);
    const whole = { ...section, table: { ...section.table, rows: [['Nortavia', 'Quay 2']] } };
    expect(cmsPageSchema.safeParse({ ...base, sections: [whole] }).success).toBe(true);
  });

  it('refuses a glossary term in a category the glossary does not list', () => {
    const glossary = (category: string) => ({
      categories: [{ slug: 'markets', title: 'Markets' }],
      terms: [
        {
          slug: 'handicap',
          block: 'h',
          category,
          title: 'Handicap',
          definition: ['A head start.'],
        },
      ],
    });
    const sections = [{ paragraphs: ['Terms.'] }];
    expect(cmsPageSchema.safeParse({ ...base, sections, glossary: glossary('odds') }).success).toBe(
      false,
    );
    expect(
      cmsPageSchema.safeParse({ ...base, sections, glossary: glossary('markets') }).success,
    ).toBe(true);
  });
});
