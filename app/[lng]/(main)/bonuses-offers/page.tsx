import { routePage } from '@/features/pages/server';
import { PROMOTION_BODIES } from '@/features/promotions/server';

const page = routePage({ bonusListOffers: PROMOTION_BODIES.bonusListOffers });
export const generateMetadata = page.generateMetadata;
export default page.Page;
