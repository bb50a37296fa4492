/** @jest-environment node */
import nock from 'nock';
import { createTranslator } from 'next-intl';
import type { ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { clearBonusCaches } from '@/server/cms/bonus-api';
import { clearCmsCaches } from '@/server/cms/cms-api';
import { matchRoute } from '@/server/routes/match';
import { demoSlugs } from '@/server/routes/routes.fixture';
import {
  BONUS_GAMES,
  bonusGamesOf,
  CASINO_OFFERS,
  casinoOfferOf,
  PARTNER_OFFERS,
  partnerOfferOf,
  PROMO_CODES,
  TOURNAMENTS,
  tournamentDetailsOf,
} from '@/sandbox/cms-bonus-content';
import { LANDINGS, landingOf } from '@/sandbox/cms-content';
import type { GamesFilter } from '@/server/casino/casino-api';
import { BONUS_BODIES } from './bonus-bodies';
import { bonusEntityName, withBonusMetadata } from './bonus-metadata';

const UPSTREAM = 'http://cms-bonus-pages.test';
const SITE = 'https://betarena.example';
/** Wednesday 18 November 2026: the weekly race runs, the live masters are to come. */
const NOW = Date.parse('2026-11-18T10:30:00Z');

const site = { isRegistrationAllowed: true, isVipDomain: false };
const tilesAsked: GamesFilter[] = [];

jest.mock('next-intl/server', () => ({
  getTranslations: async (arg: string | { namespace: string; locale?: string }) =>
    createTranslator({
      locale: typeof arg === 'string' ? 'en' : (arg.locale ?? 'en'),
      messages: jest.requireActual('@/messages/en.json') as Record<string, never>,
      namespace: (typeof arg === 'string' ? arg : arg.namespace) as never,
    }),
}));
jest.mock('@/server/config/site-config', () => ({
  requestIdentity: async () => ({ origin: 'https://betarena.example' }),
  getSiteConfig: async () => ({ siteConfig: site }),
}));
// The casino catalogue has its own tests (server/casino): here it answers two tiles a page.
jest.mock('@/server/casino/site-casino', () => ({
  getCasinoSlugs: async () => ({
    casinoCategories: ['casino', 'live-casino'],
    slotsCategories: ['slots', 'jackpots'],
    kenoGames: ['keno'],
  }),
  getFavouriteIds: async () => null,
  getTilesPage: async (_lng: string, filter: GamesFilter) => {
    tilesAsked.push(filter);
    return {
      tiles: [
        {
          id: 1001,
          name: 'Golden Reels',
          path: 'slots/game/1001/golden-reels',
          provider: 'Northlight Gaming',
          rtp: 96.1,
          flags: ['popular'],
        },
        {
          id: 1002,
          name: 'Scarab Dunes',
          path: 'slots/game/1002/scarab-dunes',
          provider: 'Red Fox Studios',
          rtp: 95.4,
          flags: [],
        },
      ],
      page: filter.page ?? 1,
      perPage: filter.perPage ?? 40,
      total: 90,
    };
  },
}));
jest.mock('@/server/log', () => ({ log: { error: jest.fn() } }));
jest.mock('@/server/session/session', () => ({ getCurrentUser: async () => null }));
jest.mock('@/server/session/viewer', () => ({ getSharedPlayer: async () => null }));

function find<T extends { slug?: string; id?: string }>(list: readonly T[], key: string): T {
  const found = list.find((item) => item.slug === key || item.id === key);
  if (!found) throw new Error(key);
  return found;
}

function match(path: string) {
  const found = matchRoute(path.split('/'), demoSlugs);
  if (!found) throw new Error(path);
  return found;
}

async function render(path: string, searchParams?: Record<string, string>) {
  const route = match(path);
  const body = BONUS_BODIES[route.entry.id];
  if (!body) throw new Error(`no body for ${route.entry.id}`);
  return html(await body({ lng: 'en', match: route, searchParams }));
}

/** The page's HTML with its nested async server components resolved, as the server streams it. */
async function html(node: ReactNode): Promise<string> {
  let failure: unknown = null;
  const stream = await renderToReadableStream(node, {
    onError: (error) => {
      failure = error;
    },
  });
  await stream.allReady;
  const markup = (await new Response(stream).text()).replace(/<!-- -->/g, '');
  if (failure) throw failure;
  return markup;
}

async function statusOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'rendered';
  } catch (error) {
    return (error as { digest?: string }).digest ?? String(error);
  }
}

