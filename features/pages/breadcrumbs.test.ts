import { routeById } from '@/server/routes/table';
import { breadcrumbsFor, humanize, subjectOf } from './breadcrumbs';

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
