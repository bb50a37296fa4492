import { PROGRAMME_BODIES } from '@/features/office/programmes/programme-bodies';
import { routePage } from '@/features/pages/route-page';

const page = routePage({ officePromotion: PROGRAMME_BODIES.officePromotion });
export const generateMetadata = page.generateMetadata;
export default page.Page;