const cms = () => nock(UPSTREAM).get(/.*/);
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

beforeAll(() => {
  process.env.UPSTREAM_URL = UPSTREAM;
  nock.disableNetConnect();
});
afterAll(() => nock.enableNetConnect());
beforeEach(() => {
  nock.cleanAll();
  clearBonusCaches();
  clearCmsCaches();
  tilesAsked.length = 0;
  site.isRegistrationAllowed = true;
  jest.spyOn(Date, 'now').mockImplementation(() => NOW);
});
afterEach(() => jest.restoreAllMocks());

describe('a casino tournament', () => {
  it('shows its prize pool, period, prizes, leaderboard and games', async () => {
    nock(UPSTREAM)
      .get('/cms-api/v1/tournaments/weekly-race')
      .query({ lang: 'en' })
      .reply(200, { data: tournamentDetailsOf(find(TOURNAMENTS, 'weekly-race'), 'en', NOW) });
    const html = await render('bonus/casino/tournaments/weekly-race');
    const words = text(html);
    expect(words).toContain('Prize pool €10,000');
    expect(words).toContain('Running');
    expect(words).toContain('Nov 16, 2026, 12:00 AM – Nov 22, 2026, 11:59 PM');
    expect(words).toContain('1 Lu***42 18,450 €3,000');
    expect(words).toContain('11 Ni***ai 4,120 —');
    expect(words).toContain('Updated Nov 18, 2026, 10:00 AM UTC');
    expect(html).toContain('href="/en/slots/game/1001/golden-reels"');
    expect(tilesAsked).toEqual([
      { category: 'slots', flag: 'popular', sort: 'popular', page: 1, perPage: 12 },
    ]);
  });

  it('says the leaderboard opens at the start of one still to come', async () => {
    nock(UPSTREAM)
      .get('/cms-api/v1/tournaments/live-masters')
      .query(true)
      .reply(200, { data: tournamentDetailsOf(find(TOURNAMENTS, 'live-masters'), 'en', NOW) });
    const words = text(await render('bonus/casino/tournaments/live-masters'));
    expect(words).toContain('Starts soon');
    expect(words).toContain('The leaderboard opens when the tournament starts.');
  });

  it('is a 404 for a tournament the CMS does not know', async () => {
    nock(UPSTREAM)
      .get('/cms-api/v1/tournaments/no-such-race')
      .query(true)
      .reply(404, { errors: [{ status: '404', code: 'tournament_not_found', title: 'x' }] });
    expect(await statusOf(render('bonus/casino/tournaments/no-such-race'))).toBe(
      'NEXT_HTTP_ERROR_FALLBACK;404',
    );
  });

  it('shows a notice in the frame while the CMS is down', async () => {
    cms().times(3).reply(503);
    expect(text(await render('bonus/casino/tournaments'))).toContain(
      'Bonuses cannot be shown right now.',
    );
  });
});

