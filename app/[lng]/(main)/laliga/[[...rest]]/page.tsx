import { ChampionshipFinal, ChampionshipGame, ChampionshipHome } from '@/features/line/server';
import { routePage } from '@/features/pages/server';

const page = routePage({
  laligaHome: ChampionshipHome,
  laligaGame: ChampionshipGame,
  laligaFinal: ChampionshipFinal,
});
export const generateMetadata = page.generateMetadata;
export default page.Page;
