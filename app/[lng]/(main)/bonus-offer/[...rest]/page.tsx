import { routePage } from '@/features/pages/server';
import { PROMOTION_BODIES } from '@/features/promotions/server';

const page = routePage({ bonusRulesOffers: PROMOTION_BODIES.bonusRulesOffers });
export const generateMetadata = page.generateMetadata;
export default page.Page;
