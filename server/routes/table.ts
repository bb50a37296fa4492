/**
 * The route table of spec 01 §2, written once. The middleware resolves every request here, the
 * pages render what it names, the sitemap lists it and the tests walk it. Paths are the segments
 * after the language prefix.
 */
import type { ParamRule, RouteEntry } from './types';

const lineOrLive: ParamRule = { kind: 'enum', values: ['line', 'live'] };
const numericId: ParamRule = { kind: 'pattern', regex: /^\d{1,18}$/, description: 'digits only' };
/** spec 01 §5 "Headless landing ids start with landing-". */
const landingId: ParamRule = {
  kind: 'pattern',
  regex: /^landing-[a-z0-9][a-z0-9-]{0,63}$/,
  description: 'starts with landing-',
};
const gameId: ParamRule = {
  kind: 'pattern',
  regex: /^\d{1,18}(-[a-z0-9-]{1,96})?$/,
  description: 'a numeric game id, optionally followed by a slug',
};
const paymentStatus: ParamRule = { kind: 'enum', values: ['success', 'fail', 'pending', 'cancel'] };

/** spec 01 §2 Sport: championship pages, each with a home, a game and a final child. */
const CHAMPIONSHIPS = ['champ', 'epl', 'laliga', 'europaleague', 'ipl'] as const;
/**
 * A game of each championship in the sandbox's seed (docs/upstream-contract.md "Line API"). The
 * line has no Europa League: its game address leads to the game's own page (308).
 */
const CHAMPIONSHIP_SAMPLE_GAMES: Readonly<Record<(typeof CHAMPIONSHIPS)[number], string>> = {
  champ: '100043',
  epl: '100003',
  laliga: '100018',
  europaleague: '100003',
  ipl: '100140',
};

/** spec 01 §2 Office, plus the account sections named elsewhere. */
const OFFICE_SECTIONS: readonly [id: string, path: string, flags?: RouteEntry['flags']][] = [
  ['officeAccount', 'account'],
  ['officeHistory', 'history'],
  ['officeHistoryPay', 'historypay'],
  ['officeRecharge', 'recharge', { cashier: true }],
  ['officeSecurity', 'security'],
  ['officeResponsible', 'responsible', { excludeTerms: true }],
  ['officeSettings', 'settings'],
  ['officeBonusesDeposit', 'bonuses/deposit'],
  ['officeBonusesWager', 'bonuses/wager'],
  ['officeVipCashback', 'casino/vipcashback'],
  ['officePremiumCashback', 'casino/premiumcashback'],
  ['officeDeduce', 'deduce', { deduction: true, cashier: true }],
  ['officePromotion', 'promotion'],
  ['officeBringFriend', 'bringfriend'],
  ['officeSupport', 'support', { ban: 25, excludeTerms: true, excludeIdentification: true }],
  ['officeManager', 'manager'],
  ['officeRewards', 'rewards'],
  ['officeVerification', 'verification', { excludeIdentification: true }],
  ['officeShareIdea', 'share-idea'],
  ['officePersonal', 'personal'],
  ['officePartner', 'partner'],
  ['officeQrAuth', 'qr-auth'],
  ['officeMailing', 'mailing'],
  ['officePromoCheck', 'promo-check'],
  ['officeCashback', 'cashback'],
  ['officeWallets', 'wallets'],
  ['officeMessages', 'messages'],
];

