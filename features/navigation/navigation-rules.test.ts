import { navigationRulesFor, type NavigationRules } from '@/server/routes/guards';
import { CLEAN_PLAYER, demoRouteSettings } from '@/server/routes/routes.fixture';
import { decideNavigation, matchesPattern } from './navigation-rules';

const visitorRules = navigationRulesFor('en', demoRouteSettings, { signedIn: false });
const playerRules = navigationRulesFor('en', demoRouteSettings, {
  signedIn: true,
  player: CLEAN_PLAYER,
});
const bannedRules = navigationRulesFor('en', demoRouteSettings, {
  signedIn: true,
  player: { ...CLEAN_PLAYER, banLevel: 3 },
});

function go(rules: NavigationRules, href: string) {
  const url = new URL(href, 'http://localhost');
  return decideNavigation(rules, { pathname: url.pathname, search: url.search });
}

describe('route patterns', () => {
  it.each<[string, string, boolean]>([
    ['contacts', 'contacts', true],
    ['contacts', 'contacts/x', false],
    ['rules/:ruleGroup/:chapter?', 'rules/general', true],
    ['rules/:ruleGroup/:chapter?', 'rules/general/bets', true],
    ['rules/:ruleGroup/:chapter?', 'rules', false],
    ['office/support', 'office/support', true],
    ['office/support', 'office/account', false],
    ['', '', true],
    ['', 'line', false],
  ])('%s matches %s: %s', (pattern, path, expected) => {
    expect(matchesPattern(pattern, path.split('/').filter(Boolean))).toBe(expected);
  });
});

describe('navigation in the page (spec 02 §2)', () => {
  it('opens the authorization block for a visitor going to the office, with the page to return to', () => {
    expect(go(visitorRules, '/en/office/history?page=2')).toEqual({
      kind: 'signIn',
      returnUrl: '/en/office/history?page=2',
    });
  });

  it('lets a visitor go anywhere else', () => {
    expect(go(visitorRules, '/en/line/all/football')).toEqual({ kind: 'allow' });
    expect(go(visitorRules, '/en/officers')).toEqual({ kind: 'allow' });
  });

  it('asks for sign-in on the payment page only where the site says so', () => {
    expect(go(visitorRules, '/en/payment')).toEqual({ kind: 'allow' });
    const strict = navigationRulesFor(
      'en',
      { ...demoRouteSettings, isShowPaymentPageOnlyAuth: true },
      { signedIn: false },
    );
    expect(go(strict, '/en/payment').kind).toBe('signIn');
  });

  it('lets a player who is not banned go anywhere', () => {
    expect(playerRules.banAllowed).toBeNull();
    expect(go(playerRules, '/en/office/history')).toEqual({ kind: 'allow' });
  });

  it('cancels a banned player’s way to a closed page and lets the open ones through', () => {
    expect(go(bannedRules, '/en/line')).toEqual({ kind: 'cancel', reason: 'banned' });
    expect(go(bannedRules, '/en/office/account')).toEqual({ kind: 'cancel', reason: 'banned' });
    expect(go(bannedRules, '/en/office/deduce')).toEqual({ kind: 'cancel', reason: 'banned' });
    for (const open of [
      '/en/contacts',
      '/en/office/support',
      '/en/rules/general',
      '/en/block-appeal-history',
    ]) {
      expect(go(bannedRules, open)).toEqual({ kind: 'allow' });
    }
  });

  it('lets a banned player at the deduction level withdraw', () => {
    const rules = navigationRulesFor('en', demoRouteSettings, {
      signedIn: true,
      player: { ...CLEAN_PLAYER, banLevel: 45 },
    });
    expect(go(rules, '/en/office/deduce')).toEqual({ kind: 'allow' });
  });

  it('leaves the navigation to the server when the site has an external ban page', () => {
    const rules = navigationRulesFor(
      'en',
      { ...demoRouteSettings, banPageUrl: 'https://ban.example/' },
      { signedIn: true, player: { ...CLEAN_PLAYER, banLevel: 3 } },
    );
    expect(rules.banAllowed).toBeNull();
    expect(go(rules, '/en/line')).toEqual({ kind: 'allow' });
  });

  it('does not judge another language’s pages or unknown player states', () => {
    expect(go(bannedRules, '/ru/line')).toEqual({ kind: 'allow' });
    const unknown = navigationRulesFor('en', demoRouteSettings, { signedIn: true, player: null });
    expect(go(unknown, '/en/line')).toEqual({ kind: 'allow' });
  });
});
