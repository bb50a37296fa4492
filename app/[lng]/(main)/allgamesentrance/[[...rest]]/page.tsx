import { CASINO_BODIES } from '@/features/casino/server';
import { routePage } from '@/features/pages/server';

const page = routePage({
  allGamesEntrance: CASINO_BODIES.allGamesEntrance,
  allGamesEntranceGame: CASINO_BODIES.allGamesEntranceGame,
});
export const generateMetadata = page.generateMetadata;
export default page.Page;