/** Single-segment pages of the main layout: [id, path, parent?, flags?]. */
const SIMPLE_MAIN: readonly [
  id: string,
  path: string,
  parent?: string,
  flags?: RouteEntry['flags'],
][] = [
  // Sport
  ['multi', 'multi', 'line'],
  // Casino and games
  ['bingo', 'bingo'],
  ['tvgames', 'tvgames'],
  ['scratchcards', 'scratchcards'],
  ['virtualsports', 'virtualsports'],
  ['fastGames', 'fast-games'],
  ['fastBet', 'fast-bet'],
  ['asianGames', 'asian-games'],
  ['cardGames', 'card-games'],
  ['crashGames', 'crash-games'],
  ['skillGames', 'skill-games'],
  ['fishingHunting', 'fishinghunting'],
  ['otherGames', 'othergames'],
  ['myCasino', 'my-casino', undefined, { noindex: true }],
  ['casinoLobby', 'casino-lobby'],
  ['providers', 'providers'],
  ['casinoSearch', 'casino-search', undefined, { noindex: true }],
  // Bonus games
  ['allGamesEntrance', 'allgamesentrance'],
  ['fortuna', 'fortuna', 'allGamesEntrance'],
  ['chest', 'chest', 'allGamesEntrance'],
  ['memory', 'memory', 'allGamesEntrance'],
  ['safe', 'safe', 'allGamesEntrance'],
  ['lottery', 'lottery', 'allGamesEntrance'],
  ['dragonBonus', 'dragon-bonus', 'allGamesEntrance'],
  // Information
  ['contacts', 'contacts', undefined, { ban: 25, excludeTerms: true, excludeIdentification: true }],
  ['about', 'about', undefined, { ban: 25 }],
  ['howbet', 'howbet'],
  ['cookies', 'cookies', undefined, { ban: 25, excludeTerms: true }],
  ['licenses', 'licenses'],
  ['taxation', 'taxation'],
  ['consent', 'consent', undefined, { ban: 25, excludeTerms: true }],
  ['simpleIdentification', 'simpleidentification', undefined, { excludeIdentification: true }],
  ['amlKyc', 'amlkyc'],
  ['smsBets', 'smsbets'],
  ['amlPolicy', 'amlpolicy', undefined, { ban: 25 }],
  ['disputeResolution', 'disputeresolution', undefined, { ban: 25 }],
  ['kycPolicy', 'kycpolicy'],
  ['responsibleGaming', 'responsiblegaming', undefined, { ban: 25, excludeTerms: true }],
  ['cashTerminals', 'cash_terminals'],
  ['bettingCalculator', 'betting-calculator'],
  // Other
  ['mobile', 'mobile'],
  ['desktop', 'desktop'],
  ['statistic', 'statistic'],
  ['statisticPopup', 'statisticpopup', undefined, { noindex: true }],
  ['points', 'points'],
  ['promo', 'promo'],
  ['bettingAwards', 'betting-awards'],
  ['iplBettingApp', 'ipl-betting-app'],
  ['cricketApp', 'cricket-app'],
];

const NON_PRODUCTION = ['debugger', 'internal-vpn', 'cricket-dev-page'] as const;

/** The bonus route names of the two variants (spec 01 §2 Promotions and bonus pages). */
const BONUS_VARIANTS = {
  bonuses: { list: 'bonuses', partner: 'bonus-partner', rules: 'bonus', games: 'bonuses-games' },
  'bonuses-offers': {
    list: 'bonuses-offers',
    partner: 'bonus-offer-partner',
    rules: 'bonus-offer',
    games: 'bonuses-offers-games',
  },
} as const;

function bonusRoutes(): RouteEntry[] {
  return Object.entries(BONUS_VARIANTS).flatMap(([variant, names]) => {
    const v = variant as keyof typeof BONUS_VARIANTS;
    const suffix = v === 'bonuses' ? '' : 'Offers';
    return [
      { id: `bonusList${suffix}`, path: names.list, layout: 'main', variant: v },
      {
        id: `bonusRules${suffix}`,
        path: `${names.rules}/:id`,
        layout: 'main',
        parent: `bonusList${suffix}`,
        variant: v,
        sample: { id: 'welcome' },
      },
      {
        id: `bonusPartner${suffix}`,
        path: `${names.partner}/:id`,
        layout: 'main',
        parent: `bonusList${suffix}`,
        variant: v,
        sample: { id: 'partner-cup' },
      },
      {
        id: `bonusGames${suffix}`,
        path: `${names.games}/:id`,
        layout: 'main',
        parent: `bonusList${suffix}`,
        variant: v,
        sample: { id: 'welcome' },
      },
    ] satisfies RouteEntry[];
  });
}

