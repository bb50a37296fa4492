/** @jest-environment node */
import nock from 'nock';
import { createTranslator } from 'next-intl';
import { renderToStaticMarkup } from 'react-dom/server';
import { InfoPage } from '@/features/info-pages/InfoPage';
import { clearCmsCaches } from '@/server/cms/cms-api';
import { routeById } from '@/server/routes/table';
import { LANDINGS, landingOf, PROMOTIONS, promotionOf, cmsPageOf } from '@/sandbox/cms-content';
import { PromotionDetails, PromotionsList } from './Promotions';
import { cmsEntityName, landingMetadata } from './promotion-metadata';
import { keptQuery, landingCtaHref, landingCtaKind } from './promotion-paths';

const UPSTREAM = 'http://cms-pages.test';
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
  getSiteConfig: async () => ({ siteConfig: { companyName: 'Bet Arena' } }),
}));
jest.mock('@/server/log', () => ({ log: { error: jest.fn() } }));
let currentUser: { userId: number } | null = null;
jest.mock('@/server/session/session', () => ({ getCurrentUser: async () => currentUser }));

const landing = (id: string) => {
  const found = LANDINGS.find((l) => l.id === id);
  if (!found) throw new Error(id);
  return landingOf(found, 'en');
};

beforeAll(() => {
  process.env.UPSTREAM_URL = UPSTREAM;
  nock.disableNetConnect();
});
afterAll(() => nock.enableNetConnect());
beforeEach(() => {
  nock.cleanAll();
  clearCmsCaches();
});

describe('landing metadata', () => {
  const base = {
    title: 'Bonus offer',
    description: jest.requireActual('@/messages/en.json').routes.landingPage.description,
    alternates: { canonical: `${SITE}/en/landing-page/landing-welcome` },
    openGraph: { url: `${SITE}/en/landing-page/landing-welcome`, siteName: 'Bet Arena' },
  };
  const match = (landingId: string) => ({ entry: routeById('landingPage'), params: { landingId } });

  it.each(['landing-welcome', 'landing-casino-welcome'])(
    'gives %s its own title, description, Open Graph and Twitter card',
    async (id) => {
      const own = landing(id);
      const metadata = await landingMetadata('en', match(id), own, base);
      const image = `${SITE}/api/cms/og/en/${id}.png`;
      expect(metadata.title).toEqual({ absolute: own.seo.title });
      expect(metadata.description).toBe(own.seo.description);
      expect(metadata.alternates?.canonical).toBe(base.alternates.canonical);
      expect(metadata.openGraph).toMatchObject({
        title: own.seo.title,
        description: own.seo.description,
        url: base.openGraph.url,
        images: [{ url: image, width: 1200, height: 630 }],
      });
      expect(metadata.twitter).toMatchObject({
        card: 'summary_large_image',
        title: own.seo.title,
        images: [{ url: image }],
      });
    },
  );

  it('leaves the SEO module’s own title and description in place', async () => {
    const metadata = await landingMetadata(
      'en',
      match('landing-welcome'),
      landing('landing-welcome'),
      { ...base, title: { absolute: 'From the SEO module' }, description: 'SEO description' },
    );
    expect(metadata.title).toEqual({ absolute: 'From the SEO module' });
    expect(metadata.openGraph).toMatchObject({
      title: 'From the SEO module',
      description: 'SEO description',
    });
  });
});

describe('the landing call to action', () => {
  const query = { utm_source: 'newsletter', ref: '777', utm_campaign: ['a', 'b'] };

  it('keeps UTM and ref on the way to sign-up', () => {
    expect(landingCtaHref('en', landing('landing-welcome'), true, query)).toBe(
      '/en/registration?utm_source=newsletter&ref=777&utm_campaign=a&utm_campaign=b',
    );
  });

  it('leads to sign-in when registration is closed, to the promotion when the CMS says so', () => {
    expect(landingCtaHref('ru', landing('landing-welcome'), false, { ref: '1' })).toBe(
      '/ru/user/login?ref=1',
    );
    expect(landingCtaHref('en', landing('welcome-pack'), true, {})).toBe('/en/promotions/welcome');
  });

  it('takes a signed-in player to the join step of its promotion, else to the deposit', () => {
    expect(landingCtaHref('en', landing('welcome-pack'), true, { ref: '1' }, true)).toBe(
      '/en/office/promotion#offer-welcome',
    );
    expect(landingCtaHref('en', landing('landing-welcome'), true, { ref: '1' }, true)).toBe(
      '/en/office/recharge',
    );
  });

  it('says what the call to action does: own label, log in, or make a deposit', () => {
    expect(landingCtaKind(landing('landing-welcome'), true, false)).toBe('own');
    expect(landingCtaKind(landing('landing-welcome'), false, false)).toBe('login');
    expect(landingCtaKind(landing('landing-welcome'), true, true)).toBe('deposit');
    expect(landingCtaKind(landing('welcome-pack'), true, true)).toBe('own');
  });

  it('drops a query longer than the referral step keeps', () => {
    expect(keptQuery({ utm_source: 'x'.repeat(3000) })).toBe('');
  });
});

function replyPromotions() {
  nock(UPSTREAM)
    .get('/cms-api/v1/promotions')
    .query({ lang: 'en' })
    .reply(200, { data: PROMOTIONS.map((p) => promotionOf(p, 'en')) });
}

