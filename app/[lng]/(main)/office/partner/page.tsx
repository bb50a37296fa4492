import { PROGRAMME_BODIES } from '@/features/office/programmes/programme-bodies';
import { routePage } from '@/features/pages/route-page';

const page = routePage({ officePartner: PROGRAMME_BODIES.officePartner });
export const generateMetadata = page.generateMetadata;
export default page.Page;
