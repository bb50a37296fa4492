import { ChampionshipFinal, ChampionshipGame, ChampionshipHome } from '@/features/line/ChampPages';
import { routePage } from '@/features/pages/route-page';

const page = routePage({
  europaleagueHome: ChampionshipHome,
  europaleagueGame: ChampionshipGame,
  europaleagueFinal: ChampionshipFinal,
});
export const generateMetadata = page.generateMetadata;
export default page.Page;
