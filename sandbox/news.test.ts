/** @jest-environment node */
import { newsArticleAnswerSchema, newsListAnswerSchema } from '@contract/news';
import type { TestSandbox } from './test-harness';
import { startTestSandbox } from './test-harness';

const API = '/news-api/v1';
const NOW = Date.UTC(2026, 10, 18, 21, 0);

function firstError(body: unknown) {
  return (body as { errors: { code?: string; source?: Record<string, string> }[] }).errors[0];
}

describe('news API', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startTestSandbox({ now: () => NOW });
  });
  afterAll(async () => {
    await sandbox.close();
  });

  it('pages the articles newest first in the asked language', async () => {
    const first = newsListAnswerSchema.parse(
      (await sandbox.call('GET', `${API}/articles?lang=en`)).body,
    );
    expect(first.meta).toEqual({ page: 1, pages: 3, total: 13, perPage: 6 });
    const times = first.data.map((a) => Date.parse(a.publishedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(Math.max(...times)).toBeLessThanOrEqual(NOW);
    const last = newsListAnswerSchema.parse(
      (await sandbox.call('GET', `${API}/articles?lang=en&page=3`)).body,
    );
    expect(last.data).toHaveLength(1);
    const ru = newsListAnswerSchema.parse(
      (await sandbox.call('GET', `${API}/articles?lang=ru`)).body,
    );
    expect(ru.data.map((a) => a.slug)).toEqual(first.data.map((a) => a.slug));
    expect(ru.data[0]?.title).toMatch(/[а-я]/);

    const football = newsListAnswerSchema.parse(
      (await sandbox.call('GET', `${API}/articles?tag=football`)).body,
    );
    expect(new Set(football.data.map((a) => a.tag))).toEqual(new Set(['football']));

    const beyond = await sandbox.call('GET', `${API}/articles?page=4`);
    expect(beyond.status).toBe(404);
    expect(firstError(beyond.body)).toMatchObject({ code: 'page_not_found' });
    expect((await sandbox.call('GET', `${API}/articles?page=0`)).status).toBe(400);
  });

  it('answers one article with its body and SEO texts, 404 for an unknown slug', async () => {
    const article = newsArticleAnswerSchema.parse(
      (await sandbox.call('GET', `${API}/articles/khl-ska-extend-winning-run?lang=ru`)).body,
    ).data;
    expect(article.title).toBe('КХЛ: СКА довёл победную серию до семи матчей');
    expect(article.seo.title).toBe(article.title);
    expect(article.body[0]?.paragraphs.length).toBeGreaterThan(0);

    const missing = await sandbox.call('GET', `${API}/articles/no-such-story`);
    expect(missing.status).toBe(404);
    expect(firstError(missing.body)).toMatchObject({
      code: 'article_not_found',
      source: { parameter: 'slug' },
    });
    expect((await sandbox.call('GET', `${API}/articles/Bad_Slug`)).status).toBe(400);
  });
});
