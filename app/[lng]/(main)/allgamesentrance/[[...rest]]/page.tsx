import { CASINO_BODIES } from '@/features/casino/casino-bodies';
import { routePage } from '@/features/pages/route-page';

const page = routePage({
  allGamesEntrance: CASINO_BODIES.allGamesEntrance,
  allGamesEntranceGame: CASINO_BODIES.allGamesEntranceGame,
});
export const generateMetadata = page.generateMetadata;
export default page.Page;
