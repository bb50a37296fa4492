import { routePage } from '@/features/pages/server';
import { PROMOTION_BODIES } from '@/features/promotions/server';

const page = routePage({ bonusList: PROMOTION_BODIES.bonusList });
export const generateMetadata = page.generateMetadata;
export default page.Page;
