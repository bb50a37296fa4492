import { PROGRAMME_BODIES } from '@/features/office/server';
import { routePage } from '@/features/pages/server';

const page = routePage({ officePartner: PROGRAMME_BODIES.officePartner });
export const generateMetadata = page.generateMetadata;
export default page.Page;
