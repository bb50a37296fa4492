import { ChampionshipFinal, ChampionshipGame, ChampionshipHome } from '@/features/line/ChampPages';
import { routePage } from '@/features/pages/route-page';

const page = routePage({
  champHome: ChampionshipHome,
  champGame: ChampionshipGame,
  champFinal: ChampionshipFinal,
});
export const generateMetadata = page.generateMetadata;
export default page.Page;
