import { BONUS_BODIES } from '@/features/bonuses/server';
import { routePage } from '@/features/pages/server';

const page = routePage({ gamesLanding: BONUS_BODIES.gamesLanding });
export const generateMetadata = page.generateMetadata;
export default page.Page;