describe('casino bonuses and promotions', () => {
  const offer = (slug: string) => casinoOfferOf(find(CASINO_OFFERS, slug), 'en');

  it('shows a casino bonus with its terms, its games and the sign-up call', async () => {
    nock(UPSTREAM)
      .get('/cms-api/v1/casino-offers/slot-first-deposit')
      .query(true)
      .reply(200, { data: offer('slot-first-deposit') });
    const html = await render('bonus/casino/slot-first-deposit');
    expect(html).toContain('150% slot bonus on your first deposit');
    expect(html).toContain('Maximum bet while wagering: €5.');
    expect(html).toContain('<a class="cta" href="/en/registration">Take part</a>');
    // 90 slots, 12 shown: the rest are on the section's own page.
    expect(html).toContain('href="/en/slots">All games of the section</a>');
  });

  it('is a 404 for a promotion asked for as a bonus', async () => {
    nock(UPSTREAM)
      .get('/cms-api/v1/casino-offers/spring-spins')
      .query(true)
      .reply(200, { data: offer('spring-spins') });
    expect(await statusOf(render('bonus/casino/spring-spins'))).toBe(
      'NEXT_HTTP_ERROR_FALLBACK;404',
    );
    expect(text(await render('bonus/casino/promotions/spring-spins'))).toContain(
      'Spring spins: 500,000 free spins in new slots',
    );
  });
});

describe('the casino promo page', () => {
  it('lists the promo codes with what they cost in points, and the casino promotions', async () => {
    const promotions = CASINO_OFFERS.filter((o) => o.kind === 'promotion');
    nock(UPSTREAM)
      .get('/cms-api/v1/casino-offers')
      .query({ lang: 'en', kind: 'promotion' })
      .reply(200, { data: promotions.map((o) => casinoOfferOf(o, 'en')) });
    nock(UPSTREAM).get('/cms-api/v1/promo-codes').query(true).reply(200, { data: PROMO_CODES.en });
    const html = await render('bonus/casino/promo');
    const words = text(html);
    expect(words).toContain('SPIN25 25 free spins in the slot of the week 250 points Dec 31, 2030');
    expect(words).toContain('WELCOME5 5 free spins for new players Free');
    expect(html).toContain('href="/en/bonus/casino/promotions/spring-spins"');
  });
});

describe('a bonus’s games', () => {
  const games = () => bonusGamesOf(find(BONUS_GAMES, 'welcome'), 'en');

  it.each([
    ['bonuses-games/welcome', '/en/bonus/welcome'],
    ['bonuses-offers-games/welcome', '/en/bonus-offer/welcome'],
  ])('%s lists the wagering games page by page, rules at %s', async (path, rules) => {
    nock(UPSTREAM).get('/cms-api/v1/bonus-games/welcome').query(true).reply(200, { data: games() });
    const html = await render(path, { page: '2' });
    expect(text(html)).toContain('Slots 100%');
    expect(html).toContain(`href="${rules}">Bonus rules</a>`);
    expect(tilesAsked[0]).toMatchObject({ category: 'slots', page: 2, perPage: 40 });
    expect(html).toContain(`href="/en/${path}?page=3"`);
    expect(html).toContain(`href="/en/${path}"`);
  });

  it('is a 404 past the last page', async () => {
    nock(UPSTREAM).get('/cms-api/v1/bonus-games/welcome').query(true).reply(200, { data: games() });
    expect(await statusOf(render('bonuses-games/welcome', { page: '4' }))).toBe(
      'NEXT_HTTP_ERROR_FALLBACK;404',
    );
  });
});

describe('partner offers and landings', () => {
  it('shows the partner, its code and leads to sign-up, or to log-in where sign-up is closed', async () => {
    const data = partnerOfferOf(find(PARTNER_OFFERS, 'partner-cup'), 'en');
    nock(UPSTREAM).get('/cms-api/v1/partner-offers/partner-cup').query(true).reply(200, { data });
    const html = await render('bonus-offer-partner/partner-cup');
    expect(text(html)).toContain('Partner: Nortavia Football League');
    expect(text(html)).toContain('Promo code: CUP50');
    expect(html).toContain('href="/en/registration">Join with CUP50</a>');
    site.isRegistrationAllowed = false;
    expect(await render('bonus-partner/partner-cup')).toContain(
      'href="/en/user/login">Log in to take part</a>',
    );
  });

  it('renders a main-layout bonus landing whose call to action keeps the query', async () => {
    const data = landingOf(find(LANDINGS, 'weekend-reload'), 'en');
    nock(UPSTREAM).get('/cms-api/v1/landings/weekend-reload').query(true).reply(200, { data });
    const html = await render('weekend-reload', { utm_source: 'mail', ref: '42' });
    expect(html).toContain('Weekend reload: 50 free spins every Friday');
    expect(html).toContain(
      'href="/en/promotions/free-spins-friday?utm_source=mail&amp;ref=42">See the offer</a>',
    );
  });
});

