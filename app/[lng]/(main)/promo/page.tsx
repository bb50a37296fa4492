import { routePage } from '@/features/pages/server';
import { PROMOTION_BODIES } from '@/features/promotions/server';

const page = routePage({ promo: PROMOTION_BODIES.promo });
export const generateMetadata = page.generateMetadata;
export default page.Page;
