import { matchRoute, pathSegments } from './match';
import { demoRouteSettings, demoSlugs } from './routes.fixture';
import { decideRoute, type appStage, type RouteSettings } from './rules';

type Visitor = { signedIn: boolean; stage: ReturnType<typeof appStage> };

const anonymous: Visitor = { signedIn: false, stage: 'production' };
const player: Visitor = { signedIn: true, stage: 'production' };

function decide(path: string, settings: Partial<RouteSettings> = {}, visitor: Visitor = anonymous) {
  const match = matchRoute(pathSegments(path) ?? [], demoSlugs);
  if (!match) throw new Error(`no route for ${path}`);
  return decideRoute(match, { ...demoRouteSettings, ...settings }, visitor);
}

describe('route rules (spec 01 §2, §5; spec 02 §2)', () => {
  it.each([
    [
      'lpage/landing-x → landing-page/landing-x (301)',
      'lpage/landing-x',
      {},
      { kind: 'redirect', path: 'landing-page/landing-x', status: 301 },
    ],
    [
      'user/forgotpassword → home with the modal flag',
      'user/forgotpassword',
      {},
      { kind: 'redirect', path: '', status: 307, query: { showForgotPasswordModal: '1' } },
    ],
    [
      'user/coupon → the language root',
      'user/coupon',
      {},
      { kind: 'redirect', path: '', status: 301 },
    ],
    [
      'mobile/startdownloadapp → mobile',
      'mobile/startdownloadapp',
      {},
      { kind: 'redirect', path: 'mobile', status: 301 },
    ],
    [
      'an old promotion path → promotions/{name}',
      'express-boost',
      {},
      { kind: 'redirect', path: 'promotions/express-booster', status: 301 },
    ],
    [
      'slot_first_deposit → the casino page (301) when the setting is on',
      'bonus/slot_first_deposit',
      {},
      { kind: 'redirect', path: 'bonus/casino/slot-first-deposit', status: 301 },
    ],
    [
      'slot_first_deposit renders when the setting is off',
      'bonus/slot_first_deposit',
      { isSlotFirstDepositRedirect: false },
      { kind: 'render' },
    ],
    [
      'the unused bonus variant leads to the used one',
      'bonus-offer-partner/7',
      {},
      { kind: 'redirect', path: 'bonus-partner/7', status: 301 },
    ],
    [
      '…and the other way round',
      'bonuses-games/3',
      { bonusRouteVariant: 'bonuses-offers' },
      { kind: 'redirect', path: 'bonuses-offers-games/3', status: 301 },
    ],
    [
      'the used variant renders',
      'bonuses-offers',
      { bonusRouteVariant: 'bonuses-offers' },
      { kind: 'render' },
    ],
    ['rules render with route 47', 'rules/general', {}, { kind: 'render' }],
    [
      'rules 404 without route 47',
      'rules/general',
      { availableRoutes: [13, 52] },
      { kind: 'notFound', reason: 'availableRoutes lacks 47' },
    ],
    [
      'toto 404 without route 13',
      'toto',
      { availableRoutes: [47, 52] },
      { kind: 'notFound', reason: 'availableRoutes lacks 13' },
    ],
    ['payment renders with route 52', 'payment', {}, { kind: 'render' }],
    [
      'payment 404 without route 52',
      'payment',
      { availableRoutes: [13, 47] },
      { kind: 'notFound', reason: 'availableRoutes lacks 52' },
    ],
    [
      'payment asks to sign in when configured',
      'payment',
      { isShowPaymentPageOnlyAuth: true },
      { kind: 'signIn' },
    ],
    [
      'registration 404 when not allowed',
      'registration',
      { isRegistrationAllowed: false },
      { kind: 'notFound', reason: 'registration not allowed' },
    ],
    [
      'registration renders on a VIP domain (the form is hidden there)',
      'registration',
      { isVipDomain: true },
      { kind: 'render' },
    ],
    [
      'a forced 404 URL',
      'promotions/old-2019',
      { forced404: ['/promotions/old-2019'] },
      { kind: 'notFound', reason: 'forced404' },
    ],
    [
      'a non-production route in production',
      'debugger',
      {},
      { kind: 'notFound', reason: 'nonProduction' },
    ],
    ['the office asks a visitor to sign in', 'office/history', {}, { kind: 'signIn' }],
    ['the office root asks a visitor to sign in first', 'office', {}, { kind: 'signIn' }],
  ])('%s', (_name, path, settings, expected) => {
    expect(decide(path, settings as Partial<RouteSettings>)).toEqual(expected);
  });

  it('forces 404 on a configured URL even when the route exists', () => {
    expect(decide('about', { forced404: ['/about'] })).toEqual({
      kind: 'notFound',
      reason: 'forced404',
    });
  });

  it('identification needs isShowIdentification', () => {
    expect(decide('office/identification', {}, player)).toEqual({ kind: 'render' });
    expect(decide('office/identification', { isShowIdentification: false }, player)).toEqual({
      kind: 'notFound',
      reason: 'identification hidden',
    });
  });

  it('a signed-in player reaches the office, the root sending to the account', () => {
    expect(decide('office/history', {}, player)).toEqual({ kind: 'render' });
    expect(decide('office', {}, player)).toEqual({
      kind: 'redirect',
      path: 'office/account',
      status: 307,
    });
  });

  it('a page renders the variant the site does not use, where the middleware leads to its twin', () => {
    const match = matchRoute(pathSegments('bonuses-games/3') ?? [], demoSlugs);
    if (!match) throw new Error('no route for bonuses-games/3');
    const settings = { ...demoRouteSettings, bonusRouteVariant: 'bonuses-offers' as const };
    expect(decideRoute(match, settings, anonymous).kind).toBe('redirect');
    expect(decideRoute(match, settings, anonymous, { twinRedirect: false })).toEqual({
      kind: 'render',
    });
  });

  it('non-production routes exist in staging', () => {
    expect(decide('debugger', {}, { signedIn: false, stage: 'staging' })).toEqual({
      kind: 'render',
    });
  });
});