describe('bonus page metadata', () => {
  const base = (path: string) => ({
    title: 'Tournament',
    description: jest.requireActual('@/messages/en.json').routes.bonusCasinoTournament.description,
    alternates: { canonical: `${SITE}/en/${path}` },
    openGraph: { url: `${SITE}/en/${path}`, siteName: 'Bet Arena' },
  });

  it('gives a tournament its own title, description and preview, keeping the canonical', async () => {
    const details = tournamentDetailsOf(find(TOURNAMENTS, 'weekly-race'), 'en', NOW);
    nock(UPSTREAM)
      .get('/cms-api/v1/tournaments/weekly-race')
      .query(true)
      .reply(200, { data: details });
    const path = 'bonus/casino/tournaments/weekly-race';
    const metadata = await withBonusMetadata('en', match(path), undefined, base(path));
    const { seo } = details.tournament;
    expect(metadata.title).toEqual({ absolute: seo.title });
    expect(metadata.description).toBe(seo.description);
    expect(metadata.alternates?.canonical).toBe(`${SITE}/en/${path}`);
    expect(metadata.openGraph).toMatchObject({
      title: seo.title,
      description: seo.description,
      url: `${SITE}/en/${path}`,
    });
    expect(metadata.twitter).toMatchObject({ card: 'summary', title: seo.title });
    expect(await bonusEntityName('en', match(path))).toBe('Weekly slots race');
  });

  it('leaves the SEO module’s own title alone and numbers later pages', async () => {
    nock(UPSTREAM)
      .get('/cms-api/v1/games-landings/summer')
      .query(true)
      .reply(200, {
        data: {
          slug: 'summer',
          headline: 'Summer quest',
          text: 'Open chests.',
          badge: 'SUMMER',
          theme: 'sun',
          bullets: ['Daily rewards'],
          games: { category: 'allgamesentrance' },
          seo: { title: 'Summer quest — Bet Arena', description: 'Play every day.' },
        },
      });
    const path = 'games-landing/summer';
    const paged = await withBonusMetadata('en', match(path), { page: '2' }, base(path));
    expect(paged.title).toEqual({ absolute: 'Summer quest — Bet Arena — page 2' });
    const seoModule = { ...base(path), title: { absolute: 'Set by the SEO module' } };
    const kept = await withBonusMetadata('en', match(path), undefined, seoModule);
    expect(kept.title).toEqual({ absolute: 'Set by the SEO module' });
  });

  it('gives a bonus landing the landings’ preview picture', async () => {
    const data = landingOf(find(LANDINGS, 'welcome-pack'), 'en');
    nock(UPSTREAM).get('/cms-api/v1/landings/welcome-pack').query(true).reply(200, { data });
    const metadata = await withBonusMetadata(
      'en',
      match('welcome-pack'),
      undefined,
      base('welcome-pack'),
    );
    expect(metadata.title).toEqual({ absolute: data.seo.title });
    expect(metadata.openGraph).toMatchObject({
      images: [{ url: `${SITE}/api/cms/og/en/welcome-pack.png` }],
    });
  });

  it('changes nothing for a page the CMS does not know', async () => {
    nock(UPSTREAM)
      .get('/cms-api/v1/partner-offers/nobody')
      .query(true)
      .reply(404, { errors: [{ status: '404', code: 'partner_offer_not_found', title: 'x' }] });
    const metadata = base('bonus-partner/nobody');
    expect(await withBonusMetadata('en', match('bonus-partner/nobody'), undefined, metadata)).toBe(
      metadata,
    );
  });
});
