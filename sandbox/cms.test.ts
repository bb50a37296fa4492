/** @jest-environment node */
import {
  cmsPageAnswerSchema,
  CMS_PAGE_SLUGS,
  landingAnswerSchema,
  promotionAnswerSchema,
  promotionsAnswerSchema,
} from '@contract/cms';
import type { TestSandbox } from './test-harness';
import { startTestSandbox } from './test-harness';

const API = '/cms-api/v1';

function firstError(body: unknown) {
  return (body as { errors: { code?: string; source?: Record<string, string> }[] }).errors[0];
}

describe('CMS API', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startTestSandbox();
  });
  afterAll(async () => {
    await sandbox.close();
  });

  it('lists promotions of both categories in the asked language', async () => {
    const en = promotionsAnswerSchema.parse(
      (await sandbox.call('GET', `${API}/promotions?lang=en`)).body,
    );
    const ru = promotionsAnswerSchema.parse(
      (await sandbox.call('GET', `${API}/promotions?lang=ru`)).body,
    );
    expect(new Set(en.data.map((p) => p.category))).toEqual(new Set(['sport', 'casino']));
    expect(ru.data.map((p) => p.slug)).toEqual(en.data.map((p) => p.slug));
    expect(ru.data[0]?.title).toMatch(/[а-я]/);
    expect(en.data[0]?.title).not.toMatch(/[а-я]/);
  });

  it('answers one promotion by slug or by numeric id, 404 for an unknown one', async () => {
    const bySlug = promotionAnswerSchema.parse(
      (await sandbox.call('GET', `${API}/promotions/welcome?lang=en`)).body,
    );
    const byId = promotionAnswerSchema.parse(
      (await sandbox.call('GET', `${API}/promotions/${bySlug.data.id}?lang=en`)).body,
    );
    expect(byId.data.slug).toBe('welcome');
    expect(bySlug.data.terms.length).toBeGreaterThan(2);

    const missing = await sandbox.call('GET', `${API}/promotions/no-such-offer`);
    expect(missing.status).toBe(404);
    expect(firstError(missing.body)).toMatchObject({
      code: 'promotion_not_found',
      source: { parameter: 'id' },
    });
    expect((await sandbox.call('GET', `${API}/promotions/Bad_Slug`)).status).toBe(400);
  });

  it('gives each landing its own content and SEO, 404 for an unknown id', async () => {
    const ids = ['landing-welcome', 'landing-first-bonus', 'landing-casino-welcome'];
    const landings = await Promise.all(
      ids.map(
        async (id) =>
          landingAnswerSchema.parse(
            (await sandbox.call('GET', `${API}/landings/${id}?lang=en`)).body,
          ).data,
      ),
    );
    expect(new Set(landings.map((l) => l.headline)).size).toBe(ids.length);
    expect(new Set(landings.map((l) => l.seo.title)).size).toBe(ids.length);
    expect(landings[0]?.ogImage).toBe('/cms-api/images/landings/landing-welcome.svg');

    const missing = await sandbox.call('GET', `${API}/landings/landing-nothing`);
    expect(missing.status).toBe(404);
    expect(firstError(missing.body)).toMatchObject({ code: 'landing_not_found' });
  });

  it.each(CMS_PAGE_SLUGS)('serves the %s page in English and Russian', async (slug) => {
    const en = cmsPageAnswerSchema.parse(
      (await sandbox.call('GET', `${API}/pages/${slug}?lang=en`)).body,
    );
    const ru = cmsPageAnswerSchema.parse(
      (await sandbox.call('GET', `${API}/pages/${slug}?lang=ru`)).body,
    );
    expect(en.data.slug).toBe(slug);
    expect(ru.data.title).toMatch(/[а-яё]/i);
    expect(ru.data.title).not.toBe(en.data.title);
  });

  it('gives the general rules their chapters and answers 404 for an unknown page', async () => {
    const rules = cmsPageAnswerSchema.parse(
      (await sandbox.call('GET', `${API}/pages/rules-general`)).body,
    );
    expect(rules.data.chapters?.map((c) => c.slug)).toContain('settlement');
    const missing = await sandbox.call('GET', `${API}/pages/secret`);
    expect(missing.status).toBe(404);
    expect(firstError(missing.body)).toMatchObject({ code: 'page_not_found' });
    expect((await sandbox.call('GET', `${API}/pages/about?lang=english`)).status).toBe(400);
  });

  it('draws the pictures as SVG with no script, 404 for an unknown one', async () => {
    for (const path of [
      '/cms-api/images/promotions/welcome.svg',
      '/cms-api/images/landings/landing-welcome.svg',
    ]) {
      const response = await fetch(`${sandbox.url}${path}`);
      expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      const svg = await response.text();
      expect(svg).toMatch(/^<svg /);
      expect(svg).not.toMatch(/<script|href=/);
    }
    expect((await fetch(`${sandbox.url}/cms-api/images/promotions/nothing.svg`)).status).toBe(404);
    expect((await fetch(`${sandbox.url}/cms-api/images/landings/x.png`)).status).toBe(404);
  });
});