describe('the promotions pages', () => {
  const promo = { entry: routeById('promo'), params: {} };

  it('lists every promotion as a card with its banner, and narrows by category links', async () => {
    replyPromotions();
    const all = renderToStaticMarkup(await PromotionsList({ lng: 'en', match: promo }));
    expect(all.match(/<li/g)).toHaveLength(PROMOTIONS.length);
    expect(all).toContain('href="/en/promotions/welcome"');
    expect(all).toContain('src="/api/cms/images/promotions/welcome.svg"');
    expect(all).toContain('href="/en/promo?category=casino"');

    const casino = renderToStaticMarkup(
      await PromotionsList({ lng: 'en', match: promo, searchParams: { category: 'casino' } }),
    );
    expect(casino).toContain('10% weekly casino cashback');
    expect(casino).not.toContain('Accumulator booster');
    expect(casino).toMatch(/aria-current="page"[^>]*>Casino</);
  });

  it('shows a notice in the frame when the CMS is down', async () => {
    nock(UPSTREAM).get('/cms-api/v1/promotions').query(true).times(3).reply(503);
    const html = renderToStaticMarkup(await PromotionsList({ lng: 'en', match: promo }));
    expect(html).toContain('Promotions cannot be shown right now');
  });

  it('shows one promotion with its numbered terms', async () => {
    const welcome = PROMOTIONS.find((p) => p.slug === 'welcome');
    nock(UPSTREAM)
      .get('/cms-api/v1/promotions/welcome')
      .query({ lang: 'en' })
      .reply(200, { data: welcome && promotionOf(welcome, 'en') });
    const html = renderToStaticMarkup(
      await PromotionDetails({ lng: 'en', promotionRef: 'welcome', showRegistration: true }),
    );
    expect(html).toContain('Terms and conditions');
    expect(html.match(/<ol>[\s\S]*<\/ol>/)?.[0].match(/<li>/g)).toHaveLength(
      welcome?.text.en.terms.length ?? -1,
    );
    expect(html).toContain('href="/en/registration"');
    // For search engines: an online Event with its Offer, over the promotion's period.
    const [jsonLd] = [
      ...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g),
    ]
      .map((m) => JSON.parse(m[1] ?? '') as Record<string, unknown>)
      .filter((data) => data['@type'] === 'Event');
    expect(jsonLd).toMatchObject({
      name: welcome?.text.en.title,
      url: 'https://betarena.example/en/promotions/welcome',
      startDate: welcome && promotionOf(welcome, 'en').startsAt,
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      organizer: { '@type': 'Organization', name: 'Bet Arena' },
      offers: { '@type': 'Offer', url: 'https://betarena.example/en/promotions/welcome' },
    });
  });

  it('takes a signed-in player to the promotion’s join step, not to registration', async () => {
    const welcome = PROMOTIONS.find((p) => p.slug === 'welcome');
    nock(UPSTREAM)
      .get('/cms-api/v1/promotions/welcome')
      .query({ lang: 'en' })
      .reply(200, { data: welcome && promotionOf(welcome, 'en') });
    currentUser = { userId: 1001 };
    try {
      const html = renderToStaticMarkup(
        await PromotionDetails({ lng: 'en', promotionRef: 'welcome', showRegistration: true }),
      );
      expect(html).toContain('href="/en/office/promotion#offer-welcome"');
      expect(html).not.toContain('href="/en/registration"');
    } finally {
      currentUser = null;
    }
  });
});

describe('information pages', () => {
  const rules = (chapter?: string) => ({
    entry: routeById('rules'),
    params: { ruleGroup: 'general', ...(chapter ? { chapter } : {}) },
  });

  it('renders a rules chapter with the chapter list', async () => {
    nock(UPSTREAM)
      .get('/cms-api/v1/pages/rules-general')
      .query({ lang: 'en' })
      .reply(200, { data: cmsPageOf('rules-general', 'en') });
    const html = renderToStaticMarkup(await InfoPage({ lng: 'en', match: rules('settlement') }));
    expect(html).toContain('3. Settlement');
    expect(html).toContain('Bets are settled on the official result');
    expect(html).not.toContain('If an event is postponed');
    expect(html).toMatch(/href="\/en\/rules\/general\/settlement" aria-current="page"/);
  });

  it('names a rule group, a rules chapter and a promotion by their CMS titles, not their slugs', async () => {
    const welcome = PROMOTIONS.find((p) => p.slug === 'welcome');
    nock(UPSTREAM)
      .get('/cms-api/v1/pages/rules-general')
      .query({ lang: 'en' })
      .reply(200, { data: cmsPageOf('rules-general', 'en') })
      .get('/cms-api/v1/promotions/welcome')
      .query({ lang: 'en' })
      .reply(200, { data: welcome && promotionOf(welcome, 'en') });
    await expect(cmsEntityName('en', rules('settlement'))).resolves.toBe('3. Settlement');
    await expect(cmsEntityName('en', rules())).resolves.toBe('General betting rules');
    await expect(
      cmsEntityName('en', { entry: routeById('bonusRules'), params: { id: 'welcome' } }),
    ).resolves.toBe('100% first deposit bonus for sports');
  });

  it('renders the about page text', async () => {
    nock(UPSTREAM)
      .get('/cms-api/v1/pages/about')
      .query({ lang: 'en' })
      .reply(200, { data: cmsPageOf('about', 'en') });
    const html = renderToStaticMarkup(
      await InfoPage({ lng: 'en', match: { entry: routeById('about'), params: {} } }),
    );
    expect(html).toContain('Licence No. BA-0001');
    expect(html).toContain('Updated January 15, 2026');
  });
});
