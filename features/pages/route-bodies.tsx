import type { ReactNode } from 'react';
import {
  LoginPageBody,
  PasswordResetPageBody,
  RegistrationPageBody,
} from '@/features/auth/AuthPages';
import {
  AccountVerifyPage,
  ActivationPage,
  StopNewsletterPage,
} from '@/features/account-entry/AccountEntryPages';
import { Wallets } from '@/features/accounts/Wallets';
import { CASHIER_BODIES } from '@/features/cashier/cashier-bodies';
import { CASINO_BODIES } from '@/features/casino/casino-bodies';
import { PROMOTION_BODIES } from '@/features/promotions/promotion-bodies';
import { TOTO_LOTTO_BODIES } from '@/features/toto/toto-bodies';
import { BONUS_BODIES } from '@/features/bonuses/bonus-bodies';
import { FEEDS_BODIES } from '@/features/results/feeds-bodies';
import { HOME_BODIES } from '@/features/home/home-bodies';
import { ResponsibleGaming } from '@/features/limits/ResponsibleGaming';
import { BetHistory } from '@/features/betting/BetHistory';
import { DepositBonuses, WagerBonuses } from '@/features/office/activity/Bonuses';
import { Messages } from '@/features/office/activity/Messages';
import { PaymentHistory } from '@/features/office/activity/PaymentHistory';
import { Support } from '@/features/office/activity/Support';
import { PersonalPage, SecurityPage } from '@/features/office/profile/ProfilePages';
import { ManagerPage } from '@/features/office/contact/ManagerPage';
import { ShareIdeaPage } from '@/features/office/contact/ShareIdeaPage';
import { PROGRAMME_BODIES } from '@/features/office/programmes/programme-bodies';
import { IdentificationPage } from '@/features/office/verification/IdentificationPage';
import { VerificationPage } from '@/features/office/verification/VerificationPage';
import { PremiumCashback, VipCashback } from '@/features/office/loyalty/CashbackPage';
import { RewardsPage } from '@/features/office/loyalty/RewardsPage';
import {
  ChampionshipFinal,
  ChampionshipGame,
  ChampionshipHome,
  ChampsPage,
  CHAMPIONSHIP_PAGES,
} from '@/features/line/ChampPages';
import { CyberPage } from '@/features/line/CyberPages';
import { GameView } from '@/features/line/GameView';
import { SportLine } from '@/features/line/SportLine';
import { TeamGames } from '@/features/line/TeamGames';
import { MultiLive } from '@/features/multi-live/MultiLive';
import { LazyOneTapFinish } from '@/features/pages/lazy-page-parts';
import { SettingsPage } from '@/features/settings/SettingsPage';
import type { RouteMatch } from '@/server/routes/match';

/**
 * What a route shows inside its page frame (breadcrumbs, heading, description), by route id.
 * A domain adds its route here; a route without an entry shows the frame and its sections.
 */
export type RouteSearchParams = Record<string, string | string[] | undefined>;

export type RouteBody = (props: {
  lng: string;
  match: RouteMatch;
  /** The page's query, unvalidated: a body parses what it reads. */
  searchParams?: RouteSearchParams;
}) => Promise<ReactNode> | ReactNode;

export const ROUTE_BODIES: Readonly<Record<string, RouteBody>> = {
  login: async (props) => (
    <>
      <LazyOneTapFinish lng={props.lng} />
      {await LoginPageBody(props)}
    </>
  ),
  registration: RegistrationPageBody,
  line: SportLine,
  game: ({ lng, match }) => <GameView lng={lng} gameParam={match.params.game} />,
  team: TeamGames,
  multi: MultiLive,
  champs: ChampsPage,
  ...Object.fromEntries(
    Object.keys(CHAMPIONSHIP_PAGES).flatMap((c) => [
      [`${c}Home`, ChampionshipHome],
      [`${c}Game`, ChampionshipGame],
      [`${c}Final`, ChampionshipFinal],
    ]),
  ),
  ...Object.fromEntries(
    [
      'cyberMain',
      'cyberAll',
      'cyberDiscipline',
      'cyberDisciplineChamps',
      'cyberDisciplineSection',
      'cyberChamp',
      'cyberGame',
    ].map((id) => [id, CyberPage]),
  ),
  passwordReset: PasswordResetPageBody,
  accountVerify: AccountVerifyPage,
  activate: ActivationPage,
  stopNewsletter: StopNewsletterPage,
  officeHistory: BetHistory,
  officeWallets: Wallets,
  officeHistoryPay: PaymentHistory,
  officeBonusesDeposit: DepositBonuses,
  officeBonusesWager: WagerBonuses,
  officeMessages: Messages,
  officeSupport: Support,
  officeSettings: SettingsPage,
  officePersonal: PersonalPage,
  officeSecurity: SecurityPage,
  officeVerification: VerificationPage,
  officeIdentification: IdentificationPage,
  officeManager: ManagerPage,
  officeShareIdea: ShareIdeaPage,
  ...PROGRAMME_BODIES,
  officeVipCashback: VipCashback,
  officePremiumCashback: PremiumCashback,
  officeRewards: RewardsPage,
  officeResponsible: ResponsibleGaming,
  ...CASINO_BODIES,
  ...PROMOTION_BODIES,
  ...TOTO_LOTTO_BODIES,
  ...BONUS_BODIES,
  ...FEEDS_BODIES,
  ...CASHIER_BODIES,
  ...HOME_BODIES,
};
