import { ROUTES, routeById } from '@/server/routes/table';
import { breadcrumbsFor, headingOf, humanize, subjectOf, wordsOf } from './breadcrumbs';

const title = (id: string) => `T(${id})`;

describe('breadcrumbs', () => {
  it('walks the parents of the table, linking each with the page params', () => {
    const match = {
      entry: routeById('slotsGame'),
      params: { slots: 'megaways', gameId: '501', gameName: 'book-of-gold' },
    };
    expect(breadcrumbsFor('en', match, title, 'Home')).toEqual([
      { label: 'Home', href: '/en' },
      { label: 'T(slotsCategory)', href: '/en/megaways' },
      { label: 'T(slotsGame): Book of gold', href: null },
    ]);
  });

  it('leaves a parent unlinked when the page lacks its params', () => {
    const match = { entry: routeById('officePaymentCreate'), params: {} };
    expect(breadcrumbsFor('ru', match, title, 'Главная')).toEqual([
      { label: 'Главная', href: '/ru' },
      { label: 'T(officeAccount)', href: '/ru/office/account' },
      { label: 'T(officePaymentRequests)', href: '/ru/office/payment/requests' },
      { label: 'T(officePaymentCreate)', href: null },
    ]);
  });

  it('is only Home on the home page', () => {
    expect(breadcrumbsFor('en', { entry: routeById('home'), params: {} }, title, 'Home')).toEqual([
      { label: 'Home', href: '/en' },
    ]);
  });

  it('names the page by its last param, with the site name of a known value', () => {
    const match = { entry: routeById('casinoCategory'), params: { casino: 'live-casino' } };
    expect(subjectOf(match)).toBe('Live casino');
    expect(subjectOf(match, (v) => (v === 'live-casino' ? 'Live-казино' : null))).toBe(
      'Live-казино',
    );
    expect(subjectOf({ entry: routeById('line'), params: { section: 'live' } })).toBeNull();
    expect(humanize('keno_express-2')).toBe('Keno express 2');
  });
});

describe('page headings', () => {
  const en = jest.requireActual<{
    routes: Record<string, { title: string }>;
    slugs: Record<string, string>;
  }>('@/messages/en.json');
  const routeTitle = (id: string) => en.routes[id]?.title ?? id;
  const label = (value: string) => en.slugs[value] ?? null;
  const headingFor = (match: {
    entry: ReturnType<typeof routeById>;
    params: Record<string, string>;
  }) => headingOf(routeTitle(match.entry.id), subjectOf(match, label));

  it.each(ROUTES.filter((route) => route.sample).map((route) => [route.id, route] as const))(
    'the heading of %s shows no raw slug or id of its params',
    (_id, route) => {
      const params = { ...route.sample };
      const heading = headingFor({ entry: route, params });
      for (const value of Object.values(params)) {
        if (/[-_]|^\d+$/.test(value))
          expect(heading.toLowerCase()).not.toContain(value.toLowerCase());
      }
      expect(heading).not.toMatch(/\d{3,}/);
      expect(heading).not.toMatch(/\b(\p{L}+)\b: \1\b/iu);
    },
  );

  it('names a casino category by its display name, once', () => {
    expect(headingFor({ entry: routeById('casinoCategory'), params: { casino: 'casino' } })).toBe(
      'Casino',
    );
    expect(
      headingFor({ entry: routeById('casinoCategory'), params: { casino: 'live-casino' } }),
    ).toBe('Casino: Live casino');
  });

  it('names an activation type by its text', () => {
    expect(
      headingFor({ entry: routeById('activate'), params: { activationType: 'activatefast' } }),
    ).toBe('Account activation: Quick activation');
    expect(
      headingFor({ entry: routeById('activate'), params: { activationType: 'activate' } }),
    ).toBe('Account activation: Activation by link');
  });

  it('drops the id in front of a slug and gives no subject for a bare id', () => {
    expect(wordsOf('100003-nottingham-forest-brentford')).toBe('Nottingham forest brentford');
    expect(wordsOf('100003')).toBeNull();
    expect(wordsOf('cs2')).toBe('Cs2');
    expect(headingFor({ entry: routeById('champGame'), params: { game: '100003' } })).toBe(
      routeTitle('champGame'),
    );
  });

  it('prefers the name of the entity the page shows', () => {
    expect(headingOf('Event', 'Nottingham Forest — Brentford')).toBe(
      'Event: Nottingham Forest — Brentford',
    );
    expect(headingOf('Casino', 'casino')).toBe('Casino');
    expect(headingOf('Team', null)).toBe('Team');
  });
});
