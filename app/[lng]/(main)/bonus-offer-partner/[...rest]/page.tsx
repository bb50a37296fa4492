import { BONUS_BODIES } from '@/features/bonuses/server';
import { routePage } from '@/features/pages/server';

const page = routePage({ bonusPartnerOffers: BONUS_BODIES.bonusPartnerOffers });
export const generateMetadata = page.generateMetadata;
export default page.Page;
