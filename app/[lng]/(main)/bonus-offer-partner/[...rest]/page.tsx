import { BONUS_BODIES } from '@/features/bonuses/bonus-bodies';
import { routePage } from '@/features/pages/route-page';

const page = routePage({ bonusPartnerOffers: BONUS_BODIES.bonusPartnerOffers });
export const generateMetadata = page.generateMetadata;
export default page.Page;
