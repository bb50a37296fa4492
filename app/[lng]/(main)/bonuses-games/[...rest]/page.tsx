import { BONUS_BODIES } from '@/features/bonuses/bonus-bodies';
import { routePage } from '@/features/pages/route-page';

const page = routePage({ bonusGames: BONUS_BODIES.bonusGames });
export const generateMetadata = page.generateMetadata;
export default page.Page;
