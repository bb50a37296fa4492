import { BONUS_BODIES } from '@/features/bonuses/server';
import { CASINO_BODIES } from '@/features/casino/server';
import { HOME_BODIES } from '@/features/home/server';
import { InfoPage } from '@/features/info-pages/server';
import { GameView, SportLine } from '@/features/line/server';
import type { RouteBody } from '@/features/ui';
import { routePage } from '@/features/pages/server';

// The main-layout routes whose first segment is a param (docs/architecture.md §2): sport sections
// and their games, casino and slots sections, keno games, tokens, thank-you pages and bonus
// landings. Every route with a fixed first segment has a folder of its own beside this one. The
// first segment is a dynamic segment, not part of a catch-all: Next then keeps this page's
// client manifest apart from home's, so home loads its own scripts, not this page's.
const Game: RouteBody = ({ lng, match }) => <GameView lng={lng} gameParam={match.params.game} />;

const page = routePage({
  homePageType: HOME_BODIES.homePageType,
  line: SportLine,
  game: Game,
  keno: CASINO_BODIES.keno,
  slotsCategory: CASINO_BODIES.slotsCategory,
  slotsGame: CASINO_BODIES.slotsGame,
  casinoCategory: CASINO_BODIES.casinoCategory,
  casinoGame: CASINO_BODIES.casinoGame,
  thankyou: InfoPage,
  token: InfoPage,
  bonusLanding: BONUS_BODIES.bonusLanding,
});
export const generateMetadata = page.generateMetadata;
export default page.Page;
