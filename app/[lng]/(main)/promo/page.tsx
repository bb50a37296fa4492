import { routePage } from '@/features/pages/route-page';
import { PROMOTION_BODIES } from '@/features/promotions/promotion-bodies';

const page = routePage({ promo: PROMOTION_BODIES.promo });
export const generateMetadata = page.generateMetadata;
export default page.Page;
