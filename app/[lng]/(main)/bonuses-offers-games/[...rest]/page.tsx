import { BONUS_BODIES } from '@/features/bonuses/bonus-bodies';
import { routePage } from '@/features/pages/route-page';

const page = routePage({ bonusGamesOffers: BONUS_BODIES.bonusGamesOffers });
export const generateMetadata = page.generateMetadata;
export default page.Page;
