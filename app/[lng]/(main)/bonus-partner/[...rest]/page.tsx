import { BONUS_BODIES } from '@/features/bonuses/server';
import { routePage } from '@/features/pages/server';

const page = routePage({ bonusPartner: BONUS_BODIES.bonusPartner });
export const generateMetadata = page.generateMetadata;
export default page.Page;
