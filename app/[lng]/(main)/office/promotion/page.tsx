import { PROGRAMME_BODIES } from '@/features/office/server';
import { routePage } from '@/features/pages/server';

const page = routePage({ officePromotion: PROGRAMME_BODIES.officePromotion });
export const generateMetadata = page.generateMetadata;
export default page.Page;
