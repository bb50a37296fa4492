/*
 * The office feature's server-only front door: what pages and other features' server
 * components may use of it (docs/architecture.md "Who may import whom"). Re-exports only: an
 * import from it compiles to the module that defines the name (server/build/front-doors.ts).
 */

export { OfficeHome } from './account/OfficeHome';
export { DepositBonuses, WagerBonuses } from './activity/Bonuses';
export { Messages } from './activity/Messages';
export { PaymentHistory } from './activity/PaymentHistory';
export { Support } from './activity/Support';
export { signInAgain } from './activity/activity-server';
export { ManagerPage } from './contact/ManagerPage';
export { ShareIdeaPage } from './contact/ShareIdeaPage';
export { PremiumCashback, VipCashback } from './loyalty/CashbackPage';
export { RewardsPage } from './loyalty/RewardsPage';
export { PersonalPage, SecurityPage } from './profile/ProfilePages';
export { PROGRAMME_BODIES } from './programmes/programme-bodies';
export { IdentificationPage } from './verification/IdentificationPage';
export { VerificationPage } from './verification/VerificationPage';
