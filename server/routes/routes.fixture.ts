import type { PlayerGuardState } from './guards';
import type { RouteSlugs } from './match';
import type { RouteSettings } from './rules';

/** The demo site's route slugs and settings, as the sandbox seeds them. */
export const demoSlugs: RouteSlugs = {
  casinoCategories: ['casino', 'live-casino', 'table-games'],
  slotsCategories: ['slots', 'jackpots', 'megaways'],
  kenoGames: ['keno', 'keno-express'],
  tokens: ['cricket-world-cup'],
  bonusLandings: ['welcome-pack', 'weekend-reload'],
  thankyouSections: ['registration', 'deposit'],
  oldPromotionPaths: ['bonus-100', 'first-deposit', 'cashback-10', 'express-boost'],
};

export const demoRouteSettings: RouteSettings = {
  availableRoutes: [13, 47, 52],
  isRegistrationAllowed: true,
  isVipDomain: false,
  isShowIdentification: true,
  isShowPaymentPageOnlyAuth: false,
  banPageUrl: null,
  forced404: ['/promo-2019'],
  bonusRouteVariant: 'bonuses',
  isSlotFirstDepositRedirect: true,
  oldPromotionPaths: {
    'bonus-100': 'welcome',
    'first-deposit': 'welcome',
    'cashback-10': 'cashback',
    'express-boost': 'express-booster',
  },
};

/** A signed-in player no guard holds: not banned, nothing owed, terms accepted. */
export const CLEAN_PLAYER: PlayerGuardState = {
  banLevel: 0,
  banVersion: 0,
  needIdentification: false,
  identificationBonus: false,
  dataAfterRegistration: false,
  termsToConfirm: false,
};
