import { ChampionshipFinal, ChampionshipGame, ChampionshipHome } from '@/features/line/server';
import { routePage } from '@/features/pages/server';

const page = routePage({
  europaleagueHome: ChampionshipHome,
  europaleagueGame: ChampionshipGame,
  europaleagueFinal: ChampionshipFinal,
});
export const generateMetadata = page.generateMetadata;
export default page.Page;
