import { BONUS_BODIES } from '@/features/bonuses/server';
import { routePage } from '@/features/pages/server';

const page = routePage({ bonusGamesOffers: BONUS_BODIES.bonusGamesOffers });
export const generateMetadata = page.generateMetadata;
export default page.Page;