/** The sport pages: the quick coupon's meta 38 (spec 02 §2 Quick-coupon guard). */
const SPORT: RouteEntry['flags'] = { quickCoupon: true };

export const ROUTES: readonly RouteEntry[] = [
  // ── Sport ────────────────────────────────────────────────────────────────────────────────
  { id: 'home', path: '', layout: 'main', flags: SPORT },
  {
    id: 'homePageType',
    path: ':pageType',
    layout: 'main',
    flags: SPORT,
    params: {
      pageType: {
        kind: 'enum',
        values: ['betsonyour', 'topgame', 'marble', 'team', 'cyber', 'ufc', 'politics'],
      },
    },
    sample: { pageType: 'topgame' },
  },
  {
    id: 'homeSport',
    path: 'home/:section/:sport?',
    layout: 'main',
    flags: SPORT,
    params: { section: lineOrLive },
    sample: { section: 'live' },
  },
  {
    id: 'line',
    path: ':section/:menuSection?/:sport?/:champ?',
    layout: 'main',
    flags: SPORT,
    params: { section: lineOrLive },
    sample: { section: 'line' },
  },
  {
    id: 'game',
    path: ':section/:menuSection/:sport/:champ/:game',
    layout: 'main',
    flags: SPORT,
    parent: 'line',
    params: { section: lineOrLive, game: gameId },
    // A game of the sandbox's seed (docs/upstream-contract.md "Line API"): an unknown game is a 404.
    sample: {
      section: 'line',
      menuSection: 'all',
      sport: 'football',
      champ: '101-premier-league',
      game: '100003-nottingham-forest-brentford',
    },
  },
  {
    id: 'team',
    path: 'team/:section/:team',
    layout: 'main',
    flags: SPORT,
    params: { section: lineOrLive },
    sample: { section: 'line', team: 'arsenal' },
  },
  { id: 'champs', path: 'champs/:champId?', layout: 'main', flags: SPORT },
  ...CHAMPIONSHIPS.flatMap((c): RouteEntry[] => [
    { id: `${c}Home`, path: c, layout: 'main', flags: SPORT },
    {
      id: `${c}Game`,
      path: `${c}/game/:game`,
      layout: 'main',
      flags: SPORT,
      parent: `${c}Home`,
      params: { game: gameId },
      sample: { game: CHAMPIONSHIP_SAMPLE_GAMES[c] },
    },
    { id: `${c}Final`, path: `${c}/final`, layout: 'main', parent: `${c}Home`, flags: SPORT },
  ]),
  { id: 'cyberMain', path: 'cyber/main', layout: 'main', flags: SPORT },
  { id: 'cyberAll', path: 'cyber/all', layout: 'main', parent: 'cyberMain', flags: SPORT },
  {
    id: 'cyberDiscipline',
    path: 'cyber/:discipline',
    layout: 'main',
    flags: SPORT,
    parent: 'cyberAll',
    sample: { discipline: 'cs2' },
  },
  {
    id: 'cyberDisciplineChamps',
    path: 'cyber/:discipline/champs',
    layout: 'main',
    flags: SPORT,
    parent: 'cyberDiscipline',
    sample: { discipline: 'cs2' },
  },
  {
    id: 'cyberDisciplineSection',
    path: 'cyber/:discipline/:section',
    layout: 'main',
    flags: SPORT,
    parent: 'cyberDiscipline',
    params: { section: lineOrLive },
    sample: { discipline: 'cs2', section: 'live' },
  },
  {
    id: 'cyberChamp',
    path: 'cyber/:discipline/:champ',
    layout: 'main',
    flags: SPORT,
    parent: 'cyberDiscipline',
    sample: { discipline: 'cs2', champ: '4001-cs2-iem-cologne' },
  },
  {
    id: 'cyberGame',
    path: 'cyber/:discipline/:champ/:section/:game',
    layout: 'main',
    flags: SPORT,
    parent: 'cyberChamp',
    params: { section: lineOrLive, game: gameId },
    sample: {
      discipline: 'cs2',
      champ: '4001-cs2-iem-cologne',
      section: 'line',
      game: '100124-faze-clan-mouz',
    },
  },
  // spec 01 §5 "Route meta 13 needs availableRoutes to allow it": toto carries it here.
  { id: 'toto', path: 'toto/:totoSection?', layout: 'main', flags: { availableRoute: 13 } },
  {
    id: 'totoTab',
    path: 'toto/:totoSection/:tab',
    layout: 'main',
    parent: 'toto',
    params: { tab: { kind: 'enum', values: ['draw', 'next', 'coupons', 'draws', 'nonimees'] } },
    flags: { availableRoute: 13 },
    sample: { totoSection: 'football', tab: 'draw' },
  },
  {
    id: 'lotto',
    path: 'lotto/:sectionName?/:lottoId?',
    layout: 'main',
    params: { sectionName: { kind: 'enum', values: ['catalog', 'results', 'view'] } },
  },

  // ── Casino and games ─────────────────────────────────────────────────────────────────────
  { id: 'poker', path: 'poker/:game?', layout: 'main' },
  {
    id: 'keno',
    path: ':keno',
    layout: 'main',
    params: { keno: { kind: 'config', list: 'kenoGames' } },
    sample: { keno: 'keno' },
  },
  { id: 'casinoBrand', path: 'casino/brand', layout: 'main' },
  { id: 'slotsVulkan', path: 'slots/vulkan', layout: 'main' },
  {
    id: 'slotsCategory',
    path: ':slots/:subcategory?',
    layout: 'main',
    params: { slots: { kind: 'config', list: 'slotsCategories' } },
    sample: { slots: 'slots' },
  },
  {
    id: 'slotsGame',
    path: ':slots/game/:gameId/:gameName',
    layout: 'main',
    parent: 'slotsCategory',
    params: { slots: { kind: 'config', list: 'slotsCategories' }, gameId: numericId },
    sample: { slots: 'slots', gameId: '1089', gameName: 'scarab-dunes' },
  },
  {
    id: 'casinoCategory',
    path: ':casino/:subcategory?',
    layout: 'main',
    params: { casino: { kind: 'config', list: 'casinoCategories' } },
    sample: { casino: 'casino' },
  },
  {
    id: 'casinoGame',
    path: ':casino/game/:gameId/:gameName',
    layout: 'main',
    parent: 'casinoCategory',
    params: { casino: { kind: 'config', list: 'casinoCategories' }, gameId: numericId },
    sample: { casino: 'live-casino', gameId: '1343', gameName: 'casino-holdem-live' },
  },
  {
    id: 'myCasinoFavorites',
    path: 'my-casino/favorites',
    layout: 'main',
    parent: 'myCasino',
    flags: { noindex: true },
  },
  {
    id: 'provider',
    path: 'providers/:provider',
    layout: 'main',
    parent: 'providers',
    sample: { provider: 'northlight-gaming' },
  },
  { id: 'bonusCasino', path: 'bonus/casino', layout: 'main' },
  {
    id: 'bonusCasinoPromotion',
    path: 'bonus/casino/promotions/:id',
    layout: 'main',
    parent: 'bonusCasino',
    sample: { id: 'spring-spins' },
  },
  { id: 'bonusCasinoPromo', path: 'bonus/casino/promo', layout: 'main', parent: 'bonusCasino' },
  {
    id: 'bonusCasinoTournaments',
    path: 'bonus/casino/tournaments',
    layout: 'main',
    parent: 'bonusCasino',
  },
  {
    id: 'bonusCasinoTournament',
    path: 'bonus/casino/tournaments/:id',
    layout: 'main',
    parent: 'bonusCasinoTournaments',
    sample: { id: 'weekly-race' },
  },
  {
    id: 'bonusCasinoItem',
    path: 'bonus/casino/:id',
    layout: 'main',
    parent: 'bonusCasino',
    sample: { id: 'slot-first-deposit' },
  },
  {
    id: 'bonusCasinoLanding',
    path: 'bonus/casino/:landingId',
    layout: 'headless',
    params: { landingId },
    sample: { landingId: 'landing-casino-welcome' },
  },
  {
    id: 'thankyou',
    path: ':section/thankyou',
    layout: 'main',
    params: { section: { kind: 'config', list: 'thankyouSections' } },
    flags: { noindex: true },
    sample: { section: 'registration' },
  },
  {
    id: 'allGamesEntranceGame',
    path: 'allgamesentrance/:gameRoute',
    layout: 'main',
    parent: 'allGamesEntrance',
    sample: { gameRoute: 'fortuna' },
  },
  {
    id: 'gamesLanding',
    path: 'games-landing/:landingRoute',
    layout: 'main',
    parent: 'allGamesEntrance',
    sample: { landingRoute: 'summer' },
  },

  // ── Account entry ────────────────────────────────────────────────────────────────────────
  {
    id: 'registration',
    path: 'registration/:socialregistration?',
    layout: 'main',
    // registration/thankyou is the {section}/thankyou page, not a social network.
    params: {
      socialregistration: {
        kind: 'pattern',
        regex: /^(?!thankyou$)[a-z0-9][a-z0-9_-]{0,31}$/,
        description: 'a social network name',
      },
    },
    flags: { registration: true, guestOnly: true, excludeTerms: true, excludeIdentification: true },
  },
  {
    id: 'login',
    path: 'user/login',
    layout: 'main',
    flags: { guestOnly: true, excludeTerms: true, excludeIdentification: true, noindex: true },
  },
  {
    id: 'accountVerify',
    path: 'user/accountverify',
    layout: 'main',
    flags: { excludeTerms: true, excludeIdentification: true, noindex: true },
  },
  {
    id: 'activate',
    path: 'user/:activationType',
    layout: 'main',
    params: { activationType: { kind: 'enum', values: ['activatefast', 'activate'] } },
    flags: { excludeTerms: true, excludeIdentification: true, noindex: true },
    sample: { activationType: 'activatefast' },
  },
  {
    id: 'passwordReset',
    path: 'user/passwordreset',
    layout: 'main',
    flags: { guestOnly: true, excludeTerms: true, excludeIdentification: true, noindex: true },
  },
  {
    id: 'stopNewsletter',
    path: 'user/stopnewsletter',
    layout: 'main',
    flags: { excludeTerms: true, excludeIdentification: true, noindex: true },
  },
  {
    id: 'forgotPassword',
    path: 'user/forgotpassword',
    layout: 'main',
    redirect: { to: '', status: 307, query: { showForgotPasswordModal: '1' } },
  },
  { id: 'userCoupon', path: 'user/coupon', layout: 'main', redirect: { to: '', status: 301 } },

  // ── Information ──────────────────────────────────────────────────────────────────────────
  {
    id: 'rules',
    path: 'rules/:ruleGroup/:chapter?',
    layout: 'main',
    flags: { availableRoute: 47, ban: 25, excludeTerms: true, excludeIdentification: true },
    sample: { ruleGroup: 'general' },
  },
  { id: 'payment', path: 'payment', layout: 'main', flags: { payment: true } },
  ...SIMPLE_MAIN.map(([id, path, parent, flags]): RouteEntry => ({
    id,
    path,
    layout: 'main',
    ...(parent ? { parent } : {}),
    ...(flags ? { flags } : {}),
  })),

  // ── Office ───────────────────────────────────────────────────────────────────────────────
  {
    id: 'office',
    path: 'office',
    layout: 'main',
    flags: { auth: true, noindex: true },
    redirect: { to: 'office/account', status: 307 },
  },
  ...OFFICE_SECTIONS.map(([id, path, flags]): RouteEntry => ({
    id,
    path: `office/${path}`,
    layout: 'main',
    parent: id === 'officeAccount' ? undefined : 'officeAccount',
    flags: { auth: true, noindex: true, ...flags },
  })),
  {
    id: 'officeIdentification',
    path: 'office/identification',
    layout: 'main',
    parent: 'officeAccount',
    flags: { auth: true, identification: true, excludeIdentification: true, noindex: true },
  },
  {
    id: 'officePaymentRequests',
    path: 'office/payment/requests',
    layout: 'main',
    parent: 'officeAccount',
    flags: { auth: true, noindex: true },
  },
  {
    id: 'officePaymentCreate',
    path: 'office/payment/create-request',
    layout: 'main',
    parent: 'officePaymentRequests',
    flags: { auth: true, noindex: true },
  },
  {
    id: 'officePaymentTopic',
    path: 'office/payment/create-request/:topicId',
    layout: 'main',
    parent: 'officePaymentCreate',
    params: { topicId: numericId },
    flags: { auth: true, noindex: true },
    sample: { topicId: '1' },
  },
  {
    id: 'officePaymentTransactions',
    path: 'office/payment/create-request/:topicId/transactions',
    layout: 'main',
    parent: 'officePaymentTopic',
    params: { topicId: numericId },
    flags: { auth: true, noindex: true },
    sample: { topicId: '1' },
  },
  {
    id: 'officePaymentTransaction',
    path: 'office/payment/create-request/:topicId/transactions/:transactionId',
    layout: 'main',
    parent: 'officePaymentTransactions',
    params: { topicId: numericId, transactionId: numericId },
    flags: { auth: true, noindex: true },
    sample: { topicId: '1', transactionId: '42' },
  },
  {
    id: 'officePaymentSubTopic',
    path: 'office/payment/create-request/:topicId/:subTopicId',
    layout: 'main',
    parent: 'officePaymentTopic',
    params: { topicId: numericId, subTopicId: numericId },
    flags: { auth: true, noindex: true },
    sample: { topicId: '1', subTopicId: '2' },
  },

  // ── Other ────────────────────────────────────────────────────────────────────────────────
  {
    id: 'startDownloadApp',
    path: 'mobile/startdownloadapp',
    layout: 'main',
    redirect: { to: 'mobile', status: 301 },
  },
  { id: 'bettingAlphabet', path: 'betting-alphabet/:block?/:category?/:slug?', layout: 'main' },
  { id: 'news', path: 'news/:slug?', layout: 'main' },
  {
    id: 'results',
    path: 'results/:resultsType?',
    layout: 'main',
    params: { resultsType: { kind: 'enum', values: ['live', 'zone'] } },
  },
  { id: 'ourPartners', path: 'ourpartners/:section?', layout: 'main' },
  { id: 'footballChampionsRules', path: 'football-champions-rules/:chapter?', layout: 'main' },
  {
    id: 'token',
    path: ':token/:tab?',
    layout: 'main',
    params: {
      token: { kind: 'config', list: 'tokens' },
      tab: { kind: 'enum', values: ['about', 'odds', 'winners', 'live', 'tips', 'faq'] },
    },
    sample: { token: 'cricket-world-cup' },
  },
  ...NON_PRODUCTION.map((path): RouteEntry => ({
    id: `dev-${path}`,
    path,
    layout: 'main',
    flags: { nonProduction: true, noindex: true },
  })),

  // ── Promotions and bonus pages ───────────────────────────────────────────────────────────
  {
    id: 'promotion',
    path: 'promotions/:promotionId',
    layout: 'main',
    parent: 'promo',
    sample: { promotionId: 'welcome' },
  },
  ...bonusRoutes(),
  {
    id: 'bonusLanding',
    path: ':landingId',
    layout: 'main',
    params: { landingId: { kind: 'config', list: 'bonusLandings' } },
    sample: { landingId: 'welcome-pack' },
  },
  {
    id: 'oldPromotion',
    path: ':oldPath',
    layout: 'main',
    params: { oldPath: { kind: 'config', list: 'oldPromotionPaths' } },
    redirect: { rule: 'oldPromotion', status: 301 },
  },

  // ── Headless ─────────────────────────────────────────────────────────────────────────────
  {
    id: 'landingPage',
    path: 'landing-page/:landingId',
    layout: 'headless',
    params: { landingId },
    sample: { landingId: 'landing-welcome' },
  },
  {
    id: 'lpage',
    path: 'lpage/:landingId',
    layout: 'headless',
    params: { landingId },
    redirect: { to: 'landing-page/:landingId', status: 301 },
  },
  {
    id: 'firstBonusLanding',
    path: ':landingId',
    layout: 'headless',
    params: { landingId },
    sample: { landingId: 'landing-first-bonus' },
  },

  // ── Empty ────────────────────────────────────────────────────────────────────────────────
  {
    id: 'onpay',
    path: 'onpay/:status',
    layout: 'empty',
    params: { status: paymentStatus },
    flags: { noindex: true, excludeTerms: true, excludeIdentification: true },
    sample: { status: 'success' },
  },
  {
    id: 'onpayWithdraw',
    path: 'onpay/withdraw/:status',
    layout: 'empty',
    params: { status: paymentStatus },
    flags: { noindex: true, excludeTerms: true, excludeIdentification: true },
    sample: { status: 'pending' },
  },
  ...(['block', 'block-ie', 'block-ua', 'site-updates', 'coming-soon', 'suspension'] as const).map(
    (path): RouteEntry => ({
      id: path.replace(/-(\w)/g, (_, c: string) => c.toUpperCase()),
      path,
      layout: 'empty',
      flags: { noindex: true, excludeTerms: true, excludeIdentification: true },
    }),
  ),
  {
    id: 'printCoupon',
    path: 'print-coupon/:couponId',
    layout: 'empty',
    params: { couponId: numericId },
    // A placed coupon is the player's own: sign-in first.
    flags: { noindex: true, auth: true },
    sample: { couponId: '100200300' },
  },
  {
    id: 'confirm',
    path: 'confirm',
    layout: 'empty',
    flags: { noindex: true, excludeTerms: true, excludeIdentification: true },
  },
  {
    id: 'oldBrowser',
    path: 'oldbrowser',
    layout: 'empty',
    flags: { noindex: true, excludeTerms: true },
  },
  { id: 'serverError', path: '500', layout: 'empty', flags: { noindex: true, excludeTerms: true } },

  // ── Maintenance and blocked ──────────────────────────────────────────────────────────────
  {
    id: 'maintenance',
    path: 'maintenance',
    layout: 'maintenance',
    flags: { noindex: true, excludeTerms: true, excludeIdentification: true },
  },
  {
    id: 'blockAppealHistory',
    path: 'block-appeal-history',
    layout: 'blocked',
    flags: { ban: 24, noindex: true, excludeTerms: true, excludeIdentification: true },
  },
];

export const ROUTES_BY_ID: ReadonlyMap<string, RouteEntry> = new Map(ROUTES.map((r) => [r.id, r]));

export function routeById(id: string): RouteEntry {
  const entry = ROUTES_BY_ID.get(id);
  if (!entry) throw new Error(`unknown route id ${id}`);
  return entry;
}
