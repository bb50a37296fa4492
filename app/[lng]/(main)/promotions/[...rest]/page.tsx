import { routePage } from '@/features/pages/server';
import { PROMOTION_BODIES } from '@/features/promotions/server';

const page = routePage({ promotion: PROMOTION_BODIES.promotion });
export const generateMetadata = page.generateMetadata;
export default page.Page;
