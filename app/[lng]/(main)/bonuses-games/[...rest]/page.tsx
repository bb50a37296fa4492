import { BONUS_BODIES } from '@/features/bonuses/server';
import { routePage } from '@/features/pages/server';

const page = routePage({ bonusGames: BONUS_BODIES.bonusGames });
export const generateMetadata = page.generateMetadata;
export default page.Page;
