import { PROGRAMME_BODIES } from '@/features/office/programmes/programme-bodies';
import { routePage } from '@/features/pages/route-page';

const page = routePage({ officeQrAuth: PROGRAMME_BODIES.officeQrAuth });
export const generateMetadata = page.generateMetadata;
export default page.Page;
