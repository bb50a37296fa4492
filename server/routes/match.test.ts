import { buildPath, matchRoute, pathSegments } from './match';
import { demoSlugs } from './routes.fixture';
import { ROUTES } from './table';

const resolve = (path: string) => {
  const parts = pathSegments(path);
  return parts ? matchRoute(parts, demoSlugs) : null;
};

describe('matchRoute: every path of spec 01 §2 resolves to its route', () => {
  it.each([
    ['', 'home', {}],
    ['topgame', 'homePageType', { pageType: 'topgame' }],
    ['cyber', 'homePageType', { pageType: 'cyber' }],
    ['line', 'line', { section: 'line' }],
    [
      'live/all/football/epl',
      'line',
      { section: 'live', menuSection: 'all', sport: 'football', champ: 'epl' },
    ],
    [
      'line/all/football/epl/1001',
      'game',
      { section: 'line', menuSection: 'all', sport: 'football', champ: 'epl', game: '1001' },
    ],
    ['team/line/arsenal', 'team', { section: 'line', team: 'arsenal' }],
    ['multi', 'multi', {}],
    ['champs', 'champs', {}],
    ['champs/88', 'champs', { champId: '88' }],
    ['epl', 'eplHome', {}],
    ['ipl/game/77', 'iplGame', { game: '77' }],
    ['laliga/final', 'laligaFinal', {}],
    ['cyber/main', 'cyberMain', {}],
    ['cyber/all', 'cyberAll', {}],
    ['cyber/cs2', 'cyberDiscipline', { discipline: 'cs2' }],
    ['cyber/cs2/champs', 'cyberDisciplineChamps', { discipline: 'cs2' }],
    ['cyber/cs2/live', 'cyberDisciplineSection', { discipline: 'cs2', section: 'live' }],
    ['cyber/cs2/major', 'cyberChamp', { discipline: 'cs2', champ: 'major' }],
    [
      'cyber/cs2/major/line/55',
      'cyberGame',
      { discipline: 'cs2', champ: 'major', section: 'line', game: '55' },
    ],
    ['toto', 'toto', {}],
    ['toto/football/nonimees', 'totoTab', { totoSection: 'football', tab: 'nonimees' }],
    ['lotto/results/12', 'lotto', { sectionName: 'results', lottoId: '12' }],
    ['keno-express', 'keno', { keno: 'keno-express' }],
    ['slots', 'slotsCategory', { slots: 'slots' }],
    ['megaways/new', 'slotsCategory', { slots: 'megaways', subcategory: 'new' }],
    ['slots/vulkan', 'slotsVulkan', {}],
    [
      'slots/game/501/book-of-gold',
      'slotsGame',
      { slots: 'slots', gameId: '501', gameName: 'book-of-gold' },
    ],
    ['live-casino', 'casinoCategory', { casino: 'live-casino' }],
    ['casino/brand', 'casinoBrand', {}],
    [
      'casino/game/9/roulette',
      'casinoGame',
      { casino: 'casino', gameId: '9', gameName: 'roulette' },
    ],
    ['my-casino/favorites', 'myCasinoFavorites', {}],
    ['providers/netent', 'provider', { provider: 'netent' }],
    ['bonus/casino', 'bonusCasino', {}],
    ['bonus/casino/promo', 'bonusCasinoPromo', {}],
    ['bonus/casino/tournaments/7', 'bonusCasinoTournament', { id: '7' }],
    ['bonus/casino/123', 'bonusCasinoItem', { id: '123' }],
    ['bonus/casino/landing-spring', 'bonusCasinoLanding', { landingId: 'landing-spring' }],
    ['deposit/thankyou', 'thankyou', { section: 'deposit' }],
    ['allgamesentrance/fortuna', 'allGamesEntranceGame', { gameRoute: 'fortuna' }],
    ['registration', 'registration', {}],
    ['registration/google', 'registration', { socialregistration: 'google' }],
    ['user/activate', 'activate', { activationType: 'activate' }],
    ['user/forgotpassword', 'forgotPassword', {}],
    ['rules/general/3', 'rules', { ruleGroup: 'general', chapter: '3' }],
    ['cash_terminals', 'cashTerminals', {}],
    ['office', 'office', {}],
    ['office/bonuses/wager', 'officeBonusesWager', {}],
    [
      'office/payment/create-request/1/transactions/42',
      'officePaymentTransaction',
      { topicId: '1', transactionId: '42' },
    ],
    [
      'office/payment/create-request/1/2',
      'officePaymentSubTopic',
      { topicId: '1', subTopicId: '2' },
    ],
    ['mobile/startdownloadapp', 'startDownloadApp', {}],
    ['betting-alphabet/a/b/c', 'bettingAlphabet', { block: 'a', category: 'b', slug: 'c' }],
    ['results/zone', 'results', { resultsType: 'zone' }],
    ['cricket-world-cup/odds', 'token', { token: 'cricket-world-cup', tab: 'odds' }],
    ['promotions/welcome', 'promotion', { promotionId: 'welcome' }],
    ['bonus-offer/12', 'bonusRulesOffers', { id: '12' }],
    ['welcome-pack', 'bonusLanding', { landingId: 'welcome-pack' }],
    ['bonus-100', 'oldPromotion', { oldPath: 'bonus-100' }],
    ['landing-page/landing-x', 'landingPage', { landingId: 'landing-x' }],
    ['landing-first', 'firstBonusLanding', { landingId: 'landing-first' }],
    ['onpay/withdraw/cancel', 'onpayWithdraw', { status: 'cancel' }],
    ['block-ua', 'blockUa', {}],
    ['print-coupon/123456', 'printCoupon', { couponId: '123456' }],
    ['500', 'serverError', {}],
    ['maintenance', 'maintenance', {}],
    ['block-appeal-history', 'blockAppealHistory', {}],
  ])('/%s → %s', (path, id, params) => {
    expect(resolve(path)).toEqual({ entry: expect.objectContaining({ id }), params });
  });
});

describe('matchRoute: what is not a route', () => {
  it.each([
    'no-such-page',
    'print-coupon/12ab',
    'print-coupon/1/2',
    'landing-page/welcome',
    'lotto/other',
    'results/old',
    'onpay/maybe',
    'team/zone/arsenal',
    'toto/football/other',
    'user/unknown',
    'line/all/football/epl/1001/extra',
    'rules',
    'casino-x/game/1/a',
    'providers/%2F..%2Fetc',
    'cricket-world-cup/gossip',
  ])('/%s → no route', (path) => {
    expect(resolve(path)).toBeNull();
  });

  it('rejects malformed percent-encoding', () => {
    expect(pathSegments('/news/%E0%A4%A')).toBeNull();
  });
});

describe('the table itself', () => {
  it('has unique ids', () => {
    const ids = ROUTES.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('gives every parent that exists', () => {
    const ids = new Set(ROUTES.map((r) => r.id));
    expect(ROUTES.filter((r) => r.parent && !ids.has(r.parent)).map((r) => r.id)).toEqual([]);
  });

  it('resolves each route from its own sample path (no route is shadowed)', () => {
    const shadowed = ROUTES.filter((r) => !r.redirect && !r.variant?.includes('offers'))
      .map((r) => ({ r, path: buildPath(r, r.sample ?? {}) }))
      .filter(({ r, path }) => resolve(path)?.entry.id !== r.id)
      .map(({ r, path }) => `${r.id} (/${path} → ${resolve(path)?.entry.id})`);
    expect(shadowed).toEqual([]);
  });
});
